/// Two texts of a tip's title or message are the same copy when they differ only in closing
/// punctuation or spaces, or in typography (a dash for a hyphen, curly for straight quotes): plans
/// and design tables often quote a message without its full stop or with an em dash the code types
/// as `-`, and a gate that reports that is noise (real plans, issue 20). Every copy comparison of the plan
/// reader and the plan checks goes through here.
enum PlannedCopy {
    static func matches(_ code: String, _ planned: String) -> Bool {
        code == planned || key(code) == key(planned)
    }

    /// The text as compared: without its closing punctuation and spaces, dashes and quotes plain.
    static func key(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, closing.contains(last) { scalars.removeLast() }
        var plain = String.UnicodeScalarView()
        plain.append(contentsOf: scalars.map { typographic[$0] ?? $0 })
        return String(plain)
    }

    /// En and em dash, curly single and double quotes: as typed on a keyboard.
    private static let typographic: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{2013}": "-", "\u{2014}": "-", "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"",
    ]

    private static let closing: Set<Unicode.Scalar> = [".", "!", "\u{2026}", "\u{3002}", " "]
}
