import XCTest

@testable import TipLint

/// `ParameterNeverSetRule`'s message; its findings are stated by the rule's examples.
final class ParameterNeverSetTests: XCTestCase {
    /// Assigned only in methods nothing calls: the message names them, and each assignment is a related location.
    func testTheMessageNamesTheUncalledMethodsThatAssignIt() {
        let findings = TipKitTest.findings(ParameterNeverSetRule(), triggeringExample: 2)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(
            findings.first?.message,
            "@Parameter WateringTip.hasWatered is read by a #Rule of WateringTip but assigned only in noteWatering() "
                + "and forgetEverything(), which nothing calls, so the rule always sees its initial value; set "
                + "`WateringTip.hasWatered = …` where that state changes")
        XCTAssertEqual(
            findings.first?.related,
            [(11, "noteWatering"), (15, "forgetEverything")].map { line, method in
                RelatedLocation(
                    message: "assigned in \(method)(), which nothing calls", file: "Tips.swift", line: line,
                    column: 9)
            })
    }

    /// Never assigned anywhere: the message says so and cites nothing else.
    func testTheMessageOfAParameterNeverAssigned() {
        let findings = TipKitTest.findings(ParameterNeverSetRule(), triggeringExample: 1)
        XCTAssertEqual(
            findings.map(\.message),
            [
                "@Parameter ScanTip.isSignedIn is read by a #Rule of ScanTip but never assigned, so the rule always "
                    + "sees its initial value; set `ScanTip.isSignedIn = …` where that state changes"
            ])
        XCTAssertEqual(findings.first?.related, [])
    }
}
