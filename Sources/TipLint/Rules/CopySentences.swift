/// How many sentences a piece of copy has, for the copy-length rules of every tip system.
enum CopySentences {
    private static let terminators: Set<Character> = [".", "!", "?", "…"]
    private static let fullWidthStops: Set<Character> = ["。", "！", "？"]
    private static let closers: Set<Character> = ["\"", "'", ")", "”", "’", "»", "」", "』"]

    /// Sentences end at `.`, `!`, `?` or `…` (runs count once, closing quotes and brackets may follow)
    /// before a space or the end, so a decimal point does not end one; the full-width stops of Chinese and
    /// Japanese (`。`, `！`, `？`) end one with no space after them. Only letters and digits make a sentence: a
    /// run of emoji or other symbols after the last stop (`Adapt as you grow! ✏️`) is not one.
    static func count(_ text: String) -> Int {
        let characters = Array(text)
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
}
