/// A step whose name is a done word: `### J5 — Complete`, the last step of a journey (`J0 — Welcome`,
/// `J1 — Add keyboard`, …). Only a label stands before the dash, so the word is the step's title, not
/// a mark: a task marked done has a title of its own (`### Task 3 — Done`, `### 6. TipKit - DONE`).
enum LabelledStepName {
    /// Whether `plain` is a short label (one token with a digit, `J5`, `S2`, `4.1`), a dash or
    /// colon, and one word written as a name (`Complete`, not `COMPLETE`).
    static func isStepName(_ plain: String) -> Bool {
        let words = plain.split { $0 == " " || $0 == "\t" }
        guard let first = words.first, let name = words.last else { return false }
        switch words.count {
        case 2: return first.last == ":" && isLabel(first.dropLast()) && isWrittenAsName(name)
        case 3: return ["—", "–", "-", ":"].contains(words[1]) && isLabel(first) && isWrittenAsName(name)
        default: return false
        }
    }

    /// One token of letters, digits and dots, at most five characters, with a digit: `J5`, `A1`, `4.1`.
    private static func isLabel(_ token: Substring) -> Bool {
        token.count <= 5 && token.contains(where: \.isNumber)
            && token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." }
    }

    /// A capital letter, then only small letters.
    private static func isWrittenAsName(_ word: Substring) -> Bool {
        guard let first = word.first, first.isUppercase else { return false }
        return word.dropFirst().allSatisfy(\.isLowercase)
    }
}
