/// How many sentences a piece of copy has, for the copy-length rules of every tip system.
enum CopySentences {
    private static let terminators: Set<Character> = [".", "!", "?", "…"]
    private static let fullWidthStops: Set<Character> = ["。", "！", "？"]
    private static let closers: Set<Character> = ["\"", "'", ")", "”", "’", "»", "」", "』"]

    /// Sentences end at `.`, `!`, `?` or `…` (runs count once, closing quotes and brackets may follow)
    /// before a space or the end, so a decimal point does not end one; the full-width stops of Chinese and
    /// Japanese (`。`, `！`, `？`) end one with no space after them. Only letters and digits make a sentence: a
    /// run of emoji or other symbols after the last stop (`Adapt as you grow! ✏️`) is not one. A list
    /// numbered `1-`, `2-`, … counts as one numbered `1.`, `2.`, … (`numberedListDashes`).
    static func count(_ text: String) -> Int {
        var characters = Array(text)
        for dash in numberedListDashes(characters) { characters[dash] = "." }
        var count = 0
        var hasContent = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let fullWidth = fullWidthStops.contains(character)
            if fullWidth || terminators.contains(character) {
                var end = index + 1
                while end < characters.count,
                    terminators.contains(characters[end]) || fullWidthStops.contains(characters[end])
                        || closers.contains(characters[end])
                {
                    end += 1
                }
                if fullWidth || end == characters.count || characters[end].isWhitespace {
                    if hasContent { count += 1 }
                    hasContent = false
                    index = end
                    continue
                }
            } else if character.isLetter || character.isNumber {
                hasContent = true
            }
            index += 1
        }
        return hasContent ? count + 1 : count
    }

    /// The dashes of list markers `1-`, `2-`, …: a number right before a `-` with a space after it,
    /// at the start or after a space, when these markers number at least two items 1, 2, 3, … in
    /// order (Trendyol/mockingstar's four steps `1- Tap Send Request button` … `4- Return
    /// playground`). A range (`1-2 minutes`) has no space after its dash; markers out of sequence
    /// are not a list.
    private static func numberedListDashes(_ characters: [Character]) -> [Int] {
        var dashes: [Int] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber,
                index == 0 || characters[index - 1].isWhitespace
            else {
                index += 1
                continue
            }
            var end = index
            var number = 0
            while end < characters.count, characters[end].isASCII, let digit = characters[end].wholeNumberValue {
                number = number * 10 + digit
                end += 1
                if number > 1_000 { break }
            }
            if end + 1 < characters.count, characters[end] == "-", characters[end + 1].isWhitespace {
                guard number == dashes.count + 1 else { return [] }
                dashes.append(end)
            }
            index = end
        }
        return dashes.count >= 2 ? dashes : []
    }
}
