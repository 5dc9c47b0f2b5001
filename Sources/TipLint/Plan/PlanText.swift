import SwiftScan

/// Inline Markdown, read as plain text.
enum MarkdownInline {
    /// The text without code backticks and bold markers, trimmed. On bytes: plans call it several
    /// times a line, and Foundation's searches made it cost microseconds a byte.
    static func plain(_ text: String) -> String {
        let star = UInt8(ascii: "*"), underscore = UInt8(ascii: "_"), backtick = UInt8(ascii: "`")
        guard text.utf8.contains(where: { $0 == star || $0 == underscore || $0 == backtick }) else {
            return String(Substring(text).markdownTrimmed)
        }
        var bytes = removingPairs(of: underscore, from: removingPairs(of: star, from: Array(text.utf8)))
        bytes.removeAll { $0 == backtick }
        return String(Substring(String(decoding: bytes, as: UTF8.self)).markdownTrimmed)
    }

    /// `bytes` without each doubled `byte`, left to right (`***` keeps one `*`), as a search and
    /// replace of the pair would.
    private static func removingPairs(of byte: UInt8, from bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == byte, index + 1 < bytes.count, bytes[index + 1] == byte {
                index += 2
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// A table cell or quoted phrase read as copy: plain, without one pair of surrounding quotes.
    static func copy(_ text: String) -> String {
        let plain = plain(text)
        for (open, close) in [("\"", "\""), ("\u{201C}", "\u{201D}"), ("'", "'")]
        where plain.count >= 2 && plain.hasPrefix(open) && plain.hasSuffix(close) {
            return String(plain.dropFirst().dropLast())
        }
        return plain
    }
}

/// The few phrases of a plan's prose that tiplint reads (spec: "Reading a plan").
enum PlanText {
    /// The `.swift` paths named in `text`, in order, normalised (`./` and `../` dropped).
    /// A path is a run of path characters ending in `.swift` not followed by an identifier character, nor by a
    /// dot and one (a host such as `docs.swift.org`).
    static func swiftPaths(in text: String) -> [String] {
        // Most words and lines name no file: found without copying them.
        guard text.containsLiterally(".swift") else { return [] }
        let bytes = Array(text.utf8)
        let suffix = Array(".swift".utf8)
        guard bytes.count >= suffix.count else { return [] }
        var paths: [String] = []
        var index = 0
        // Paths do not overlap: scanning back stops at the previous path's end, so a line is read once.
        var previousEnd = 0
        while index + suffix.count <= bytes.count {
            guard bytes[index] == UInt8(ascii: "."), bytes[index..<index + suffix.count].elementsEqual(suffix) else {
                index += 1
                continue
            }
            let end = index + suffix.count
            // `.swiftui`, and a longer dotted name (the host `docs.swift.org`) name no Swift file.
            if end < bytes.count,
                isIdentifierByte(bytes[end])
                    || (bytes[end] == UInt8(ascii: ".") && end + 1 < bytes.count && isIdentifierByte(bytes[end + 1]))
            {
                index = end
                continue
            }
            var start = index
            while start > previousEnd, isPathByte(bytes[start - 1]) { start -= 1 }
            start = spacedSpanStart(bytes, pathStart: start, end: end, after: previousEnd) ?? start
            previousEnd = end
            if start < index {
                let path = normalize(String(decoding: bytes[start..<end], as: UTF8.self))
                if !path.isEmpty, path != ".swift" { paths.append(path) }
            }
            index = end
        }
        return paths
    }

    /// A repository-relative path as written, without `./`, `../` and empty components.
    static func normalize(_ path: String) -> String {
        guard path.hasPrefix(".") || path.containsLiterally("/.") || path.containsLiterally("//") || path.hasSuffix("/")
        else {
            return path
        }
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while let first = components.first, first == "." || first == ".." { components.removeFirst() }
        components.removeAll { $0 == "." }
        return (path.hasPrefix("/") && !components.isEmpty ? "/" : "") + components.joined(separator: "/")
    }

    static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether one path's components end the other's: `Remet/Views/HomeView.swift` and
    /// `App/Remet/Views/HomeView.swift`, or a bare `HomeView.swift` and either.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        WorkMeter.count()
        let left = components(a), right = components(b)
        let shared = commonSuffixLength(left, right)
        return shared > 0 && shared == min(left.count, right.count)
    }

    static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init).filter { $0 != "." && $0 != ".." }
    }

    static func commonSuffixLength(_ a: [Substring], _ b: [Substring]) -> Int {
        var count = 0
        while count < a.count, count < b.count, a[a.count - 1 - count] == b[b.count - 1 - count] { count += 1 }
        return count
    }

    // MARK: Phrases

    /// The item of a `**Files:**` list: `Create: \`path\`` or `Modify: path:12-30`.
    static func fileItem(_ text: String) -> (action: PlannedFile.Action, path: String)? {
        let plain = MarkdownInline.plain(text)
        let lowered = plain.lowercasedByScalar
        let action: PlannedFile.Action
        if lowered.hasPrefix("create:") {
            action = .create
        } else if lowered.hasPrefix("modify:") {
            action = .modify
        } else {
            return nil
        }
        // The path: the first code span when there is one, else the first word.
        let rest = text.drop { $0 != ":" }.dropFirst()
        var raw: Substring
        if let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            raw = rest[rest.index(after: open)..<close]
        } else {
            raw = Substring(MarkdownInline.plain(String(rest))).prefix { $0 != " " && $0 != "\t" }
        }
        raw = raw.markdownTrimmed
        // `path:123-145` names lines of the file.
        if let colon = raw.lastIndex(of: ":"), raw[raw.index(after: colon)...].allSatisfy({ $0.isNumber || $0 == "-" })
        {
            raw = raw[..<colon]
        }
        let path = normalize(String(raw))
        return path.isEmpty ? nil : (action, path)
    }

    /// A field line, `**Title:** …`, `Title: …`, `- **Event** — …`: what its key means and its
    /// value; nil when the key is not one tiplint reads (`Context:`, `In \`HomeView.swift\`:`).
    static func field(_ text: String) -> (field: PlanField, value: String)? {
        let separators = [":", " — ", " – ", " - "]
        let found = separators.compactMap { separator in text.firstLiteralOffset(of: separator).map { ($0, separator) }
        }
        guard let (offset, separator) = found.min(by: { $0.0 < $1.0 }) else { return nil }
        let keyEnd = text.utf8.index(text.startIndex, offsetBy: offset)
        let key = text[..<keyEnd]
        guard !key.utf8.contains(UInt8(ascii: "`")), wordCount(key, atMost: 4) <= 4 else { return nil }
        var value = Substring(text[text.utf8.index(keyEnd, offsetBy: separator.utf8.count)...]).markdownTrimmed
        // `**Title:** …`: the bold closes after the colon.
        while value.hasPrefix("*") || value.hasPrefix("_") { value = value.dropFirst().markdownTrimmed }
        guard let field = PlanField.meaning(of: String(key)) else { return nil }
        return (field, String(value))
    }

    /// How many words `text` holds between spaces, counted on its bytes up to one more than `limit`.
    private static func wordCount(_ text: Substring, atMost limit: Int) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
                if count > limit { break }
            }
        }
        return count
    }

    /// A task list line without its task id and markers: spec-kit's `T012 [P] [US1] Add …`,
    /// Kiro's `1.2 Add …`, give `Add …`.
    /// Verbs an instruction opens with (`Add … to \`HomeView.swift\``, `Call \`Tips.configure\` in …`).
    private static let imperativeVerbs: Set<String> = [
        "add", "create", "modify", "update", "show", "display", "donate", "call", "configure", "attach", "put",
        "place", "insert", "wire", "import", "register", "invalidate", "replace", "implement", "define", "declare",
        "edit", "set", "use", "integrate", "present", "move", "extend",
    ]

    /// Verbs a task or checklist line states an action on a file with, in any form (`shown on …`).
    private static let actionVerbs: Set<String> = imperativeVerbs.union([
        "adds", "creates", "modifies", "updates", "shows", "displays", "donates", "calls", "configures", "attaches",
        "imports", "invalidates", "defines", "declares", "presents", "new", "shown", "displayed", "donated", "called",
        "configured", "added", "created", "invalidated", "presented", "imported", "attached",
    ])

    /// Whether a sentence opens with one of `actionVerbs` (`Call \`Tips.configure\` in …`, `**Add** …`).
    static func isInstruction(_ text: String) -> Bool {
        PlanWords.letters(in: MarkdownInline.plain(text).lowercasedByScalar).first.map {
            imperativeVerbs.contains(String($0))
        }
            ?? false
    }

    /// Whether a line states an action on a file: it names a `.swift` path and has a verb of `actionVerbs`.
    static func statesAction(_ text: String) -> Bool {
        guard !swiftPaths(in: text).isEmpty else { return false }
        return PlanWords.letters(in: MarkdownInline.plain(text).lowercasedByScalar).contains {
            actionVerbs.contains(String($0))
        }
    }

    static func taskLineBody(_ text: String) -> String {
        var rest = Substring(text).markdownTrimmed
        while let word = rest.split(separator: " ", maxSplits: 1).first {
            let isTaskID =
                word.count >= 2 && word.first == "T" && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
            let isMarker = word.hasPrefix("[") && word.hasSuffix("]") && word.count <= 12
            let isNumber =
                word.first?.isNumber == true
                && word.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == ")" }
            guard isTaskID || isMarker || isNumber else { break }
            rest = rest.dropFirst(word.count).markdownTrimmed
        }
        return String(rest)
    }

    /// A tip count in a goal line: a number that qualifies `tips` through at most three words
    /// (`Add 11 TipKit popover tips`, not `across 5 areas with tips`).
    static func goalTipCount(_ text: String) -> Int? {
        let words = MarkdownInline.plain(text).split { $0 == " " || $0 == "\t" }.map { word in
            trimming(word) { !$0.isLetter && !$0.isNumber }.lowercasedByScalar
        }
        let linking: Set<String> = [
            "with", "and", "or", "of", "in", "across", "for", "to", "the", "per", "from", "on", "by",
        ]
        for (index, word) in words.enumerated() {
            guard let count = Int(word), count >= 0 else { continue }
            for next in words[(index + 1)..<min(words.count, index + 5)] {
                if next == "tip" || next == "tips" { return count }
                if linking.contains(next) || Int(next) != nil { break }
            }
        }
        return nil
    }

    /// The number after `Expected:` when it stands alone (`Expected: 11`), or nil.
    static func expectedCount(_ text: String) -> Int? {
        let plain = MarkdownInline.plain(text)
        guard let range = plain.literalRange(of: "Expected:") else { return nil }
        let rest = plain[range.upperBound...].markdownTrimmed
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let after = rest.dropFirst(digits.count).markdownTrimmed.lowercasedByScalar
        // `Expected: 7 files with …` is a file count, not a number of tips.
        if after.hasPrefix("file") || after.first?.isLetter == true { return nil }
        return Int(digits)
    }

    /// `N files with \`import TipKit\`` or `N file with \`Tips.configure\`` in an `Expected:` line.
    static func expectedFileCount(_ text: String, with code: String) -> Int? {
        let lowercased = text.lowercasedByScalar
        guard lowercased.containsLiterally("expected") else { return nil }
        let lowered = withoutCodeAndBoldMarks(lowercased)
        let words = lowered.split { $0 == " " || $0 == "\t" }
        let codeWords = code.lowercasedByScalar.split(separator: " ")
        for index in words.indices where index >= 1 && index + 2 + codeWords.count <= words.count {
            guard words[index] == "files" || words[index] == "file", words[index + 1] == "with",
                zip(words[(index + 2)...], codeWords).allSatisfy({ startsWithWord($0, $1) }),
                let count = Int(words[index - 1])
            else { continue }
            return count
        }
        return nil
    }

    /// Whether a heading, step or item title marks itself done: a check mark (`✅`, `✔`, `☑`),
    /// a ticked box (`[x]`), or "Done"/"Completed" set apart at its end (`Task 1: Tips (Done)`,
    /// `Task 1: Tips — done`).
    static func marksDone(_ plain: String) -> Bool {
        if plain.unicodeScalars.contains(where: { doneMarks.contains($0) }) { return true }
        let lowered = plain.lowercasedByScalar
        if lowered.containsLiterally("[x]") { return true }
        let words = lowered.split { $0 == " " || $0 == "\t" }
        guard let last = words.last else { return false }
        let bare = trimming(last) { !$0.isLetter }
        guard doneWords.contains(bare) else { return false }
        if last.hasPrefix("(") || last.hasPrefix("[") { return true }
        if LabelledStepName.isStepName(plain) { return false }
        guard words.count >= 2 else { return true }
        let before = words[words.count - 2]
        return ["—", "–", "-", "|", "·"].contains(String(before)) || before.hasSuffix(":")
    }

    /// Whether a line states that its task is done: `Status: Done`, `**Status:** ✅`, or a line
    /// that is only a done mark (`✅ Done`).
    static func isDoneStatus(_ plain: String) -> Bool {
        let lowered = plain.lowercasedByScalar
        for key in ["status:", "status —", "status -", "state:"] where lowered.hasPrefix(key) {
            let value = lowered.dropFirst(key.count)
            let words = PlanWords.letters(in: value)
            if words.contains(where: { ["not", "todo", "pending", "progress", "blocked"].contains($0) }) {
                return false
            }
            return value.unicodeScalars.contains(where: { doneMarks.contains($0) })
                || words.contains { doneWords.contains(String($0)) }
        }
        // Two words at most: the rest of a longer line is left unsplit.
        let words = lowered.utf8.split(maxSplits: 2) { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            .map(Substring.init)
        guard !words.isEmpty, words.count <= 2 else { return false }
        return words.allSatisfy { word in
            word.unicodeScalars.allSatisfy { doneMarks.contains($0) || $0 == "\u{FE0F}" }
                || doneWords.contains(trimming(word) { !$0.isLetter })
        } && words.contains { $0.unicodeScalars.contains(where: { doneMarks.contains($0) }) }
    }

    /// The check marks that say a task is done (`ProgressMarks` removes the same ones).
    static let doneMarks: Set<Unicode.Scalar> = ["\u{2705}", "\u{2714}", "\u{2611}", "\u{2713}"]
    private static let doneWords: Set<String> = ["done", "completed", "complete", "finished", "shipped", "merged"]

    /// Whether prose or code counts tip structs (`grep -c "struct.*Tip:" …`).
    static func countsTipStructs(_ text: String) -> Bool {
        text.containsLiterally("grep -c") && text.containsLiterally("struct") && text.containsLiterally("Tip")
    }

    /// Where `text` says `Tips.configure` runs: `init`, `.task`, `.onAppear`, `body` or
    /// `application(_:didFinishLaunchingWithOptions:)`; nil when it names none of these.
    static func configurePlacement(_ text: String) -> String? {
        guard text.containsLiterally("Tips.configure") else { return nil }
        // On bytes: a plan may name the call on every line, and splitting Characters cost microseconds a byte.
        let cleaned = Array(withoutCodeAndBoldMarks(text).utf8)
        // A word's trailing full stop ends the sentence (`init().`); a leading one is Swift (`.task`).
        let words = cleaned.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.map { word in
            var word = word.drop { placementPunctuation.contains($0) }
            while let last = word.last, placementPunctuation.contains(last) { word.removeLast() }
            while word.count > 1, word.last == UInt8(ascii: ".") { word.removeLast() }
            return word
        }
        func lowered(_ word: ArraySlice<UInt8>) -> String {
            String(decoding: word.map(\.asciiLowercased), as: UTF8.self)
        }
        var index = 0
        while index < words.count {
            defer { index += 1 }
            guard ["in", "inside", "within", "from"].contains(lowered(words[index])) else { continue }
            var next = index + 1
            while next < words.count, ["the", "its", "app's", "app", "an", "a"].contains(lowered(words[next])) {
                next += 1
            }
            guard next < words.count else { break }
            let word = String(decoding: words[next], as: UTF8.self)
            let following = next + 1 < words.count ? lowered(words[next + 1]) : ""
            if let placement = placementName(word, following: following) { return placement }
        }
        return nil
    }

    /// `text` without its backticks and asterisks, removed byte by byte.
    static func withoutCodeAndBoldMarks(_ text: String) -> String {
        String(decoding: text.utf8.filter { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "*") }, as: UTF8.self)
    }

    /// What `configurePlacement` trims from a word's ends.
    private static let placementPunctuation = ByteSet(",;:!?'\"")

    private static func placementName(_ word: String, following: String) -> String? {
        let bare = word.hasSuffix("()") ? String(word.dropLast(2)) : word
        switch bare {
        case "init", "initializer", "init(_:)": return "init"
        case ".task": return ".task"
        case "task" where ["block", "modifier", "closure"].contains(following): return ".task"
        case ".onAppear", "onAppear": return ".onAppear"
        case "body": return "body"
        case "application(_:didFinishLaunchingWithOptions:)", "didFinishLaunchingWithOptions", "didFinishLaunching":
            return "application(_:didFinishLaunchingWithOptions:)"
        default: return nil
        }
    }

    private static func startsWithWord(_ word: Substring, _ expected: Substring) -> Bool {
        word == expected || (word.hasPrefix(expected) && word.dropFirst(expected.count).allSatisfy { !$0.isLetter })
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// Where a path with spaces starts when a code span holds exactly it (`` `My App/Views/Home.swift` ``,
    /// as Xcode names a folder after an app with a space): the byte after the span's backtick.
    private static func spacedSpanStart(_ bytes: [UInt8], pathStart: Int, end: Int, after floor: Int) -> Int? {
        guard pathStart > floor, bytes[pathStart - 1] == UInt8(ascii: " "), end < bytes.count,
            bytes[end] == UInt8(ascii: "`")
        else { return nil }
        var start = pathStart
        while start > floor, isPathByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        guard start > floor, bytes[start - 1] == UInt8(ascii: "`"), bytes[start..<end].contains(UInt8(ascii: "/"))
        else { return nil }
        // Each space sits inside a name (`Bake Shop`), never beside a `/` or another space.
        let slash = UInt8(ascii: "/")
        let space = UInt8(ascii: " ")
        for position in start..<end where bytes[position] == space {
            let before = position > start ? bytes[position - 1] : space
            let after = bytes[position + 1]
            guard before != space, before != slash, after != space, after != slash else { return nil }
        }
        return start
    }

    private static func isPathByte(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "~")
    }
}

private func trimming<S: StringProtocol>(_ text: S, _ drop: (Character) -> Bool) -> String {
    String(String(text.drop(while: drop).reversed().drop(while: drop)).reversed())
}
