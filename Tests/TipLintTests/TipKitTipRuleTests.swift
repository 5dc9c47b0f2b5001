import XCTest

@testable import TipLint

/// Rules about tips, events and parameters: each with a source that triggers
/// it (exact rule, file, line) and a near miss that does not.
final class TipKitTipRuleTests: XCTestCase {
    // MARK: optional_requirement_type

    func testOptionalRequirementType() {
        let tips = (
            path: "Tips.swift",
            source: """
            import TipKit

            struct CompassTip: Tip {
                var title: Text { Text("Compass") }
                var message: Text { Text("Calibrate it") }
                var image: Image { Image(systemName: "safari") }
            }
            struct MapTip: Tip {
                var title: Text { Text("Map") }
                var message: Text? { Text("Zoom in") }
                var image: Optional<Image> { Image(systemName: "map") }
            }
            """
        )
        let findings = TipKitTest.findings(OptionalRequirementTypeRule(), [tips])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init),
            [
                ExpectedFinding("optional_requirement_type", "Tips.swift", 5),
                ExpectedFinding("optional_requirement_type", "Tips.swift", 6),
            ])
        XCTAssertEqual(findings.map(\.key), ["CompassTip.message", "CompassTip.image"])
        XCTAssertTrue(findings[0].message.contains("`var message: Text?`"))
    }

    // MARK: event_never_donated

    private let eventTips = (
        path: "Tips.swift",
        source: """
        import TipKit

        struct SaveRouteTip: Tip {
            static let saved = Tips.Event(id: "route-saved")
            static let viewed = Tips.Event(id: "route-viewed")
            static let shared = Tips.Event(id: "route-shared")
            var title: Text { Text("Save") }
            var rules: [Rule] {
                #Rule(Self.saved) { $0.donations.count == 0 }
                #Rule(Self.viewed) { $0.donations.count >= 2 }
            }
        }
        """
    )

    func testEventNeverDonated() {
        let view = (
            path: "RouteView.swift",
            source: """
            import TipKit
            struct RouteView: View {
                var body: some View {
                    Button("Save") { Task { await SaveRouteTip.saved.donate() } }
                }
            }
            """
        )
        let findings = TipKitTest.findings(EventNeverDonatedRule(), [eventTips, view])
        XCTAssertEqual(findings.map(ExpectedFinding.init), [ExpectedFinding("event_never_donated", "Tips.swift", 5)])
        XCTAssertEqual(findings.first?.key, "SaveRouteTip.viewed")
        let donatingBoth = (
            path: "RouteView.swift",
            source: """
            import TipKit
            struct RouteView: View {
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .onAppear { SaveRouteTip.viewed.donate() }
                }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(EventNeverDonatedRule(), [eventTips, donatingBoth]), [])
    }

    // MARK: event_duplicate_id, tip_duplicate_id

    func testEventDuplicateID() {
        let events = (
            path: "Events.swift",
            source: """
            import TipKit
            enum TrailEvents {
                static let opened = Tips.Event(id: "trail-opened")
                static let closed = Tips.Event(id: "trail-closed")
            }
            """
        )
        let more = (
            path: "More.swift",
            source: """
            import TipKit
            struct MapTip: Tip {
                static let opened = Tips.Event(id: "trail-opened")
                #if os(iOS)
                static let zoomed = Tips.Event(id: "map-zoomed")
                #else
                static let zoomed = Tips.Event(id: "map-zoomed")
                #endif
                var title: Text { Text("Map") }
            }
            """
        )
        let findings = TipKitTest.findings(EventDuplicateIDRule(), [events, more])
        XCTAssertEqual(findings.map(ExpectedFinding.init), [ExpectedFinding("event_duplicate_id", "More.swift", 3)])
        XCTAssertEqual(findings.first?.key, "trail-opened")
    }

    func testTipDuplicateID() {
        let tips = (
            path: "Tips.swift",
            source: """
            import TipKit
            enum Home { struct FavoriteTip: Tip { var title: Text { Text("Favorite") } } }
            enum Detail { struct FavoriteTip: Tip { var title: Text { Text("Favorite") } } }
            struct StarTip: Tip {
                var id: String { "FavoriteTip" }
                var title: Text { Text("Star") }
            }
            struct OtherTip: Tip {
                var id: String { "other" }
                var title: Text { Text("Other") }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipDuplicateIDRule(), [tips]),
            [
                ExpectedFinding("tip_duplicate_id", "Tips.swift", 3),
                ExpectedFinding("tip_duplicate_id", "Tips.swift", 4),
            ])
        let distinct = (
            path: "Tips.swift",
            source: """
            import TipKit
            enum Home { struct FavoriteTip: Tip { var title: Text { Text("Favorite") } } }
            enum Detail {
                struct FavoriteTip: Tip {
                    var id: String { "detail-favorite" }
                    var title: Text { Text("Favorite") }
                }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(TipDuplicateIDRule(), [distinct]), [])
    }

    // MARK: tip_never_displayed, tip_never_invalidated

    func testTipNeverDisplayedAndNeverInvalidated() {
        let tips = (
            path: "Tips.swift",
            source: """
            import TipKit
            struct SaveRouteTip: Tip {
                static let saved = Tips.Event(id: "route-saved")
                var title: Text { Text("Save") }
                var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
            }
            struct CompassTip: Tip { var title: Text { Text("Compass") } }
            struct MapTip: Tip { var title: Text { Text("Map") } }
            struct LayersTip: Tip {
                var title: Text { Text("Layers") }
                var options: [any TipOption] { Tips.MaxDisplayCount(3) }
            }
            struct WeatherTip: Tip { var title: Text { Text("Weather") } }
            """
        )
        let view = (
            path: "RouteView.swift",
            source: """
            import TipKit
            struct RouteView: View {
                private let saveTip = SaveRouteTip()
                @State private var compassTip = CompassTip()
                let weatherTip = WeatherTip()
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .popoverTip(saveTip)
                    Image(systemName: "safari").onTapGesture { recenter() }.popoverTip(compassTip)
                    Text("Map").popoverTip(MapTip())
                    TipView(LayersTip())
                    Button("Weather") { weatherTip.invalidate(reason: .actionPerformed) }
                        .popoverTip(weatherTip)
                }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(TipNeverDisplayedRule(), [tips, view]), [])
        // The compass popover is on a tappable view and nothing retires it; the map popover is on a
        // plain text (informational), the layers tip inline and capped, the others retired by their controls.
        XCTAssertEqual(
            TipKitTest.summary(TipNeverInvalidatedRule(), [tips, view]),
            [ExpectedFinding("tip_never_invalidated", "Tips.swift", 7)])
    }

    // MARK: tip_in_loop

    func testTipInLoop() {
        let view = (
            path: "FacesView.swift",
            source: """
            import TipKit
            struct FacesView: View {
                private let labelTip = LabelFaceTip()
                var body: some View {
                    ForEach(faces) { face in
                        FaceBox(face)
                            .popoverTip(labelTip)
                    }
                    ForEach(Array(faces.enumerated()), id: \\.offset) { index, face in
                        FaceBox(face)
                            .popoverTip(index == 0 ? labelTip : nil)
                    }
                    List {
                        Text("Help").popoverTip(labelTip)
                    }
                }
            }
            """
        )
        let findings = TipKitTest.findings(TipInLoopRule(), [view])
        XCTAssertEqual(findings.map(ExpectedFinding.init), [ExpectedFinding("tip_in_loop", "FacesView.swift", 7)])
        XCTAssertEqual(findings.first?.key, "LabelFaceTip")
    }

    // MARK: parameter_never_set, rule_parameter_missing_dollar

    func testParameterNeverSetAndMissingDollar() {
        let tips = (
            path: "Tips.swift",
            source: """
            import TipKit
            struct SyncTip: Tip {
                @Parameter static var isSignedIn: Bool = false
                @Parameter static var hasMaps: Bool = false
                @Parameter static var unused: Bool = false
                var title: Text { Text("Sync") }
                var rules: [Rule] {
                    #Rule(Self.$isSignedIn) { $0 == true }
                    #Rule(Self.hasMaps) { $0 == true }
                }
            }
            """
        )
        let account = (
            path: "Account.swift",
            source: """
            import TipKit
            func didSignIn() {
                SyncTip.isSignedIn = true
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(ParameterNeverSetRule(), [tips, account]), [])
        XCTAssertEqual(
            TipKitTest.summary(ParameterNeverSetRule(), [tips]),
            [ExpectedFinding("parameter_never_set", "Tips.swift", 3)])
        let findings = TipKitTest.findings(RuleParameterMissingDollarRule(), [tips, account])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("rule_parameter_missing_dollar", "Tips.swift", 9)])
        XCTAssertTrue(findings.first?.message.contains("#Rule(Self.$hasMaps)") ?? false)
    }

    // MARK: tip_copy_length

    func testSentencesOfTipCopy() {
        XCTAssertEqual(TipCopyLengthRule.sentenceCount("Wait... really? Yes."), 3)
        XCTAssertEqual(TipCopyLengthRule.sentenceCount("Version 2.5 is here"), 1)
    }
}
