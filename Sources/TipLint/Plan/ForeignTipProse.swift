/// Tips a line about TipKit plans in Chinese, Italian or French prose (issue 20, rounds 21 and 23): labels in
/// corner quotes in the clause after TipKit (`使用 TipKit 建立「A」與「B」的操作指引`), an Italian tip placed on its
/// subject (`il tip sul vocabolario appare alla prima correzione`), a French `TipView` anchored on a place. Each
/// tip is named by its words, mentioned; a negated clause plans none.
enum ForeignTipProse {
    /// The corner-quoted labels of the clause after TipKit, when the clause ends by saying what they are (a guide,
    /// a hint, a tutorial: `的操作指引`); the labels of a later clause (`並客製化了「…」`) are not tips.
    static func quotedLabels(in body: String) -> [String] {
        guard body.containsLiterally("\u{300C}"), let kit = body.literalRange(of: "TipKit"),
            !negated(body[..<kit.lowerBound].suffix(4))
        else { return [] }
        let after = body[kit.upperBound...]
        let clause = after.prefix { !"\u{FF0C}\u{3002}\u{FF1B},;".contains($0) }
        var labels: [String] = []
        var rest = clause[...]
        while let open = rest.firstIndex(of: "\u{300C}"),
            let close = rest[open...].firstIndex(of: "\u{300D}")
        {
            labels.append(String(rest[rest.index(after: open)..<close]).trimmingSpaces)
            rest = rest[rest.index(after: close)...]
        }
        guard !labels.isEmpty, labels.allSatisfy({ (1...12).contains($0.count) }),
            guideWords.contains(where: { rest.containsLiterally($0) })
        else { return [] }
        return labels
    }

    /// An Italian tip named by its subject and the moment it shows (`il tip sul vocabolario appare alla prima
    /// correzione`), on a line naming TipKit: the subject, and when.
    static func italianTip(in body: String) -> ListedTip? {
        guard body.containsLiterally("TipKit"), body.containsLiterally("tip su") else { return nil }
        let words = MarkdownInline.plain(body).split(separator: " ").map(String.init)
        guard
            let tip = words.indices.first(where: {
                words[$0] == "tip" && $0 + 2 < words.count
                    && ["sul", "sulla", "sullo", "sui", "sulle"].contains(words[$0 + 1])
            }),
            let verb = words[(tip + 2)...].firstIndex(where: { italianShowVerbs.contains($0) }),
            (1...3).contains(verb - tip - 2), words[verb - 1] != "non"
        else { return nil }
        let name = words[(tip + 2)..<verb].joined(separator: " ")
        guard !name.contains(where: { ",;:()".contains($0) }) else { return nil }
        var when: [String] = []
        if verb + 1 < words.count, italianTimeWords.contains(words[verb + 1]) {
            for word in words[(verb + 1)...] {
                when.append(word)
                if word.last.map({ ",;.:)".contains($0) }) == true { break }
            }
        }
        var clause = when.joined(separator: " ")
        while let last = clause.last, ",;.:)".contains(last) { clause.removeLast() }
        return ListedTip(name: name, fact: clause.isEmpty ? nil : (.trigger, clause))
    }

    /// A French tip view anchored on a place (`Ajouter un \`TipView\` ancré à la roue dentée la première fois :`),
    /// perhaps wrapped onto the paragraph's next line, `continuation`: the place, and when it shows.
    static func frenchAnchoredTip(in body: String, continuation: String?) -> (place: String, when: String?)? {
        guard body.containsLiterally("ancr"), body.containsLiterally("TipView") || body.containsLiterally("popoverTip")
        else { return nil }
        let text = MarkdownInline.plain(body) + " " + MarkdownInline.plain(continuation ?? "")
        guard
            let verb = ["ancré à ", "ancrée à ", "ancré sur ", "ancrée sur ", "ancré au ", "ancrée au "]
                .compactMap({ text.literalRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
            !text[..<verb.lowerBound].split(separator: " ").contains(where: {
                ["pas", "sans", "jamais", "aucun"].contains($0.lowercased())
            })
        else { return nil }
        var place = String(text[verb.upperBound...])
        for stop in [" :", "\u{AB}", ". ", ";", "(", ","] {
            if let range = place.literalRange(of: stop) { place = String(place[..<range.lowerBound]) }
        }
        var when: String?
        if let first = place.literalRange(of: " la première fois") {
            when = "la première fois"
            place = String(place[..<first.lowerBound])
        }
        place = place.trimmingSpaces
        guard (2...10).contains(place.split(separator: " ").count) else { return nil }
        return (place, when)
    }

    /// A negation just before TipKit (`不使用 TipKit`, `未用 TipKit`).
    private static func negated(_ before: Substring) -> Bool {
        before.contains { "不未没沒無无非".contains($0) }
    }

    /// What the labels are: a guide, a hint, a tutorial (traditional and simplified).
    private static let guideWords = ["指引", "引导", "引導", "提示", "教學", "教学", "說明", "说明"]
    private static let italianShowVerbs: Set<String> = ["appare", "compare", "esce", "spunta"]
    private static let italianTimeWords: Set<String> = ["alla", "al", "allo", "dopo", "quando", "alle", "ai"]
}
