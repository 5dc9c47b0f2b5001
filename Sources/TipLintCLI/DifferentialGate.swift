import TipLint

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

    /// The findings of `after` that `before` does not have, and those of
    /// `before` that `after` no longer has. Findings' files are relative to
    /// `workingDirectory`; `beforeFiles` and `afterFiles` are the files each
    /// analysis read, to follow renames git did not see (a file moved
    /// without `git mv` and not yet staged) by their unchanged contents.
    func compare(
        before old: [Finding], after new: [Finding], beforeFiles: [String], afterFiles: [String],
        workingDirectory: String
    ) -> (introduced: [Finding], fixed: [Finding]) {
        let moved = renames.merging(unchangedMoves(from: beforeFiles, to: afterFiles)) { git, _ in git }
        let newPath = { (file: String) in PathText.absolute(file, in: workingDirectory) }
        let oldPath = { (file: String) in moved[newPath(file)] ?? newPath(file) }
        let introduced = Self.unaccounted(new, path: newPath, against: old, path: oldPath)
        let fixed = Self.unaccounted(old, path: oldPath, against: new, path: newPath)
        return (introduced, fixed)
    }

    /// The findings no finding of `others` accounts for, in their order. One
    /// accounts for another when rule, file and stable key agree (as a
    /// baseline matches them) and it is at least as severe: a note that a
    /// newly ticked task makes an error is introduced, an error that becomes
    /// a note is fixed. Each of `others` accounts for at most one finding.
    static func unaccounted(
        _ findings: [Finding], path: (String) -> String, against others: [Finding], path otherPath: (String) -> String
    ) -> [Finding] {
        struct Identity: Hashable {
            var rule: String, file: String, key: String
        }
        var available: [Identity: [Severity]] = [:]
        for other in others {
            available[Identity(rule: other.ruleID, file: otherPath(other.file), key: other.key), default: []]
                .append(other.severity)
        }
        // Most severe first, each taking the least severe counterpart that suffices,
        // so a weaker finding never uses up the counterpart a stronger one needs.
        var accounted = Set<Int>()
        let order = findings.indices.sorted { findings[$0].severity > findings[$1].severity }
        for index in order {
            let finding = findings[index]
            let identity = Identity(rule: finding.ruleID, file: path(finding.file), key: finding.key)
            guard let severities = available[identity],
                let match = severities.indices.filter({ severities[$0] >= finding.severity })
                    .min(by: { severities[$0] < severities[$1] })
            else { continue }
            available[identity]?.remove(at: match)
            accounted.insert(index)
        }
        return findings.indices.filter { !accounted.contains($0) }.map { findings[$0] }
    }

    /// Files (absolute) that left `beforeFiles` and reappear, byte for byte,
    /// under a new name in `afterFiles`.
    private func unchangedMoves(from beforeFiles: [String], to afterFiles: [String]) -> [String: String] {
        let kept = Set(beforeFiles).intersection(afterFiles)
        let gone = beforeFiles.filter { !kept.contains($0) && renames[$0] == nil }
        let added = afterFiles.filter { !kept.contains($0) && !renames.values.contains($0) }
        guard !gone.isEmpty, !added.isEmpty else { return [:] }
        let afterTree: any SourceTree = after ?? WorkingTree()
        var byContents: [[UInt8]: [String]] = [:]
        for path in added {
            if let bytes = afterTree.readSource(path).bytes { byContents[bytes, default: []].append(path) }
        }
        var moves: [String: String] = [:]
        for path in gone {
            guard let bytes = before.readSource(path).bytes, var candidates = byContents[bytes],
                !candidates.isEmpty
            else { continue }
            moves[path] = candidates.removeFirst()
            byContents[bytes] = candidates
        }
        return moves
    }

    /// The summary line: what the change did to the findings.
    func summary(introduced: Int, fixed: Int, existing: Int) -> String {
        "compared with \(baseName): \(introduced) new finding\(introduced == 1 ? "" : "s"), fixed \(fixed)"
            + (existing > 0 ? "; \(existing) already there, not reported" : "")
    }
}
