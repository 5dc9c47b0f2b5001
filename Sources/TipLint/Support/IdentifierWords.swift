/// The words of a name or sentence for comparing two of them: split at every byte that is not an ASCII letter
/// and where a lowercase letter meets an uppercase one (`openWikipedia` → open, wikipedia), lowercased. Words
/// under four letters ("the", "in") and "tip"/"tips" say nothing about what a tip is for and are left out.
enum IdentifierWords {
    static func of(_ text: String) -> Set<String> {
        var words: Set<String> = []
        var word: [UInt8] = []
        var previousIsLower = false
        func finish() {
            if word.count >= 4, word != Array("tips".utf8) { words.insert(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            guard byte.isASCIILetter else {
                finish()
                previousIsLower = false
                continue
            }
            let isUpper = byte &- UInt8(ascii: "A") < 26
            if previousIsLower && isUpper { finish() }
            word.append(byte.asciiLowercased)
            previousIsLower = !isUpper
        }
        finish()
        return words
    }
}
