import TipLint
import TipLintGit

/// `--staged` and `--changed-since REV`: the project is analysed twice in
/// one run, as the change leaves it (the index, or the working tree) and as
/// it was (`HEAD`, or `REV`), both read through git without a checkout. The
/// findings the change introduces, in any file, are reported; those it fixes
/// are counted. A finding is the same in both when rule, file (followed
/// through renames) and stable key agree, as a baseline matches them, and
/// its severity has not risen (`unaccounted`). Every
/// repository holding a PATH is asked, each with its own index.
struct DifferentialGate {
    /// What the change is compared with: `HEAD`, or the revision given.
    var baseName: String
    /// The flag, for messages.
    var flag: String
    /// The project as it was.
    var before: GitSnapshot
    /// The project as the change leaves it: the index for `--staged`; nil
    /// for the working tree.
    var after: GitSnapshot?
    /// Renamed files, old absolute path to new, as git detects them between
    /// the base and the index.
    var renames: [String: String] = [:]

    /// The gate the options ask for, or nil for an ordinary run. `directories`:
    /// the PATHs' directories, absolute.
    init?(
        options: LintOptions, directories: [String], environment: [String: String],
        workingDirectory: String
    ) throws(CommandError) {
        guard options.staged || options.changedSince != nil else { return nil }
        flag = options.staged ? "--staged" : "--changed-since"
        if let revision = options.changedSince, revision.hasPrefix("-") {
            throw .usage("--changed-since needs a revision, not '\(revision)'")
        }
        baseName = options.changedSince ?? "HEAD"
        var repositories: [GitRepository] = []
        for directory in directories {
            let repository: GitRepository
            do {
                repository = try GitRepository.containing(
                    directory, callerEnvironment: environment,
                    workingDirectory: workingDirectory)
            } catch {
                throw .failure("\(flag) needs a git repository, and \(directory) is not in one")
            }
            if !repositories.contains(where: { $0.root == repository.root }) { repositories.append(repository) }
        }
        var beforeLayers: [GitSnapshot.Layer] = [], afterLayers: [GitSnapshot.Layer] = []
        for repository in repositories {
            do throws(GitError) {
                let reader = try repository.blobReader()
                let base: String
                if let revision = options.changedSince {
                    guard let commit = repository.commit(revision) else {
                        throw GitError(message: "'\(revision)' is not a commit in \(repository.root)")
                    }
                    base = commit
                } else {
                    // Before the first commit the index is compared with the empty tree.
                    if let head = repository.commit("HEAD") { base = head } else { base = try repository.emptyTree() }
                    afterLayers.append(
                        GitSnapshot.Layer(
                            repository: repository, entries: try repository.indexEntries(),
                            reader: reader))
                }
                beforeLayers.append(
                    GitSnapshot.Layer(
                        repository: repository, entries: try repository.treeEntries(base),
                        reader: reader))
                for (old, new) in try repository.renamesToIndex(from: base) {
                    renames[PathText.join(repository.root, old)] = PathText.join(repository.root, new)
                }
            } catch {
                throw .failure("\(flag): \(error.message)")
            }
        }
        before = GitSnapshot(layers: beforeLayers)
        after = options.staged ? GitSnapshot(layers: afterLayers) : nil
    }

    /// The findings the change introduces and those it fixes (`FindingComparison`).
    func compare(
        before old: [Finding], after new: [Finding], beforeFiles: [String], afterFiles: [String],
        workingDirectory: String
    ) -> (introduced: [Finding], fixed: [Finding]) {
        FindingComparison(renames: renames, beforeTree: before, afterTree: after ?? WorkingTree()).compare(
            before: old, after: new, beforeFiles: beforeFiles, afterFiles: afterFiles,
            workingDirectory: workingDirectory)
    }

    /// The summary line: what the change did to the findings.
    func summary(introduced: Int, fixed: Int, existing: Int) -> String {
        "compared with \(baseName): \(introduced) new finding\(introduced == 1 ? "" : "s"), fixed \(fixed)"
            + (existing > 0 ? "; \(existing) already there, not reported" : "")
    }
}
