/// Two texts of a tip's title or message are the same copy when they differ only in closing
/// punctuation or spaces, or in typography (a dash for a hyphen, curly for straight quotes): plans
/// and design tables often quote a message without its full stop or with an em dash the code types
/// as `-`, and a gate that reports that is noise (real plans, issue 20). Every copy comparison of the plan
/// reader and the plan checks goes through here.
enum PlannedCopy {
    static func matches(_ code: String, _ planned: String) -> Bool {
        code == planned || key(code) == key(planned)
    }

    /// How near two texts are, 0 to 1: the share of their words they have in common (twice the
    /// shared words over both counts), fillers left out. "Tap and hold for a countdown" and "Tap and
    /// hold for paused start" share two words of seven: 0.57.
    static func nearness(_ code: String, _ planned: String) -> Double {
        let (left, right) = (DescribedTipWords.words(code), DescribedTipWords.words(planned))
        guard !left.isEmpty, !right.isEmpty else { return 0 }
        return Double(2 * left.intersection(right).count) / Double(left.count + right.count)
    }

    /// A literal that reads as a localization key, not copy (`onboarding.tip.title`,
    /// `seed_tip_title`): no space, and a `.` or `_` between two letters. `Text("key")` shows the
    /// key's translation, so the plan's key says nothing of the copy.
    static func isLocalizationKey(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ isWordByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") })
        else { return false }
        return bytes.indices.dropFirst().dropLast().contains { index in
            (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "_")) && bytes[index - 1].isASCIILetter
                && bytes[index + 1].isASCIILetter
        }
    }

    /// Copy looked up in a strings table under a key that reads as one (`onboarding.tip.title`) that
    /// no table gives a value: what users read is unknown, so it is neither measured nor compared.
    static func isUnresolvedKey(_ copy: CopyText) -> Bool {
        copy.tableFile == nil && copy.tableKey.map(isLocalizationKey) == true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
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
