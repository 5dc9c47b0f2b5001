/// Whether a heading that is no task title (`### Task 3: …`) is a section marked done: a status
/// section (`## Done`, `## Completed`, `### ✅ Tips polish`), whose items are what is done. Not a
/// heading that reports a fixed bug (`### ✅ Shade tips bug — FIXED & VERIFIED`), which tells what
/// went wrong, nor a step named by the one word `Complete` (a journey's last step).
enum DoneHeading {
    static func marksSection(_ plain: String) -> Bool {
        guard PlanText.marksDone(plain) else { return false }
        let words = PlanWords.letters(in: plain.lowercasedByScalar)
        if words.count == 1 && words[0] == "complete" { return false }
        return !(words.contains { bugWords.contains(String($0)) } && words.contains { fixedWords.contains(String($0)) })
    }

    private static let bugWords: Set<String> = ["bug", "bugs", "crash", "crashes", "regression", "defect"]
    private static let fixedWords: Set<String> = ["fixed", "resolved"]
}
