/// Tips a plan names by their copy or a description instead of a Swift type (spec: "Reading a
/// plan"). Such a tip is identified by those words (`tiplint plan` shows them) and matched to a
/// tip type of the code by them (`DescribedTipWords`); it is mentioned evidence unless the plan
/// gives its copy in fields or a tip table's columns.
enum DescribedTipReader {
    /// The words a list item names a tip by, and the words to match it with (the name and a note in
    /// parentheses after it):
    /// - a quoted phrase the word "tip" labels or follows (`Catalog tip: "Swipe right to start"`,
    ///   `**"Try the Quiz" tip** on the Verbs tab`, `Tip: 'Swipe to delete' — on the list`);
    /// - under a heading about tips: an item that is only a name in code or quotes, perhaps with a note
    ///   in parentheses or after a dash (`` 1. `Practice Home` ``, `✅ "Snel loggen" (quick log bar)`), or
    ///   only a tip's copy in quotes, perhaps with a note after a dash (`- "Swipe left on a row to delete it"`),
    ///   named by the copy, or
    ///   a task creating a tip it describes (`Create documentation score tip`), or a subject, a colon
    ///   and the tip's copy in quotes (`- Empty shelf: "Add your first jar" (points to +)`), named by
    ///   the subject and matched by its copy too.
    static func name(in body: String, underTipsHeading: Bool) -> (name: String, words: String)? {
        let pieces = PlanPieces.split(body).filter { piece in
            if case .word(let word) = piece { return word.contains(where: \.isLetter) }
            return true
        }
        if let labelled = labelledCopy(pieces), adjoinsTipWord(labelled, in: body) { return (labelled, labelled) }
        guard underTipsHeading, let first = pieces.first else { return nil }
        switch first {
        case .code(let text), .quoted(let text):
            let quoted = first == .quoted(text)
            // A note may stand inside the quotes (`“Swipe to delete (or long-press on macOS)”`): the name is before it.
            let (name, inner) = quoted ? innerNote(of: text) : (text, nil)
            // A roadmap lists the tips by their copy alone (`- "Tap here to move money between envelopes"`), perhaps
            // with where it shows after a dash (`1. "Cast your workout" — shown in the session view`).
            if quoted, !isName(name, quoted: true), isItemCopy(name),
                let rest = remainder(of: body, after: text), rest.first.map({ "-—–".contains($0) }) ?? true
            {
                return (name, name)
            }
            guard isName(name, quoted: quoted), let rest = remainder(of: body, after: text) else { return nil }
            let note = inner ?? (rest.hasPrefix("(") ? String(rest.dropFirst().prefix { $0 != ")" }) : "")
            return (name, name + " " + note)
        case .word:
            return createdTip(pieces).map { ($0, $0) } ?? subjectCopy(body)
        }
    }

    /// A quoted name ending in a note in parentheses, the name before it and the note; else the text whole.
    private static func innerNote(of text: String) -> (name: String, note: String?) {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex,
            text[text.index(before: open)] == " "
        else { return (text, nil) }
        let note = text[text.index(after: open)..<text.index(before: text.endIndex)]
        return (String(text[..<open]).trimmingSpaces, String(note))
    }

    /// A quoted phrase right after the word "tip" or right before it.
    private static func labelledCopy(_ pieces: [PlanPiece]) -> String? {
        for (index, piece) in pieces.enumerated() {
            if case .word(let word) = piece, isTipWord(word), index + 1 < pieces.count {
                if case .quoted(let copy) = pieces[index + 1], isCopy(copy) { return copy }
                if let copy = singleQuoted(pieces[(index + 1)...]) { return copy }
            }
            if case .quoted(let copy) = piece, isCopy(copy), index + 1 < pieces.count,
                case .word(let next) = pieces[index + 1], isTipWord(next)
            {
                return copy
            }
        }
        return nil
    }

    /// Whether "tip" is written right beside the copy, with nothing but quotes, emphasis and a colon
    /// between (`Tip: "…"`, `"…" tip`), not in a note about it (`"Info" (tip about framing)`).
    private static func adjoinsTipWord(_ copy: String, in body: String) -> Bool {
        guard let range = body.literalRange(of: copy) else { return false }
        let joining = "\"'\u{201C}\u{201D}*_: "
        let after = body[range.upperBound...].drop { joining.contains($0) }.lowercased()
        let before = String(body[..<range.lowerBound].reversed().drop { joining.contains($0) }.prefix(3).reversed())
        return after.hasPrefix("tip") || before.lowercased() == "tip"
    }

