import XCTest

@testable import TipLint

/// Written type names read one way everywhere.
final class TypeNameTests: XCTestCase {
    func testSimpleNameIsTheLastNonEmptyDottedPart() {
        XCTAssertEqual(TypeName.simple("SaveRouteTip"), "SaveRouteTip")
        XCTAssertEqual(TypeName.simple("Trails.Tips.SaveRouteTip"), "SaveRouteTip")
        XCTAssertEqual(TypeName.simple("Outer..Inner"), "Inner")
        XCTAssertEqual(TypeName.simple(".Inner"), "Inner")
        XCTAssertEqual(TypeName.simple("Outer.Inner."), "Inner")
        XCTAssertEqual(TypeName.simple("..."), "...")
        XCTAssertEqual(TypeName.simple(""), "")
        XCTAssertEqual(TypeName.simple("Ünïcödé.Tïp"), "Tïp")
    }

    func testAPathsLastComponentIsItsLastNonEmptyPart() {
        XCTAssertEqual(PathText.lastComponent("App/Views/Home.swift"), "Home.swift")
        XCTAssertEqual(PathText.lastComponent("App/Views/"), "Views")
        XCTAssertEqual(PathText.lastComponent("Home.swift"), "Home.swift")
        XCTAssertEqual(PathText.lastComponent("/"), "/")
    }

    func testLastComponentKeepsAnEmptyPart() {
        XCTAssertEqual(TypeName.lastComponent("Outer.Inner"), "Inner")
        XCTAssertEqual(TypeName.lastComponent("Outer."), "")
        XCTAssertEqual(TypeName.lastComponent("Inner"), "Inner")
        XCTAssertEqual(TypeName.lastComponent("Ünïcödé.Tïp"), "Tïp")
    }

    func testSameTypeAcceptsADottedSuffix() {
        XCTAssertTrue(TypeName.sameType("Outer.FavoriteTip", "FavoriteTip"))
        XCTAssertTrue(TypeName.sameType(nil, nil))
        XCTAssertFalse(TypeName.sameType("OuterFavoriteTip", "FavoriteTip"))
        XCTAssertFalse(TypeName.sameType("FavoriteTip", nil))
    }
}
