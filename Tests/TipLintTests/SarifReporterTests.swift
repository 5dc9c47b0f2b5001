import XCTest

@testable import TipLint

final class SarifReporterTests: XCTestCase {
    private let findings = [
        Finding(
            ruleID: "tip_never_displayed", severity: .warning, message: "tip ShareTip is never displayed",
            file: "Tips and More.swift", line: 12, column: 8, endLine: 12, endColumn: 16, key: "ShareTip"),
        Finding(
            ruleID: "plan_tip_missing", severity: .error, message: "planned tip SaveTip is not declared",
            file: "Tips and More.swift", line: 40, column: 1, endLine: 41, endColumn: 3,
            plan: PlanReference(file: "../docs/plan.md", line: 88), key: "SaveTip"),
        Finding(
            ruleID: "tip_never_invalidated", severity: .note, message: "tip HomeTip is never retired",
            file: "../Shared/Höme.swift", line: 3, column: 5, endLine: 3, endColumn: 12, key: "HomeTip"),
    ]
    private let context = ReportContext(workingDirectory: "/repo/app", fileCount: 2, sourceRoot: "/repo")

    /// A rule's index in the driver's `rules`: the rules reported, in registry order.
    private func index(_ id: String, reporting ids: Set<String>? = nil) -> Int {
        let reported = ids ?? Set(findings.map(\.ruleID))
        return RuleRegistry.descriptions.filter { reported.contains($0.id) }.firstIndex { $0.id == id }!
    }

    func testResultsHaveRelativeURIsFullRegionsFingerprintsAndPlanLocations() throws {
        let log = try JSONReader.parse(SarifReporter.generateReport(findings, context: context)).value
        let run = log["runs"]?.arrayValue?.first
        let expected = """
            [
              {"ruleId": "tip_never_displayed", "ruleIndex": \(index("tip_never_displayed")), "level": "warning",
               "message": {"text": "tip ShareTip is never displayed"},
               "locations": [{"physicalLocation": {
                 "artifactLocation": {"uri": "app/Tips%20and%20More.swift", "uriBaseId": "%SRCROOT%"},
                 "region": {"startLine": 12, "startColumn": 8, "endLine": 12, "endColumn": 16}}}],
               "partialFingerprints": {"tiplintKey/v1": "96794afa38539e05f32c1243ad7c781e2c801fb29931342f77fbe5543eea6451"}},
              {"ruleId": "plan_tip_missing", "ruleIndex": \(index("plan_tip_missing")), "level": "error",
               "message": {"text": "planned tip SaveTip is not declared"},
               "locations": [{"physicalLocation": {
                 "artifactLocation": {"uri": "app/Tips%20and%20More.swift", "uriBaseId": "%SRCROOT%"},
                 "region": {"startLine": 40, "startColumn": 1, "endLine": 41, "endColumn": 3}}}],
               "partialFingerprints": {"tiplintKey/v1": "3698c0a071d35ce4e58dc9dc0e6398c651babf58871bf7439aa0340b555b6b1d"},
               "relatedLocations": [{"id": 1, "physicalLocation": {
                 "artifactLocation": {"uri": "docs/plan.md", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 88}},
                 "message": {"text": "where the plan sets this expectation"}}]},
              {"ruleId": "tip_never_invalidated", "ruleIndex": \(index("tip_never_invalidated")), "level": "note",
               "message": {"text": "tip HomeTip is never retired"},
               "locations": [{"physicalLocation": {
                 "artifactLocation": {"uri": "Shared/H%C3%B6me.swift", "uriBaseId": "%SRCROOT%"},
                 "region": {"startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 12}}}],
               "partialFingerprints": {"tiplintKey/v1": "7bf4e5333d9d5a4039f61ca2ae2a6ffd53b8f35e28e1d65f453b51b1cc9b7cb6"}}
            ]
            """
        XCTAssertEqual(run?["results"], try JSONReader.parse(expected).value)
        XCTAssertEqual(
            run?["originalUriBaseIds"],
            .object([JSONMember("%SRCROOT%", .object([JSONMember("uri", "file:///repo/")]))]))
        XCTAssertEqual(run?["columnKind"], "unicodeCodePoints")
        XCTAssertEqual(log["version"], "2.1.0")
        XCTAssertEqual(log["$schema"], "https://json.schemastore.org/sarif-2.1.0.json")
    }

