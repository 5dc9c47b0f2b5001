import XCTest

@testable import TipLint

/// Examples/Remet is what the README's first command lints; each slip is marked
/// in its code with a `tiplint-expect:` comment, and this test keeps them true.
final class EndToEndExampleTests: XCTestCase {
    func testExampleFindingsAreTheMarkedOnes() throws {
        let run = try FixtureRun(Fixtures.examples.appendingPathComponent("Remet"))
        run.assertMarkedFindings()
    }
}