    /// `'Swipe to delete'`: words from one opening with `'` to the one closing with it.
    private static func singleQuoted(_ pieces: ArraySlice<PlanPiece>) -> String? {
        var words: [String] = []
        for piece in pieces.prefix(12) {
            guard case .word(let word) = piece else { return nil }
            words.append(word)
            if words.count == 1 && !word.hasPrefix("'") { return nil }
            if word.hasSuffix("'") && (words.count > 1 || word.count > 2) {
                let copy = String(words.joined(separator: " ").dropFirst().dropLast())
                return isCopy(copy) ? copy : nil
            }
        }
        return nil
    }

    /// `Create documentation score tip`: the words between a creating verb and "tip".
    private static func createdTip(_ pieces: [PlanPiece]) -> String? {
        var words: [String] = []
        for piece in pieces {
            guard case .word(let word) = piece else { return nil }
            words.append(word)
        }
        guard words.count >= 3, PlanWords.creatingVerbs.contains(words[0].lowercased()),
            isTipWord(words[words.count - 1])
        else { return nil }
        let middle = words.dropFirst().dropLast().drop { ["a", "an", "the"].contains($0.lowercased()) }
        guard !middle.isEmpty, middle.count <= 5 else { return nil }
        return middle.joined(separator: " ")
    }

    /// `Empty shelf: "Add your first jar" (points to +)`: a subject of a few words, a colon, then copy
    /// in quotes with at most a note after it. A field label (`Title: "…"`, `Event id: "…"`) is no
    /// subject; a subject of three words or more may hold a field's word (`First time viewing progress`).
    static func subjectCopy(_ body: String) -> (name: String, words: String)? {
        let bytes = Array(MarkdownInline.plain(body).utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let subject = bytes[..<colon].split(separator: UInt8(ascii: " "))
        guard (1...6).contains(subject.count), subject.first?.first?.isASCIILetter == true,
            subject.allSatisfy({ $0.allSatisfy(isSubjectByte) }), subject.count >= 3 || PlanText.field(body) == nil
        else { return nil }
        let rest = String(decoding: bytes[(colon + 1)...], as: UTF8.self)
        guard case .quoted(let copy)? = PlanPieces.split(rest).first, isCopy(copy), copy.contains(" "),
            remainder(of: rest, after: copy) != nil
        else { return nil }
        let name = subject.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        return (name, name + " " + copy)
    }

    /// Letters (any script), digits and the joiners a subject uses (`First launch / empty state`).
    private static func isSubjectByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || "/-&'".utf8.contains(byte)
    }

    /// The text after the name's closing quote or backtick, when it is nothing, a note in
    /// parentheses or a note after a dash or colon: the item is the name, not a sentence using it.
    private static func remainder(of body: String, after name: String) -> String? {
        guard let range = body.literalRange(of: name) else { return nil }
        let rest = body[range.upperBound...].drop { "`\"\u{201D}*_ ".contains($0) }
        guard let first = rest.first else { return "" }
        return "(-—–:".contains(first) ? String(rest) : nil
    }

    /// A name a plan gives a tip in code or quotes: a few words, no code, path or TipKit API.
    private static func isName(_ text: String, quoted: Bool) -> Bool {
        let words = text.split(separator: " ")
        guard (1...6).contains(words.count), let first = text.first, first.isLetter,
            quoted || first.isUppercase,
            text.allSatisfy({ $0.isLetter || $0.isNumber || " &'-".contains($0) }),
            !PlanNames.isTipType(text), !apiNames.contains(text), !PlanNames.isViewName(text)
        else { return false }
        return true
    }

    /// A tip's copy as a whole item: a sentence of three to sixteen words opening with a letter, with no
    /// code, path or link in it.
    private static func isItemCopy(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (3...16).contains(words.count), text.first?.isLetter == true else { return false }
        // A slash between words is copy (`Swipe left/right`); a path has a file name (`Views/Home.swift`).
        return !text.contains { "`()[]{}<>\\=_#".contains($0) }
            && !words.contains { $0.contains("/") && ($0.contains(".") || $0.hasPrefix("/") || $0.hasSuffix("/")) }
    }

    private static func isCopy(_ text: String) -> Bool {
        (2...120).contains(text.count) && text.contains(where: \.isLetter)
    }

    private static func isTipWord(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return lowered == "tip" || lowered == "tip:"
    }

    /// TipKit's own names, which a list of APIs under a TipKit heading names in code.
    private static let apiNames: Set<String> = [
        "Tip", "Tips", "TipKit", "TipView", "TipGroup", "TipUIView", "Event", "Rule", "Parameter", "Action",
        "MaxDisplayCount", "ConfigurationOption", "Tips.ConfigurationOption",
    ]
}
