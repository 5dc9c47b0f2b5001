import XCTest

@testable import TipLint

/// Issue 14 item 4: `tip_never_invalidated` reports a popover on a control that nothing retires,
/// and nothing else: a parameter its rule reads and code sets, `invalidate` through a helper, a
/// presenter or a `TipViewStyle`, a display cap, or an informational tip all stay quiet.
final class TipRetirementTests: XCTestCase {
    private static let tips = (
        path: "Kiln/Tips.swift",
        source: """
        import TipKit

        struct GlazeTip: Tip {
            @Parameter static var hasGlazed: Bool = false
            var title: Text { Text("Glaze it") }
            var rules: [Rule] { #Rule(Self.$hasGlazed) { $0 == false } }
        }
        struct FireTip: Tip { var title: Text { Text("Fire it") } }
        struct ShelfTip: Tip { var title: Text { Text("Shelve it") } }
        struct CoolTip: Tip {
            var title: Text { Text("Let it cool") }
            var options: [any TipOption] { Tips.MaxDisplayCount(2) }
        }
        struct WedgeTip: Tip { var title: Text { Text("Wedge the clay") } }
        struct TrimTip: Tip { var title: Text { Text("Trim the foot") } }
        struct NoteTip: Tip { var title: Text { Text("Kilns run hot") } }
        """
    )

    private static let helpers = (
        path: "Kiln/TipCenter.swift",
        source: """
        import TipKit

        enum TipCenter {
            static func done(_ tip: some Tip) { retire(tip) }
            static func retire(_ tip: any Tip) { tip.invalidate(reason: .actionPerformed) }
        }

        final class TipPresenter {
            private let tip: any Tip
            init(tip: any Tip) { self.tip = tip }
            func finish() { tip.invalidate(reason: .actionPerformed) }
        }
        """
    )

    private static let view = (
        path: "Kiln/StudioView.swift",
        source: """
        import SwiftUI
        import TipKit

        struct StudioView: View {
            private let fireTip = FireTip()
            private let presenter = TipPresenter(tip: ShelfTip())
            var body: some View {
                Button("Glaze") { GlazeTip.hasGlazed = true }.popoverTip(GlazeTip())
                Button("Fire") { TipCenter.done(fireTip) }.popoverTip(fireTip)
                Toggle("Shelf", isOn: .constant(true)).popoverTip(ShelfTip())
                Button("Cool") { }.popoverTip(CoolTip())
                Image(systemName: "hand.raised").onTapGesture { }.popoverTip(WedgeTip())
                Menu("Trim") { Button("Foot") { } }.popoverTip(TrimTip())
                Text("Hot").popoverTip(NoteTip())
            }
        }
        """
    )

    func testOnlyPopoversOnControlsThatNothingRetiresAreReported() {
        let findings = TipKitTest.findings(TipNeverInvalidatedRule(), [Self.tips, Self.helpers, Self.view])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["Kiln/Tips.swift:14", "Kiln/Tips.swift:15"])
        XCTAssertEqual(
            findings.map { $0.related.map { "\($0.file):\($0.line):\($0.column)" } },
            [["Kiln/StudioView.swift:12:58"], ["Kiln/StudioView.swift:13:44"]])
        let sites = TipKitTest.model([Self.tips, Self.helpers, Self.view]).displaySites
        XCTAssertEqual(
            sites.filter(\.anchorsControl).compactMap(\.tipType),
            ["GlazeTip", "FireTip", "ShelfTip", "CoolTip", "WedgeTip", "TrimTip"])
    }

    /// The presenter stores the tip it is given and invalidates it: ShelfTip is retired where it is
    /// handed over; FireTip through a chain of two helpers.
    /// A fuzz input: the anchor's own declaration ends the file at its body's brace.
    func testAnAnchorWhoseDeclarationEndsTheFileAtItsBraceIsNoControl() {
        let facts = TipKitTest.facts(
            """
            import TipKit
            struct HomeView: View {
                var body: some View { menu.popoverTip(GlazeTip()) }
            }
            var menu {
            """)
        XCTAssertEqual(facts.displaySites.map { "\($0.location.line) \($0.anchorsControl)" }, ["3 false"])
    }

    /// A fuzz input: an appearance modifier with no view before its dot modifies no view, so it is no appearance run.
    func testAnAppearanceModifierWithNoViewBeforeItsDotIsNoAppearanceRun() {
        let facts = TipKitTest.facts(
            """
            import TipKit
            struct HomeView: View {
                var body: some View {
                    let shelf = .onAppear { ShelfTip().invalidate(reason: .actionPerformed) }
                }
            }
            """)
        XCTAssertEqual(
            facts.invalidations.map { "\($0.location.line) \($0.onAppearance?.callback ?? "none")" }, ["4 none"])
    }

    func testInvalidationsThroughHelpersCountAtTheCall() {
        let invalidations = TipKitTest.model([Self.tips, Self.helpers, Self.view]).invalidations.compactMap(\.tipType)
        XCTAssertEqual(Set(invalidations), ["ShelfTip", "FireTip"])
    }

    /// A TipViewStyle that invalidates the tip it draws retires every tip.
    func testATipViewStyleThatInvalidatesRetiresEveryTip() {
        let style = (
            path: "Kiln/CardStyle.swift",
            source: """
            import SwiftUI
            import TipKit

            struct CardStyle: TipViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.title
                        Button("Done") { configuration.tip.invalidate(reason: .tipClosed) }
                    }
                }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(TipNeverInvalidatedRule(), [Self.tips, Self.helpers, Self.view, style]), [])
    }

    /// When the only thing that would retire the tip is an event nobody donates, the one finding is
    /// `event_never_donated`, with the tip as a related location.
    func testATipWaitingForAnUndonatedEventIsPartOfThatEventsFinding() throws {
        let source = (
            path: "Kiln/Wheel.swift",
            source: """
            import SwiftUI
            import TipKit

            struct WheelTip: Tip {
                static let spun = Tips.Event(id: "wheel.spun")
                var title: Text { Text("Spin the wheel") }
                var rules: [Rule] { #Rule(Self.spun) { $0.donations.count == 0 } }
            }

            struct WheelView: View {
                var body: some View { Button("Spin") { }.popoverTip(WheelTip()) }
            }
            """
        )
        let findings = try TipKitTest.analyze([source], severities: ["configure_missing": nil])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("event_never_donated", "Kiln/Wheel.swift", 5)])
        XCTAssertEqual(
            findings.first?.related.map { "\($0.line): \($0.message)" },
            ["4: so WheelTip, which waits for it, is never retired either"])
        // Turned off, the cause no longer carries it: the note stands on its own.
        let alone = try TipKitTest.analyze(
            [source], severities: ["event_never_donated": nil, "configure_missing": nil])
        XCTAssertEqual(alone.map { "\($0.ruleID):\($0.severity):\($0.line)" }, ["tip_never_invalidated:note:4"])
    }
}
