/// Whether a heading that is no task title (`### Task 3: …`) is a section marked done: a status
/// section (`## Done`, `## Completed`, `### ✅ Tips polish`), whose items are what is done. Not a
/// heading that reports a fixed bug (`### ✅ Shade tips bug — FIXED & VERIFIED`), which tells what
/// went wrong, nor a step named by the one word `Complete` (a journey's last step), nor a heading that
/// opens with a check mark in a document whose headings also open with a cross (`### ✅ Good examples`
/// beside `### ❌ Bad examples`): there the marks sort advice into do and don't, not work into done.
enum DoneHeading {
    static func marksSection(_ plain: String, crossesOpenHeadings: Bool) -> Bool {
        guard PlanText.marksDone(plain) else { return false }
        if crossesOpenHeadings && opensWith(PlanText.doneMarks, plain) { return false }
        let words = PlanWords.letters(in: plain.lowercasedByScalar)
        if words.count == 1 && words[0] == "complete" { return false }
        return !(words.contains { bugWords.contains(String($0)) } && words.contains { fixedWords.contains(String($0)) })
    }

    /// Whether some heading of `headings` opens with a cross mark (`❌ Don't`, `🚫 Avoid`).
    static func crossesOpen(_ headings: some Sequence<MarkdownHeading>) -> Bool {
        headings.contains { opensWith(crossMarks, MarkdownInline.plain($0.text)) }
    }

    private static func opensWith(_ marks: Set<Unicode.Scalar>, _ plain: String) -> Bool {
        plain.unicodeScalars.first { $0 != " " && $0 != "\u{FE0F}" }.map(marks.contains) ?? false
    }

    private static let crossMarks: Set<Unicode.Scalar> = [
        "\u{274C}", "\u{2716}", "\u{2717}", "\u{2718}", "\u{1F6AB}", "\u{26D4}",
    ]
    private static let bugWords: Set<String> = ["bug", "bugs", "crash", "crashes", "regression", "defect"]
    private static let fixedWords: Set<String> = ["fixed", "resolved"]
}
