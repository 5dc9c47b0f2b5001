import XCTest

@testable import TipLint

/// `BetaApiRule`'s message names the released API to use instead; its findings are stated by the
/// rule's examples.
final class BetaApiTests: XCTestCase {
    func testTheMessageNamesTheReleasedAPI() {
        let code = (
            path: "Tips/LegacyTips.swift",
            source: """
            import TipKit

            struct CompassTip: Tip {
                var title: Text { Text("Compass") }
                var asset: Image { Image(systemName: "safari") }
            }

            func setUpTips() {
                TipsCenter.shared.configure()
            }
            """
        )
        let findings = TipKitTest.findings(BetaApiRule(), [code])
        XCTAssertEqual(findings.map(\.line), [5, 9])
        XCTAssertTrue(findings[1].message.contains("`Tips.configure(_:)`"), findings[1].message)
    }
}
