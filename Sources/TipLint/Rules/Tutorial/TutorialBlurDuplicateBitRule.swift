struct TutorialBlurDuplicateBitRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_blur_duplicate_bit", severity: .error, system: .tutorialKit,
        summary: "two blur targets share a raw value",
        details: "`TutorialBlurTargets` is an `OptionSet`: each region needs its own bit. Two targets with one raw value are the same region, so a step that blurs one blurs the other too. Give each a distinct `1 << n`.",
        triggering: [
            RuleExample("""
                import TutorialKit

                extension TutorialBlurTargets {
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    static let panel = TutorialBlurTargets(rawValue: 1 << 1)
                    static let ↓logbook = TutorialBlurTargets(rawValue: 2)
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                import TutorialKit

                extension TutorialBlurTargets {
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    static let panel = TutorialBlurTargets(rawValue: 1 << 1)
                    static let all: TutorialBlurTargets = [.chart, .panel]
                    static let unknown = TutorialBlurTargets(rawValue: base)
                    static let alsoUnknown = TutorialBlurTargets(rawValue: base)
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let targets = context.model.tutorial.blurTargets.filter { $0.rawValue != nil }
        var findings: [Finding] = []
        for (value, group) in Dictionary(grouping: targets, by: { $0.rawValue! }) where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            let first = sorted[0]
            for target in sorted.dropFirst() where !target.branch.excludes(first.branch) {
                findings.append(finding(
                    "blur target .\(target.name) has raw value \(value), the same as .\(first.name) (\(TutorialTour.place(first.location))); blurring one blurs both",
                    at: target.location, key: target.name))
            }
        }
        return findings
    }
}
