import SwiftScan

/// A piece of a plan line as the fact readers see it: a code span, a quoted phrase, or a word.
enum PlanPiece: Equatable {
    case code(String)
    case quoted(String)
    case word(String)
}

/// Splits a line of Markdown into pieces, in one pass: `` `…` `` spans (any run of backticks,
/// closed by the same run), "…" and “…” phrases, and words without their punctuation and bold
/// markers. An unclosed backtick or quote is read as text.
enum PlanPieces {
    static func split(_ text: String) -> [PlanPiece] {
        let characters = Array(text)
        var pieces: [PlanPiece] = []
        var word = ""
        func flushWord() {
            let trimmed = trimPunctuation(word)
            if !trimmed.isEmpty { pieces.append(.word(trimmed)) }
            word = ""
        }
        // A search that found no closer finds none from any later place either: each is made once,
        // so a line of unclosed quotes or backticks is still read in linear time.
        var unclosedQuotes = Set<Character>()
        var unclosedRuns = Set<Int>()
        var index = 0
        while index < characters.count {
            WorkMeter.count()
            let character = characters[index]
            if character == "`" {
                let run = characters[index...].prefix { $0 == "`" }.count
                if !unclosedRuns.contains(run), let end = closingRun(of: run, in: characters, from: index + run) {
                    flushWord()
                    pieces.append(.code(String(characters[(index + run)..<end]).trimmingSpaces))
                    index = end + run
                    continue
                }
                unclosedRuns.insert(run)
                index += run
                continue
            }
            if let close = closingQuote(for: character), !unclosedQuotes.contains(close) {
                let end = characters[(index + 1)...].firstIndex(of: close)
                WorkMeter.count((end ?? characters.count) - index)
                if let end {
                    flushWord()
                    pieces.append(.quoted(String(characters[(index + 1)..<end]).trimmingSpaces))
                    index = end + 1
                    continue
                }
                unclosedQuotes.insert(close)
            }
            if character == " " || character == "\t" {
                flushWord()
            } else {
                word.append(character)
            }
            index += 1
        }
        flushWord()
        return pieces
    }

    /// Where a run of exactly `run` backticks starts at or after `start`, closing a code span.
    private static func closingRun(of run: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            WorkMeter.count()
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            var closing = 0
            while index + closing < characters.count, characters[index + closing] == "`" { closing += 1 }
            if closing == run { return index }
            index += closing
        }
        return nil
    }

    private static func closingQuote(for character: Character) -> Character? {
        switch character {
        case "\"": return "\""
        case "\u{201C}": return "\u{201D}"
        default: return nil
        }
    }

    /// A word without surrounding punctuation and emphasis (`**Title:**` gives `Title`); a path's
    /// final full stop goes (`HomeView.swift.` gives `HomeView.swift`).
    static func trimPunctuation(_ word: String) -> String {
        let edges: Set<Character> = [
            ",", ";", ":", "!", "?", "(", ")", "[", "]", "{", "}", "<", ">", "*", "_", "~", ".",
        ]
        var start = word.startIndex, end = word.endIndex
        while start < end, edges.contains(word[start]) { start = word.index(after: start) }
        while end > start, edges.contains(word[word.index(before: end)]) { end = word.index(before: end) }
        return String(word[start..<end])
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String { String(Substring(self).markdownTrimmed) }
}
