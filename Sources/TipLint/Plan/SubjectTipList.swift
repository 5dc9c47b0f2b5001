import SwiftScan

/// Tips a plan names by subject only, several in one task or list item (`Create tips: Server Setup,
/// Create Session, Join Session`, `Add TipKit tips for search, filters and sharing`, `Tips for: A; B`).
/// Each subject is a tip named by its words, as `DescribedTipReader`'s are: mentioned evidence, told
/// apart from the code's tips by `DescribedTipResolver`. Which tip a subject is stays a guess, so it
/// never gives more than a note. Only a list of short names counts: a sentence after "tips for"
/// (`tips for people who skip the intro screen`) names no tip.
enum SubjectTipList {
    /// The subjects `text` lists after "tips:" or "tips for", in order; empty when it lists none.
    static func subjects(in text: String) -> [String] {
        let bytes = Array(MarkdownInline.plain(text).utf8)
        var index = 0
        // The three words before the current one, lowercased: one pass, however many "tips" a line has.
        var before: [[UInt8]] = []
        let aboutTips = namesTipTopic(bytes)
        while let word = nextWord(in: bytes, from: index) {
            WorkMeter.count()
            index = word.upperBound
            let lowered = lowercased(bytes[word])
            defer { before = Array((before + [lowered]).suffix(3)) }
            // One tip a task about TipKit adds for a named subject (`TipKit: add a tip for first-time
            // AutoFill setup`): one subject, never a list.
            let single = aboutTips && lowered == Array("tip".utf8)
            guard lowered == Array("tips".utf8) || (aboutTips && lowered == Array("hints".utf8)) || single,
                let opener = opener(after: before) ?? (aboutTips && !single ? .topic : nil),
                !single || opener == .verb,
                let listStart = listStart(in: bytes, after: word.upperBound, colonRequired: opener == .lineStart)
            else { continue }
            let end = listEnd(in: bytes, from: listStart)
            if single {
                let names = items(bytes[listStart..<end])
                return names.count == 1 ? names : []
            }
            if let bracketed = bracketedSubjects(in: bytes, kind: listStart..<end) { return bracketed }
            let names = items(bytes[listStart..<end])
            // Only the line's topic makes these tips: the subjects must be named features (`Add Expense`).
            return opener == .topic && !names.allSatisfy(isCapitalised) ? [] : names
        }
        return []
    }

    /// Whether a line is about TipKit or coach marks, so "tips for" / "hints for" lists tips
    /// wherever they stand (`TipKit/coach marks: first-run hints for Add Expense and Settle Up`).
    private static func namesTipTopic(_ bytes: [UInt8]) -> Bool {
        let lowered = lowercased(bytes[...])[...]
        return lowered.containsLiterally(Array("tipkit".utf8)) || lowered.containsLiterally(Array("coach marks".utf8))
    }

    /// A general plural then its subjects in brackets (`tips for under-discovered features (unit
    /// converter, favourites swipe, Cabinet)`): one tip per subject, two or more.
    private static func bracketedSubjects(in bytes: [UInt8], kind: Range<Int>) -> [String]? {
        guard kind.upperBound < bytes.count, bytes[kind.upperBound] == UInt8(ascii: "("),
            namesKind(words(bytes[kind])),
            let close = bytes[kind.upperBound...].firstIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let subjects = items(bytes[(kind.upperBound + 1)..<close])
        return subjects.count >= 2 ? subjects : nil
    }

    private static func isCapitalised(_ name: String) -> Bool {
        name.split(separator: " ").allSatisfy {
            $0.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false
        }
    }

