import XCTest

@testable import TipLint

/// Workers store their results at the same time: that must never be a simultaneous access
/// (which Swift's exclusivity checking turns into a crash).
final class ValidationParallelTests: XCTestCase {
    func testManyWorkersStoringAtOnceKeepEveryResultInOrder() {
        let items = Array(0..<20_000)
        for _ in 0..<20 {
            XCTAssertEqual(ParallelMap.map(items, jobs: 8) { $0 &* 3 }, items.map { $0 &* 3 })
        }
    }
}
