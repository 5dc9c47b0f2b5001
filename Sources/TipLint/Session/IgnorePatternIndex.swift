/// The patterns of one ignore list grouped by the one key each can match: a literal name, a
/// `*.ext` extension, a literal path, or the literal parent of `dir/*`. A decision tries a path
/// against the few patterns its keys meet and the unkeyed rest, not against every line, so a
/// `.gitignore` of thousands of literal lines (`!Module/`, `!Module/md/*`, …) costs what a short one does.
struct IgnorePatternIndex: Sendable {
    private var byName: [[UInt8]: [Int]] = [:]
    private var byExtension: [[UInt8]: [Int]] = [:]
    private var byPath: [[UInt8]: [Int]] = [:]
    private var byParent: [[UInt8]: [Int]] = [:]
    /// The patterns no key covers, in list order.
    private var unkeyed: [Int] = []

    init(_ patterns: [IgnorePattern]) {
        for (index, pattern) in patterns.enumerated() {
            let glob = pattern.glob
            if !glob.contains(where: Wildmatch.isGlobSpecial) {
                if pattern.matchesName {
                    byName[glob, default: []].append(index)
                } else {
                    byPath[glob, default: []].append(index)
                }
            } else if pattern.matchesName, let ext = Self.extensionOfStarPattern(glob) {
                byExtension[ext, default: []].append(index)
            } else if !pattern.matchesName, let parent = Self.parentOfStarPattern(glob) {
                byParent[parent, default: []].append(index)
            } else {
                unkeyed.append(index)
            }
        }
    }

    /// The index of the last pattern of `patterns` matching `subject` (the patterns this index was
    /// built from); only name patterns when `namesOnly` (a path outside the list's base).
    func lastMatch(
        in patterns: [IgnorePattern], _ subject: MatchSubject, isDirectory: Bool, namesOnly: Bool
    ) -> Int? {
        let name = Array(subject.name.dropLast(2))
        let path = Array(subject.path.dropLast(2))
        var best: Int?
        // Each key's indices ascend: the first match from the end is that key's last.
        func consider(_ candidates: [Int]?) {
            for index in (candidates ?? []).reversed() {
                guard index > (best ?? -1) else { return }
                if patterns[index].matches(subject, isDirectory: isDirectory) {
                    best = index
                    return
                }
            }
        }
        consider(byName[name])
        if let dot = name.lastIndex(of: UInt8(ascii: ".")) { consider(byExtension[Array(name[dot...])]) }
        if !namesOnly {
            consider(byPath[path])
            if let slash = path.lastIndex(of: UInt8(ascii: "/")) { consider(byParent[Array(path[..<slash])]) }
        }
        for index in unkeyed.reversed() where index > (best ?? -1) {
            let pattern = patterns[index]
            if (!namesOnly || pattern.matchesName) && pattern.matches(subject, isDirectory: isDirectory) {
                return index
            }
        }
        return best
    }

    /// `.ext` of `*.ext` (one dot, nothing special after the star): a name matches only if it ends so.
    private static func extensionOfStarPattern(_ glob: [UInt8]) -> [UInt8]? {
        guard glob.count > 2, glob[0] == UInt8(ascii: "*"), glob[1] == UInt8(ascii: ".") else { return nil }
        let ext = glob[1...]
        guard !ext.contains(where: Wildmatch.isGlobSpecial), ext.dropFirst().allSatisfy({ $0 != UInt8(ascii: ".") })
        else { return nil }
        return Array(ext)
    }

    /// `dir/sub` of `dir/sub/*` (a literal directory, then one star): `*` stops at `/`, so a path
    /// matches only if that is its parent.
    private static func parentOfStarPattern(_ glob: [UInt8]) -> [UInt8]? {
        guard glob.count > 2, glob[glob.count - 1] == UInt8(ascii: "*"), glob[glob.count - 2] == UInt8(ascii: "/")
        else { return nil }
        let parent = glob[..<(glob.count - 2)]
        guard !parent.contains(where: Wildmatch.isGlobSpecial) else { return nil }
        return Array(parent)
    }
}
