import Foundation
import TipLintTestSupport
import XCTest

@testable import TipLint

/// The fast paths of the pipeline give the same answers as the plain ones:
/// two-pass extraction (files naming no tip API extracted only when needed),
/// the trigger-word automaton, and UTF-8 validation eight bytes at a time.
final class StressPipelineTests: XCTestCase {
    /// Every fixture project and the example, each with and without its plan,
    /// plus the product's own tokenizer sources (no tip system at all).
    func testTwoPassAnalysisEqualsOneFullPass() throws {
        var projects = [
            try FixtureTree(loading: Fixtures.examples.appendingPathComponent("Remet")),
            try FixtureTree(loading: Fixtures.root.appendingPathComponent("tipjar")),
            try FixtureTree(loading: Fixtures.root.appendingPathComponent("traps")),
        ]
        let variants = [
            "Sprig": [
                "defects-config", "defects-display", "defects-events", "defects-moved", "defects-plan",
                "defects-wiring", "plan-inconsistent", "plan-nocount",
            ],
            "Tooltips": ["defects-copy", "defects-provider", "defects-wiring"],
            "Tutorial": ["defects-elements", "defects-presentation", "defects-triggers"],
        ]
        for (family, names) in variants.sorted(by: { $0.key < $1.key }) {
            projects.append(try Fixtures.base(family))
            projects += try names.map { try Fixtures.variant(family, $0) }
        }
        let scanner = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SwiftScan")
        projects.append(try FixtureTree(loading: scanner))
        var checked = 0
        for project in projects {
            for usePlan in Set([false, !project.planPaths.isEmpty]) {
                let twoPass = project.options(usePlan: usePlan)
                var onePass = twoPass
                onePass.defersUntriggeredFiles = false
                let fast = try Analyzer.run(files: project.swiftPaths, options: twoPass)
                let full = try Analyzer.run(files: project.swiftPaths, options: onePass)
                let name = "\(project.root.lastPathComponent) with \(twoPass.planPaths.count) plan documents"
                XCTAssertEqual(fast.findings, full.findings, name)
                XCTAssertEqual(fast.systems, full.systems, name)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// A tour whose steps sit in a file that never names TutorialKit (the
    /// step labels are no first-pass trigger) is still analysed in full: the
    /// import elsewhere detects the system, and the second pass reads the steps.
    func testStepsInAFileWithoutTriggerWordsAreReadInTheSecondPass() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-steps-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sources = [
            "Tour.swift": "import TutorialKit\n\ntypealias Step = TutorialStep\n",
            "Steps.swift":
                "enum Steps {\n    static let all = [\n        Step(title: \"Map\", body: \"Pan.\", triggers: [\"showMap\"]),\n    ]\n}\n",
        ]
        for (name, text) in sources {
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        let files = sources.keys.sorted().map { directory + "/" + $0 }
        XCTAssertFalse(ByteSurvey(Array(sources["Steps.swift"]!.utf8)).namesTipSystem)
        var onePass = AnalysisOptions()
        onePass.defersUntriggeredFiles = false
        let fast = try Analyzer.run(files: files, options: AnalysisOptions())
        let full = try Analyzer.run(files: files, options: onePass)
        XCTAssertEqual(fast.systems, [.tutorialKit])
        XCTAssertEqual(fast.findings, full.findings)
        XCTAssertEqual(fast.model.tutorial.steps.map(\.stepType), ["Step"])
    }

    /// A file without the tooltip and TutorialKit words yields no fact of
    /// theirs: the first pass detects the systems in use exactly.
    func testFilesWithoutTriggerWordsHaveNoTooltipOrTutorialFacts() throws {
        let repository = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        var untriggered = 0
        for directory in ["Tests/Fixtures", "Examples", "Sources"] {
            for path in try Fixtures.swiftFiles(under: repository.appendingPathComponent(directory)) {
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
                let facts = Extraction.facts(path: path, bytes: bytes)
                guard !ByteSurvey(bytes).namesTipSystem else { continue }
                untriggered += 1
                XCTAssertTrue(facts.tooltip.isEmpty, path)
                XCTAssertTrue(facts.tutorial.isEmpty, path)
                XCTAssertFalse(facts.imports("TipKit") || facts.imports("TutorialKit"), path)
            }
        }
        XCTAssertGreaterThan(untriggered, 50)
    }

    func testSurveyFindsExactlyTheTriggerWords() {
        let cases: [(String, Bool)] = [
            ("struct A: Tip {}", true), ("let tip = 1", false), ("TIP", false), ("Ti p", false),
            ("showToolTipIfNeeded", true), ("TOOLTIP", true), ("toolti", false), ("captureTutorialFrame", true),
            ("supplementalArrows:", false), ("blurTargets", false), ("triggers: [\"a\"]", false),
            ("tttooltip", true), ("tutotutorial", true), ("", false),
            ("\u{00E9}Tip\u{1F600}", true), ("TriggersTip", true),
        ]
        for (text, expected) in cases {
            for placed in vectorStepPlacements(of: text) {
                XCTAssertEqual(ByteSurvey(Array(placed.utf8)).namesTipSystem, expected, placed)
            }
        }
        // Random text over the words' letters, against a plain search.
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("TtIiPpOoLlUuRrAa .\u{00C9}".utf8)
        // Long enough for the vector loop (sixteen positions a step), and half
        // of them with a word planted anywhere, across a step's edge too.
        for round in 0..<20_000 {
            var bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            if round.isMultiple(of: 2) {
                let word = ExtractionTriggers.words.randomElement(using: &generator)!
                let planted = word.ignoringCase ? Array(word.word.uppercased().utf8) : Array(word.word.utf8)
                bytes.insert(contentsOf: planted, at: Int.random(in: 0...bytes.count, using: &generator))
            }
            XCTAssertEqual(
                ByteSurvey(bytes).namesTipSystem, Self.plainSearch(bytes), String(decoding: bytes, as: UTF8.self))
        }
    }

    private static func plainSearch(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        let lowered = String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        return ExtractionTriggers.words.contains { word, ignoringCase in
            ignoringCase ? lowered.contains(word) : text.contains(word)
        }
    }

    /// The survey's ASCII answer lets a file skip UTF-8 validation: it must see every byte.
    func testSurveyFindsANonASCIIByteAnywhere() {
        for count in [0, 1, 17, 18, 19, 33, 65, 66, 67, 100, 130, 131, 200] {
            XCTAssertTrue(ByteSurvey([UInt8](repeating: 0x61, count: count)).isASCII, "\(count)")
            for position in 0..<count {
                var bytes = [UInt8](repeating: 0x61, count: count)
                bytes[position] = 0xE9
                XCTAssertFalse(ByteSurvey(bytes).isASCII, "\(count) \(position)")
            }
        }
    }

    func testUTF8ValidationAgreesWithTheStandardLibrary() {
        let samples: [[UInt8]] = [
            [], Array("plain ascii, long enough for the eight-byte path".utf8), Array("caf\u{00E9} \u{1F600}".utf8),
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98],
            [0xE2, 0x82, 0xAC], [0x80], [0xFF], Array("01234567".utf8) + [0xC3],
        ]
        for bytes in samples {
            XCTAssertEqual(
                UTF8Validation.firstInvalidOffset(in: bytes) == nil, String(validating: bytes, as: UTF8.self) != nil,
                "\(bytes)")
        }
        // Random bytes, biased to the boundaries of the encoding's ranges.
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
            0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<50_000 {
            let bytes = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            XCTAssertEqual(
                UTF8Validation.firstInvalidOffset(in: bytes) == nil, String(validating: bytes, as: UTF8.self) != nil,
                "\(bytes)")
        }
    }
}
