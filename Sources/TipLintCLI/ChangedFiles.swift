import Foundation

/// `--staged` and `--changed-since REV`: the files git reports as changed,
/// absolute. Read with `-z`, so names with spaces, newlines or non-ASCII
/// characters arrive intact; works before the first commit and on a detached HEAD.
enum ChangedFiles {
    static func files(staged: Bool, changedSince revision: String?, directory: String) throws(CommandError) -> Set<String> {
        let flag = staged ? "--staged" : "--changed-since"
        let root = try repositoryRoot(of: directory, for: flag)
        var paths: [String] = []
        if staged {
            // Before the first commit git compares the index with the empty tree.
            paths = try git(["diff", "--cached", "--name-only", "-z", "--no-renames"], in: root, for: flag)
        }
        if let revision {
            guard !revision.hasPrefix("-") else {
                throw .usage("--changed-since needs a revision, not '\(revision)'")
            }
            do {
                _ = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root, for: flag)
            } catch {
                throw .failure("--changed-since: '\(revision)' is not a commit in \(root)")
            }
            paths += try git(["diff", "--name-only", "-z", "--no-renames", revision, "--"], in: root, for: flag)
            paths += try git(["ls-files", "-z", "--others", "--exclude-standard"], in: root, for: flag)
        }
        return Set(paths.map { PathText.absolute($0, in: root) })
    }

    /// The top of the work tree holding `directory`.
    private static func repositoryRoot(of directory: String, for flag: String) throws(CommandError) -> String {
        let output: [String]
        do {
            output = try git(["rev-parse", "--show-toplevel"], in: directory, for: flag, separator: 0x0A)
        } catch {
            throw .failure("\(flag) needs a git repository, and \(directory) is not in one")
        }
        guard let root = output.first, !root.isEmpty else {
            throw .failure("\(flag) needs a git work tree, and \(directory) is not in one")
        }
        return FileSystem.realPath(root) ?? root
    }

    /// Runs git in `directory`; its output split at `separator` (NUL for `-z`).
    private static func git(_ arguments: [String], in directory: String, for flag: String,
                            separator: UInt8 = 0) throws(CommandError) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "core.quotePath=false"] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .failure("\(flag) needs git, which could not be run: \(error.localizedDescription)")
        }
        let errorReader = PipeReader(error.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errorReader.wait(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw .failure("\(flag): git \(arguments.first ?? "") failed: \(message.isEmpty ? "status \(process.terminationStatus)" : message)")
        }
        return data.split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Reads a pipe to its end on another thread, so a full pipe cannot block the child.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
