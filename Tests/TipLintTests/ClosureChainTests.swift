import XCTest

@testable import TipLint

final class ClosureChainTests: XCTestCase {
    func testAClosureChainKnowsAPreviewAroundIt() {
        XCTAssertTrue(ClosureChain(["Preview", "VStack", "Button"]).containsPreview)
        XCTAssertTrue(ClosureChain(["List", "Preview"]).containsPreview)
        XCTAssertFalse(ClosureChain(["List", "PreviewProvider", "Button"]).containsPreview)
        XCTAssertFalse(ClosureChain().containsPreview)
    }
}
