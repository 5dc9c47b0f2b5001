/// The words of a name or sentence for comparing two of them: split at every byte that is not a letter
/// and where a lowercase letter meets an uppercase one (`openWikipedia` → open, wikipedia), lowercased; a
/// run of capitals stays with the word after it (`URLSession` → urlsession). Words under four letters
/// ("the", "in") and "tip"/"tips" say nothing about what a tip is for and are left out.
enum IdentifierWords {
    static func of(_ text: String) -> Set<String> {
        Set(splitter.words(of: text).filter { $0.unicodeScalars.count >= 4 && $0 != "tips" })
    }

    private static let splitter = CamelCaseWords(
        digitsInWords: false, splitsCapitalRun: false, keepsLowercaseHead: false)
}
