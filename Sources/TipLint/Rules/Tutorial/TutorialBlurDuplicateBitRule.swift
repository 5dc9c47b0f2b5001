struct TutorialBlurDuplicateBitRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_blur_duplicate_bit", severity: .error, system: .tutorialKit,
        summary: "two blur targets share a raw value",
        details:
            "`TutorialBlurTargets` is an `OptionSet`: each region needs its own bit. Two targets with one raw value are the same region, so a step that blurs one blurs the other too. Give each a distinct `1 << n`.",
        triggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialBlurTargets {
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    static let panel = TutorialBlurTargets(rawValue: 1 << 1)
                    static let ↓logbook = TutorialBlurTargets(rawValue: 2)
                }
                """),
            // `#if` groups are numbered per file: the `#else` here and the `#if` there build together on iOS.
            RuleExample(files: [
                "Chart.swift": """
                import TutorialKit

                extension TutorialBlurTargets {
                    #if os(macOS)
                    static let sidebar = TutorialBlurTargets(rawValue: 1 << 3)
                    #else
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    #endif
                }
                """,
                "Log.swift": """
                import TutorialKit

                extension TutorialBlurTargets {
                    #if os(iOS)
                    static let ↓logbook = TutorialBlurTargets(rawValue: 1)
                    #endif
                }
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialBlurTargets {
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    static let panel = TutorialBlurTargets(rawValue: 1 << 1)
                    static let all: TutorialBlurTargets = [.chart, .panel]
                    static let unknown = TutorialBlurTargets(rawValue: base)
                    static let alsoUnknown = TutorialBlurTargets(rawValue: base)
                }
                """),
            // Different clauses of one `#if`, and a debug-only target against a release-only one in another file.
            RuleExample(files: [
                "Chart.swift": """
                import TutorialKit

                extension TutorialBlurTargets {
                    #if os(macOS)
                    static let sidebar = TutorialBlurTargets(rawValue: 1 << 0)
                    #else
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    #endif
                    #if DEBUG
                    static let debugPanel = TutorialBlurTargets(rawValue: 1 << 1)
                    #endif
                }
                """,
                "Log.swift": """
                import TutorialKit

                extension TutorialBlurTargets {
                    #if canImport(UIKit)
                    static let keyboard = TutorialBlurTargets(rawValue: 1 << 2)
                    #endif
                    #if !DEBUG
                    static let logbook = TutorialBlurTargets(rawValue: 1 << 1)
                    #endif
                }
                """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let targets = context.tutorial.facts.blurTargets.filter { $0.rawValue != nil }
        var findings: [Finding] = []
        for (value, group) in Dictionary(grouping: targets, by: { $0.rawValue! }) where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            for (position, target) in sorted.enumerated() {
                guard
                    let first = sorted[..<position].first(where: {
                        BranchPath.canBuildTogether($0.location, $0.branch, target.location, target.branch)
                    })
                else { continue }
                findings.append(
                    finding(
                        "blur target .\(target.name) has raw value \(value), the same as .\(first.name) (\(first.location.citation)); blurring one blurs both",
                        at: target.location, key: target.name))
            }
        }
        return findings
    }
}
