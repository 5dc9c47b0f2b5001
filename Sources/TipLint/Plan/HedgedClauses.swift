/// A long positive line with one hedged clause ("… so it waits for the card and never over the paywall, and is
/// invalidated once …"): the hedge holds for its clause, not for the line. Real plans (issue 20) put a tip's
/// whole entry in one bullet, its file, place, gating and invalidation each a clause; one "never" in the gating
/// must not lose the rest.
///
/// Only the clauses after the line's opening one are weighed: a line that opens hedged ("`FooTip` is not
/// needed; …") is skipped whole, as is one whose hedged clause takes the line back rather than narrowing it
/// ("…, but we won't ship it", "…; out of scope for now", "…. It never shipped").
enum HedgedClauses {
    /// `body` without its hedged clauses, when it opens with a clause that states what it says and each
    /// hedged clause only narrows it; nil otherwise (the line is skipped whole, as before).
    static func kept(in body: String) -> String? {
        // Only a line that can plan something is worth splitting: most hedged lines of a long design
        // document name no tip, no Swift file and open with no tip's copy in quotes.
        guard body.containsASCIIIgnoringCase("tip") || body.containsLiterally(".swift") || opensWithQuote(body) else {
            return nil
        }
        let clauses = split(body)
        guard clauses.count > 1, HedgedSentence.kind(of: clauses[0]) == nil else { return nil }
        var kept: [String] = []
        for clause in clauses {
            guard HedgedSentence.kind(of: clause) != nil else {
                kept.append(clause)
                continue
            }
            guard !takesBack(clause) else { return nil }
        }
        return kept.joined(separator: " ")
    }

    /// Whether a hedged clause is about the whole line: it opens with a word standing for what the line
    /// said (`it`, `this`, `we`), with the hedge itself (`never`, `don't`, `not`), or says the line's
    /// work is not to be done (`out of scope`, `not needed`, `no need`).
    private static func takesBack(_ clause: String) -> Bool {
        let words = withoutNoLabel(MarkdownInline.plain(clause)).lowercasedByScalar.split {
            !($0.isLetter || $0 == "'")
        }
        let opening = words.drop { $0 == "and" || $0 == "but" || $0 == "or" || $0 == "so" }.first
        guard let opening, !retractingOpeners.contains(opening) else { return true }
        let text = " " + words.joined(separator: " ") + " "
        return retractions.contains { text.containsLiterally(" \($0) ") }
    }

    /// The clause after a "No nag — " or "No spam: " label, which names what the clause goes on to say (a tip
    /// that never nags) rather than taking the line back.
    private static func withoutNoLabel(_ clause: String) -> String {
        let words = clause.trimmingSpaces.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard words.count >= 3, words[0] == "No" else { return clause }
        if words[1].count > 2, words[1].last == ":", words[1].dropLast().allSatisfy(\.isLetter) {
            return words[2...].joined(separator: " ")
        }
        guard words.count == 4, words[1].count > 1, words[1].allSatisfy(\.isLetter),
            ["\u{2014}", "\u{2013}", "-", "--"].contains(words[2])
        else { return clause }
        return String(words[3])
    }

    private static let retractingOpeners: Set<Substring> = [
        "it", "its", "it's", "this", "that", "these", "those", "they", "them", "we", "we'll", "i", "you", "never",
        "not", "no", "none", "nothing", "don't", "do", "does", "doesn't", "won't", "will", "cannot", "can't",
        "skip", "drop", "out", "maybe", "perhaps", "instead", "rather", "e", "eg", "for", "if", "unless",
    ]
    private static let retractions = ["out of scope", "not needed", "no need", "for now", "not yet", "later"]

    /// The line's clauses: split after a sentence's end (`. `, `! `, `? `) or `; `, and before `, and `,
    /// `, but ` or a spaced em or en dash after the quoted copy the line opens with, outside code spans and
    /// quotes. Each clause keeps its own words and punctuation.
    private static func split(_ body: String) -> [String] {
        var clauses: [String] = []
        var current = ""
        var inCode = false
        var inQuote = false
        let characters = Array(body)
        // The first clause is the line's start: whether it opens with a quoted copy is the line's.
        let opensWithCopy = opensWithQuote(body)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            current.append(character)
            index += 1
            switch character {
            case "`": inCode.toggle()
            case "\"" where !inCode: inQuote.toggle()
            case "\u{201C}" where !inCode: inQuote = true
            case "\u{201D}" where !inCode: inQuote = false
            default: break
            }
            // A spaced dash after an item's quoted copy opens a note about it (`"…" — shown in Profile when … is
            // not …`); elsewhere it goes on with the clause (`` `Foo.swift` — extend it, do not rewrite it ``).
            if character == " ", !inCode, !inQuote, clauses.isEmpty, opensWithCopy,
                current.dropLast().last.map({ "\"\u{201D}".contains($0) }) == true, index + 1 < characters.count,
                "\u{2014}\u{2013}".contains(characters[index]),
                characters[index + 1] == " "
            {
                clauses.append(current)
                current = ""
                continue
            }
            guard !inCode, !inQuote, index < characters.count, characters[index] == " " else { continue }
            let ends = ".!?;".contains(character)
            let joins =
                character == ","
                && (starts(characters, at: index, with: " and ") || starts(characters, at: index, with: " but "))
            if ends || joins {
                clauses.append(current)
                current = ""
                index += 1
            }
        }
        if !current.trimmingSpaces.isEmpty { clauses.append(current) }
        return clauses
    }

    /// Whether the text opens with a quote, emphasis aside: an item that is a tip's copy.
    private static func opensWithQuote(_ text: String) -> Bool {
        text.drop(while: { " *_".contains($0) }).first.map({ "\"\u{201C}".contains($0) }) == true
    }

    private static func starts(_ characters: [Character], at index: Int, with text: String) -> Bool {
        let text = Array(text)
        return index + text.count <= characters.count && Array(characters[index..<index + text.count]) == text
    }
}
