import XCTest

@testable import TipLint

/// Each TutorialKit recogniser on small sources: what it records, and what it must not.
final class TutorialExtractorTests: XCTestCase {
    private func tutorial(_ source: String, path: String = "A.swift") -> TutorialFacts {
        SourceProject.facts(source, path: path).tutorial
    }

    func testElementDeclarationsInEveryForm() {
        let facts = tutorial(
            """
            extension TutorialElement {
                static let chart = TutorialElement("Nautical Chart")
                static let dial = TutorialElement(
                    id: "headingDial",
                    label: "Turn the dial"
                )
                static let knob: TutorialElement = .init("Knob")
                static let lever = Self(id: "lever", label: "Pull")
                static var computed: TutorialElement { TutorialElement("Not stored") }
            }
            enum Tour {
                static let sail = TutorialElement("Sail")
            }
            func make() { let local = TutorialElement("Local") }
            """)
        XCTAssertEqual(
            facts.elements.map {
                "\($0.owner ?? "-") \($0.name) \($0.id?.text ?? "-") \($0.label?.text ?? "-") \($0.location.line)"
            },
            [
                "TutorialElement chart Nautical Chart Nautical Chart 2",
                "TutorialElement dial headingDial Turn the dial 3",
                "TutorialElement knob Knob Knob 7",
                "TutorialElement lever lever Pull 8",
                "Tour sail Sail Sail 12",
            ])
    }

    func testBlurTargetsAndTheirRawValues() {
        let facts = tutorial(
            """
            extension TutorialBlurTargets {
                static let map = TutorialBlurTargets(rawValue: 1 << 0)
                static let panel = TutorialBlurTargets(rawValue: (1 << 3))
                static let hex = TutorialBlurTargets(rawValue: 0x10)
                static let binary = Self(rawValue: 0b1_00)
                static let both = TutorialBlurTargets(rawValue: 1 << 5 | 1 << 6)
                static let dynamic = TutorialBlurTargets(rawValue: base << 1)
                static let all: TutorialBlurTargets = [.map, .panel]
            }
            """)
        XCTAssertEqual(
            facts.blurTargets.map { "\($0.name) \($0.rawValue.map(String.init) ?? "nil") \($0.rawValueText ?? "-")" },
            [
                "map 1 1 << 0", "panel 8 (1 << 3)", "hex 16 0x10", "binary 4 0b1_00", "both 96 1 << 5 | 1 << 6",
                "dynamic nil base << 1", "all nil -",
            ])
        XCTAssertEqual(facts.blurTargets.last?.members, ["map", "panel"])
        XCTAssertEqual(facts.blurTargets.last?.isCombination, true)
    }

    func testModifiers() {
        let facts = tutorial(
            """
            struct Panel: View {
                var body: some View {
                    VStack {
                        Dial().captureTutorialFrame(.dial)
                        Chart().captureTutorialFrame(Tour.sail).tutorialBlur([.map, .panel])
                        Row().captureTutorialFrame(row.element)
                        Button("S") {}
                            .popover(isPresented: $show) {
                                Settings().captureTutorialFrame(.picker).tutorialOverlay()
                            }
                            .tutorialTriggered("openSettings", isPresented: $show)
                            .tutorialAction("spin") { active in }
                            .tutorialBlur(.panel)
                    }
                }
            }
            """)
        XCTAssertEqual(
            facts.captures.map {
                "\($0.reference.qualifier ?? "-") \($0.reference.name ?? "-") \($0.reference.text) \($0.location.line)"
            },
            [
                "- dial .dial 4", "Tour sail Tour.sail 5", "- - row.element 6", "- picker .picker 9",
            ])
        XCTAssertEqual(facts.captures.map { $0.presentation != nil }, [false, false, false, true])
        XCTAssertEqual(facts.overlays.map(\.presentation), [facts.captures[3].presentation])
        XCTAssertEqual(
            facts.blurMarks.map { "\($0.reference.name!) \($0.location.line)" }, ["map 5", "panel 5", "panel 13"])
        XCTAssertEqual(
            facts.handlers.map { "\($0.kind.rawValue) \($0.trigger.text) \($0.binding ?? "-") \($0.location.line)" },
            [
                "tutorialTriggered openSettings $show 11", "tutorialAction spin - 12",
            ])
        XCTAssertEqual(facts.captures[0].context.typeName, "Panel")
    }

