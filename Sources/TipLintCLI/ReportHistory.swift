import TipLint
import TipLintGit

/// `tiplint report --history [RANGE]`: the project read at each commit of the range
/// straight from git (no checkout: the trees and every file's bytes through one
/// `git cat-file --batch`), analysed as the current run was (the same PATHs, excludes,
/// plan documents and settings), and its headline and plan-check figures. Oldest first.
struct ReportHistory {
    /// Without a range: the last this many commits of HEAD's first-parent history.
    static let defaultCommitCount = 30
    /// A range reads at most this many commits, its newest: each is a whole analysis.
    static let commitLimit = 200

    let repository: GitRepository
    let analysis: LintOutcome

    /// One commit of the range.
    struct Commit: Equatable {
        var id: String
        /// Its root tree.
        var tree: String
        var date: String
        var subject: String
    }

    /// The figures per commit, and the work done to get them.
    struct Series {
        var points: [HistoryPoint]
        /// Blobs read from git: each distinct file version once, however many commits share it.
        var blobsRead: Int
        /// Files extracted: each file version once per path (and depth), however many commits share it.
        var filesExtracted: Int
        /// Commits merged and checked: one whose files give the same facts as the commit before's is not.
        var commitsChecked: Int
        /// Commits of the range left out, the oldest, past `commitLimit`.
        var commitsLeftOut: Int
    }

    func series(range: String?, limit: Int = commitLimit) throws(CommandError) -> Series {
        let all = try self.commits(range)
        let commits = all.suffix(limit)
        let reader: GitBlobReader
        do { reader = try repository.blobReader() } catch { throw .failure("--history: \(error.message)") }
        defer { reader.close() }
        let blobs = ContentCache { object in
            do throws(GitError) { return .bytes(try reader.read(object, limit: FileReader.sourceLimit)) } catch {
                return .failure(error.message)
            }
        }
        let trees = GitTreeListing(reader: reader)
        let memo = ExtractionMemo()
        var points: [HistoryPoint] = []
        // The figures of the last commit checked: a commit answered from it has the same.
        var last: (checks: Int, coverage: Coverage)?
        for commit in commits {
            let entries: [GitRepository.Entry]
            do { entries = try trees.entries(ofTree: commit.tree) } catch {
                throw .failure("--history: \(error.message)")
            }
            let files = entries.filter { $0.kind == .file }.map { (path: $0.path, object: $0.object) }
            let result: AnalysisResult
            do throws(VersionAnalysis.Failure) {
                result = try VersionAnalysis.analyze(
                    files, inRepository: repository.root, as: analysis, memo: memo, contents: blobs.contents)
            } catch {
                switch error {
                case .plan(let message): throw .failure("--history: \(message)")
                case .analysis(let message): throw .failure("--history: \(commit.id): \(message)")
                }
            }
            let coverage = last.flatMap { $0.checks == memo.checkCount ? $0.coverage : nil } ?? Coverage(result)
            last = (memo.checkCount, coverage)
            points.append(
                HistoryPoint(commit: commit.id, subject: commit.subject, date: commit.date, coverage: coverage))
        }
        return Series(
            points: points, blobsRead: blobs.readCount, filesExtracted: memo.extractionCount,
            commitsChecked: memo.checkCount, commitsLeftOut: all.count - commits.count)
    }

    /// The range's commits along first parents, oldest first.
    func commits(_ range: String?) throws(CommandError) -> [Commit] {
        if let range, range.hasPrefix("-") { throw .usage("--history needs a revision range, not '\(range)'") }
        // NUL-ended records (a message cannot hold NUL); the subject last, as it may hold any other byte.
        var arguments = [
            "-c", "log.showSignature=false", "log", "-z", "--first-parent", "--reverse", "--format=%H %T %cI %s",
        ]
        if range == nil { arguments.append("--max-count=\(Self.defaultCommitCount)") }
        arguments += ["--end-of-options", range ?? "HEAD", "--"]
        let output: [UInt8]
        do { output = try repository.run(arguments) } catch {
            let written = range ?? "HEAD"
            // git's own words only when it failed for another reason than an unknown revision.
            let unknown = error.message.contains("bad revision") || error.message.contains("unknown revision")
            throw .failure(
                "--history: git knows no revision range '\(written)' in \(repository.root)"
                    + (unknown
                        ? " (a range is like main~10..HEAD; HEAD~N needs N earlier commits)" : ": \(error.message)"))
        }
        let commits = GitProcess.split(output).compactMap { record -> Commit? in
            let fields = record.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
            return Commit(
                id: String(fields[0]), tree: String(fields[1]), date: String(fields[2]), subject: String(fields[3]))
        }
        guard !commits.isEmpty else { throw .failure("--history: '\(range ?? "HEAD")' names no commits") }
        return commits
    }
}
