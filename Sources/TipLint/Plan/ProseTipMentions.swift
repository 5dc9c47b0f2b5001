/// Tips real plans name only in prose, with no type and no field (spec: "Reading a plan"): each is a
/// mentioned tip, so it gives notes at most.
enum ProseTipMentions {
    /// A line naming TipKit or a kind of tip, then a tip or popover, then its copy in quotes after a
    /// colon or dash (`TipKit: one tip on first Today visit — "…"`, `show a TipKit popover pointing to
    /// the pills: "…"`, a strategy table's `Popover Tip 指向主题选择：「…」`): the tip named by its copy,
    /// with the words from TipKit (or the kind) to the copy to match it by.
    static func announced(in body: String) -> (name: String, words: String)? {
        // Both shapes need "tip" in some case (`TipKit`, `Popover Tip`): most lines of a long design
        // have none, and a byte scan spares them the split.
        guard body.containsASCIIIgnoringCase("tip") else { return nil }
        // Corner quotes (「…」) quote copy in Chinese and Japanese plans.
        let body =
            body.containsLiterally("\u{300C}")
            ? String(body.map { $0 == "\u{300C}" ? "\u{201C}" : $0 == "\u{300D}" ? "\u{201D}" : $0 }) : body
        let pieces = PlanPieces.split(body)
        let kind = pieces.indices.dropFirst().first { index in
            guard case .word(let word) = pieces[index], withoutWidePunctuation(word).lowercased() == "tip",
                case .word(let before) = pieces[index - 1]
            else { return false }
            return tipKinds.contains(before.lowercased())
        }
        guard let start = pieces.firstIndex(of: .word("TipKit")).map({ $0 + 1 }) ?? kind.map({ $0 - 1 }) else {
            return nil
        }
        var between: [String] = []
        for piece in pieces[start...] {
            switch piece {
            case .word(let word):
                between.append(withoutWidePunctuation(word))
            case .code:
                return nil
            case .quoted(let copy):
                guard between.contains(where: { tipWords.contains($0.lowercased()) }), isCopy(copy),
                    follows(copy, aColonOrDashIn: body)
                else { return nil }
                return (copy, (between.filter { $0.contains(where: \.isLetter) } + [copy]).joined(separator: " "))
            }
        }
        return nil
    }

    /// The line up to the end of the copy it announces a tip with (`announced`), when it does.
    static func announcingSentence(in body: String) -> String? {
        guard let copy = announced(in: body)?.name, let range = body.literalRange(of: copy) else { return nil }
        return String(
            body[..<range.upperBound] + body[range.upperBound...].prefix { "\"'\u{201D}\u{300D}".contains($0) })
    }

    /// The tip types a line places, each named (in code or as a plain word: `PeekTip anchors below …`) and
    /// followed by where it goes (`` `ScanTip` on the Import scan button ``) or by a word anchoring it, in any
    /// language (`` `ScanTip` anchored to the scan button ``, `` `ScanTip` 錨在掃描按鈕 ``).
    static func placed(in body: String) -> [String] {
        let pieces = PlanPieces.split(body)
        return pieces.indices.compactMap { index in
            guard let name = tipTypeName(pieces[index]), index + 1 < pieces.count,
                case .word(let next) = pieces[index + 1]
            else { return nil }
            // `` `ScanTip` anchored … ``, `` `ScanTip` is anchored … ``.
            let anchoring =
                next.lowercased() == "is" && index + 2 < pieces.count ? pieces[index + 2] : pieces[index + 1]
            if case .word(let word) = anchoring, anchorWords.contains(where: word.lowercased().hasPrefix) {
                return name
            }
            if isDefinedAsShown(pieces[(index + 1)...]) { return name }
            guard index + 2 < pieces.count, placePrepositions.contains(next.lowercased()),
                case .word(let article) = pieces[index + 2], article.lowercased() == "the"
            else { return nil }
            return name
        }
    }

    /// The tip type a piece of a line names: in code, or as a plain word that is an identifier.
    private static func tipTypeName(_ piece: PlanPiece) -> String? {
        switch piece {
        case .code(let name): return PlanNames.isTipType(name) ? name : nil
        case .word(let word):
            return PlanNames.isTipType(word) && word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
                ? word : nil
        case .quoted: return nil
        }
    }

