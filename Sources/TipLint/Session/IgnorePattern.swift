/// One line of a `.gitignore` file (or one `--exclude` glob), as git reads it:
/// `#` comments, `!` negation, a trailing `/` for directories only, a `/`
/// at the start or in the middle anchoring the pattern to its file's
/// directory, otherwise matching a name at any depth; trailing spaces
/// dropped unless escaped with `\`.
struct IgnorePattern: Equatable, Sendable {
    /// The glob, without `!`, the leading `/` or the trailing `/`.
    var glob: [UInt8]
    var negated: Bool
    var directoryOnly: Bool
    /// No `/` in the pattern: it matches the last path component at any depth.
    var matchesName: Bool
    private var terminatedGlob: [UInt8]

    /// Nil for blank lines and comments.
    init?(line: some Collection<UInt8>) {
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
        bytes = Self.trimmingTrailingSpaces(bytes)
        negated = bytes.first == UInt8(ascii: "!")
        if negated { bytes.removeFirst() }
        directoryOnly = bytes.last == UInt8(ascii: "/")
        if directoryOnly { bytes.removeLast() }
        matchesName = !bytes.contains(UInt8(ascii: "/"))
        if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        guard !bytes.isEmpty else { return nil }
        glob = bytes
        terminatedGlob = Wildmatch.terminated(bytes)
    }

    init?(_ text: String) { self.init(line: Array(text.utf8)) }

    /// Whether the pattern matches `path`, relative to the pattern's base
    /// directory, `/`-separated, with no leading `/`.
    func matches(relativePath path: [UInt8], isDirectory: Bool) -> Bool {
        matches(MatchSubject(path), isDirectory: isDirectory)
    }

    func matches(_ subject: MatchSubject, isDirectory: Bool) -> Bool {
        if directoryOnly && !isDirectory { return false }
        return Wildmatch.matches(terminated: terminatedGlob, matchesName ? subject.name : subject.path)
    }

    /// Git's rule: trailing spaces go, unless the last is escaped by `\`.
    private static func trimmingTrailingSpaces(_ bytes: [UInt8]) -> [UInt8] {
        var lastSpace: Int?
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                if lastSpace == nil { lastSpace = index }
            case UInt8(ascii: "\\"):
                index += 1
                if index == bytes.count { return bytes }
                lastSpace = nil
            default:
                lastSpace = nil
            }
            index += 1
        }
        return lastSpace.map { Array(bytes[..<$0]) } ?? bytes
    }
}

/// A path ready for matching: whole, and its last component, both terminated.
struct MatchSubject: Sendable {
    var path: [UInt8]
    var name: [UInt8]

    init(_ relativePath: [UInt8]) {
        path = Wildmatch.terminated(relativePath)
        let nameStart = relativePath.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        name = Wildmatch.terminated(relativePath[nameStart...])
    }
}

/// The patterns of one `.gitignore` file (or of the `--exclude` globs), with
/// the directory their paths are relative to.
struct IgnoreList: Sendable {
    /// Absolute, normalised; no trailing `/` (except for the root itself).
    let base: String
    let patterns: [IgnorePattern]
    /// Whether name patterns (no `/`) also apply to paths outside `base`:
    /// true for exclude globs, which should skip `Generated` wherever the
    /// PATH is; false for a `.gitignore`, which governs only its own tree.
    let appliesOutsideBase: Bool
    private let index: IgnorePatternIndex

    init(base: String, patterns: [IgnorePattern], appliesOutsideBase: Bool = false) {
        self.base = base
        self.patterns = patterns
        self.appliesOutsideBase = appliesOutsideBase
        index = IgnorePatternIndex(patterns)
    }

    init(base: String, contents: [UInt8]) {
        var bytes = contents[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let patterns = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .compactMap { IgnorePattern(line: $0) }
        self.init(base: base, patterns: patterns)
    }

    /// The decision of the last pattern matching `absolutePath`: true to
    /// ignore, false to re-include (`!`), nil when no pattern matches.
    func decision(for absolutePath: String, isDirectory: Bool) -> Bool? {
        let relative = PathText.relative(absolutePath, to: base)
        if relative == nil && !appliesOutsideBase { return nil }
        let subject = MatchSubject(Array((relative ?? PathText.lastComponent(absolutePath)).utf8))
        let last = index.lastMatch(in: patterns, subject, isDirectory: isDirectory, namesOnly: relative == nil)
        return last.map { !patterns[$0].negated }
    }
}

/// Ignore lists in precedence order: a later list (a deeper `.gitignore`)
/// overrides an earlier one, as in git.
struct IgnoreStack: Sendable {
    var lists: [IgnoreList] = []

    func isIgnored(_ absolutePath: String, isDirectory: Bool) -> Bool {
        for list in lists.reversed() {
            if let decision = list.decision(for: absolutePath, isDirectory: isDirectory) { return decision }
        }
        return false
    }

    func pushing(_ list: IgnoreList?) -> IgnoreStack {
        guard let list, !list.patterns.isEmpty else { return self }
        var stack = self
        stack.lists.append(list)
        return stack
    }
}
