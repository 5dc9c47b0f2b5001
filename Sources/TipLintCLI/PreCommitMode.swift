import TipLint
import TipLintGit

/// `--pre-commit FILE…`: the mode of the pre-commit hook, which passes the
/// names of the files it runs on. On a commit those are staged changes, and
/// the hook is `--staged`: what the commit introduces fails. When one of them
/// is not staged (`pre-commit run --all-files` in CI or pre-commit.ci,
/// `pre-commit run --files`), or nothing is staged, there is no change to
/// judge, and the hook lints the whole project instead: every error fails.
enum PreCommitMode {
    /// The options to run: `--staged` or the whole project (the current
    /// directory, pre-commit's repository root), and a line that says which.
    static func resolve(
        _ options: LintOptions, environment: [String: String], workingDirectory: String
    ) throws(CommandError) -> (options: LintOptions, summary: String) {
        let staged: Set<String>
        do throws(GitError) {
            let repository = try GitRepository.containing(
                workingDirectory, callerEnvironment: environment, workingDirectory: workingDirectory)
            staged = Set(try repository.pathsChangedInIndex().map { PathText.join(repository.root, $0) })
        } catch {
            throw .failure("--pre-commit needs a git repository, and \(workingDirectory) is not in one")
        }
        var resolved = options
        resolved.paths = []
        resolved.preCommit = false
        let unstaged = options.paths.first { !staged.contains(PathText.absolute($0, in: workingDirectory)) }
        if let unstaged {
            return (resolved, "pre-commit: \(unstaged) is not staged (run on all files): linting the whole project")
        }
        if staged.isEmpty {
            return (resolved, "pre-commit: nothing is staged: linting the whole project")
        }
        resolved.staged = true
        return (resolved, "pre-commit: linting the staged change")
    }
}
