/// "Did you mean …?" for misspelt options, rule ids and config keys.
public enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a typo.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(word.unicodeScalars), Array(candidate.unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// SwiftLint's options that tiplint spells differently, to what tiplint calls them.
    static let swiftLintOptions: [String: String] = [
        "--reporter": "--format", "-q": "--quiet", "--autocorrect": "--fix", "--path": "a PATH argument",
    ]

    /// `; did you mean '--format'? (SwiftLint's --reporter)` for an option
    /// spelt as SwiftLint does, or nothing.
    public static func swiftLintHint(for option: String) -> String? {
        guard let equivalent = swiftLintOptions[option] else { return nil }
        let named = equivalent.hasPrefix("-") ? "'\(equivalent)'" : equivalent
        return "; did you mean \(named)? (tiplint's name for SwiftLint's \(option))"
    }

    /// Words typed as a command that tiplint spells as an option (SwiftLint's
    /// `swiftlint version`, `autocorrect`), to that option.
    static let commandWords: [String: String] = [
        "version": "--version", "help": "--help", "autocorrect": "--fix", "fix": "--fix",
    ]

    /// `; did you mean 'tiplint --version'?` for a PATH that does not exist
    /// and reads as a command: a word tiplint spells as an option, or a
    /// misspelt command; else the list of commands, or nothing.
    static func commandHint(for word: String, commands: [String]) -> String {
        let looksLikeCommand = !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
        guard looksLikeCommand, !commands.isEmpty else { return "" }
        if let option = commandWords[word] { return "; did you mean 'tiplint \(option)'?" }
        if let command = closest(to: word, among: commands) { return "; did you mean 'tiplint \(command)'?" }
        return " (and not a command: the commands are \(commands.joined(separator: ", ")))"
    }

    /// `; did you mean 'x'?`, or nothing.
    public static func hint(for word: String, among candidates: some Sequence<String>, quote: String = "'") -> String {
        closest(to: word, among: candidates).map { "; did you mean \(quote)\($0)\(quote)?" } ?? ""
    }

    /// Levenshtein distance.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
