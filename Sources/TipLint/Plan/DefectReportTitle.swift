/// Whether a document's name says it reports a defect of what exists rather than planning what to
/// build: a bug analysis, a fix or correction note, a post-mortem (real plans, round 37: a TipKit bug
/// analysis repeats the tips' code and sites as they are, and proposes a fix). Its tips and sites are
/// the code's own, so discovery takes none of these for a plan, even when its name is about tips;
/// named with `--plan`, it is read.
enum DefectReportTitle {
    /// Whether the document's title, else its file and folder names (`names`), has a word of `defectWords` or
    /// says "root cause", and no word of `OptionsSurveyTitle.planWords` (`# Tip display fix plan` plans the fix).
    /// A title that says either decides: `docs/plan.md` titled `# TipKit bug analysis` reports a defect.
    static func reportsDefect(title: String?, names: [String]) -> Bool {
        if let title, let verdict = verdict(of: [title]) { return verdict }
        return verdict(of: names) ?? false
    }

    /// Whether `names` report a defect (true), plan (false), or say neither (nil).
    private static func verdict(of names: [String]) -> Bool? {
        let words = names.map { PlanWords.letters(in: $0.lowercasedByScalar).map(String.init) }
        let all = Set(words.joined())
        if !all.isDisjoint(with: OptionsSurveyTitle.planWords) { return false }
        let defect =
            !all.isDisjoint(with: defectWords)
            || words.contains { zip($0, $0.dropFirst()).contains { $0 == "root" && $1 == "cause" } }
        return defect ? true : nil
    }

    private static let defectWords: Set<String> = [
        "bug", "bugs", "bugfix", "bugfixes", "fix", "fixes", "hotfix", "correction", "corrections", "postmortem",
        "troubleshooting", "debugging", "diagnosis", "regression", "incident",
    ]
}