    /// The features a task about TipKit lists in quotes, two or more in a row (a roadmap row
    /// `| TipKit guidance | "Storybook" "Long-press theme" "Identity switch" are hidden too deep |`):
    /// each is a subject. `about` is the whole task (a row's cells), which must name TipKit; one quote
    /// alone is copy, not a list.
    static func quotedSubjects(in text: String, about task: String) -> [String] {
        guard task.containsLiterally("TipKit") else { return [] }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            WorkMeter.count()
            var run: [String] = []
            var next = index
            while case .closed(let phrase) = quotedPhrase(in: bytes, at: next) {
                run.append(String(decoding: bytes[phrase.inner], as: UTF8.self))
                next = phrase.end
                while let joiner = listJoiners.first(where: { bytes[next...].starts(with: $0) }) {
                    next += joiner.count
                }
            }
            if run.count >= 2 { return run.filter { (1...40).contains($0.count) } }
            // A quote never closed: no later one closes either, and each would search to the end.
            if case .unclosed = quotedPhrase(in: bytes, at: next) { return [] }
            index = max(next, index + 1)
        }
        return []
    }

    /// What opens at a byte: a phrase in straight, curly or corner quotes (its text and where it
    /// ends), a quote that nothing closes, or no quote.
    private enum QuoteAt {
        case closed((inner: Range<Int>, end: Int))
        case unclosed
        case none
    }

    private static func quotedPhrase(in bytes: [UInt8], at index: Int) -> QuoteAt {
        guard index < bytes.count else { return .none }
        for (open, close) in quotePairs where bytes[index...].starts(with: open) {
            let start = index + open.count
            var end = start
            while end < bytes.count, !bytes[end...].starts(with: close) {
                WorkMeter.count()
                end += 1
            }
            guard end < bytes.count else { return .unclosed }
            return end > start ? .closed((start..<end, end + close.count)) : .none
        }
        return .none
    }

    private static let quotePairs: [([UInt8], [UInt8])] = [
        ("\"", "\""), ("\u{201C}", "\u{201D}"), ("\u{300C}", "\u{300D}"),
    ].map { (Array($0.utf8), Array($1.utf8)) }
    /// Spaces, commas and the CJK commas (`、`, `，`) between the quotes of a run.
    private static let listJoiners = [" ", ",", "\u{3001}", "\u{FF0C}"].map { Array($0.utf8) }

    /// "tips" then a colon or "for" (`tips:`, `tips for`, `tips for:`): where the list starts. A line
    /// that opens with "Tips" lists only after a colon (`Tips for: A; B`): `Tips for effective
    /// studying` is a topic.
    private static func listStart(in bytes: [UInt8], after end: Int, colonRequired: Bool) -> Int? {
        var index = skippingSpaces(bytes, from: end)
        if index < bytes.count, bytes[index] == colon { return index + 1 }
        guard let word = nextWord(in: bytes, from: index), word.lowerBound == index,
            lowercased(bytes[word]) == Array("for".utf8)
        else { return nil }
        index = skippingSpaces(bytes, from: word.upperBound)
        if index < bytes.count && bytes[index] == colon { return index + 1 }
        return colonRequired ? nil : index
    }

    /// What makes "tips" the task's object: its place, a verb, or a line about TipKit.
    private enum Opener { case lineStart, verb, topic }

    /// What makes "tips" the task's object, from the three words `before` it: a creating verb among
    /// them (`Create tips`, `Add onboarding tips`) or "TipKit" right before it (`.verb`), or nothing
    /// before it at all or only a word saying they are proposed (`.lineStart`: `Candidate tips: …`);
    /// nil when something else comes before it.
    private static func opener(after before: [[UInt8]]) -> Opener? {
        guard let last = before.last else { return .lineStart }
        if before.count == 1 && proposingWords.contains(String(decoding: last, as: UTF8.self)) { return .lineStart }
        let opens =
            last == Array("tipkit".utf8)
            || before.contains { PlanWords.creatingVerbs.contains(String(decoding: $0, as: UTF8.self)) }
        return opens ? .verb : nil
    }

    /// The list ends at the sentence's end, a note in parentheses, a dash or a cell border.
    private static func listEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "|") { return index }
            let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
            if byte == UInt8(ascii: ".") && next == UInt8(ascii: " ") { return index }
            let dash = next == UInt8(ascii: "-") || dashes.contains { bytes[(index + 1)...].starts(with: $0) }
            if byte == UInt8(ascii: " ") && dash { return index }
            index += 1
        }
        return bytes.count
    }

    /// The list's items, split at commas, semicolons, "and" and "&"; none when one of them is not a
    /// short name. Items naming nothing in particular ("new users", "key features") are left out.
    private static func items(_ list: ArraySlice<UInt8>) -> [String] {
        var pieces: [[String]] = [[]]
        var start = list.startIndex
        func close(_ end: Int) {
            pieces[pieces.count - 1] += words(list[start..<end])
        }
        var index = list.startIndex
        while index < list.endIndex {
            let byte = list[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") {
                close(index)
                pieces.append([])
                start = index + 1
            }
            index += 1
        }
        close(list.endIndex)
        // "A, B and C": the last piece is two names joined by "and" or "&".
        let names = pieces.flatMap { piece in
            piece.split { ["and", "&"].contains($0.lowercased()) }.map(Array.init)
        }.map { name in Array(name.drop { ["the", "a", "an"].contains($0.lowercased()) }) }
            .map { name in name.last.map { ["tip", "tips"].contains($0.lowercased()) } == true ? name.dropLast() : name
            }
        guard !names.isEmpty, names.allSatisfy({ (1...4).contains($0.count) && isName($0) }) else { return [] }
        var seen = Set<String>()
        return names.filter { !$0.allSatisfy { generic.contains($0.lowercased()) } && !namesKind($0) }
            .map { $0.joined(separator: " ") }
            .filter { seen.insert($0.lowercased()).inserted }
    }

    /// Whether a name is a kind of thing, several of them, not one subject: its last word is a
    /// general plural noun (`tips for activation steps` is a tip per step, none named).
    private static func namesKind(_ name: [String]) -> Bool {
        name.last.map { kinds.contains($0.lowercased()) } ?? false
    }

    /// The words of a list piece, quotes and final punctuation dropped.
    private static func words(_ piece: ArraySlice<UInt8>) -> [String] {
        let trimmed = piece.split(separator: UInt8(ascii: " ")).map { word in
            word.drop { quoteBytes.contains($0) }.reversed().drop { quoteBytes.contains($0) || $0 == UInt8(ascii: ".") }
                .reversed()
        }
        return trimmed.filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A name's words: letters (any script), digits, `-`, `'` and `&`, the first word opening with a letter.
    private static func isName(_ words: [String]) -> Bool {
        guard let first = words.first?.utf8.first, isLetter(first) else { return false }
        return words.allSatisfy { word in
            // `/` inside a word joins two ("oz/ml"); a lone `/` separates, so no word opens with it.
            word.utf8.first != UInt8(ascii: "/")
                && word.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || "-'&/".utf8.contains($0) }
        }
    }

    /// The next run of letters (or bytes of a non-ASCII letter) from `index`.
    private static func nextWord(in bytes: [UInt8], from index: Int) -> Range<Int>? {
        guard let start = bytes[index...].firstIndex(where: isLetter) else { return nil }
        let end = bytes[start...].firstIndex { !isLetter($0) } ?? bytes.count
        return start..<end
    }

    private static func skippingSpaces(_ bytes: [UInt8], from index: Int) -> Int {
        bytes[index...].firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.count
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte >= 0x80
    }

    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map(\.asciiLowercased)
    }

    private static let colon = UInt8(ascii: ":")
    /// ` — ` and ` – ` (the space before is the caller's).
    private static let dashes: [[UInt8]] = [Array("\u{2014}".utf8), Array("\u{2013}".utf8)]
    private static let quoteBytes = Set(Array("\"'`*_".utf8))
    /// Words that open a line listing the tips a plan proposes (`Candidate tips: first upload, crop guidance`).
    private static let proposingWords: Set<String> = [
        "candidate", "planned", "proposed", "possible", "potential", "suggested",
    ]
    /// Plural nouns of the things a product has many of: "tips for onboarding steps", "settings screens",
    /// "tips for hidden gestures (a, b, c)" (one tip per gesture the brackets name).
    private static let kinds: Set<String> = [
        "steps", "stages", "phases", "actions", "tasks", "flows", "workflows", "journeys", "areas", "parts",
        "sections", "pages", "views", "screens", "surfaces", "features", "places", "elements", "controls",
        "interactions", "gestures", "shortcuts", "commands",
    ]
    /// Words that name no subject of their own: "tips for new users", "for key features".
    private static let generic: Set<String> = [
        "all", "each", "every", "key", "main", "new", "first", "time", "user", "users", "feature", "features",
        "screen", "screens", "the", "app", "onboarding", "discoverability", "hidden", "advanced", "more", "other",
        "important", "power", "common", "basic",
    ]
}
