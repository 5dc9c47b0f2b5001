/// A tip's title or message and the copy a plan quotes for it are the same copy when they differ
/// only in closing punctuation or spaces: plans often quote a message without its full stop, and a
/// gate that reports that is noise (real plans, issue 20).
enum PlannedCopy {
    static func matches(_ code: String, _ planned: String) -> Bool {
        code == planned || withoutClosingPunctuation(code).elementsEqual(withoutClosingPunctuation(planned))
    }

    private static let closing: Set<Unicode.Scalar> = [".", "!", "\u{2026}", "\u{3002}", " "]

    private static func withoutClosingPunctuation(_ text: String) -> Substring.UnicodeScalarView {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, closing.contains(last) { scalars.removeLast() }
        return scalars
    }
}
