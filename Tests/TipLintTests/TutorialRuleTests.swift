import XCTest

@testable import TipLint

/// Each TutorialKit rule on small projects: the exact findings, and the look-alikes it leaves alone.
final class TutorialRuleTests: XCTestCase {
    private let elements = """
        extension TutorialElement {
            static let chart = TutorialElement("Chart")
            static let dial = TutorialElement(id: "dial", label: "Turn me")
            static let picker = TutorialElement("Boat")
        }
        """

    private func steps(_ body: String) -> String {
        "struct Steps: TutorialStepProvider {\n    static var steps: [TutorialStep] { [\n\(body)\n    ] }\n}"
    }

    // MARK: tutorial_target_not_captured / tutorial_element_undeclared / tutorial_element_unused

    func testArrowTargets() {
        let files = [
            "Elements.swift": elements,
            "Steps.swift": steps(
                """
                        TutorialStep(title: "One", body: "b", arrows: [TutorialArrow(.chart), TutorialArrow(.dial)]),
                        TutorialStep(title: "Two", body: "b", supplementalArrows: [TutorialArrow(.picker), TutorialArrow(.ghost)]),
                """),
            "Views.swift": """
            struct V: View {
                var body: some View { Chart().captureTutorialFrame(.chart).overlay(Pick().captureTutorialFrame(.pickr)) }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialTargetNotCapturedRule(), files),
            [
                ExpectedFinding("tutorial_target_not_captured", "Steps.swift", 3),
                ExpectedFinding("tutorial_target_not_captured", "Steps.swift", 4),
            ])
        XCTAssertEqual(
            SourceProject.messages(of: TutorialTargetNotCapturedRule(), files),
            [
                "arrow in step 'One' targets .dial, but no view captures it with .captureTutorialFrame(.dial); the arrow has nothing to point at",
                "supplemental arrow in step 'Two' targets .picker, but no view captures it with .captureTutorialFrame(.picker); the arrow has nothing to point at",
            ])
        XCTAssertEqual(
            SourceProject.findings(of: TutorialElementUndeclaredRule(), files),
            [
                ExpectedFinding("tutorial_element_undeclared", "Steps.swift", 4),
                ExpectedFinding("tutorial_element_undeclared", "Views.swift", 2),
            ])
        XCTAssertEqual(SourceProject.findings(of: TutorialElementUnusedRule(), files), [])
    }

    func testUnusedElements() {
        let files = [
            "Elements.swift": elements,
            "Steps.swift": steps("        TutorialStep(title: \"One\", body: \"b\", arrows: [TutorialArrow(.chart)]),"),
            "Loose.swift": "let extra = [TutorialArrow(.picker, anchor: .top)]",
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialElementUnusedRule(), files),
            [ExpectedFinding("tutorial_element_unused", "Elements.swift", 3)]
        )
        var computed = files
        computed["More.swift"] = steps("        TutorialStep(title: \"Two\", body: \"b\", arrows: moreArrows),")
        XCTAssertEqual(SourceProject.findings(of: TutorialElementUnusedRule(), computed), [])
    }

    // MARK: tutorial_element_duplicate_id

    func testDuplicateElementIDs() {
        let files = [
            "Elements.swift": """
            extension TutorialElement {
                static let course = TutorialElement("Course")
                static let courseKnob = TutorialElement("Course")
                static let heading = TutorialElement(id: "Course", label: "Heading")
                static let other = TutorialElement(id: "other", label: "Course")
                #if os(iOS)
                static let speed = TutorialElement("Speed")
                #else
                static let speed = TutorialElement("Speed")
                #endif
            }
            """
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialElementDuplicateIDRule(), files),
            [
                ExpectedFinding("tutorial_element_duplicate_id", "Elements.swift", 3),
                ExpectedFinding("tutorial_element_duplicate_id", "Elements.swift", 4),
            ])
        XCTAssertEqual(
            SourceProject.messages(of: TutorialElementDuplicateIDRule(), files)[0],
            "tutorial element .courseKnob has id 'Course', the same as .course (Elements.swift:2); their frames overwrite each other"
        )
    }

    // MARK: triggers

    func testTriggersAndHandlers() {
        let files = [
            "Steps.swift": steps(
                """
                        TutorialStep(title: "One", body: "b", triggers: ["openSettings", "spinDial"]),
                        TutorialStep(title: "Two", body: "b", triggers: [Trigger.wave, "missing"]),
                """),
            "Views.swift": """
            struct V: View {
                var body: some View {
                    Button("S") {}
                        .tutorialTriggered("openSettings", isPresented: $show)
                        .tutorialAction("spinDial") { active in }
                        .tutorialAction(Trigger.wave) { active in }
                        .tutorialTriggered("showHelp", isPresented: $help)
                }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialTriggerUnhandledRule(), files),
            [ExpectedFinding("tutorial_trigger_unhandled", "Steps.swift", 4)])
        XCTAssertEqual(
            SourceProject.messages(of: TutorialTriggerUnhandledRule(), files),
            [
                "step 'Two' fires trigger \"missing\", but no view handles it with .tutorialTriggered(\"missing\", isPresented:) or .tutorialAction(\"missing\")"
            ])
        XCTAssertEqual(
            SourceProject.findings(of: TutorialTriggerUnusedRule(), files),
            [ExpectedFinding("tutorial_trigger_unused", "Views.swift", 7)])
        var computed = files
        computed["More.swift"] = steps("        TutorialStep(title: \"Three\", body: \"b\", triggers: extraTriggers),")
        XCTAssertEqual(SourceProject.findings(of: TutorialTriggerUnusedRule(), computed), [])
    }

