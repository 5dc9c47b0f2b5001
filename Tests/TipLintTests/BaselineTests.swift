import XCTest

@testable import TipLint

final class BaselineTests: XCTestCase {
    private func finding(_ rule: String, _ file: String, line: Int, key: String, message: String = "m") -> Finding {
        Finding(ruleID: rule, severity: .warning, message: message, file: file, line: line, column: 1, key: key)
    }

    func testWritesPrettySortedJSON() {
        let baseline = Baseline(recording: [
            finding(
                "tip_never_displayed", "B.swift", line: 9, key: "ShareTip", message: "tip ShareTip is never displayed"),
            finding("event_unused", "A.swift", line: 3, key: "Tip.opened", message: "event \"opened\" is unused"),
            finding("event_unused", "A.swift", line: 1, key: "Tip.closed"),
        ]) { "Sources/" + $0 }
        XCTAssertEqual(
            baseline.json(),
            """
            {
              "findings": [
                {
                  "file": "Sources/A.swift",
                  "key": "Tip.closed",
                  "message": "m",
                  "rule": "event_unused"
                },
                {
                  "file": "Sources/A.swift",
                  "key": "Tip.opened",
                  "message": "event \\"opened\\" is unused",
                  "rule": "event_unused"
                },
                {
                  "file": "Sources/B.swift",
                  "key": "ShareTip",
                  "message": "tip ShareTip is never displayed",
                  "rule": "tip_never_displayed"
                }
              ],
              "tool": "tiplint",
              "version": 1
            }

            """)
        XCTAssertEqual(try Baseline.parse(Array(baseline.json().utf8)), baseline)
    }

    func testMatchesOnRuleFileAndKeyNotLineOrMessage() {
        let baseline = Baseline(recording: [
            finding("event_unused", "A.swift", line: 3, key: "Tip.opened"),
            finding("tip_in_loop", "A.swift", line: 8, key: "ForEach(items) { .popoverTip(tip) }"),
        ]) { $0 }
        let later = [
            finding("event_unused", "A.swift", line: 30, key: "Tip.opened", message: "reworded"), // moved down: hidden
            finding("event_unused", "B.swift", line: 3, key: "Tip.opened"), // other file: shown
            finding("event_duplicate_id", "A.swift", line: 3, key: "Tip.opened"), // other rule: shown
            finding("tip_in_loop", "A.swift", line: 80, key: "ForEach(items) { .popoverTip(tip) }"), // hidden
            // A second one: shown.
            finding("tip_in_loop", "A.swift", line: 90, key: "ForEach(items) { .popoverTip(tip) }"),
        ]
        XCTAssertEqual(
            baseline.filter(later) { $0 }.map(ExpectedFinding.init),
            [
                ExpectedFinding("event_unused", "B.swift", 3), ExpectedFinding("event_duplicate_id", "A.swift", 3),
                ExpectedFinding("tip_in_loop", "A.swift", 90),
            ])
    }

    func testMalformedBaselinesNameLineAndColumn() {
        let cases: [(String, String, Int, Int)] = [
            ("{\"findings\": [}", "expected a JSON value, found '}'", 1, 15),
            ("[]", "a baseline must be a JSON object, not an array", 1, 1),
            ("{\"version\": 1}", "a baseline needs a \"findings\" array", 1, 1),
            ("{\"version\": 2, \"findings\": []}", "\"version\" must be 1", 1, 13),
            (
                "{\n  \"findings\": [\n    {\"rule\": \"x\", \"file\": 3, \"key\": \"k\"}\n  ]\n}",
                "\"file\" must be a string, not a number", 3, 27
            ),
            ("{\"findings\": [{\"rule\": \"x\", \"file\": \"f\"}]}", "a finding needs \"key\"", 1, 15),
            (
                "{\"findings\": [{\"rule\": \"x\", \"line\": 3}]}",
                "unknown key \"line\" in a finding; the keys are rule, file, key, message", 1, 29
            ),
            ("{\"finding\": []}", "unknown key \"finding\"; the keys are version, tool, findings", 1, 2),
        ]
        for (text, message, line, column) in cases {
            XCTAssertThrowsError(try Baseline.parse(Array(text.utf8)), text) { error in
                let error = error as? BaselineError
                XCTAssertEqual(error?.message, message, text)
                XCTAssertEqual(error?.position, JSONPosition(line: line, column: column), text)
            }
        }
    }
}