    /// The driver lists the rules the run reports (in registry order), each with its
    /// descriptions, help and level; a clean run lists none.
    func testDriverListsTheReportedRulesWithDescriptionsHelpAndLevel() throws {
        var unused = findings[0]
        unused.ruleID = "event_unused"
        let reported = [findings[1], unused, findings[1]]
        let log = try JSONReader.parse(SarifReporter.generateReport(reported, context: context)).value
        let driver = log["runs"]?.arrayValue?.first?["tool"]?["driver"]
        XCTAssertEqual(driver?["name"], "tiplint")
        XCTAssertEqual(driver?["version"], .string(TipLintVersion.current))
        XCTAssertEqual(driver?["informationUri"], "https://github.com/tiplint/tiplint")
        let rules = driver?["rules"]?.arrayValue ?? []
        let ids: Set = ["event_unused", "plan_tip_missing"]
        XCTAssertEqual(
            rules.map { $0["id"] }, RuleRegistry.descriptions.filter { ids.contains($0.id) }.map { .string($0.id) })
        let results = log["runs"]?.arrayValue?.first?["results"]?.arrayValue ?? []
        XCTAssertEqual(
            results.map { $0["ruleIndex"] },
            [
                index("plan_tip_missing", reporting: ids), index("event_unused", reporting: ids),
                index("plan_tip_missing", reporting: ids),
            ].map { .integer($0) })
        let rule = rules[index("event_unused", reporting: ids)]
        let description = RuleRegistry.description(of: "event_unused")!
        let summary = "An event is declared but no rule reads it (nor any event sharing its id)."
        XCTAssertEqual(description.summary, "an event is declared but no rule reads it (nor any event sharing its id)")
        XCTAssertEqual(
            rule,
            .object([
                JSONMember("id", "event_unused"),
                JSONMember("name", "EventUnused"),
                JSONMember("shortDescription", .object([JSONMember("text", .string(summary))])),
                JSONMember(
                    "fullDescription", .object([JSONMember("text", .string(summary + " " + description.details))])),
                JSONMember("help", rule["help"] ?? .null),
                JSONMember("defaultConfiguration", .object([JSONMember("level", "warning")])),
                JSONMember(
                    "properties",
                    .object([
                        JSONMember("tags", ["tiplint", "TipKit"]),
                        JSONMember("precision", "high"),
                        JSONMember("problem.severity", "warning"),
                    ])),
            ]))
        // The help is the rule's documentation, examples included.
        let helpText = rule["help"]?["text"]?.stringValue ?? ""
        XCTAssertTrue(
            helpText.hasPrefix("event_unused (warning, TipKit)\n\nFinds: \(description.summary).\n\n"), helpText)
        XCTAssertTrue(
            helpText.contains(
                "Triggers (↓ marks each finding):\n\n    import TipKit\n\n    struct ScanTip: Tip {\n"
                    + "        static let ↓scanned = Tips.Event(id: \"scanned\")\n"), helpText)
        let helpMarkdown = rule["help"]?["markdown"]?.stringValue ?? ""
        XCTAssertTrue(
            helpMarkdown.hasPrefix("**Finds:** \(description.summary).\n\nSeverity: **warning** · System: TipKit\n\n"),
            helpMarkdown)
        XCTAssertTrue(
            helpMarkdown.contains("```swift\nimport TipKit\n\nstruct ScanTip: Tip {\n    static let ↓scanned"),
            helpMarkdown)
        XCTAssertEqual(
            rules[index("plan_tip_missing", reporting: ids)]["properties"]?["tags"], ["tiplint", "TipKit", "plan"])
        let clean = try JSONReader.parse(SarifReporter.generateReport([], context: context)).value
        XCTAssertEqual(clean["runs"]?.arrayValue?.first?["tool"]?["driver"]?["rules"], .array([]))
    }

    func testURIsArePercentEncodedRelativeReferences() {
        XCTAssertEqual(SarifReporter.uriReference("A b/Ünï:c,d%#?.swift"), "A%20b/%C3%9Cn%C3%AF%3Ac%2Cd%25%23%3F.swift")
        XCTAssertEqual(SarifReporter.uriReference("line\nbreak.swift"), "line%0Abreak.swift")
        XCTAssertEqual(SarifReporter.fileURI(directory: "/tmp/my repo"), "file:///tmp/my%20repo/")
        XCTAssertEqual(context.pathFromSourceRoot("../../elsewhere/X.swift"), "../elsewhere/X.swift")
    }

