import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI
@testable import TipLintGit

/// The git layer: listings of the index and of commits, renames, blobs
/// through one `cat-file --batch`, and git calls that run nothing the
/// repository configures. Real repositories.
final class GitRepositoryTests: XCTestCase {
    private func repository(
        _ tree: TemporaryTree, from directory: String? = nil,
        environment: [String: String] = [:]
    ) throws -> GitRepository {
        try GitRepository.containing(
            directory ?? tree.root, callerEnvironment: environment, workingDirectory: tree.root)
    }

    func testListsTheIndexAndACommitWithKinds() throws {
        let tree = try TemporaryTree(["A.swift": "let a = 1\n", "Sub/B b.swift": "let b = 2\n"], git: false)
        try runGit(["init", "-q"], in: tree.root)
        try tree.link("Link.swift", to: "A.swift")
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "one"], in: tree.root)
        try tree.write("C.swift", "let c = 3\n")
        try runGit(["add", "C.swift"], in: tree.root)

        let git = try repository(tree, from: tree.path("Sub"))
        XCTAssertEqual(git.root, tree.root)
        XCTAssertEqual(try git.indexEntries().map(\.path), ["A.swift", "C.swift", "Link.swift", "Sub/B b.swift"])
        XCTAssertEqual(try git.indexEntries().map(\.kind), [.file, .file, .symbolicLink, .file])
        let head = try XCTUnwrap(git.commit("HEAD"))
        XCTAssertEqual(try git.treeEntries(head).map(\.path), ["A.swift", "Link.swift", "Sub/B b.swift"])
        XCTAssertNil(git.commit("no-such-branch"))
        XCTAssertNil(git.commit("--output=x"))
        XCTAssertEqual(try git.treeEntries(try git.emptyTree()), [])
    }

    /// `report --history` reads commits' trees through `cat-file` (`GitTreeListing`): the same
    /// entries as `ls-tree -r`, in its order, every kind of entry; and a later commit reads again
    /// only the directories it changed.
    func testListsTreesThroughCatFileAsLsTreeDoes() throws {
        let tree = try TemporaryTree(
            [
                "A.swift": "let a = 1\n", "Sub/B b.swift": "let b = 2\n", "Sub/Deep/C.swift": "let c = 3\n",
                "Sub/Deep/Ünïcode.swift": "let u = 4\n", "Other/D.swift": "let d = 5\n", "tool.sh": "exit 0\n",
            ], git: false)
        try runGit(["init", "-q"], in: tree.root)
        try tree.link("Link.swift", to: "A.swift")
        XCTAssertEqual(chmod(tree.path("tool.sh"), 0o755), 0)
        try runGit(["add", "."], in: tree.root)
        try runGit(
            ["update-index", "--add", "--cacheinfo", "160000,\(String(repeating: "1", count: 40)),Vendor/Kit"],
            in: tree.root)
        try runGit(["commit", "-qm", "one"], in: tree.root)
        try tree.write("Sub/Deep/C.swift", "let c = 30\n")
        try runGit(["add", "Sub/Deep/C.swift"], in: tree.root)
        try runGit(["commit", "-qm", "two"], in: tree.root)

        let git = try repository(tree)
        let reader = try git.blobReader()
        defer { reader.close() }
        let listing = GitTreeListing(reader: reader)
        var kinds: [GitRepository.Entry.Kind] = []
        for commit in ["HEAD~1", "HEAD"] {
            let root = String(try runGit(["rev-parse", commit + "^{tree}"], in: tree.root).dropLast())
            let entries = try listing.entries(ofTree: root)
            XCTAssertEqual(entries, try git.treeEntries(try XCTUnwrap(git.commit(commit))))
            kinds = entries.map(\.kind)
        }
        XCTAssertEqual(kinds.filter { $0 != .file }, [.symbolicLink, .submodule])
        // Root, Other, Sub, Sub/Deep and Vendor; then root, Sub and Sub/Deep again, which the edit changed.
        XCTAssertEqual(listing.treesRead, 5 + 3)
    }

    func testReadsBlobsThroughOneProcessFromManyThreads() throws {
        var files: [String: String] = [:]
        for index in 0..<40 {
            files["F\(index).swift"] = String(repeating: "let v\(index) = \(index)\n", count: index * 50)
        }
        let tree = try TemporaryTree(files, git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        let git = try repository(tree)
        let entries = try git.indexEntries()
        let reader = try git.blobReader()
        let contents = ParallelReads.run(entries) { try? reader.read($0.object, limit: 1 << 20) }
        for (entry, bytes) in zip(entries, contents) {
            XCTAssertEqual(bytes.map { String(decoding: $0, as: UTF8.self) }, files[entry.path], entry.path)
        }
        XCTAssertThrowsError(try reader.read(String(repeating: "0", count: 40), limit: 100)) { error in
            XCTAssertEqual((error as? GitError)?.message.hasPrefix("git has no object 0000"), true)
        }
        // Over the limit: refused, and the stream stays in step for the next read.
        let big = try XCTUnwrap(entries.first { $0.path == "F39.swift" })
        XCTAssertThrowsError(try reader.read(big.object, limit: 1000)) { error in
            XCTAssertEqual((error as? GitError)?.message, "is larger than 0 MiB, the most tiplint reads")
        }
        let small = try XCTUnwrap(entries.first { $0.path == "F1.swift" })
        XCTAssertEqual(try reader.read(small.object, limit: 1000), Array(files["F1.swift"]!.utf8))
        // Read once: kept, and read again without asking git.
        reader.close()
        XCTAssertEqual(try reader.read(small.object, limit: 1000), Array(files["F1.swift"]!.utf8))
        try tree.write("Late.swift", "let late = 1\n")
        try runGit(["add", "Late.swift"], in: tree.root)
        let unread = try XCTUnwrap(try git.indexEntries().first { $0.path == "Late.swift" })
        XCTAssertThrowsError(try reader.read(unread.object, limit: 100))
    }

    func testRenamesBetweenACommitAndTheIndex() throws {
        let body = (0..<30).map { "let line\($0) = \($0)\n" }.joined()
        let tree = try TemporaryTree(["Old.swift": body, "Kept.swift": "let k = 1\n"], git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "one"], in: tree.root)
        try tree.makeDirectory("New dir")
        try runGit(["mv", "Old.swift", "New dir/New.swift"], in: tree.root)
        try tree.write("New dir/New.swift", body + "let added = 1\n")
        try runGit(["add", "."], in: tree.root)
        let git = try repository(tree)
        XCTAssertEqual(try git.renamesToIndex(from: "HEAD"), ["Old.swift": "New dir/New.swift"])
    }

    /// A repository configures an fsmonitor hook: plain git runs it when it
    /// reads the index; tiplint's git calls do not.
    func testRunsNoConfiguredFsmonitor() throws {
        let tree = try TemporaryTree(["A.swift": "let a = 1\n"], git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        let marker = tree.path("fsmonitor-ran")
        try tree.write("hook.sh", "#!/bin/sh\ntouch '\(marker)'\nexit 1\n")
        XCTAssertEqual(chmod(tree.path("hook.sh"), 0o755), 0)
        try runGit(["config", "core.fsmonitor", tree.path("hook.sh")], in: tree.root)

        let git = try repository(tree)
        _ = try git.indexEntries()
        _ = try git.renamesToIndex(from: try git.emptyTree())
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
        _ = try runGit(["status", "--porcelain"], in: tree.root)
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker), "plain git should have run the hook")
    }

    /// A hook in a linked worktree runs with GIT_DIR set and, when only some
    /// files are committed, a temporary GIT_INDEX_FILE: the index is that
    /// one, asked from any directory of the work tree; another repository
    /// keeps its own index.
    func testKeepsTheCallersIndexForItsRepositoryOnly() throws {
        let tree = try TemporaryTree(["A.swift": "let a = 1\n"], git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "one"], in: tree.root)
        try runGit(["worktree", "add", "-q", "linked"], in: tree.root)
        let linked = tree.path("linked")
        try tree.write("linked/Sub/B.swift", "let b = 2\n")
        // A temporary index holding B, as `git commit Sub/B.swift` makes one.
        let gitDirectory = try runGit(["rev-parse", "--absolute-git-dir"], in: linked)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let temporaryIndex = gitDirectory + "/next-index.lock"
        try FileManager.default.copyItem(atPath: gitDirectory + "/index", toPath: temporaryIndex)
        let add = Process()
        add.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        add.arguments = ["git", "add", "Sub/B.swift"]
        add.currentDirectoryURL = URL(fileURLWithPath: linked)
        add.environment = ProcessInfo.processInfo.environment.merging(["GIT_INDEX_FILE": temporaryIndex]) { $1 }
        try add.run()
        add.waitUntilExit()

        let hook = ["GIT_DIR": gitDirectory, "GIT_INDEX_FILE": temporaryIndex]
        let fromSubdirectory = try GitRepository.containing(
            linked + "/Sub", callerEnvironment: hook,
            workingDirectory: linked)
        XCTAssertEqual(fromSubdirectory.root, linked)
        XCTAssertEqual(try fromSubdirectory.indexEntries().map(\.path), ["A.swift", "Sub/B.swift"])
        let main = try GitRepository.containing(tree.root, callerEnvironment: hook, workingDirectory: linked)
        XCTAssertEqual(main.root, tree.root)
        XCTAssertEqual(try main.indexEntries().map(\.path), ["A.swift"])
    }
}

/// Maps on several threads at once, to read through one reader concurrently.
enum ParallelReads {
    static func run<T, R>(_ items: [T], _ transform: @escaping @Sendable (T) -> R?) -> [R?]
    where T: Sendable, R: Sendable {
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values
    }
}

private final class ResultSlots<R>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: R?) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }
    var values: [R?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
