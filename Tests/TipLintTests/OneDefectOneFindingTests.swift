import XCTest

@testable import TipLint

/// Issue 14 item 8: a tip never displayed is one finding; its events never donated and its
/// parameters never set are related locations of it, not findings of their own — unless the tip's
/// finding is not reported (suppressed, turned off), or another, displayed tip reads them too.
final class OneDefectOneFindingTests: XCTestCase {
    private static let tips = (
        path: "Mill/Tips.swift",
        source: """
        import TipKit

        struct GrindTip: Tip {
            static let ground = Tips.Event(id: "mill.ground")
            @Parameter static var hasBeans: Bool = false
            var title: Text { Text("Grind finer") }
            var rules: [Rule] {
                #Rule(Self.ground) { $0.donations.count < 3 }
                #Rule(Self.$hasBeans) { $0 == true }
            }
        }

        struct SiftTip: Tip {
            var title: Text { Text("Sift the flour") }
            var rules: [Rule] { #Rule(GrindTip.ground) { $0.donations.count > 0 } }
        }
        """
    )

    private static let app = (
        path: "Mill/MillApp.swift",
        source: """
        import SwiftUI
        import TipKit

        @main
        struct MillApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { MillView() } }
        }
        """
    )

    func testTheUndisplayedTipCarriesItsEventAndParameter() throws {
        let findings = try TipKitTest.analyze([Self.app, Self.tips])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init),
            [
                ExpectedFinding("tip_never_displayed", "Mill/Tips.swift", 3),
                ExpectedFinding("tip_never_displayed", "Mill/Tips.swift", 13),
            ])
        let grind = findings[0]
        XCTAssertEqual(
            grind.related.map { "\($0.file):\($0.line):\($0.column): \($0.message)" },
            [
                "Mill/Tips.swift:4:16: its event GrindTip.ground is never donated either",
                "Mill/Tips.swift:5:27: its @Parameter GrindTip.hasBeans is never set either",
            ])
        XCTAssertTrue(
            grind.message.hasSuffix(
                "; also: its event GrindTip.ground is never donated either (Mill/Tips.swift:4); "
                    + "its @Parameter GrindTip.hasBeans is never set either (Mill/Tips.swift:5)"),
            grind.message)
    }

    /// A tip the app shows also reads the event: that reader makes it a defect of its own.
    func testAnEventADisplayedTipReadsStandsOnItsOwn() throws {
        let view = (
            path: "Mill/MillView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct MillView: View {
                var body: some View { Button("Sift") { }.popoverTip(SiftTip()) }
            }
            """
        )
        let findings = try TipKitTest.analyze([Self.app, Self.tips, view])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init),
            [
                ExpectedFinding("tip_never_displayed", "Mill/Tips.swift", 3),
                ExpectedFinding("event_never_donated", "Mill/Tips.swift", 4),
            ])
        XCTAssertEqual(findings[0].related.map(\.line), [5])
    }

    /// Suppressing or turning off the tip's finding leaves the others as findings of their own.
    func testWithoutTheTipsFindingTheFollowOnsStand() throws {
        let suppressed = (
            path: Self.tips.path,
            source: Self.tips.source.replacingOccurrences(
                of: "struct GrindTip: Tip {",
                with: "struct GrindTip: Tip { // tiplint:disable:this tip_never_displayed - shown by the web view")
        )
        XCTAssertEqual(
            try TipKitTest.analysisSummary([Self.app, suppressed]),
            [
                ExpectedFinding("event_never_donated", "Mill/Tips.swift", 4),
                ExpectedFinding("parameter_never_set", "Mill/Tips.swift", 5),
                ExpectedFinding("tip_never_displayed", "Mill/Tips.swift", 13),
            ])
        XCTAssertEqual(
            try TipKitTest.analysisSummary([Self.app, Self.tips], severities: ["tip_never_displayed": nil]),
            [
                ExpectedFinding("event_never_donated", "Mill/Tips.swift", 4),
                ExpectedFinding("parameter_never_set", "Mill/Tips.swift", 5),
            ])
    }

    /// The message suggests the donation API the project uses.
    func testTheMessageNamesTheDonationAPITheCodeUses() {
        let view = (
            path: "Mill/MillView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct MillView: View {
                var body: some View {
                    Button("Grind") { SiftTip.sifted.sendDonation() }.popoverTip(GrindTip())
                }
            }
            """
        )
        let messages = TipKitTest.findings(EventNeverDonatedRule(), [Self.tips, view]).map(\.message)
        XCTAssertEqual(
            messages,
            [
                "event GrindTip.ground is read by a #Rule of GrindTip but never donated, so that rule "
                    + "never changes; call `GrindTip.ground.sendDonation()` where the user performs the action"
            ])
    }
}
