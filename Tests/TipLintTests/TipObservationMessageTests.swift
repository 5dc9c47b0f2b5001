import XCTest

@testable import TipLint

/// What tip_observation_not_cancelled's message says of where a task starts.
final class TipObservationMessageTests: XCTestCase {
    /// A task in a cell provider is named by the provider's selector: `collectionView` alone is every
    /// collection-view method of the type.
    func testATaskInACellProviderIsNamedByItsSelector() throws {
        let example = try XCTUnwrap(
            TipObservationNotCancelledRule.description.triggering.first {
                $0.files.contains { $0.text.contains("cellForItemAt") }
            })
        let messages = TipKitTest.findings(TipObservationNotCancelledRule(), TipKitTest.files(example)).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.contains(
                "started in collectionView(_:cellForItemAt:), which viewWillAppear calls through reloadData()") == true,
            messages.first ?? "no finding")
    }
}
