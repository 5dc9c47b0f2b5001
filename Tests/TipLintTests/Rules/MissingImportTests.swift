import XCTest

@testable import TipLint

/// `MissingImportRule`'s messages and keys: what the file uses decides the wording (a type named
/// does not compile; members only compile through leaky member visibility) and the API it names.
/// Its findings are stated by the rule's examples.
final class MissingImportTests: XCTestCase {
    private let tips = (
        path: "Tips/TrailTips.swift",
        source: """
        import TipKit

        struct SaveRouteTip: Tip {
            static let saved = Tips.Event(id: "route-saved")
            var title: Text { Text("Save this route") }
            var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
        }
        """
    )

    func testMissingImportWhenATipKitTypeIsNamed() {
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import SwiftUI

            struct RouteView: View {
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .popoverTip(SaveRouteTip())
                    TipView(SaveRouteTip())
                }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, view])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Views/RouteView.swift", 7)])
        XCTAssertEqual(findings.first?.key, "RouteView.swift")
        XCTAssertTrue(findings.first?.message.contains("will not compile") ?? false)
        XCTAssertTrue(findings.first?.message.contains("`TipView`") ?? false)
    }

    func testMissingImportWhenOnlyMembersAreUsed() {
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import SwiftUI

            struct RouteView: View {
                let tip = SaveRouteTip()
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .popoverTip(tip)
                }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, view])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Views/RouteView.swift", 6)])
        XCTAssertTrue(findings.first?.message.contains("leaky member visibility") ?? false)
        XCTAssertFalse(findings.first?.message.contains("will not compile") ?? true)
    }

    /// The message names the donation API the file calls.
    func testMissingImportNamesSendDonation() {
        let recorder = (
            path: "Support/RouteRecorder.swift",
            source: """
            enum RouteRecorder {
                static func saved() async { await SaveRouteTip.saved.sendDonation() }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, recorder])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Support/RouteRecorder.swift", 2)])
        XCTAssertTrue(findings.first?.message.contains("(`.sendDonation()`)") == true, findings.first?.message ?? "")
    }
}
