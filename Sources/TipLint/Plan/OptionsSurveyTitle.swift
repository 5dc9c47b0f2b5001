/// Whether a document's name says it weighs what could be done rather than planning it: an
/// analysis of opportunities, a list of ideas, research (real plans, round 11: `# iOS 26 Enhancement
/// Opportunities Analysis`, whose one TipKit option sketches a tip it rates low priority). Discovery
/// takes none of these for a plan unless its name is about tips; named with `--plan`, it is read.
enum OptionsSurveyTitle {
    /// Whether any of `names` (title, file name, folder) has a word of `surveyWords` and none of `planWords`.
    static func weighsOptions(_ names: [String]) -> Bool {
        let words = Set(PlanWords.nameWords(names))
        return !words.isDisjoint(with: surveyWords) && words.isDisjoint(with: planWords)
    }

    private static let surveyWords: Set<String> = [
        "analysis", "opportunities", "ideas", "brainstorm", "brainstorming", "research", "exploration",
        "evaluation", "survey", "investigation",
    ]
    /// A name that says plan as well (`Gap analysis and roadmap`) is a plan's.
    static let planWords: Set<String> = [
        "plan", "plans", "roadmap", "spec", "specification", "design", "todo", "backlog", "tasks", "implementation",
    ]
}
