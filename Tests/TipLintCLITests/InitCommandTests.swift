import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// `tiplint init` and the JSON Schema of `.tiplint.json`, checked against
/// what the configuration reader accepts.
final class InitCommandTests: XCTestCase {
    /// The repository's root, from this file's path.
    private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    func testWritesAStarterConfigOnceAndPrintsTheHooks() throws {
        let tree = try TemporaryTree()
        let outcome = runTipLint(["init"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.error, "tiplint: wrote .tiplint.json\n")
        XCTAssertEqual(
            tree.read(".tiplint.json"),
            """
            {
              "$schema": "https://raw.githubusercontent.com/tiplint/tiplint/v\(TipLintVersion.current)/Schemas/tiplint.schema.json",
              "exclude": [],
              "rules": {},
              "copy": {
                "maxTitleLength": 40,
                "maxMessageLength": 150,
                "maxSentences": 2
              },
              "planComplete": false
            }

            """)
        XCTAssertTrue(
            outcome.output.contains(
                "  - repo: https://github.com/tiplint/tiplint\n    rev: v\(TipLintVersion.current)\n"
                    + "    hooks:\n      - id: tiplint\n"), outcome.output)
        XCTAssertTrue(outcome.output.contains("    exec tiplint --staged\n"), outcome.output)
        // Each key the reader accepts, described.
        for key in Configuration.keys {
            XCTAssertTrue(outcome.output.contains("\n  \(key) "), "\(key): \(outcome.output)")
        }

        // The file is read as the defaults it says.
        let configuration = try Configuration.parse(
            Array(tree.read(".tiplint.json")!.utf8), path: ".tiplint.json",
            directory: tree.root)
        XCTAssertEqual(configuration, Configuration(path: ".tiplint.json", directory: tree.root))
        try tree.write("App.swift", "")
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet"], in: tree.root).status, 0)

        let again = runTipLint(["init"], in: tree.root)
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(
            again.error, "tiplint: error: .tiplint.json already exists; edit it, or remove it to start again\n")
        XCTAssertEqual(
            runTipLint(["init", "App"], in: tree.root).error,
            "tiplint: error: init takes no PATH, not 'App' (see 'tiplint init --help')\n")
    }

    func testTheShippedSchemaIsTheOneTiplintPrints() throws {
        let shipped = try String(contentsOfFile: repositoryRoot + "/" + ConfigurationSchema.path, encoding: .utf8)
        XCTAssertEqual(
            shipped, ConfigurationSchema.text,
            """
            \(ConfigurationSchema.path) is out of date: run
            swift run tiplint init --schema > \(ConfigurationSchema.path)
            """)
        XCTAssertEqual(runTipLint(["init", "--schema"], in: repositoryRoot).output, shipped)
    }

    /// Every key the reader accepts has an entry, and the entries say what the reader does.
    func testTheSchemaDescribesWhatTheReaderAccepts() throws {
        let schema = ConfigurationSchema.json
        guard case .object(let properties)? = schema["properties"] else { return XCTFail("no properties") }
        XCTAssertEqual(properties.map(\.key), ["$schema"] + Configuration.keys)
        guard case .object(let rules)? = schema["properties"]?["rules"]?["properties"],
            case .object(let copy)? = schema["properties"]?["copy"]?["properties"]
        else { return XCTFail("no rules or copy") }
        XCTAssertEqual(Set(rules.map(\.key)), RuleRegistry.ids)
        XCTAssertEqual(copy.map(\.key), Configuration.copyKeys)
        let defaults = CopyLimits()
        XCTAssertEqual(
            copy.map { $0.value["default"] },
            [.integer(defaults.maxTitleLength), .integer(defaults.maxMessageLength), .integer(defaults.maxSentences)])
        XCTAssertThrowsError(
            try Configuration.parse(Array("{\"$schema\": 1}".utf8), path: ".tiplint.json", directory: "/")
        ) {
            XCTAssertEqual(
                ($0 as? ConfigurationError)?.description,
                ".tiplint.json:1:13: \"$schema\" must be a string, not a number")
        }
        XCTAssertEqual(
            schema["definitions"]?["severity"]?["enum"],
            .array((Severity.allCases.reversed().map(\.rawValue) + ["off"]).map { .string($0) }))
    }
}
