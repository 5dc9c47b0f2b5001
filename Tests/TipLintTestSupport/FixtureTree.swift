import Foundation
import TipLint

/// A fixture project held in memory: its files, by path relative to `root`.
///
/// A family of fixture apps (`Sprig`, `Tooltips`, `Tutorial`) is one base app,
/// `<family>/base/`, and variants that each change a few files of it:
/// `<family>/variants/<name>/` holds the files the variant adds, at their paths
/// in the app, `changes.patch`, a unified diff of the base files it changes
/// (`FixturePatch`), and `deletions.txt`, the paths it removes, one a line. One
/// change to the shared app is then one edit, and a variant reads as its change.
public struct FixtureTree {
    /// Where the project is said to be: the analysis reads its files below it,
    /// as absolute paths, and findings name them so.
    public var root: URL
    /// Path relative to `root` → the file's bytes.
    public var files: [String: [UInt8]]

    /// A variant's list of the base files it removes.
    public static let deletionsFile = "deletions.txt"
    /// A variant's diff of the base files it changes.
    public static let changesFile = "changes.patch"

    /// Every file below `directory`; hidden directories and files are skipped,
    /// as the command line skips them. A tree with no Swift file is an error:
    /// a moved or mistyped fixture would leave a test nothing to check.
    public init(loading directory: URL) throws {
        root = directory.standardizedFileURL
        files = try Self.read(root)
        guard files.keys.contains(where: { $0.hasSuffix(".swift") }) else {
            throw FixtureError("no Swift files under \(root.path)")
        }
    }

    /// This tree with the overlay at `directory` laid over it (see above); the
    /// result is said to be at `directory`.
    public func overlaid(by directory: URL) throws -> FixtureTree {
        var tree = self
        tree.root = directory.standardizedFileURL
        var overlay = try Self.read(tree.root)
        guard !overlay.isEmpty else { throw FixtureError("no overlay at \(tree.root.path)") }
        if let deletions = overlay.removeValue(forKey: Self.deletionsFile) {
            for path in String(decoding: deletions, as: UTF8.self).split(separator: "\n").map(String.init) {
                guard tree.files.removeValue(forKey: path) != nil else {
                    throw FixtureError("\(tree.root.path)/\(Self.deletionsFile): \(path) is not in the base app")
                }
            }
        }
        if let changes = overlay.removeValue(forKey: Self.changesFile) {
            tree.files = try FixturePatch.apply(
                changes, to: tree.files, name: tree.root.appendingPathComponent(Self.changesFile).path)
        }
        tree.files.merge(overlay) { _, replacement in replacement }
        return tree
    }

    /// The Swift files, as absolute paths, sorted.
    public var swiftPaths: [String] { absolute(files.keys.filter { $0.hasSuffix(".swift") }) }

    /// The plan and design, `docs/plans/*.md`, as absolute paths, sorted.
    public var planPaths: [String] {
        absolute(
            files.keys.filter {
                $0.hasPrefix("docs/plans/") && $0.hasSuffix(".md") && $0.split(separator: "/").count == 3
            })
    }

    /// Analysis options that read this tree (and nothing from disk), with its
    /// plan documents when `usePlan` is set.
    public func options(usePlan: Bool) -> AnalysisOptions {
        var options = AnalysisOptions()
        let prefix = root.path + "/"
        let files = files
        options.read = { path in
            guard path.hasPrefix(prefix), let bytes = files[String(path.dropFirst(prefix.count))] else {
                return .failure("No such file or directory")
            }
            return .bytes(bytes)
        }
        if usePlan { options.planPaths = planPaths }
        return options
    }

    /// The findings the tree states next to its code (`FixtureExpectations`), in the
    /// Swift files and the Markdown under `docs/`.
    public var expectations: [ExpectedFinding] {
        var expected: [ExpectedFinding] = []
        for (path, bytes) in files where path.hasSuffix(".swift") || (path.hasPrefix("docs/") && path.hasSuffix(".md"))
        {
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                expected += FixtureExpectations.rules(in: line).map { ExpectedFinding($0, path, index + 1) }
            }
        }
        return expected.sorted()
    }

    private func absolute(_ relative: some Sequence<String>) -> [String] {
        relative.map { root.path + "/" + $0 }.sorted()
    }

    /// The files below `directory`, by relative path, hidden ones left out.
    private static func read(_ directory: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return files }
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let path = directory.path + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return files
    }
}