    // MARK: blur targets

    func testDuplicateBlurBits() {
        let files = [
            "Blur.swift": """
            extension TutorialBlurTargets {
                static let map = TutorialBlurTargets(rawValue: 1 << 0)
                static let panel = TutorialBlurTargets(rawValue: 1 << 1)
                static let logbook = TutorialBlurTargets(rawValue: 2)
                static let all: TutorialBlurTargets = [.map, .panel]
                static let unknown = TutorialBlurTargets(rawValue: base)
                static let alsoUnknown = TutorialBlurTargets(rawValue: base)
            }
            """
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialBlurDuplicateBitRule(), files),
            [ExpectedFinding("tutorial_blur_duplicate_bit", "Blur.swift", 4)])
        XCTAssertEqual(
            SourceProject.messages(of: TutorialBlurDuplicateBitRule(), files),
            [
                "blur target .logbook has raw value 2, the same as .panel (Blur.swift:3); blurring one blurs both"
            ])
    }

    func testUnappliedBlurTargetsExpandCombinations() {
        let blur = """
            extension TutorialBlurTargets {
                static let map = TutorialBlurTargets(rawValue: 1 << 0)
                static let panel = TutorialBlurTargets(rawValue: 1 << 1)
                static let side = TutorialBlurTargets(rawValue: 1 << 2)
                static let all: TutorialBlurTargets = [.map, .panel, .side]
                static let pair: TutorialBlurTargets = [.map, .panel]
            }
            """
        let files = [
            "Blur.swift": blur,
            "Steps.swift": steps(
                """
                        TutorialStep(title: "One", body: "b", blurTargets: [.map, .side]),
                        TutorialStep(title: "Two", body: "b", blurTargets: .all),
                        TutorialStep(title: "Three", body: "b", blurTargets: .pair),
                """),
            "Views.swift":
                "struct V: View { var body: some View { HStack { Map().tutorialBlur(.map); Panel().tutorialBlur([.panel]) } } }",
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialBlurUnappliedRule(), files),
            [
                ExpectedFinding("tutorial_blur_unapplied", "Steps.swift", 3),
                ExpectedFinding("tutorial_blur_unapplied", "Steps.swift", 4),
            ])
        XCTAssertEqual(
            SourceProject.messages(of: TutorialBlurUnappliedRule(), files),
            [
                "step 'One' blurs .side, but no view is marked with .tutorialBlur(.side); nothing blurs",
                "step 'Two' blurs .all (.side), but no view is marked with .tutorialBlur(.side); nothing blurs",
            ])
        var marked = files
        marked["Side.swift"] = "struct S: View { var body: some View { Side().tutorialBlur(.all) } }"
        XCTAssertEqual(SourceProject.findings(of: TutorialBlurUnappliedRule(), marked), [])
    }

    // MARK: tutorial_overlay_missing

    private let supplementalStep = """
                TutorialStep(title: "Settings", body: "b", arrows: [TutorialArrow(.chart)], supplementalArrows: [TutorialArrow(.picker)], triggers: ["open"]),
        """

    func testOverlayMissingInAPresentedType() {
        let files = [
            "Steps.swift": steps(supplementalStep),
            "Panel.swift": """
            struct Panel: View {
                var body: some View {
                    Button("S") {}
                        .popover(isPresented: $show) {
                            Settings()
                        }
                        .sheet(isPresented: $help) { Help() }
                }
            }
            """,
            "Settings.swift": """
            struct Settings: View {
                var body: some View { Form { BoatRow() } }
            }
            struct BoatRow: View {
                var body: some View { Picker("Boat", selection: $boat) {}.captureTutorialFrame(.picker) }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialOverlayMissingRule(), files),
            [ExpectedFinding("tutorial_overlay_missing", "Panel.swift", 4)])
        XCTAssertEqual(
            SourceProject.messages(of: TutorialOverlayMissingRule(), files),
            [
                "the .popover of Settings holds .picker, targeted by supplemental arrows in step 'Settings' (Steps.swift:3), but its content lacks .tutorialOverlay(); those arrows are never drawn"
            ])
        var overlaidInClosure = files
        overlaidInClosure["Panel.swift"] = files["Panel.swift"]!.replacingOccurrences(
            of: "Settings()", with: "Settings().tutorialOverlay()")
        XCTAssertEqual(SourceProject.findings(of: TutorialOverlayMissingRule(), overlaidInClosure), [])
        var overlaidInType = files
        overlaidInType["Settings.swift"] = files["Settings.swift"]!.replacingOccurrences(
            of: "Form { BoatRow() }", with: "Form { BoatRow() }.tutorialOverlay()")
        XCTAssertEqual(SourceProject.findings(of: TutorialOverlayMissingRule(), overlaidInType), [])
    }

    func testOverlayMissingInlineInASheet() {
        let files = [
            "Steps.swift": steps(supplementalStep),
            "Panel.swift": """
            struct Panel: View {
                var body: some View {
                    Chart().captureTutorialFrame(.chart)
                        .sheet(isPresented: $show) {
                            Picker("Boat", selection: $boat) {}.captureTutorialFrame(.picker)
                        }
                        .fullScreenCover(isPresented: $cover) {
                            Picker("Boat", selection: $boat) {}.captureTutorialFrame(.picker)
                            .tutorialOverlay()
                        }
                }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialOverlayMissingRule(), files),
            [ExpectedFinding("tutorial_overlay_missing", "Panel.swift", 4)])
    }

    // MARK: tutorial_not_attached

    func testNotAttached() {
        let files = [
            "Steps.swift": steps("        TutorialStep(title: \"One\", body: \"b\"),"),
            "Overlay.swift": """
            struct CustomOverlay: TutorialOverlay {
                static var steps: [TutorialStep] { Steps.steps }
                var body: some View { EmptyView() }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TutorialNotAttachedRule(), files),
            [
                ExpectedFinding("tutorial_not_attached", "Overlay.swift", 1),
                ExpectedFinding("tutorial_not_attached", "Steps.swift", 1),
            ])
        XCTAssertEqual(
            SourceProject.messages(of: TutorialNotAttachedRule(), files),
            [
                "CustomOverlay is a TutorialOverlay but no .tutorial(...) modifier presents it; the tour never starts",
                "Steps defines tutorial steps but no .tutorial(...) modifier presents it; the tour never starts",
            ])
        var throughCustomOverlay = files
        throughCustomOverlay["Root.swift"] =
            "struct Root: View { var body: some View { Main().tutorial(CustomOverlay.self, isPresented: $show) } }"
        XCTAssertEqual(SourceProject.findings(of: TutorialNotAttachedRule(), throughCustomOverlay), [])
        var manual = files
        manual["Root.swift"] =
            "struct Root: View { var body: some View { Main().environment(\\.activeTutorialTriggers, current) } }"
        XCTAssertEqual(SourceProject.findings(of: TutorialNotAttachedRule(), manual), [])
    }
}
