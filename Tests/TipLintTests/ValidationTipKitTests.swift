import XCTest

@testable import TipLint

/// Regressions found by running tiplint on public TipKit apps and on apps written blind against
/// a plan: minimal sources in our own shapes, and the exact findings of one rule.
final class ValidationTipKitTests: XCTestCase {
    private static let kettleTips = """
        import TipKit

        struct BoilTip: Tip {
            var title: Text { Text("Boil Water") }
        }

        struct PourTip: Tip {
            var title: Text { Text("Pour Slowly") }
        }
        """

    // MARK: Tips through a protocol that refines Tip

    /// A design system's `protocol KettleTip: Tip` is not a tip itself; the types conforming to it
    /// are, in its file or another one; a `…Tip` protocol that does not refine `Tip` makes no tip.
    func testTypesConformingToAProtocolThatRefinesTipAreTips() {
        let files = TipKitTest.files(TipNeverDisplayedPinnedExamples.protocolRefiningTip)
        // Which of them go undisplayed: pinned in TipNeverDisplayedPinnedExamples.
        XCTAssertEqual(TipKitTest.model(files).tips.map(\.name), ["FillTip", "DescaleTip"])
    }

    /// The tip's members in one file and its conformance in another: one tip with all its copy.
    func testATipsMembersAndItsConformanceInDifferentFilesMakeOneTip() {
        let members = """
            import SwiftUI

            struct DescaleTip {
                var title: Text { Text("Descale Monthly") }
                var message: Text { Text("Hard water leaves scale") }
                var asset: Image { Image(systemName: "drop") }
            }

            struct Brochure {
                var title: String
                var asset: Image
            }
            """
        let conformance = """
            import TipKit

            extension DescaleTip: Tip {}
            """
        let files = [("Kettle/DescaleTip.swift", members), ("Kettle/DescaleTip+Tip.swift", conformance)]
        let tips = TipKitTest.model(files).tips
        XCTAssertEqual(
            tips.map { "\($0.name) \($0.title?.text ?? "-") @\($0.location.file):\($0.location.line)" },
            ["DescaleTip Descale Monthly @Kettle/DescaleTip+Tip.swift:3"])
        XCTAssertEqual(
            TipKitTest.summary(OptionalRequirementTypeRule(), files),
            [ExpectedFinding("optional_requirement_type", "Kettle/DescaleTip.swift", 5)])
        XCTAssertEqual(TipKitTest.summary(BetaAPIRule(), files), [])
    }

    // MARK: Tips held by properties declared in another file

    /// A view model declares the tip; a view in another file shows and retires it through the model.
    func testATipShownThroughAnotherFilesPropertyIsDisplayedAndRetired() {
        let files = TipKitTest.files(TipNeverDisplayedPinnedExamples.throughAnotherFilesModel)
        // Displayed: pinned in TipNeverDisplayedPinnedExamples.
        XCTAssertEqual(
            TipKitTest.summary(TipNeverInvalidatedRule(), files),
            [ExpectedFinding("tip_never_invalidated", "Kettle/KettleTips.swift", 7)])
    }

    /// A UIKit controller declares its tip in its main file and presents it from an extension.
    func testAControllerExtensionShowsTheTipItsMainFileDeclares() {
        let files = TipKitTest.files(TipNeverDisplayedPinnedExamples.controllerExtension)
        // Both are displayed: pinned in TipNeverDisplayedPinnedExamples.
        XCTAssertEqual(TipKitTest.model(files).invalidations.map { $0.tipType ?? "-" }, ["PourTip"])
    }

    /// Some apps name their types in lowerCamelCase: `gaugeHelpTip()` constructs the tip.
    func testALowercaseTipTypeIsDisplayedAndRetiredWhereItIsConstructed() {
        let files = TipKitTest.files(TipNeverDisplayedPinnedExamples.lowercaseTipConstructed)
        // Displayed there too: pinned in TipNeverDisplayedPinnedExamples.
        XCTAssertEqual(TipKitTest.summary(TipNeverInvalidatedRule(), files), [])
    }

    // MARK: Tips passed to a wrapper that displays them

