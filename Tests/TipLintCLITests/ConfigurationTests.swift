import XCTest

@testable import TipLint
@testable import TipLintCLI

final class ConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(Array(text.utf8), path: ".tiplint.json", directory: "/repo")
    }

    private func assertError(_ text: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: line) { error in
            XCTAssertEqual((error as? ConfigurationError)?.description, message, file: file, line: line)
        }
    }

    /// What a SwiftLint user writes first gets pointed to tiplint's spelling.
    func testSwiftLintSpellingsArePointedToTipLints() {
        let keys = "; the keys are plan, exclude, rules, copy, baseline, planComplete"
        assertError(
            "{\"rules\": {\"lex_error\": \"warn\"}}",
            ".tiplint.json:1:25: rule \"lex_error\" must be \"error\", \"warning\", \"note\" or \"off\", not \"warn\"; "
                + "did you mean \"warning\"?")
        assertError(
            "{\"rules\": {\"lex_error\": \"disabled\"}}",
            ".tiplint.json:1:25: rule \"lex_error\" must be \"error\", \"warning\", \"note\" or \"off\", not \"disabled\"; "
                + "did you mean \"off\"?")
        assertError(
            "{\"disabled_rules\": [\"lex_error\"]}",
            ".tiplint.json:1:2: unknown key \"disabled_rules\"; tiplint turns a rule off in \"rules\": "
                + "{\"RULE_ID\": \"off\"}" + keys)
        assertError(
            "{\"excluded\": []}", ".tiplint.json:1:2: unknown key \"excluded\"; did you mean \"exclude\"?" + keys)
        assertError(
            "disabled_rules:\n  - lex_error\n",
            ".tiplint.json:1:1: expected a JSON value, found 'd'; the configuration is JSON, not YAML "
                + "('tiplint init' writes a starter)")
    }

    func testEveryKey() throws {
        let configuration = try parse(
            """
            {
              "plan": ["docs/plans/plan.md", "/abs/design.md"],
              "exclude": ["**/Generated/**", "Vendor/"],
              "rules": { "invalid_suppression": "error", "lex_error": "off", "unreadable_file": "note" },
              "copy": { "maxTitleLength": 30, "maxMessageLength": 120, "maxSentences": 3 },
              "planComplete": true
            }
            """)
        XCTAssertTrue(configuration.planComplete)
        XCTAssertEqual(configuration.plans?.map(\.absolutePath), ["/repo/docs/plans/plan.md", "/abs/design.md"])
        XCTAssertEqual(configuration.plans?.first?.position, JSONPosition(line: 2, column: 12))
        XCTAssertEqual(configuration.excludes, [IgnorePattern("**/Generated/**")!, IgnorePattern("Vendor/")!])
        XCTAssertEqual(configuration.severities.count, 3)
        XCTAssertEqual(configuration.severities["invalid_suppression"], .some(.error))
        XCTAssertEqual(configuration.severities["lex_error"], .some(nil))
        XCTAssertEqual(configuration.severities["unreadable_file"], .some(.note))
        var limits = CopyLimits()
        limits.maxTitleLength = 30
        limits.maxMessageLength = 120
        limits.maxSentences = 3
        XCTAssertEqual(configuration.copyLimits, limits)
    }

    func testAnEmptyObjectChangesNothing() throws {
        let configuration = try parse("{}")
        XCTAssertNil(configuration.plans)
        XCTAssertEqual(configuration.excludes, [])
        XCTAssertTrue(configuration.severities.isEmpty)
        XCTAssertEqual(configuration.copyLimits, CopyLimits())
        XCTAssertFalse(configuration.planComplete)
    }

    func testMalformedJSON() {
        assertError("", ".tiplint.json:1:1: expected a JSON value, found the end of the file")
        assertError("{\n  \"plan\": [\"a.md\",]\n}", ".tiplint.json:2:19: trailing comma before ']'")
        assertError(
            "{\n  // comment\n}",
            ".tiplint.json:2:3: expected a key in double quotes, found '/' (comments are not allowed in JSON)")
    }

    func testUnknownKeys() {
        assertError(
            "{\n  \"plans\": []\n}",
            ".tiplint.json:2:3: unknown key \"plans\"; did you mean \"plan\"?; the keys are plan, exclude, rules, copy, baseline, planComplete"
        )
        assertError(
            "{\"copy\": {\"maxTitle\": 3}}",
            ".tiplint.json:1:11: unknown key \"maxTitle\" in \"copy\"; the keys are maxTitleLength, maxMessageLength, maxSentences"
        )
        assertError(
            "{\"rules\": {\"unreadable_fil\": \"off\"}}",
            ".tiplint.json:1:12: unknown rule \"unreadable_fil\"; did you mean \"unreadable_file\"? (see 'tiplint rules')"
        )
        assertError(
            "{\"rules\": {\"no_such_rule\": \"off\"}}",
            ".tiplint.json:1:12: unknown rule \"no_such_rule\" (see 'tiplint rules')")
    }

    func testWrongTypes() {
        assertError("[]", ".tiplint.json:1:1: the configuration must be a JSON object, not an array")
        assertError(
            "{\"plan\": \"docs/plan.md\"}",
            ".tiplint.json:1:10: \"plan\" must be an array of strings, not a string; write [\"docs/plan.md\"]")
        assertError(
            "{\"exclude\": [\"a\", 3]}", ".tiplint.json:1:19: \"exclude\" entries must be strings, not a number")
        assertError("{\"plan\": [\"\"]}", ".tiplint.json:1:11: \"plan\" entries must not be empty")
        assertError(
            "{\"rules\": []}", ".tiplint.json:1:11: \"rules\" must be an object of rule ids to severities, not an array"
        )
        assertError(
            "{\"rules\": {\"lex_error\": \"fatal\"}}",
            ".tiplint.json:1:25: rule \"lex_error\" must be \"error\", \"warning\", \"note\" or \"off\"")
        assertError(
            "{\"rules\": {\"lex_error\": false}}",
            ".tiplint.json:1:25: rule \"lex_error\" must be \"error\", \"warning\", \"note\" or \"off\"; did you mean \"off\"?"
        )
        assertError("{\"copy\": 40}", ".tiplint.json:1:10: \"copy\" must be an object, not a number")
        assertError(
            "{\"copy\": {\"maxSentences\": 0}}",
            ".tiplint.json:1:27: \"maxSentences\" must be a whole number of at least 1")
        assertError(
            "{\"copy\": {\"maxTitleLength\": 40.5}}",
            ".tiplint.json:1:29: \"maxTitleLength\" must be a whole number of at least 1")
        assertError(
            "{\"copy\": {\"maxTitleLength\": \"40\"}}",
            ".tiplint.json:1:29: \"maxTitleLength\" must be a whole number of at least 1")
        assertError(
            "{\"planComplete\": \"yes\"}", ".tiplint.json:1:18: \"planComplete\" must be true or false, not a string")
        assertError("{\"planComplete\": 1}", ".tiplint.json:1:18: \"planComplete\" must be true or false, not a number")
    }

    func testFoundWalkingUpToTheRepositoryRoot() throws {
        let tree = try TemporaryTree([".tiplint.json": "{}", "App/Views/A.swift": ""])
        XCTAssertEqual(Configuration.find(from: tree.path("App/Views"), upTo: tree.root), tree.path(".tiplint.json"))
        try tree.write("App/.tiplint.json", "{}")
        XCTAssertEqual(
            Configuration.find(from: tree.path("App/Views"), upTo: tree.root), tree.path("App/.tiplint.json"))
    }

    func testNotLookedForAboveTheRepositoryRoot() throws {
        let tree = try TemporaryTree([".tiplint.json": "{}"], git: false)
        try tree.makeDirectory("repo/.git")
        try tree.makeDirectory("repo/App")
        XCTAssertNil(Configuration.find(from: tree.path("repo/App"), upTo: tree.path("repo")))
    }

    func testLoadErrorsNameTheFile() throws {
        let tree = try TemporaryTree(["bad.json": "{\"x\": 1}"])
        try tree.makeDirectory("dir.json")
        XCTAssertThrowsError(try Configuration.load(path: "missing.json", absolutePath: tree.path("missing.json"))) {
            XCTAssertEqual(
                $0 as? ConfigurationError,
                ConfigurationError(path: "missing.json", message: "configuration file not found"))
        }
        XCTAssertThrowsError(try Configuration.load(path: "dir.json", absolutePath: tree.path("dir.json"))) {
            XCTAssertEqual(
                ($0 as? ConfigurationError)?.description, "dir.json: configuration is a directory, not a file")
        }
        XCTAssertThrowsError(try Configuration.load(path: "bad.json", absolutePath: tree.path("bad.json"))) {
            XCTAssertEqual(($0 as? ConfigurationError)?.position, JSONPosition(line: 1, column: 2))
            XCTAssertEqual(
                ($0 as? ConfigurationError)?.description,
                "bad.json:1:2: unknown key \"x\"; the keys are plan, exclude, rules, copy, baseline, planComplete")
        }
    }
}
