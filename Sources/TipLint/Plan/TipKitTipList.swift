import SwiftScan

/// Tips a sentence lists after "TipKit" and a plural tip word (spec: "Reading a plan"): after a colon
/// that ends the sentence's opening (`Contextual TipKit tips reveal hidden depth: tap-a-word after
/// the first translation, the tone legend (unexplained), and flashcard review after five saved
/// words — each shown once`, `TipKit coachmarks: "Snap a meal" on the empty log, …`) or in brackets
/// right after it (`one-time TipKit tips (the orb's hold, row actions, the month strip; at most one
/// a day)`), or after a plural tip word noting TipKit in brackets and a colon (a roadmap's `- [x] Onboarding
/// tips (TipKit): scrubbing, fine scroll, the agent`). Each subject is a tip named by its words, as `SubjectTipList`'s are: mentioned, never
/// more than a note. Only a list of two or more short names counts, each perhaps followed by when
/// it shows (`after …`, `when …`) or where (`on …`, `at …`), which is cut off; a note in brackets
/// is dropped, and an item opening with quoted copy is named by it.
enum TipKitTipList {
    /// The subjects `body` lists, in order; empty when it lists none. `continuation` is the next
    /// line of the paragraph, which a bracket left open at the line's end goes on into.
    static func subjects(in body: String, continuation: String? = nil) -> [ListedTip] {
        guard body.containsLiterally("TipKit"), mayList(body) else { return [] }
        let text = Array(MarkdownInline.plain(body))
        var start = 0
        while let found = position(of: tipKit, in: text, from: start) {
            WorkMeter.count()
            start = found + tipKit.count
            guard let kindEnd = pluralTipWordEnd(in: text, at: start), let list = list(in: text, after: kindEnd)
            else { continue }
            var listText = list.text
            if list.isOpenBracket, let continuation {
                let next = Array(MarkdownInline.plain(continuation).trimmingSpaces)
                listText += [" "] + next.prefix { $0 != ")" && $0 != ";" }
            }
            let names = items(listText)
            return names.count >= 2 ? names : []
        }
        // A bold label (`**Contextual Tips (TipKit):** Receive helpful, …`) opens a feature's description, not a list.
        if !body.containsLiterally("(TipKit):*"), !body.containsLiterally("(TipKit)**"),
            let labelEnd = tipsLabelEnd(in: text), let list = list(in: text, after: labelEnd), !list.isOpenBracket
        {
            let names = items(list.text)
            let short = names.allSatisfy { $0.name.split(separator: " ").count <= 4 }
            return names.count >= 2 && short ? names : []
        }
        return []
    }

    private static let tipKit = Array("TipKit ")
    private static let notedTipKit = Array("(TipKit)")

    /// The end of `tips (TipKit)` when a colon follows it: a label whose list names the tips.
    private static func tipsLabelEnd(in text: [Character]) -> Int? {
        guard let note = position(of: notedTipKit, in: text, from: 0) else { return nil }
        var wordEnd = note
        while wordEnd > 0, text[wordEnd - 1] == " " { wordEnd -= 1 }
        var wordStart = wordEnd
        while wordStart > 0, text[wordStart - 1].isLetter { wordStart -= 1 }
        let end = note + notedTipKit.count
        let colon = text[end...].firstIndex { $0 != " " }
        guard wordStart < wordEnd, pluralTipWords.contains(String(text[wordStart..<wordEnd]).lowercased()),
            let colon, text[colon] == ":"
        else { return nil }
        return end
    }

    /// Whether `body`'s bytes hold "TipKit" and a plural tip word right after it (past spaces and emphasis), or
    /// "(TipKit)":
    /// most lines naming TipKit list nothing, and are spared the split into characters (`.ci/stress.sh`'s
    /// megabyte of plan Markdown).
    private static func mayList(_ body: String) -> Bool {
        if body.containsLiterally("(TipKit)") { return true }
        var body = body
        return body.withUTF8 { bytes in
            var index = 0
            while index + tipKitBytes.count < bytes.count {
                defer { index += 1 }
                guard bytes[index] == tipKitBytes[0],
                    bytes[index..<(index + tipKitBytes.count)].elementsEqual(tipKitBytes)
                else { continue }
                var start = index + tipKitBytes.count
                while start < bytes.count, "*_` ".utf8.contains(bytes[start]) { start += 1 }
                var end = start
                while end < bytes.count, bytes[end].isASCIILetter { end += 1 }
                let word = String(decoding: bytes[start..<end].map(\.asciiLowercased), as: UTF8.self)
                if pluralTipWords.contains(word) { return true }
            }
            return false
        }
    }

    private static let tipKitBytes = Array("TipKit".utf8)