    /// Apps that still support iOS 16 wrap `.popoverTip` in a helper; the tip a caller passes is
    /// displayed at the call: a View extension method, a generic modifier, an `any Tip` parameter.
    func testATipPassedToADisplayWrapperIsDisplayedAtTheCall() {
        let files = TipKitTest.files(TipNeverDisplayedPinnedExamples.displayWrappers)
        // Displayed: pinned in TipNeverDisplayedPinnedExamples.
        let shown = TipKitTest.model(files).displaySites.filter { $0.location.file == "Kettle/KettleView.swift" }
        XCTAssertEqual(
            shown.map { "\($0.tipType ?? "-")@\($0.location.line):\($0.location.column)" },
            ["BoilTip@7:44", "PourTip@8:54", "SteepTip@9:39"])
    }

    /// A keyword as an argument label (`for`, `while`) starts no statement: the function keeps its body.
    func testAKeywordArgumentLabelDoesNotHideTheFunctionBody() {
        let source = """
            import TipKit

            enum KettleLog {
                static func record(for kettle: Kettle, while busy: Bool) {
                    BoilTip.boiled.donate()
                }
            }
            """
        let donations = TipKitTest.facts(source).donations
        XCTAssertEqual(
            donations.map { "\($0.context.typeName ?? "-").\($0.context.functionName ?? "-")" }, ["KettleLog.record"])
    }

    /// The optional-modifier helper a plan may suggest: `.ifLet(cond ? tip : nil) { view, tip in
    /// view.popoverTip(tip) }` shows the tip it is handed, on the row the condition picks.
    func testATipHandedToAClosureIsDisplayedAndFollowsTheRowCondition() {
        let files = TipKitTest.files(TipNeverDisplayedPinnedExamples.tipHandedToAClosure)
        // Displayed: pinned in TipNeverDisplayedPinnedExamples.
        XCTAssertEqual(
            TipKitTest.summary(TipInLoopRule(), files), [ExpectedFinding("tip_in_loop", "Kettle/KettleRack.swift", 14)])
    }

    /// `if position == 0 { … .popoverTip(tip) }` in a row picks one row, as a ternary does; a
    /// condition that is not about the row does not.
    func testAPopoverUnderARowConditionIsOnOneRow() {
        let view = """
            import SwiftUI
            import TipKit

            struct KettleRack: View {
                let kettles: [Kettle]
                let isEditing: Bool
                private let boilTip = BoilTip()
                private let pourTip = PourTip()
                var body: some View {
                    ForEach(Array(kettles.enumerated()), id: \\.offset) { position, kettle in
                        if position == 0 {
                            KettleBadge(kettle).popoverTip(boilTip)
                        } else if isEditing {
                            KettleBadge(kettle).popoverTip(pourTip)
                        } else {
                            KettleBadge(kettle)
                        }
                    }
                }
            }
            """
        let files = [("Kettle/KettleTips.swift", Self.kettleTips), ("Kettle/KettleRack.swift", view)]
        XCTAssertEqual(
            TipKitTest.summary(TipInLoopRule(), files), [ExpectedFinding("tip_in_loop", "Kettle/KettleRack.swift", 14)])
    }

    /// `Tips.configure` for debug builds in one file and for release builds in another: one call per build.
    func testConfigureSplitBetweenDebugAndReleaseAcrossFilesRunsOncePerBuild() {
        let app = """
            import SwiftUI
            import TipKit

            @main
            struct KettleApp: App {
                init() {
                    #if DEBUG
                    try? Tips.configure([.displayFrequency(.immediate)])
                    #endif
                    KettleSetup.start()
                }
                var body: some Scene { WindowGroup { Text("Kettle") } }
            }
            """
        let setup = """
            import TipKit

            enum KettleSetup {
                static func start() {
                    #if !DEBUG
                    try? Tips.configure([.displayFrequency(.daily)])
                    #endif
                    try? Tips.configure()
                }
            }
            """
        let files = [("Kettle/KettleApp.swift", app), ("Kettle/KettleSetup.swift", setup)]
        // Reported where the App calls the helper holding the second call.
        XCTAssertEqual(
            TipKitTest.summary(ConfigureDuplicateRule(), files),
            [ExpectedFinding("configure_duplicate", "Kettle/KettleApp.swift", 10)])
    }

    // MARK: Events handed to a helper that donates them

