/// Whether a heading that is no task title (`### Task 3: …`) is a section marked done: a status
/// section (`## Done`, `## Completed`, `### ✅ Tips polish`), whose items are what is done. Not a
/// heading that reports a fixed bug (`### ✅ Shade tips bug — FIXED & VERIFIED`), which tells what
/// went wrong, nor a step named by the one word `Complete` (a journey's last step), nor a heading that
/// opens with a check mark in a document whose headings also open with a cross (`### ✅ Good examples`
/// beside `### ❌ Bad examples`): there the marks sort advice into do and don't, not work into done; nor
/// one whose opening check mark heads checks to make, not work made (`## ✅ Acceptance criteria`, `## ✅
/// Verification`, `## ✅ Pre-launch checklist`, `## ✅ 验收和交付`) when it says nothing is done.
enum DoneHeading {
    static func marksSection(_ plain: String, crossesOpenHeadings: Bool) -> Bool {
        guard PlanText.marksDone(plain) else { return false }
        let words = PlanWords.letters(in: plain.lowercasedByScalar)
        if opensWith(PlanText.doneMarks, plain) {
            if crossesOpenHeadings { return false }
            let headsChecks = says(words, checkWords, orWithoutSpaces: checkWordsWithoutSpaces)
            if headsChecks && !says(words, doneWords, orWithoutSpaces: doneWordsWithoutSpaces) { return false }
        }
        if words.count == 1 && words[0] == "complete" { return false }
        return !(words.contains { bugWords.contains(String($0)) } && words.contains { fixedWords.contains(String($0)) })
    }

    /// Whether some heading of `headings` opens with a cross mark (`❌ Don't`, `🚫 Avoid`).
    static func crossesOpen(_ headings: some Sequence<MarkdownHeading>) -> Bool {
        headings.contains { opensWith(crossMarks, MarkdownInline.plain($0.text)) }
    }

    /// Whether one of `words` is one of `spaced`, or holds one of `unspaced` (languages written without spaces).
    private static func says(_ words: [Substring], _ spaced: Set<String>, orWithoutSpaces unspaced: [String]) -> Bool {
        words.contains { word in spaced.contains(String(word)) || unspaced.contains { word.containsLiterally($0) } }
    }

    private static func opensWith(_ marks: Set<Unicode.Scalar>, _ plain: String) -> Bool {
        plain.unicodeScalars.first { $0 != " " && $0 != "\u{FE0F}" }.map(marks.contains) ?? false
    }

    private static let crossMarks: Set<Unicode.Scalar> = [
        "\u{274C}", "\u{2716}", "\u{2717}", "\u{2718}", "\u{1F6AB}", "\u{26D4}",
    ]
    /// Words of a section of checks: criteria, a checklist, verification, tests, expected results.
    private static let checkWords: Set<String> = [
        "acceptance", "criteria", "checklist", "check", "checks", "verify", "verification", "verifying", "testing",
        "tests", "expected", "findings",
    ]
    /// The same in languages written without spaces (Chinese, Japanese): acceptance, checking, testing, verifying.
    private static let checkWordsWithoutSpaces = ["验收", "检查", "测试", "验证", "検証", "確認", "テスト"]
    /// Words saying the work is done, which keep a section of checks done (`## ✅ Verification complete`).
    private static let doneWords: Set<String> = [
        "done", "complete", "completed", "finished", "passed", "pass", "passes", "verified", "implemented", "added",
        "shipped", "merged",
    ]
    /// The same in languages written without spaces, and Korean's: implemented, complete, passed.
    private static let doneWordsWithoutSpaces = ["已实现", "已完成", "完成", "通过", "完了", "済み", "완료"]
    private static let bugWords: Set<String> = ["bug", "bugs", "crash", "crashes", "regression", "defect"]
    private static let fixedWords: Set<String> = ["fixed", "resolved"]
}