    func testFingerprintsAreSHA256() {
        XCTAssertEqual(SHA256.hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000)),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        // Lengths at the edges of the padding: the length field fits in the last block or takes another.
        let expected = [
            55: "576a1bf8d4478657e6dc4af9398544765c2a92cde28478b019235cfed315fc09",
            56: "9b20501dfd1d99161c257950f3444f3e49230c351c5c8e0943ef369f85f5205d",
            63: "30b345906b493f06f69444b6521113511c242f30e29840462950035043682f1e",
            64: "d8bc63b4fc1156e5e7d95a418b9bf54cd3174bedbc2db40f74895349b229b3c0",
            119: "7a6589821178918ca8d9edaba5abfc1e9b2669564f4469b66885379c1530b2c8",
            120: "655250427d56b1b0eeb8497d21428704273458a01772d6881b65c0abac0f8a98",
        ]
        for (count, digest) in expected {
            XCTAssertEqual(SHA256.hex((0..<count).map { UInt8(truncatingIfNeeded: $0 * 7) }), digest, "\(count) bytes")
        }
    }

    func testRegionsAreCompletedFromTheSource() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-regions-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "import TipKit\nlet ü = \"\"\"\n  two\n  \"\"\"\nlet x = 1 \r\nv.popoverTip(t)\n".write(
            toFile: directory + "/A.swift", atomically: true, encoding: .utf8)
        try "# Plan\nAdd 3 tips\n".write(toFile: directory + "/plan.md", atomically: true, encoding: .utf8)
        func finding(_ file: String, _ line: Int, _ column: Int) -> Finding {
            Finding(
                ruleID: "lex_error", severity: .warning, message: "m", file: file, line: line, column: column, key: "k")
        }
        let completed = FindingRegions.completed(
            [
                finding("A.swift", 1, 8), finding("A.swift", 2, 5), finding("A.swift", 2, 9), finding("A.swift", 5, 9),
                finding("A.swift", 6, 2),
                finding("plan.md", 2, 1), finding("A.swift", 9, 1), finding("Missing.swift", 1, 1),
            ], workingDirectory: directory)
        XCTAssertEqual(
            completed.map { "\($0.endLine!):\($0.endColumn!)" },
            [
                "1:14", // TipKit
                "2:6", // ü: one character, however many bytes
                "4:6", // the multi-line string ends after its closing quotes
                "5:10", // 1, before the space and CRLF
                "6:13", // a member reference: the dot and the name
                "2:11", // a plan line: to its end
                "9:2", "1:2", // past the end, or no file: one character
            ])
    }

    // MARK: At most 25,000 results (GitHub rejects more)

    func testTheMostSevereAreKeptInTheirOrder() {
        let severities: [Severity] = [.note, .error, .warning, .note, .error, .warning]
        let findings = severities.enumerated().map { index, severity in
            Finding(
                ruleID: "r", severity: severity, message: "\(index)", file: "A.swift", line: index + 1, column: 1,
                key: "")
        }
        XCTAssertEqual(SarifReporter.mostSevere(findings, limit: 3).map(\.message), ["1", "2", "4"])
        XCTAssertEqual(SarifReporter.mostSevere(findings, limit: 6), findings)
    }

    func testARunOverTheLimitKeepsTheLimitAndSaysHowManyWereLeftOut() throws {
        XCTAssertEqual(SarifReporter.resultLimit, 25_000)
        let notes = (0..<3).map { index in
            Finding(
                ruleID: "tip_never_invalidated", severity: .note, message: "note \(index)", file: "A.swift",
                line: index + 1, column: 1, endLine: index + 1, endColumn: 2, key: "\(index)")
        }
        var error = findings[1]
        error.line = 4
        let report = SarifReporter.generateReport(notes + [error, error], context: context, limit: 3)
        let run = try JSONReader.parse(report).value["runs"]?.arrayValue?.first
        let results = try XCTUnwrap(run?["results"]?.arrayValue)
        XCTAssertEqual(results.map { $0["level"] }, ["note", "error", "error"])
        XCTAssertEqual(results.first?["message"], .object([JSONMember("text", "note 0")]))
        let expected = """
            [{"executionSuccessful": true, "toolExecutionNotifications": [{
              "descriptor": {"id": "results-left-out"}, "level": "warning",
              "message": {"text": "2 results left out: GitHub code scanning takes at most 3 per run, so the most severe were kept; the text or JSON output lists them all"}}]}]
            """
        XCTAssertEqual(run?["invocations"], try JSONReader.parse(expected).value)
        let underTheLimit = try JSONReader.parse(SarifReporter.generateReport(notes, context: context, limit: 3)).value
        XCTAssertNil(underTheLimit["runs"]?.arrayValue?.first?["invocations"])
    }
}

/// The elements of an array value, for reading reports in tests.
extension JSONValue {
    var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