    /// An app that supports iOS 16 funnels donations through a helper: the events its callers
    /// pass are donated, also through a helper of the helper; an event never passed is not.
    func testAnEventPassedToADonatingHelperIsDonated() {
        let tips = """
            import TipKit

            struct BrewTip: Tip {
                static let brewed = Tips.Event(id: "brewed")
                static let poured = Tips.Event(id: "poured")
                static let cleaned = Tips.Event(id: "cleaned")
                var title: Text { Text("Brew") }
                var rules: [Rule] {
                    #Rule(Self.brewed) { $0.donations.count == 0 }
                    #Rule(Self.poured) { $0.donations.count == 0 }
                    #Rule(Self.cleaned) { $0.donations.count == 0 }
                }
            }
            """
        let helper = """
            import TipKit

            enum KettleEvents {
                static func record(_ event: Tips.Event<Tips.EmptyDonation>) {
                    if #available(iOS 17, *) { Task { await event.donate() } }
                }
                static func recordLater(event: Tips.Event<Tips.EmptyDonation>) { record(event) }
            }
            """
        let view = """
            import SwiftUI

            struct BrewView: View {
                var body: some View {
                    Button("Brew") { KettleEvents.record(BrewTip.brewed) }
                    Button("Pour") { KettleEvents.recordLater(event: BrewTip.poured) }
                }
            }
            """
        let files = [
            ("Kettle/BrewTip.swift", tips), ("Kettle/KettleEvents.swift", helper), ("Kettle/BrewView.swift", view),
        ]
        XCTAssertEqual(
            TipKitTest.summary(EventNeverDonatedRule(), files),
            [ExpectedFinding("event_never_donated", "Kettle/BrewTip.swift", 6)])
    }

    // MARK: Resetting the datastore from a view

    private static let kettleApp = """
        import SwiftUI
        import TipKit

        @main
        struct KettleApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { KettleSettings() } }
        }
        """

    /// A settings screen resets tips from a button calling its own method, or from a change
    /// handler: both run after launch. The method's reset is reported at the button's call.
    func testAResetInAViewsMethodOrChangeHandlerRunsAfterLaunch() {
        let settings = """
            import SwiftUI
            import TipKit

            struct KettleSettings: View {
                @State private var replayTips = false
                var body: some View {
                    Form {
                        Button("Replay tips") { replayAll() }
                        Toggle("Replay on next change", isOn: $replayTips)
                    }
                    .onChange(of: replayTips) { try? Tips.resetDatastore() }
                    .onAppear { if CommandLine.arguments.contains("-fresh") { try? Tips.resetDatastore() } }
                }

                private func replayAll() {
                    try? Tips.resetDatastore()
                }
            }
            """
        let files = [("Kettle/KettleApp.swift", Self.kettleApp), ("Kettle/KettleSettings.swift", settings)]
        XCTAssertEqual(
            TipKitTest.summary(ResetAfterConfigureRule(), files),
            [
                ExpectedFinding("reset_after_configure", "Kettle/KettleSettings.swift", 8),
                ExpectedFinding("reset_after_configure", "Kettle/KettleSettings.swift", 11),
            ])
    }

    // MARK: Pre-release names from the 2023 session code

    /// `.donate(with:)` and a `DonationValue` donation type are beta names; the donation still counts.
    func testBetaDonationSpellingsAreReportedAndStillDonate() {
        let source = """
            import SwiftUI
            import TipKit

            struct SteepTip: Tip {
                static let steeped = Tips.Event<Steeping>(id: "steeped")
                var title: Text { Text("Steep Longer") }
                var rules: [Rule] { #Rule(Self.steeped) { $0.donations.count < 3 } }
            }

            extension SteepTip {
                struct Steeping: DonationValue { let minutes: Int }
            }

            struct TeaView: View {
                var body: some View {
                    Text("Tea").popoverTip(SteepTip())
                        .onAppear { SteepTip.steeped.donate(with: .init(minutes: 4)) }
                }
            }
            """
        let files = [("Tea/TeaView.swift", source)]
        XCTAssertEqual(
            TipKitTest.findings(BetaAPIRule(), files).map { "\($0.line):\($0.column) \($0.key)" },
            ["11:22 DonationValue", "17:41 .donate(with:)"])
        XCTAssertEqual(TipKitTest.summary(EventNeverDonatedRule(), files), [])
    }
}
