import XCTest

@testable import TipLint

/// Whether two places can be compiled into one build.
final class BranchPathTests: XCTestCase {
    private func clause(
        _ group: Int, _ index: Int, _ condition: String?, of groupCondition: String
    ) -> ConditionalClause {
        ConditionalClause(group: group, index: index, condition: condition, groupCondition: groupCondition)
    }

    private func together(
        _ a: String, _ aClauses: [ConditionalClause], _ b: String, _ bClauses: [ConditionalClause]
    ) -> Bool {
        BranchPath.canBuildTogether(
            SourceLocation(file: a, line: 1, column: 1), BranchPath(aClauses),
            SourceLocation(file: b, line: 2, column: 1), BranchPath(bClauses))
    }

    func testClausesOfOneGroupExcludeEachOtherInOneFileOnly() {
        let ios = clause(0, 0, "os(iOS)", of: "os(iOS)"), other = clause(0, 1, nil, of: "os(iOS)")
        XCTAssertFalse(together("A.swift", [ios], "A.swift", [other]))
        XCTAssertTrue(together("A.swift", [ios], "A.swift", [ios]))
        // Group 0 of another file is another group: `#if os(macOS) … #else` there builds with `#if os(iOS)` here.
        XCTAssertTrue(together("A.swift", [ios], "B.swift", [clause(0, 1, nil, of: "os(macOS)")]))
        XCTAssertTrue(together("A.swift", [], "B.swift", [other]))
    }

    func testNegatedConditionsExcludeEachOtherInAnyFiles() {
        let debug = clause(0, 0, "DEBUG", of: "DEBUG")
        XCTAssertFalse(together("A.swift", [debug], "B.swift", [clause(3, 0, "!DEBUG", of: "!DEBUG")]))
        XCTAssertFalse(together("A.swift", [debug], "B.swift", [clause(0, 1, nil, of: "DEBUG")]))
        XCTAssertFalse(together("A.swift", [clause(1, 0, "! DEBUG", of: "! DEBUG")], "A.swift", [debug]))
        XCTAssertFalse(
            together("A.swift", [clause(0, 0, "os(iOS)", of: "os(iOS)")], "B.swift", [clause(0, 1, nil, of: "os(iOS)")])
        )
        XCTAssertFalse(
            together(
                "A.swift", [clause(0, 0, "DEBUG && TESTING", of: "DEBUG && TESTING")],
                "B.swift", [clause(0, 1, nil, of: "DEBUG && TESTING")]))
        // An `#elseif` holds under its own condition and not the `#if`'s.
        XCTAssertFalse(together("A.swift", [clause(0, 1, "BETA", of: "DEBUG")], "B.swift", [debug]))
        XCTAssertFalse(
            together("A.swift", [clause(0, 1, "BETA", of: "DEBUG")], "B.swift", [clause(0, 0, "!BETA", of: "!BETA")]))
        XCTAssertTrue(
            together("A.swift", [clause(0, 2, nil, of: "DEBUG")], "B.swift", [clause(0, 0, "BETA", of: "BETA")]),
            "the last #else of #if DEBUG / #elseif BETA is read as not DEBUG only")
        XCTAssertTrue(together("A.swift", [debug], "B.swift", [clause(0, 0, "TESTING", of: "TESTING")]))
        XCTAssertTrue(
            together(
                "A.swift", [clause(0, 0, "DEBUG || TESTING", of: "DEBUG || TESTING")],
                "B.swift", [clause(0, 0, "!DEBUG", of: "!DEBUG")]))
    }
}
