import TipLint
import TipLintGit

/// The commit, branch and commit date the report names when the project is in a git
/// repository. Nil when git has no commit to name (a repository before its first commit).
enum ReportSourceReader {
    static func source(of repository: GitRepository) -> ReportSource? {
        guard
            let head = try? repository.run([
                "-c", "log.showSignature=false", "log", "-1", "--format=%H%x1f%cI", "HEAD", "--",
            ]),
            case let fields = GitProcess.split(head, at: 0x0A).first?.split(separator: "\u{1F}") ?? [],
            fields.count == 2
        else { return nil }
        let branch = (try? repository.run(["symbolic-ref", "--quiet", "--short", "HEAD"]))
            .flatMap { GitProcess.split($0, at: 0x0A).first }
        let changes = (try? repository.run(["status", "--porcelain", "--untracked-files=no", "-z"])) ?? []
        return ReportSource(
            commit: String(fields[0]), branch: branch, date: String(fields[1]), hasChanges: !changes.isEmpty)
    }
}
