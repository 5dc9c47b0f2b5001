/// Findings of two versions of a project matched (`--staged`, `--changed-since`): which the
/// change introduces, which it fixes. A finding is the same in both when rule, file (followed
/// through renames) and stable key agree, as a baseline matches them, and its severity has not
/// risen (`unaccounted`).
public struct FindingComparison {
    /// Renamed files, old absolute path to new, as git detects them.
    var renames: [String: String]
    /// The project as it was.
    var beforeTree: any SourceTree
    /// The project as the change leaves it.
    var afterTree: any SourceTree

    public init(renames: [String: String], beforeTree: any SourceTree, afterTree: any SourceTree) {
        self.renames = renames
        self.beforeTree = beforeTree
        self.afterTree = afterTree
    }

    /// The findings of `after` that `before` does not have, and those of
    /// `before` that `after` no longer has. Findings' files are relative to
    /// `workingDirectory`; `beforeFiles` and `afterFiles` are the files each
    /// analysis read, to follow renames git did not see (a file moved
    /// without `git mv` and not yet staged) by their unchanged contents.
    public func compare(
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
        var byContents: [[UInt8]: [String]] = [:]
        for path in added {
            if let bytes = afterTree.readSource(path).bytes { byContents[bytes, default: []].append(path) }
        }
        var moves: [String: String] = [:]
        for path in gone {
            guard let bytes = beforeTree.readSource(path).bytes, var candidates = byContents[bytes],
                !candidates.isEmpty
            else { continue }
            moves[path] = candidates.removeFirst()
            byContents[bytes] = candidates
        }
        return moves
    }
}
