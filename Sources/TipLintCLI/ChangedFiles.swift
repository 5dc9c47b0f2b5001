/// `--staged` and `--changed-since REV`: the files git reports as changed,
/// absolute. Read with `-z`, so names with spaces, newlines or non-ASCII
/// characters arrive intact; works before the first commit and on a detached HEAD.
enum ChangedFiles {
    static func files(staged: Bool, changedSince revision: String?, directory: String,
                      environment: [String: String], workingDirectory: String) throws(CommandError) -> Set<String> {
        let flag = staged ? "--staged" : "--changed-since"
        let repository: GitRepository
        do {
            repository = try GitRepository.containing(directory, callerEnvironment: environment,
                                                      workingDirectory: workingDirectory)
        } catch {
            throw .failure("\(flag) needs a git repository, and \(directory) is not in one")
        }
        func git(_ arguments: [String]) throws(CommandError) -> [String] {
            do { return GitProcess.split(try repository.run(arguments)) } catch { throw .failure("\(flag): \(error.message)") }
        }
        var paths: [String] = []
        if staged {
            // Before the first commit git compares the index with the empty tree.
            paths = try git(["diff", "--cached", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv"])
        }
        if let revision {
            guard !revision.hasPrefix("-") else {
                throw .usage("--changed-since needs a revision, not '\(revision)'")
            }
            guard repository.commit(revision) != nil else {
                throw .failure("--changed-since: '\(revision)' is not a commit in \(repository.root)")
            }
            paths += try git(["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", revision, "--"])
            paths += try git(["ls-files", "-z", "--others", "--exclude-standard"])
        }
        return Set(paths.map { PathText.absolute($0, in: repository.root) })
    }
}
