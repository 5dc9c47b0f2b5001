/// A tip a plan line describes without a Swift type (spec: "Reading a plan", described tips): a label,
/// its copy, or both, and perhaps where and how it shows. Mentioned evidence: it gives notes at most,
/// and makes no document a plan.
struct DescribedTip: Sendable, Hashable {
    var source: PlanReference
    /// The bold or plain lead-in the line names the tip by (`First-run hint`).
    var label: String?
    /// The copy in quotes (`Add your first book`).
    var copy: String?
    /// A `.swift` file or a view type the line places it in.
    var place: String?
    /// `popover` or `inline`, when the line says.
    var presentation: String?
    /// The plan marks done the task or step holding the line.
    var isDone = false

    /// How reports name it: its label, else its copy in quotes.
    var name: String { label ?? copy.map { "\"\($0)\"" } ?? "" }

    /// What the line says of it, as `tiplint plan` and the report list it:
    /// `label "Export", copy "Share your list", in Views/ExportView.swift, inline`.
    var listing: String {
        [
            label.map { "label \"\($0)\"" }, copy.map { "copy \"\($0)\"" }, place.map { "in \($0)" }, presentation,
        ].compactMap { $0 }.joined(separator: ", ")
    }
}

/// Reads a line that plans one tip in words: a tip word (`tip`, `TipKit tip`, `popover tip`; `hint` only
/// when the line names TipKit or a tip) with a label (`**First-run hint**: …`, `First-project hint: …`)
/// or the tip's copy in quotes in the sentence of the tip word (`a one-time TipKit tip ("Add your first
/// book")`), or both. Lines that plan several tips (`tips`), name the tip's type, or give advice
/// (`**Tip**: …`) are no described tip; neither is a hedged sentence (the interpreter skips those first).
enum DescribedTipLine {
    static func read(_ body: String, source: PlanReference) -> DescribedTip? {
        // Most lines name no tip at all: a byte scan spares them the split.
        guard body.containsASCIIIgnoringCase("tip") || body.containsASCIIIgnoringCase("hint") else { return nil }
        // The writer's aside (`**Tip**: keep it short`) says nothing about tips by its label.
        let body = AdviceLabel.prose(of: body)
        guard mayPlanTip(body) else { return nil }
        let (leadLabel, rest) = leadIn(body)
        let namesTipKit = body.containsLiterally("TipKit")
        // A line that says what it plans is not a tip ("a standing hint (…; not a TipKit tip)") plans none.
        if disownsTip(PlanPieces.split(body), namesTipKit: namesTipKit) { return nil }
        let restSentences = sentences(rest)
        // The sentence planning the tip (`a one-time TipKit tip`, `add a popover tip`): its quoted copy is the tip's.
        let planning = restSentences.lazy.compactMap { sentence -> (String, [PlanPiece], Int)? in
            let pieces = PlanPieces.split(sentence)
            return plannedTipWord(in: pieces, namesTipKit: namesTipKit).map { (sentence, pieces, $0) }
        }.first
        // A tip planned only perhaps ("If there is time, add a TipKit tip …", "Maybe a popover tip", "When …,
        // we could add …") is not planned yet.
        if let opening = restSentences.first, HedgedSentence.isTentative(opening) { return nil }
        if let (sentence, _, _) = planning, HedgedSentence.isTentative(sentence) { return nil }
        let isTipWord = { (word: Substring) in Self.isTipWord(String(word), namesTipKit: namesTipKit) }
        let labelNamesTip = leadLabel.map { $0.split(separator: " ").contains(where: isTipWord) } ?? false
        // A label of tip words alone (`TipKit tooltip: "…"`) says what the line plans, not which tip: the copy names it.
        let label = leadLabel.flatMap { label in
            label.split(separator: " ").allSatisfy { isTipWord($0) || $0 == "TipKit" } ? nil : label
        }
        let clause: [PlanPiece]
        let tipWord: Int
        if let (_, pieces, index) = planning, label == nil || labelNamesTip || index <= 4 {
            // With a label, the tip is the line's subject: the label names it, or the text opens planning it.
            (clause, tipWord) = (pieces, index)
        } else if labelNamesTip, let first = restSentences.first.map(PlanPieces.split) {
            (clause, tipWord) = (first, -1)
        } else {
            return nil
        }
        // One tip, not several: a plural tip word in the same sentence plans more than one.
        if clause.contains(where: { piece in
            if case .word(let word) = piece { return ["tips", "hints"].contains(trimmed(word).lowercased()) }
            return false
        }) {
            return nil
        }
        // Copy follows the tip word; a quoted control (`hint for "Send Feedback" button`) is a place.
        let copies = clause.indices.dropFirst(tipWord + 1).compactMap { index -> String? in
            guard case .quoted(let text) = clause[index], isCopy(text) else { return nil }
            if index + 1 < clause.count, case .word(let next) = clause[index + 1],
                controlWords.contains(trimmed(next).lowercased())
            {
                return nil
            }
            return text
        }
        let copy = copies.count == 1 ? copies[0] : nil
        guard label != nil || copy != nil else { return nil }
        // "hint" is a tip only beside TipKit or the word "tip"; "tip" alone, only with a label and its copy.
        let words = clause.compactMap { piece -> String? in
            if case .word(let word) = piece { return trimmed(word).lowercased() }
            return nil
        }
        let saysTip = words.contains("tip") || labelNamesTip && label?.lowercased().contains("tip") == true
        let kindOfTip = words.contains { ["popover", "inline"].contains($0) } && words.contains("tip")
        guard namesTipKit || kindOfTip || (saysTip && label != nil && copy != nil) else { return nil }
        var tip = DescribedTip(source: source, label: label, copy: copy)
        tip.place =
            PlanText.swiftPaths(in: body).first
            ?? PlanPieces.split(body).lazy.compactMap { piece -> String? in
                if case .code(let name) = piece, PlanNames.isViewName(name) { return name }
                return nil
            }.first
        if words.contains("popover") || body.containsLiterally("popoverTip") {
            tip.presentation = "popover"
        } else if words.contains("inline") || body.containsLiterally("TipView") {
            tip.presentation = "inline"
        }
        return tip
    }

