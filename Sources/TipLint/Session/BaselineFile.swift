/// A baseline file as the command line (`--baseline`) or the configuration
/// (`"baseline"`) names it.
public struct BaselineFile: Sendable {
    public var path: String
    /// Absolute directory holding the file: stored paths are relative to it.
    public var directory: String
    var baseline: Baseline

    public static func read(
        _ path: String, workingDirectory: String, tree: any SourceTree = WorkingTree()
    ) throws(CommandError) -> BaselineFile {
        let resolved = ResolvedPath(path, in: workingDirectory)
        guard tree.lookupKind(of: resolved.absolute, followLinks: true) != nil else {
            throw .failure("\(path): baseline file not found")
        }
        let bytes: [UInt8]
        switch tree.lookupSettings(resolved.absolute, followsLinks: true) {
        case .bytes(let contents): bytes = contents
        case .failure(let reason): throw .failure("\(path): cannot read baseline: \(reason)")
        }
        do {
            return BaselineFile(
                path: path, directory: PathText.parent(resolved.absolute), baseline: try Baseline.parse(bytes))
        } catch {
            throw .failure("\(path):\(error.position.line):\(error.position.column): \(error.message)")
        }
    }

    /// Records `findings` in a new baseline at `path`, written atomically.
    public static func write(
        _ findings: [Finding], to path: String, workingDirectory: String
    ) throws(CommandError) -> BaselineFile {
        let directory = PathText.parent(ResolvedPath(path, in: workingDirectory).absolute)
        let baseline = Baseline(recording: findings) {
            storedPath($0, directory: directory, workingDirectory: workingDirectory)
        }
        do { try AtomicFile.write(baseline.json(), to: path) } catch { throw .failure(error.description) }
        return BaselineFile(path: path, directory: directory, baseline: baseline)
    }

    /// The findings the baseline does not record.
    public func filter(_ findings: [Finding], workingDirectory: String) -> [Finding] {
        baseline.filter(findings) { Self.storedPath($0, directory: directory, workingDirectory: workingDirectory) }
    }

    /// How many entries match none of `findings`: stale, once fixed.
    public func unmatchedCount(_ findings: [Finding], workingDirectory: String) -> Int {
        baseline.unmatchedEntries(findings) {
            Self.storedPath($0, directory: directory, workingDirectory: workingDirectory)
        }
        .count
    }

    private static func storedPath(_ file: String, directory: String, workingDirectory: String) -> String {
        PathText.display(PathText.absolute(file, in: workingDirectory), from: directory)
    }
}