    func testStepsAcrossLinesWithArrowsBlurTargetsAndTriggers() {
        let facts = tutorial(
            """
            struct Steps: TutorialStepProvider {
                static var steps: [TutorialStep] { [
                    TutorialStep(title: "Welcome", body: "Hi", blurTargets: .map),
                    TutorialStep(
                        title: "Settings",
                        body: "Configure",
                        arrows: [
                            TutorialArrow(.preferencesButton, anchor: .bottom),
                            // TutorialArrow(.oldButton, anchor: .top),
                            .init(.gear, anchor: .top)
                        ],
                        blurTargets: [.map, TutorialBlurTargets.panel],
                        supplementalArrows: [TutorialArrow(.picker, anchor: .top, length: 25)],
                        triggers: ["openPreferences", Trigger.spin]
                    ),
                    TutorialStep(title: dynamicTitle, body: "x", arrows: extraArrows, triggers: names),
                ] }
            }
            let spare = TutorialArrow(.spare, anchor: .top)
            """)
        XCTAssertEqual(
            facts.steps.map { "\($0.title?.text ?? "-") \($0.location.line)" },
            [
                "Welcome 3", "Settings 4", "dynamicTitle 16",
            ])
        let settings = facts.steps[1]
        XCTAssertEqual(
            settings.arrows.map { "\($0.target.name!) \($0.location.line)" }, ["preferencesButton 8", "gear 10"])
        XCTAssertEqual(settings.supplementalArrows.map { $0.target.name! }, ["picker"])
        XCTAssertEqual(
            settings.blurTargets.map { "\($0.reference.qualifier ?? "-") \($0.reference.name!) \($0.location.line)" },
            [
                "- map 12", "TutorialBlurTargets panel 12",
            ])
        XCTAssertEqual(
            settings.triggers.map { "\($0.text) \($0.isLiteral) \($0.location.line)" },
            [
                "openPreferences true 14", "Trigger.spin false 14",
            ])
        XCTAssertEqual(settings.computedArguments, [])
        XCTAssertEqual(settings.owner, "Steps")
        XCTAssertEqual(facts.steps[0].blurTargets.map { $0.reference.name! }, ["map"])
        XCTAssertEqual(facts.steps[2].computedArguments, ["arrows", "triggers"])
        XCTAssertEqual(facts.looseArrows.map { "\($0.target.name!) \($0.location.line)" }, ["spare 19"])
    }

    func testCustomStepTypesAndConformers() {
        let facts = tutorial(
            """
            struct ConfettiStep: TutorialStepProviding {
                let title: String
                let arrows: [TutorialArrow]
                var triggers: [String] = []
                init(title: String, arrows: [TutorialArrow], triggers: [String] = []) {}
            }
            struct PartyOverlay: TutorialOverlay {
                static var steps: [ConfettiStep] { [
                    ConfettiStep(title: "Party", arrows: [TutorialArrow(.cake, anchor: .top)], triggers: ["pop"]),
                ] }
                var body: some View { TourCard(step: Self.steps[0]) }
            }
            extension LegacySteps: TutorialStepProvider {}
            """)
        XCTAssertEqual(
            facts.steps.map { "\($0.stepType) \($0.location.line) \($0.triggers.map(\.text))" },
            ["ConfettiStep 9 [\"pop\"]"])
        XCTAssertEqual(
            facts.conformers.map { "\($0.name) \($0.kinds.map(\.rawValue)) \($0.location.line)" },
            [
                "ConfettiStep [\"TutorialStepProviding\"] 1", "PartyOverlay [\"TutorialOverlay\"] 7",
                "LegacySteps [\"TutorialStepProvider\"] 13",
            ])
        XCTAssertTrue(facts.conformers[1].mentionedTypes.contains("ConfettiStep"))
    }

    func testAttachmentsAndManualInjection() {
        let facts = tutorial(
            """
            Main()
                .tutorial(DefaultTutorialOverlay<TourSteps>.self, isPresented: $show) { done() }
                .tutorial(PartyOverlay.self, isPresented: $party)
                .tutorial(chapter)
                .environment(\\.activeTutorialTriggers, triggers)
                .environment(\\.activeSupplementalArrows, arrows)
            """)
        XCTAssertEqual(
            facts.attachments.map { "\($0.overlay) \($0.typeNames) \($0.location.line)" },
            [
                "DefaultTutorialOverlay<TourSteps>.self [\"DefaultTutorialOverlay\", \"TourSteps\"] 2",
                "PartyOverlay.self [\"PartyOverlay\"] 3",
            ])
        XCTAssertEqual(facts.manualInjections.map(\.line), [5, 6])
    }

    func testCommentsAndStringsAreNotFacts() {
        let facts = tutorial(
            """
            // .captureTutorialFrame(.ghost)
            /* TutorialStep(title: "Old", arrows: [TutorialArrow(.gone)]) */
            let help = "Use .tutorialTriggered(\\"fake\\", isPresented:) and TutorialStep(title:)"
            """)
        XCTAssertTrue(facts.isEmpty)
    }

    func testTheLibrarysOwnSourcesAreSkipped() {
        let declaresType = tutorial(
            """
            public struct TutorialStep: TutorialStepProviding {
                public static let sample = TutorialStep(title: "Sample", arrows: [TutorialArrow(.sample)])
            }
            """)
        XCTAssertTrue(declaresType.isLibrarySource)
        XCTAssertTrue(declaresType.steps.isEmpty)
        let declaresModifier = tutorial(
            """
            public extension View {
                func captureTutorialFrame(_ element: TutorialElement) -> some View { modifier(FrameCapture(element: element)) }
                func mark() -> some View { captureTutorialFrame(.internalTarget).tutorialBlur(.all) }
            }
            """)
        XCTAssertTrue(declaresModifier.isLibrarySource)
        XCTAssertTrue(declaresModifier.blurMarks.isEmpty)
    }
}
