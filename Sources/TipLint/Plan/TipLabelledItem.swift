/// A list item that opens with a label naming one tip, bold or plain, perhaps with a note in parentheses, then a
/// dash or colon (real plans, issue 20): `- **Onboarding tip (TipKit)** — `Tips/AddEntryTip.swift` points …`, a
/// checklist's `- [ ] Convert tip (TipKit): on first launch "…" shows above the first card; …`.
enum TipLabelledItem {
    /// The tip declared by the file right after the label, as `ProseTipMentions.declaredByFile` reads the
    /// item without it.
    static func declaredTip(in body: String) -> String? {
        guard let item = split(body) else { return nil }
        return ProseTipMentions.declaredByFile(in: item.rest)
    }

    /// The tip a label noting TipKit names (`Convert tip (TipKit): …`): the label, the first copy the
    /// first sentence after it quotes (`"Tap a city to convert a time" shows …`), the `.swift` file or view
    /// it is placed in. A label of a task about tips (`Test tip (TipKit)`) or a tentative item names none.
    static func described(_ body: String, source: PlanReference) -> DescribedTip? {
        guard body.containsLiterally("TipKit"), let item = split(body), item.note.containsLiterally("TipKit"),
            item.label.split(separator: " ").count >= 2,
            let first = item.label.split(separator: " ").first, !taskVerbs.contains(first.lowercased())
        else { return nil }
        let sentence = String(item.rest.prefix { $0 != "." && $0 != ";" })
        guard !HedgedSentence.isTentative(sentence) else { return nil }
        let pieces = PlanPieces.split(sentence)
        let copy = pieces.indices.lazy.compactMap { index -> String? in
            guard case .quoted(let text) = pieces[index], text.contains(" "), text.contains(where: \.isLetter) else {
                return nil
            }
            if index + 1 < pieces.count, case .word(let next) = pieces[index + 1],
                controlWords.contains(next.lowercased().filter(\.isLetter))
            {
                return nil
            }
            return text
        }.first
        var tip = DescribedTip(source: source, label: String(item.label), copy: copy)
        tip.place =
            PlanText.swiftPaths(in: item.rest).first
            ?? PlanPieces.split(item.rest).lazy.compactMap { piece -> String? in
                if case .code(let name) = piece, PlanNames.isViewName(name) { return name }
                return nil
            }.first
        let words = Set(MarkdownInline.plain(sentence).lowercased().split { !$0.isLetter })
        if words.contains("popover") || item.rest.containsLiterally("popoverTip") {
            tip.presentation = "popover"
        } else if words.contains("inline") || item.rest.containsLiterally("TipView") {
            tip.presentation = "inline"
        }
        return tip
    }

    /// The label (one to five words, the last `tip`, `hint` or `tooltip`), its note in parentheses (empty when
    /// none) and the text after the dash or colon; nil when the line opens otherwise.
    private static func split(_ body: String) -> (label: Substring, note: Substring, rest: String)? {
        guard mayOpenWithLabel(body) else { return nil }
        var text = Substring(body).drop { $0 == " " }
        let bold = text.hasPrefix("**")
        if bold { text = text.dropFirst(2) }
        // A hyphen inside a word (`First-run`) is no separator.
        guard
            let end = text.indices.first(where: { index in
                ":\u{2014}\u{2013}*".contains(text[index])
                    || text[index] == "-" && index > text.startIndex && text[text.index(before: index)] == " "
            })
        else { return nil }
        var label = trimmed(text[..<end])
        var note = label[label.endIndex...]
        if label.hasSuffix(")"), let open = label.lastIndex(of: "(") {
            note = label[open...]
            label = trimmed(label[..<open])
        }
        let words = label.split(separator: " ")
        guard (1...5).contains(words.count), let last = words.last,
            ["tip", "hint", "tooltip"].contains(last.lowercased()),
            words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
        else { return nil }
        var rest = text[end...]
        var separated = false
        if bold {
            // `**Label:** …` or `**Label** — …`.
            separated = rest.hasPrefix(":**")
            guard separated || rest.hasPrefix("**") else { return nil }
            rest = rest.dropFirst(separated ? 3 : 2)
        }
        let separator = rest.prefix { " :\u{2014}\u{2013}-".contains($0) }
        guard separated || separator.contains(where: { ":\u{2014}\u{2013}-".contains($0) }) else { return nil }
        return (label, note, String(rest.dropFirst(separator.count)))
    }

    /// Whether `body` may open as `split` reads it: false only when its bytes up to the first separator are
    /// ASCII and give no label ending in `tip`, `hint` or `tooltip` of letters, digits, hyphens and spaces (its
    /// note in parentheses aside), or when it has no separator. A byte scan: most lines of a long plan open
    /// otherwise, and are spared the split into characters.
    private static func mayOpenWithLabel(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            let space = UInt8(ascii: " "), star = UInt8(ascii: "*")
            var index = 0
            while index < bytes.count, bytes[index] == space { index += 1 }
            if index + 1 < bytes.count, bytes[index] == star, bytes[index + 1] == star { index += 2 }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                // Beyond ASCII, characters decide what is a separator.
                guard byte < 0x80 else { return true }
                if byte == UInt8(ascii: ":") || byte == star
                    || byte == UInt8(ascii: "-") && index > start && bytes[index - 1] == space
                {
                    break
                }
                index += 1
            }
            guard index < bytes.count else { return false }
            // A mark after the separator joins it into another character.
            if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return true }
            var end = index
            while end > start, bytes[end - 1] == space { end -= 1 }
            if end > start, bytes[end - 1] == UInt8(ascii: ")"),
                let open = (start..<end).last(where: { bytes[$0] == UInt8(ascii: "(") })
            {
                end = open
                while end > start, bytes[end - 1] == space { end -= 1 }
            }
            guard
                bytes[start..<end].allSatisfy({
                    $0.isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == space
                        || $0 == UInt8(ascii: "-")
                })
            else { return false }
            let wordStart = (start..<end).last(where: { bytes[$0] == space }).map { $0 + 1 } ?? start
            return labelEnds.contains { word in
                word.count == end - wordStart
                    && word.indices.allSatisfy { bytes[wordStart + $0].asciiLowercased == word[$0] }
            }
        }
    }

    private static let labelEnds = ["tip", "hint", "tooltip"].map { Array($0.utf8) }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop { $0 == " " }
        return start[..<(start.lastIndex { $0 != " " }.map(start.index(after:)) ?? start.startIndex)]
    }

    /// A label's first word that makes the item a task about tips (`Test tip (TipKit)`), not a tip's name.
    private static let taskVerbs: Set<String> = [
        "add", "create", "show", "test", "configure", "invalidate", "donate", "reset", "remove", "hide", "update",
        "wire", "write", "check", "verify", "review", "implement", "build", "design", "fix", "the", "a", "an",
        "each", "every", "no", "any", "all",
    ]

    /// Words after a quoted name that make it a control, not copy (`"Send" button`).
    private static let controlWords: Set<String> = [
        "button", "tab", "screen", "menu", "item", "toggle", "field", "row", "sheet", "icon", "bar", "page", "view",
        "section", "link", "card", "control", "switch",
    ]
}
