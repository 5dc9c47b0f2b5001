/// Tips a line about TipKit plans in Italian or French prose (issue 20, round 23): an Italian tip placed on its
/// subject (`il tip sul vocabolario appare alla prima correzione`), a French `TipView` anchored on a place. Each
/// tip is named by its words, mentioned; a negated clause plans none. (Corner-quoted labels after TipKit are
/// `EnumeratedTips`'.)
enum ForeignTipProse {
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

    private static let italianShowVerbs: Set<String> = ["appare", "compare", "esce", "spunta"]
    private static let italianTimeWords: Set<String> = ["alla", "al", "allo", "dopo", "quando", "alle", "ai"]
}