    /// The tip types a line about TipKit lists in code spans (`` **TipKit.** Three hints (`ShelfTip`,
    /// `SortTip`, `ScanTip`) ``): the plan's tips, named and nothing more. Two at least, or it is no list.
    static func listedOnTipKit(in body: String) -> [String] {
        guard body.containsLiterally("TipKit") else { return [] }
        var listed: [String] = []
        // A name, not a declaration (`` `BrandTip: Tip` `` is a protocol's).
        for case .code(let name) in PlanPieces.split(body)
        where PlanNames.isTipType(name) && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
            && !listed.contains(name)
        {
            listed.append(name)
        }
        return listed.count > 1 ? listed : []
    }

    /// A task line that opens with the path of the file declaring a tip (`` `Views/SkyTip.swift` — … ``):
    /// that tip.
    static func declaredByFile(in body: String) -> String? {
        guard case .code(let path)? = PlanPieces.split(body).first, path.hasSuffix(".swift") else { return nil }
        let stem = String(PlanText.fileName(path).dropLast(".swift".count))
        return PlanNames.isTipType(stem) ? stem : nil
    }

    /// A word without the full-width colon or comma a CJK line writes right after it (`Tip：`).
    private static func withoutWidePunctuation(_ word: String) -> String {
        // Each of these marks is three bytes from 0xE3 or 0xEF: an ASCII word ends in none.
        guard let last = word.utf8.last, last >= 0x80 else { return word }
        return String(word.reversed().drop { "\u{FF1A}\u{FF0C}\u{3001}".contains($0) }.reversed())
    }

    /// Copy of a sentence or two: at least two words (or a CJK phrase), not a word in quotes.
    private static func isCopy(_ text: String) -> Bool {
        (4...200).contains(text.count) && text.contains(where: \.isLetter)
            && (text.contains(" ") || text.unicodeScalars.contains { $0.value >= 0x3000 })
    }

    /// Whether the quoted copy comes right after a colon or a dash: the line gives it as the tip's text.
    static func follows(_ copy: String, aColonOrDashIn body: String) -> Bool {
        guard let range = body.literalRange(of: copy) else { return false }
        let before = body[..<range.lowerBound].reversed().drop { "\"'\u{201C}\u{300C} *_".contains($0) }
        return before.first.map { ":-\u{2014}\u{2013}\u{FF1A}".contains($0) } ?? false
    }

    private static let tipWords: Set<String> = ["tip", "tips", "popover", "popovers"]
    /// TipKit's kinds of tip, written before "Tip" (`Popover Tip`, `Inline Tip`).
    private static let tipKinds: Set<String> = ["popover", "inline"]
    /// `` `ExportTip` is a TipKit popover on … ``, `` `ExportTip` is an inline tip above … ``: the sentence says
    /// what the tip is and where it shows.
    private static func isDefinedAsShown(_ rest: ArraySlice<PlanPiece>) -> Bool {
        var words = rest.prefix(6).map { piece -> String? in
            if case .word(let word) = piece { return word.lowercased() }
            return nil
        }[...]
        guard words.popFirst() == "is", let article = words.popFirst(), ["a", "an"].contains(article) else {
            return false
        }
        let kind = words.drop { $0.map(shownKindModifiers.contains) ?? false }.first
        guard let kind, let kind, shownKinds.contains(kind) else { return false }
        let afterKind = words.drop { $0 != kind }.dropFirst().first
        return afterKind.map { $0.map(placePrepositions.contains) ?? false } ?? false
    }

    private static let shownKindModifiers: Set<String> = ["tipkit", "one-time", "inline", "small", "contextual"]
    private static let shownKinds: Set<String> = [
        "popover", "tip", "tooltip", "callout", "coachmark", "hint", "banner",
    ]

    private static let placePrepositions: Set<String> = ["on", "in", "at", "above", "below", "beside", "under", "over"]
    /// How a word right after a tip type anchors it: `anchored`, `anchors`, Chinese 錨/锚 (錨在, 锚定),
    /// Japanese アンカー.
    private static let anchorWords = [
        "anchored", "anchors", "\u{9328}", "\u{951A}", "\u{30A2}\u{30F3}\u{30AB}\u{30FC}",
    ]
}
