import XCTest

@testable import TipLint

/// A planned path names the scanned files whose path ends with its components, either way round; a
/// planned file that is absent resolves to its moved copy only when exactly one file has its name.
final class PlannedFileLookupTests: XCTestCase {
    func testPathsMatchByComponentSuffixEitherWay() {
        let lookup = PlannedFileLookup(scannedPaths: [
            "Examples/Shop/Shop/Views/ShelfView.swift", "Views/ShelfView.swift", "Other/ShelfView.swift",
            "/abs/Shop/Views/Cart/CartView.swift", "Views/Find/FinderView.swift",
        ])
        XCTAssertEqual(lookup.files(at: "Shop/Views/ShelfView.swift"), ["Examples/Shop/Shop/Views/ShelfView.swift"])
        XCTAssertEqual(lookup.files(at: "./Shop/Views/Cart/CartView.swift"), ["/abs/Shop/Views/Cart/CartView.swift"])
        XCTAssertEqual(lookup.resolve("Shop/Views/Search/FinderView.swift"), .moved("Views/Find/FinderView.swift"))
        XCTAssertEqual(lookup.resolve("Shop/Views/Find/FinderView.swift"), .found("Views/Find/FinderView.swift"))
        XCTAssertEqual(
            lookup.resolve("ShelfView.swift"),
            .ambiguous(["Examples/Shop/Shop/Views/ShelfView.swift", "Views/ShelfView.swift", "Other/ShelfView.swift"]),
            "a bare name that several files have")
        XCTAssertEqual(lookup.resolve("Shop/Views/Gone.swift"), .absent)
        XCTAssertEqual(lookup.resolve("Shop/Misc/ShelfView.swift"), .absent, "several copies: none is the moved one")
        XCTAssertEqual(lookup.files(at: "ShopViews/ShelfView.swift"), [])
    }
}
