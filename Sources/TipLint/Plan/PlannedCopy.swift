/// Two texts of a tip's title or message are the same copy when they differ only in closing
/// punctuation or spaces: plans and design tables often quote a message without its full stop, and
/// a gate that reports that is noise (real plans, issue 20). Every copy comparison of the plan
/// reader and the plan checks goes through here.
enum PlannedCopy {
    static func matches(_ code: String, _ planned: String) -> Bool {
        code == planned || key(code) == key(planned)
    }

    /// The text as compared: without its closing punctuation and spaces.
    static func key(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, closing.contains(last) { scalars.removeLast() }
        return String(scalars)
    }

    private static let closing: Set<Unicode.Scalar> = [".", "!", "\u{2026}", "\u{3002}", " "]
}