    /// Whether `body` may plan one tip at all, by its bytes: it holds a word that plans one (`a`, `add`, …;
    /// `plannedTipWord`), or the text before its first colon may be a label naming a tip (`leadIn`). Lines
    /// that say `tip` but plan none cost a scan, not a split into sentences and pieces (`.ci/stress.sh`'s
    /// megabyte of mixed plan Markdown).
    private static func mayPlanTip(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index].isASCIILetter else {
                    index += 1
                    continue
                }
                if let key = wordKey(bytes, at: &index, before: bytes.count, longest: 8), planningKeys.contains(key) {
                    return true
                }
            }
            return labelMayNameTip(bytes)
        }
    }

    /// Whether the text before the first colon (past spaces, `>` and a bold `**…**`) may be a label that
    /// names a tip: only a label's characters (letters, digits, spaces, `-'/`, quotes), and `tip`, `hint` or `tooltip`.
    private static func labelMayNameTip(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: ">") {
            start += 1
        }
        guard var end = bytes[start...].firstIndex(of: UInt8(ascii: ":")) else { return false }
        let star = UInt8(ascii: "*")
        if end - start >= 2, bytes[start] == star, bytes[start + 1] == star { start += 2 }
        if end - start >= 2, bytes[end - 1] == star, bytes[end - 2] == star { end -= 2 }
        var namesTip = false
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte.isASCIILetter {
                let key = wordKey(bytes, at: &index, before: end, longest: 7)
                namesTip = namesTip || key.map(tipWordKeys.contains) == true
                continue
            }
            guard byte >= 0x80 || byte &- UInt8(ascii: "0") < 10 || labelPunctuation.contains(byte) else {
                return false
            }
            index += 1
        }
        return namesTip
    }

    /// The ASCII letters from `index` (a letter) up to `end`, as `key` gives them, when there are at most `longest`;
    /// `index` is moved past them either way.
    private static func wordKey(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, before end: Int, longest: Int
    ) -> UInt64? {
        let start = index
        var key: UInt64 = 0
        while index < end, bytes[index].isASCIILetter {
            key = key << 8 | UInt64(bytes[index].asciiLowercased)
            index += 1
        }
        return index - start <= longest ? key : nil
    }

    /// An ASCII word of up to eight letters as one number, lowercased.
    private static func key(_ word: String) -> UInt64 {
        word.utf8.reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static let planningKeys = Set(planningWords.map(key))
    private static let tipWordKeys = Set(["tip", "hint", "tooltip"].map(key))
    private static let labelPunctuation = ByteSet(" -'/\"")

    /// The line's label and the text after it: `**First-run hint**: …`, `**First-run hint:** …`, or a plain
    /// lead-in of one to five words and a colon (`First-project hint: …`). An advice label (`Tip:`) or a
    /// field (`Title:`) is no label.
    private static func leadIn(_ body: String) -> (label: String?, rest: String) {
        let text = Substring(body).drop { $0 == " " || $0 == ">" }
        var label: Substring
        var rest: Substring
        if text.hasPrefix("**"), case let inner = String(text.dropFirst(2)), let close = inner.literalRange(of: "**") {
            // A bold label may quote its subject (`**TipKit for "closing the day"**: …`): a name, not copy.
            label = Substring(String(inner[..<close.lowerBound].filter { !"\"\u{201C}\u{201D}".contains($0) }))
            rest = inner[close.upperBound...]
            if label.hasSuffix(":") {
                label = label.dropLast()
            } else if rest.hasPrefix(":") {
                rest = rest.dropFirst()
            } else {
                return (nil, body)
            }
        } else if let colon = text.firstIndex(of: ":") {
            label = text[..<colon]
            rest = text[text.index(after: colon)...]
            guard label.split(separator: " ").count <= 5 else { return (nil, body) }
        } else {
            return (nil, body)
        }
        let words = label.split(separator: " ")
        guard (1...5).contains(words.count), label.first?.isLetter == true,
            label.allSatisfy({ $0.isLetter || $0.isNumber || " -'/".contains($0) }), PlanText.field(body) == nil
        else { return (nil, body) }
        // A section's word (`Goal:`, `Status:`) labels the line, not the tip.
        return (sectionLabels.contains(label.lowercased()) ? nil : String(label), String(rest))
    }

    /// Where `pieces` plan one tip: a tip word (or a `popoverTip`/`TipView` code span) after "a", "an", "one",
    /// "new" or a verb adding it, with at most three words between (`a one-time TipKit tip`, `add TipKit
    /// hint`); "every tip", "each tip", "the tip" plan none.
    private static func plannedTipWord(in pieces: [PlanPiece], namesTipKit: Bool) -> Int? {
        pieces.indices.first { index in
            switch pieces[index] {
            case .word(let word): guard isTipWord(word, namesTipKit: namesTipKit) else { return false }
            case .code(let code): guard ["popoverTip", "TipView", ".popoverTip"].contains(code) else { return false }
            case .quoted: return false
            }
            for before in pieces[max(0, index - 4)..<index].reversed() {
                guard case .word(let word) = before, !otherDeterminers.contains(trimmed(word).lowercased()) else {
                    return false
                }
                if planningWords.contains(trimmed(word).lowercased()) { return true }
            }
            return false
        }
    }

    /// Whether a tip word or `TipKit` follows a negation, perhaps past an article and a kind of tip: "not a
    /// TipKit tip", "no popover tip", "without TipKit".
    private static func disownsTip(_ pieces: [PlanPiece], namesTipKit: Bool) -> Bool {
        pieces.indices.contains { index in
            guard case .word(let word) = pieces[index],
                isTipWord(word, namesTipKit: namesTipKit) || trimmed(word) == "TipKit"
            else { return false }
            for before in pieces[max(0, index - 4)..<index].reversed() {
                guard case .word(let piece) = before else { return false }
                let word = trimmed(piece).lowercased()
                if negations.contains(word) { return true }
                guard tipKinds.contains(word) else { return false }
            }
            return false
        }
    }

    private static let negations: Set<String> = ["not", "no", "without"]
    /// The words between a negation and the tip word it denies.
    private static let tipKinds: Set<String> = ["a", "an", "tipkit", "popover", "inline"]

    private static let planningWords: Set<String> = [
        "a", "an", "one", "new", "add", "adds", "show", "shows", "create", "display", "displays",
    ]

    /// "Each tip", "the tip", "every tip": tips already there, or all of them.
    private static let otherDeterminers: Set<String> = [
        "each", "every", "the", "this", "that", "per", "any", "its", "their", "no", "all", "which",
    ]

    /// Words after a quoted name that make it a control, not copy.
    private static let controlWords: Set<String> = [
        "button", "tab", "screen", "menu", "item", "toggle", "field", "row", "sheet", "icon", "bar", "page",
        "view", "section", "link", "card", "control", "switch",
    ]

    /// `tip`, or `hint` (a tip only where TipKit or "tip" is on the line, which `read` asks), or `tooltip` on a line
    /// naming TipKit (elsewhere it may be a home-made tooltip manager's).
    private static func isTipWord(_ word: String, namesTipKit: Bool) -> Bool {
        let word = trimmed(word).lowercased()
        return word == "tip" || word == "hint" || namesTipKit && word == "tooltip"
    }

    /// A tip a sentence on TipKit plans with neither label nor copy, only where it points (`a one-time
    /// TipKit tip points at the hero card, …`): named by that place, the one to four words after a
    /// preposition (perhaps after a verb of placing) up to a comma, the sentence's end or a word saying
    /// when. Mentioned, as the other described tips; a plural, a hedge or a place of more words names none.
    static func placedTip(in body: String) -> String? {
        guard body.containsLiterally("TipKit tip ") else { return nil }
        for sentence in sentences(body) where HedgedSentence.kind(of: sentence) == nil {
            let words = sentence.split(separator: " ")
            guard
                let tipWord = words.indices.dropFirst().first(where: { words[$0] == "tip" && words[$0 - 1] == "TipKit" }
                ),
                words[max(0, tipWord - 5)..<(tipWord - 1)].contains(where: { planningWords.contains($0.lowercased()) }),
                !words.contains(where: { trimmed(String($0)).lowercased() == "tips" })
            else { continue }
            var index = tipWord + 1
            if index + 1 < words.count, ["that", "which"].contains(words[index].lowercased()),
                placingVerbs.contains(words[index + 1].lowercased())
            {
                index += 1
            }
            if index < words.count, placingVerbs.contains(words[index].lowercased()) {
                index += 1
                // `a TipKit tip that shows a user on the SettingsView`: whom it shows to, then where.
                index += audience(at: index, in: words)
            }
            guard index < words.count, placePrepositions.contains(words[index].lowercased()) else { continue }
            index += 1
            if index < words.count, ["the", "its", "a", "an"].contains(words[index].lowercased()) { index += 1 }
            var place: [String] = []
            while index < words.count, place.count < 4 {
                let word = words[index]
                if placeEnders.contains(word.lowercased()) { break }
                let bare = trimmed(String(word))
                guard !bare.isEmpty, bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
                place.append(bare)
                index += 1
                if word.last.map({ !$0.isLetter && !$0.isNumber }) == true { break }
            }
            let ended = index == words.count || placeEnders.contains(words[index].lowercased()) || place.count < 4
            // `near the relevant feature`: a guideline's placeholder, not a place of the app.
            let isPlaceholder = place.first.map { placeholderWords.contains($0.lowercased()) } ?? false
            return !place.isEmpty && ended && !isPlaceholder ? place.joined(separator: " ") : nil
        }
        return nil
    }

    /// How many words from `index` name whom a tip shows to (`users`, `a user`, `the user`, `new users`).
    private static func audience(at index: Int, in words: [Substring]) -> Int {
        let lowered = words[index...].prefix(2).map { $0.lowercased() }
        if let first = lowered.first, ["users", "people"].contains(first) { return 1 }
        guard lowered.count == 2, ["a", "the", "new"].contains(lowered[0]),
            ["user", "users", "people"].contains(lowered[1])
        else { return 0 }
        return 2
    }

    private static let placingVerbs: Set<String> = [
        "points", "pointing", "sits", "appears", "shows", "anchored", "attached", "placed",
    ]
    private static let placePrepositions: Set<String> = ["at", "to", "on", "over", "beside", "near", "above", "below"]
    /// Words that make a place any place (`the relevant feature`, `the appropriate control`).
    private static let placeholderWords: Set<String> = [
        "relevant", "related", "appropriate", "corresponding", "given", "specific", "respective", "right", "some",
        "any", "each", "every",
    ]
    /// Words that end a place: what follows says when or why.
    private static let placeEnders: Set<String> = [
        "when", "after", "once", "if", "and", "that", "which", "so", "for", "with", "to", "until", "while", "before",
    ]

    /// An item of a list under a heading about tips that is a tip's name and nothing more (`1. Library filter tip`):
    /// two to five words ending in "tip", led by no verb or determiner. Mentioned, named by its words.
    static func readNamedEntry(_ body: String, source: PlanReference) -> DescribedTip? {
        let text = MarkdownInline.plain(body).trimmingSpaces
        let words = text.split(separator: " ")
        guard (2...5).contains(words.count), let first = words.first, let last = words.last,
            last.lowercased() == "tip", first.first?.isUppercase == true,
            words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
            !planningWords.contains(first.lowercased()), !otherDeterminers.contains(first.lowercased()),
            !entryVerbs.contains(first.lowercased())
        else { return nil }
        return DescribedTip(source: source, label: text)
    }

    /// Verbs that make a tips list's item a task about tips (`Test tip`, `Reset tip`), not a tip's name.
    private static let entryVerbs: Set<String> = [
        "test", "configure", "invalidate", "donate", "reset", "remove", "hide", "update", "wire", "write", "check",
        "track", "log", "retire", "move", "rename", "fix", "verify", "review",
    ]

    /// The sentences of `text`: split after `.`, `!` or `?` and a space, outside code and quotes (a label's
    /// list may go on after `;`).
    private static func sentences(_ text: String) -> [String] {
        PlanSentences.split(text, after: ByteSet(".!?"))
    }

    private static func trimmed(_ word: String) -> String {
        String(word.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed())
    }

    /// Copy of a few words: two or more, with letters, no path.
    private static func isCopy(_ text: String) -> Bool {
        (4...160).contains(text.count) && text.contains(" ") && text.contains(where: \.isLetter)
            && !text.hasSuffix(".swift") && !text.hasSuffix(".md")
    }

    private static let sectionLabels: Set<String> = [
        "tip", "tips", "hint", "hints", "note", "notes", "example", "status", "goal", "why", "problem", "solution",
        "context", "summary", "result", "outcome", "idea", "option", "todo", "next", "fix", "change", "done",
        "decision", "risk", "risks", "rationale", "purpose", "scope", "deferred", "parked", "later",
    ]
}