    /// Where `needle` first stands in `text` at or after `start`.
    private static func position(of needle: [Character], in text: [Character], from start: Int) -> Int? {
        guard text.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= text.count {
            if text[index] == needle[0], text[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The end of a plural tip word at `index` (`tips`, `hints`, `tooltips`, `coachmarks`), if one is there.
    private static func pluralTipWordEnd(in text: [Character], at index: Int) -> Int? {
        let end = text[index...].firstIndex { !$0.isLetter } ?? text.count
        return pluralTipWords.contains(String(text[index..<end]).lowercased()) ? end : nil
    }

    private static let pluralTipWords: Set<String> = ["tips", "hints", "tooltips", "coachmarks"]
    /// Verbs saying what the listed tips do for people: the list is of the tips' subjects.
    private static let presentingVerbs: Set<String> = [
        "reveal", "teach", "explain", "introduce", "highlight", "surface", "cover", "show", "guide", "point",
        "present",
    ].reduce(into: []) { verbs, verb in verbs.formUnion([verb, verb + "s", verb + "es"]) }
    /// Plurals an opening may name that make the list theirs (`TipKit tips follow these rules: …`).
    private static let otherKinds: Set<String> = [
        "rules", "guidelines", "principles", "conventions", "requirements", "criteria", "constraints", "options",
        "settings", "parameters", "steps", "stages", "conditions", "triggers", "events", "states", "files",
        "screens", "places", "cases", "limits", "apis",
    ]

    /// The list after the plural at `end`: in brackets right after it (up to the bracket's close or a
    /// `;`; `isOpenBracket` when the line ends first), or after a colon in the same sentence, up to the
    /// sentence's end, a `;` or a dash.
    private static func list(in text: [Character], after end: Int) -> (text: [Character], isOpenBracket: Bool)? {
        var index = end
        while index < text.count, text[index] == " " { index += 1 }
        guard index < text.count else { return nil }
        if text[index] == "(" {
            let inner = text[(index + 1)...]
            let close = inner.firstIndex { $0 == ")" || $0 == ";" }
            return (Array(inner[..<(close ?? text.count)]), close == nil)
        }
        // The opening before the colon is a few words of one sentence saying what the tips show (`reveal
        // hidden depth exactly when relevant`), or nothing (`TipKit coachmarks: …`); the list after
        // `follow these rules:` or `need:` is of something else.
        let opening = index
        while index < text.count, text[index] != ":" {
            if ".!?".contains(text[index]) || index - opening > 100 { return nil }
            index += 1
        }
        guard index < text.count else { return nil }
        let openingWords = String(text[opening..<index]).lowercased().split(separator: " ")
        guard
            openingWords.isEmpty
                || openingWords.contains(where: { presentingVerbs.contains(String($0)) })
                    && !openingWords.contains(where: { otherKinds.contains(String($0)) })
        else { return nil }
        var depth = 0
        var cursor = index + 1
        while cursor < text.count {
            let character = text[cursor]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            let next = cursor + 1 < text.count ? text[cursor + 1] : " "
            if depth == 0 {
                if character == ";" || (".!?".contains(character) && next == " ") { break }
                if character == " " && "\u{2014}\u{2013}-".contains(next) { break }
            }
            cursor += 1
        }
        return (Array(text[(index + 1)..<cursor]), false)
    }

    /// The list's names: split at commas and "and", notes in brackets dropped, each cut before the
    /// word that says when or where it shows (kept as its fact); none unless every item is a short name.
    private static func items(_ list: [Character]) -> [ListedTip] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in list {
            if character == "(" { depth += 1 }
            if depth == 0 && character == "," {
                pieces.append(current)
                current = ""
            } else if depth == 0 {
                current.append(character)
            }
            if character == ")" { depth = max(0, depth - 1) }
        }
        pieces.append(current)
        var names: [ListedTip] = []
        for piece in pieces where !piece.trimmingSpaces.isEmpty {
            guard let name = name(of: piece.trimmingSpaces) else { return [] }
            names += name
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0.name.lowercased()).inserted }
    }

    /// The name (or, for `A and B`, the names) one item gives: its quoted copy when it opens with one,
    /// else its words up to a word saying when or where, without a leading article or tip word. What
    /// that word says is the fact of a single name (`tap-a-word after the first translation`); two names
    /// share it, so neither gets it.
    private static func name(of item: String) -> [ListedTip]? {
        var words = item.split(separator: " ").map(String.init)
        while let first = words.first, leadingWords.contains(first.lowercased()) { words.removeFirst() }
        guard let first = words.first else { return nil }
        if let open = first.first, quoteOpeners.contains(open) {
            let text = words.joined(separator: " ")
            let pieces = PlanPieces.split(text)
            guard case .quoted(let copy)? = pieces.first, (1...8).contains(copy.split(separator: " ").count) else {
                return nil
            }
            // `"Snap a meal" on the empty log`: what follows the copy's closing quote.
            let rest = text.literalRange(of: copy).map { text[$0.upperBound...].dropFirst() } ?? ""
            let clause = rest.split(separator: " ").map(String.init)
            return [ListedTip.named(copy, clause: connectors.contains(clause.first?.lowercased() ?? "") ? clause : [])]
        }
        var clause: [String] = []
        if let cut = words.firstIndex(where: { connectors.contains($0.lowercased()) }) {
            clause = Array(words[cut...])
            words = Array(words[..<cut])
        }
        let names = words.split { $0.lowercased() == "and" || $0 == "&" }.map(Array.init)
        guard !names.isEmpty, names.allSatisfy({ (1...6).contains($0.count) && isName($0) }) else { return nil }
        if names.count == 1 { return [ListedTip.named(names[0].joined(separator: " "), clause: clause)] }
        return names.map { ListedTip(name: $0.joined(separator: " ")) }
    }

    /// Letters (any script), digits, `-`, `'`, `’`, `&` and `/` inside a word; the first opening with a letter.
    private static func isName(_ words: [String]) -> Bool {
        guard words.first?.first?.isLetter == true else { return false }
        return words.allSatisfy { word in
            word.first != "/" && word.allSatisfy { $0.isLetter || $0.isNumber || "-'\u{2019}&/".contains($0) }
        }
    }

    /// Words before a name that are not part of it: "and", "the tone legend", "tip chụp top-down".
    private static let leadingWords: Set<String> = [
        "and", "or", "the", "a", "an", "tip", "hint", "tooltip", "coachmark",
    ]
    /// Words after a name that say when or where its tip shows.
    private static let connectors: Set<String> = [
        "after", "when", "once", "on", "at", "in", "while", "before", "during", "until", "if", "for", "upon",
    ]
    private static let quoteOpeners: Set<Character> = ["\"", "\u{201C}"]
}
