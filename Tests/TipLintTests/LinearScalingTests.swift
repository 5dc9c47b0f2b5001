import SwiftScan
import TipLintTestSupport
import XCTest

@testable import TipLint

/// Inputs whose cost once grew with the square of their size (minutes for a
/// few hundred kilobytes). Each runs at n and 2n while WorkMeter counts the
/// steps of the loops that were quadratic: linear work doubles, quadratic
/// work quadruples. Never timed. (.ci/stress.sh runs the full-size inputs on
/// the release binary.)
final class LinearScalingTests: XCTestCase {
    /// Runs `run` at `n` and `2n` (it returns the size of the input it
    /// made): the steps per input byte must not grow by more than a quarter.
    /// Quadratic work doubles them. `atLeast`: steps per byte the meter must
    /// see at `n`, so the test can fail at all.
    private func assertLinear(
        _ n: Int, atLeast minimum: Double = 0.25, file: StaticString = #filePath, line: UInt = #line,
        _ run: (Int) throws -> Int
    ) rethrows {
        var smallSize = 0, largeSize = 0
        let small = try WorkMeter.measure { smallSize = try run(n) }
        let large = try WorkMeter.measure { largeSize = try run(2 * n) }
        let smallRate = Double(small) / Double(smallSize), largeRate = Double(large) / Double(largeSize)
        XCTAssertGreaterThanOrEqual(smallRate, minimum, "the meter counted too little to tell", file: file, line: line)
        XCTAssertLessThanOrEqual(
            largeRate, 1.25 * smallRate,
            "\(small) steps for \(smallSize) bytes, \(large) for \(largeSize)", file: file, line: line)
    }

    private var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-scaling-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The whole analysis of one Swift file (on this thread: one file, one
    /// worker), and the file's size.
    private func analyze(_ bytes: [UInt8], check: (AnalysisResult) -> Void = { _ in }) throws -> Int {
        let path = directory + "/Hostile.swift"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var options = AnalysisOptions()
        options.jobs = 1
        check(try Analyzer.run(files: [path], options: options))
        return bytes.count
    }

    private func readPlan(_ text: String) -> Int {
        _ = PlanReader.read(documents: [("plan.md", text)])
        return text.utf8.count
    }

    // MARK: Plans

    func testOneLineOfNestedBlockquotes() {
        assertLinear(20_000) { n in readPlan("# Tips\n\n" + String(repeating: "> ", count: n) + "a tip\n") }
    }

    /// Discovery splits a document's title into words to tell whether it is about tips.
    func testALongCamelCaseTitle() {
        assertLinear(20_000) { n in
            let text = "# " + String(repeating: "aB", count: n) + "\n\n- `ShadeTip` shown on `ShadeView.swift`\n"
            XCTAssertFalse(PlanReader.looksLikePlan(text))
            return text.utf8.count
        }
    }

    func testBlockquotesNestedOneDeeperEachLine() {
        assertLinear(300) { n in
            readPlan("# Tips\n\n" + (1...n).map { String(repeating: ">", count: $0) + " Tip text\n" }.joined())
        }
    }

    /// 1 MB of mixed plan Markdown took 1.2 s: every line was split into Characters and lowercased
    /// through Unicode a dozen times. Words are split on bytes; only a stretch holding bytes that
    /// are not ASCII (`“copy”`) is split by Characters, and the meter counts its bytes.
    func testPlanWordsSplitCharactersOnlyWhereBytesAreNotASCII() {
        var words: [String] = []
        XCTAssertEqual(
            WorkMeter.measure { words = PlanWords.letters(in: "Show `FilterTip` on HomeView.swift").map(String.init) },
            0)
        XCTAssertEqual(words, ["Show", "FilterTip", "on", "HomeView", "swift"])
        let stretch = "\u{201C}café\u{201D}"
        XCTAssertEqual(
            WorkMeter.measure { words = PlanWords.letters(in: "a tip " + stretch + " TipKit.").map(String.init) },
            stretch.utf8.count)
        XCTAssertEqual(words, ["a", "tip", "café", "TipKit"])
    }

    /// The 1 MB plan shape of `.ci/stress.sh`: lines of tip names, code spans, unclosed quotes,
    /// paths, fields and comments, read in steps that grow with its size.
    func testMixedPlanMarkdown() {
        let words = [
            "tip", "`FilterTip`", "\"quote", "`code`", "Sources/App/View.swift", "**Title:**", "[link](x)",
            "<!-- c -->",
            "TipKit", ".popoverTip", "|", "#", "- [ ]", "Tips.configure()", "donate", "\u{201C}copy\u{201D}",
        ]
        assertLinear(100) { n in
            let lines = (0..<n).map { line in
                (0..<12).map { words[(line * 7 + $0 * 5) % words.count] }.joined(separator: " ")
            }
            return readPlan("# Tips plan\n\n" + lines.joined(separator: "\n") + "\n")
        }
    }

    // MARK: Swift files that are mostly lex errors

    /// At most `lexDiagnosticLimit` lex errors, folded into one as they are
    /// one defect repeated on one line, and one that counts the rest: the
    /// columns of 300,000 of them on one line were the quadratic part.
    private func assertLexErrorsCapped(_ result: AnalysisResult, file: StaticString = #filePath, line: UInt = #line) {
        let lexErrors = result.findings.filter { $0.ruleID == "lex_error" }
        XCTAssertEqual(lexErrors.count, 2, file: file, line: line)
        XCTAssertTrue(
            lexErrors.first?.message.hasSuffix(" (\(Extraction.lexDiagnosticLimit) times on this line)") ?? false,
            lexErrors.first?.message ?? "", file: file, line: line)
        let overflow = lexErrors.filter { $0.message.hasPrefix("… and ") }
        XCTAssertEqual(overflow.count, 1, file: file, line: line)
        XCTAssertTrue(
            overflow.first?.message.hasSuffix(" more lex errors in this file") ?? false, file: file, line: line)
    }

    func testRunsOfNULAndControlBytes() throws {
        for byte: UInt8 in [0x00, 0x01, 0x1B, 0x7F] {
            try assertLinear(20_000, atLeast: 0) { n in
                try analyze(Array("let a = 1\n".utf8) + Array(repeating: byte, count: n) + [0x0A]) {
                    assertLexErrorsCapped($0)
                }
            }
        }
    }

    func testRunsOfEmptyBackticks() throws {
        try assertLinear(20_000, atLeast: 0) { n in
            try analyze(Array(repeating: UInt8(ascii: "`"), count: 2 * n) + [0x0A]) { assertLexErrorsCapped($0) }
        }
    }

    func testUnterminatedInterpolationsOpeningStrings() throws {
        try assertLinear(5_000, atLeast: 0) { n in
            try analyze(Array(String(repeating: #""\("#, count: n).utf8) + [0x0A]) { assertLexErrorsCapped($0) }
        }
    }

    /// A run of `#`s was counted again from each `#`.
    func testARunOfPounds() throws {
        try assertLinear(20_000) { n in
            try analyze(Array(repeating: UInt8(ascii: "#"), count: n) + [0x0A]) {
                XCTAssertEqual($0.findings.map(\.ruleID), [])
            }
        }
    }

    // MARK: Modifier and name chains

    /// Each `.popoverTip` walked the chain back to its view, and each
    /// finding's column was counted from the line's start.
    func testALongChainOfPopoverTips() throws {
        try assertLinear(2_000) { n in
            let source =
                "import SwiftUI\nimport TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n"
                + "struct V: View { var body: some View { Text(\"x\")" + String(repeating: ".popoverTip(T())", count: n)
                + " } }\n"
            return try analyze(Array(source.utf8)) { XCTAssertFalse($0.findings.isEmpty) }
        }
    }

    /// Each `.popoverTip` after an `#endif` looks back for its `#if` (modifiers under `#if` modify the same
    /// view): an `#endif` with no `#if` before it sent each popover back to the file's start.
    func testPopoverTipsAfterUnmatchedEndifs() throws {
        try assertLinear(2_000) { n in
            let source =
                "import SwiftUI\nimport TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n"
                + "struct V: View { var body: some View { Text(\"x\")"
                + String(repeating: "\n#endif\n.popoverTip(T())", count: n) + " } }\n"
            return try analyze(Array(source.utf8)) { XCTAssertFalse($0.findings.isEmpty) }
        }
    }

    /// 400,000 popovers in one 9 MB file took 741 MB: the index, then the rules, each held a copy of
    /// every display site. The index now shares the file's own array (one storage, not a copy).
    func testTheIndexSharesTheOneFilesDisplaySites() throws {
        let source =
            "import SwiftUI\nimport TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n"
            + "struct V: View { var body: some View { Text(\"x\")"
            + String(repeating: ".popoverTip(T()).popoverTip(T(), arrowEdge: .top)", count: 25) + " } }\n"
        _ = try analyze(Array(source.utf8)) { result in
            let sites = TipKitIndex(result.model).displaySites
            let file = result.model.files.first { !$0.displaySites.isEmpty }
            XCTAssertEqual(sites.count, 50)
            XCTAssertEqual(
                sites.withUnsafeBufferPointer { $0.baseAddress },
                file?.displaySites.withUnsafeBufferPointer { $0.baseAddress })
        }
    }

    /// 400,000 `.popoverTip(tip)` repeated on one view (9 MB) took 3.3 s and 600 MB: each was a display
    /// site, a typed argument, a helper call and a TipKit use of its own, and each rule went through
    /// every one. A call repeating the one before it on its line folds into that call's facts
    /// (RepeatedCalls): the facts, and the rules' steps over them, do not grow with the repeats.
    func testRepeatsOfOnePopoverOnAViewFoldIntoOneSite() throws {
        func facts(_ n: Int) throws -> (count: Int, ruleSteps: Int) {
            let source =
                "import SwiftUI\nimport TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n"
                + "struct V: View { var body: some View { Text(\"x\")"
                + String(repeating: ".popoverTip(T())", count: n) + " } }\n"
            var result = (count: 0, ruleSteps: 0)
            _ = try analyze(Array(source.utf8)) { analysis in
                let file = analysis.model.files.first { !$0.displaySites.isEmpty }
                XCTAssertEqual(file?.displaySites.map(\.timesWritten), [n])
                result.count = analysis.model.files.reduce(0) {
                    $0 + $1.displaySites.count + $1.typedArguments.count + $1.helperCalls.count + $1.tipKitUses.count
                }
                result.ruleSteps = WorkMeter.measure {
                    _ = TipAnchoredTwiceRule().check(RuleContext(model: analysis.model))
                }
                let findings = analysis.findings.filter { $0.ruleID == "multiple_popover_tips" }
                XCTAssertEqual(
                    findings.map(ExpectedFinding.init),
                    [ExpectedFinding("multiple_popover_tips", directory + "/Hostile.swift", 4)])
                XCTAssertEqual(findings.first?.column, 65, "the second popover")
                XCTAssertTrue(findings.first?.message.hasSuffix("(\(n - 1) times on this line)") == true)
            }
            return result
        }
        let small = try facts(1_000), large = try facts(2_000)
        XCTAssertEqual(small.count, large.count, "the facts grow with the repeats")
        XCTAssertEqual(small.ruleSteps, large.ruleSteps, "the rule's work grows with the repeats")
    }

    func testAChainOfConfigureNames() throws {
        try assertLinear(5_000, atLeast: 0.05) { n in
            try analyze(
                Array(("import TipKit\nlet a = Tips" + String(repeating: ".configure", count: n) + "()\n").utf8))
        }
    }

    // MARK: Tip resolution

    /// The one display site of a `TipChainSource` view model resolves to all its tips, in order.
    private func assertShowsEveryChainTip(
        _ result: AnalysisResult, width: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        let sites = result.model.files.flatMap(\.displaySites)
        XCTAssertEqual(
            sites.map { [$0.tipType].compactMap { $0 } + $0.otherTipTypes },
            [(0..<width).map { "ChainTip\($0)" }], file: file, line: line)
    }

    /// Computed properties whose `switch`/`if` arms name the properties of the level below: each
    /// level multiplied the paths walked (3^8 for eight levels, and no tip resolved past that depth).
    func testTipsReturnedThroughDeepChainsOfComputedProperties() throws {
        try assertLinear(4, atLeast: 0.1) { levels in
            try analyze(Array(TipChainSource.viewModel(levels: levels, width: 3).utf8)) {
                assertShowsEveryChainTip($0, width: 3)
            }
        }
    }

    /// The same through wide switches: `width^levels` paths.
    func testTipsReturnedThroughWideSwitches() throws {
        try assertLinear(6, atLeast: 0.1) { width in
            try analyze(Array(TipChainSource.viewModel(levels: 4, width: width).utf8)) {
                assertShowsEveryChainTip($0, width: width)
            }
        }
    }

    /// Properties that name each other in a ring resolve to what the ring reaches, each once.
    func testTipsReturnedThroughACycleOfComputedProperties() throws {
        try assertLinear(20, atLeast: 0.1) { count in
            let properties = (0..<count).map { index in
                "    var ring\(index): any Tip { flag ? RingTip\(index % 2)() : ring\((index + 1) % count) }"
            }
            let source =
                "import SwiftUI\nimport TipKit\n"
                + "struct RingTip0: Tip { var title: Text { Text(\"0\") } }\n"
                + "struct RingTip1: Tip { var title: Text { Text(\"1\") } }\n"
                + "struct RingView: View {\n    var flag = false\n" + properties.joined(separator: "\n")
                + "\n    var body: some View { Text(\"r\").popoverTip(ring1) }\n}\n"
            return try analyze(Array(source.utf8)) { result in
                let sites = result.model.files.flatMap(\.displaySites)
                XCTAssertEqual(
                    sites.map { [$0.tipType].compactMap { $0 } + $0.otherTipTypes }, [["RingTip1", "RingTip0"]])
            }
        }
    }

    /// A chain of properties each naming the next, far deeper than `DeclarationTipTypes.nestingLimit`:
    /// resolved a limit's depth at a time, so neither the work nor the stack grows with its length.
    func testAChainOfComputedPropertiesDeeperThanTheNestingLimit() throws {
        try assertLinear(1_000, atLeast: 0.05) { count in
            let properties = (0..<count).map { "    var link\($0): any Tip { link\($0 + 1) }" }
            let source =
                "import SwiftUI\nimport TipKit\nstruct EndTip: Tip { var title: Text { Text(\"e\") } }\n"
                + "struct LinkView: View {\n" + properties.joined(separator: "\n")
                + "\n    var link\(count): any Tip { EndTip() }\n"
                + "    var body: some View { Text(\"l\").popoverTip(link0) }\n}\n"
            return try analyze(Array(source.utf8)) { result in
                XCTAssertEqual(result.model.files.flatMap(\.displaySites).map(\.tipType), [nil])
            }
        }
    }

    // MARK: JSON (configuration, baseline)

    func testAnObjectWithManyKeys() throws {
        try assertLinear(20_000, atLeast: 0.05) { n in
            let json = "{" + (0..<n).map { "\"key\($0)\": \($0)" }.joined(separator: ",") + "}"
            _ = try JSONReader.parse(json)
            return json.utf8.count
        }
        XCTAssertThrowsError(try JSONReader.parse("{\"a\": 1, \"b\": 2, \"a\": 3}")) { error in
            XCTAssertEqual("\(error)", "1:18: duplicate key \"a\" (first at 1:2)")
        }
    }

    // MARK: Rows

    /// Each call in a `List {}` asked whether the list uses `$0`, rescanning
    /// the whole closure.
    func testAListOfManyRows() throws {
        try assertLinear(2_000, atLeast: 0.05) { n in
            let source =
                "import SwiftUI\nimport TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n"
                + "struct V: View { var body: some View { List {\n"
                + String(repeating: "Row(title: \"x\")\n", count: n) + "} } }\n"
            return try analyze(Array(source.utf8))
        }
    }

    /// Each call walked every enclosing closure to find its row, and each
    /// list without parameters was rescanned for `$0`.
    func testNestedListsOfRows() throws {
        try assertLinear(300, atLeast: 0.05) { n in
            let source =
                "import SwiftUI\nimport TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n"
                + "struct V: View { var body: some View {\n"
                + String(repeating: "List(items) { _ in Row(title: \"x\")\n", count: n)
                + String(repeating: "}\n", count: n) + "} }\n"
            return try analyze(Array(source.utf8))
        }
    }

    /// Each `.sheet` fact's context once walked (and copied) every closure above it, each fact asked
    /// whether a `Preview` is among them by walking them all (1.4 s at 16,000 deep), and each call
    /// asked which presentation holds it by building its whole scope path (the meter counts the
    /// scope path and every walk along a closure chain).
    func testSheetsNestedDeep() throws {
        try assertLinear(500, atLeast: 0.02) { n in
            let nest = String(repeating: "Text(\"a\").sheet(isPresented: $shown) {\n", count: n)
            return try analyze(
                Array(
                    ("import SwiftUI\nimport TipKit\nstruct V: View {\n    var body: some View {\n" + nest
                        + "Text(\"b\").popoverTip(ATip())\n" + String(repeating: "}\n", count: n) + "    }\n}\n").utf8)
            ) { result in
                XCTAssertEqual(result.model.displaySites.first?.context.closures.count, n)
            }
        }
    }

    /// Each call outside any presentation walked every scope up to its member to learn that none
    /// holds it.
    func testStacksNestedDeep() throws {
        try assertLinear(500, atLeast: 0.02) { n in
            let nest = String(repeating: "VStack { Text(\"a\")\n", count: n)
            return try analyze(
                Array(
                    ("import SwiftUI\nimport TipKit\nstruct V: View {\n    var body: some View {\n" + nest
                        + "Text(\"b\").popoverTip(ATip())\n" + String(repeating: "}\n", count: n) + "    }\n}\n").utf8)
            ) { result in
                XCTAssertEqual(result.model.displaySites.count, 1)
                XCTAssertNil(result.model.displaySites.first?.presentation)
            }
        }
    }

    /// Each tip shown in a member of a view looked for that member's single
    /// use by scanning the whole view, for each of 5,000 members.
    func testManyMembersOfOneViewEachShowingATip() throws {
        try assertLinear(300, atLeast: 0.05) { n in
            let members = (0..<n).map { "    func row\($0)() -> some View { Text(\"\($0)\").popoverTip(T()) }\n" }
            let source =
                "import SwiftUI\nimport TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n"
                + "struct V: View {\n    var body: some View { row0() }\n" + members.joined() + "}\n"
            return try analyze(Array(source.utf8))
        }
    }

    // MARK: History

    /// `report --history` over 200 commits that each changed only a file naming no tip API took
    /// 2.9 s: every commit was merged and checked whole. A commit whose files give the same facts
    /// as the one before is answered from it: its cost is its changed file's extraction.
    func testCommitsThatChangeNoFactsAreNotCheckedAgain() throws {
        let views = (0..<3).map { index in
            "import SwiftUI\nimport TipKit\nstruct V\(index): View { var body: some View { Text(\"\(index)\").popoverTip(HelloTip()) } }\n"
        }
        let files = ["Hello.swift": "import TipKit\nstruct HelloTip: Tip { var title: Text { Text(\"Hello\") } }\n"]
            .merging(views.enumerated().map { ("View\($0.offset).swift", $0.element) }) { first, _ in first }
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        var options = LintSession.Options()
        options.noPlan = true
        let run = try LintSession.run(paths: [], workingDirectory: directory, options: options)
        // Commit n: the same tip files, and a Log.swift of its own (an object id per commit).
        func steps(commits: Int) throws -> (steps: Int, checked: Int, findings: [[String]]) {
            let memo = ExtractionMemo()
            var findings: [[String]] = []
            let steps = try WorkMeter.measure {
                for commit in 0..<commits {
                    let listing = files.keys.sorted().map { (path: $0, object: $0) } + [("Log.swift", "log\(commit)")]
                    let result = try VersionAnalysis.analyze(listing, inRepository: directory, as: run, memo: memo) {
                        object in
                        .bytes(Array((files[object] ?? "let log = \(object.dropFirst(3))\n").utf8))
                    }
                    findings.append(result.findings.map { "\($0.ruleID) \($0.file):\($0.line)" })
                }
            }
            return (steps, memo.checkCount, findings)
        }
        let one = try steps(commits: 1), many = try steps(commits: 21)
        XCTAssertEqual(one.checked, 1)
        XCTAssertEqual(many.checked, 1, "the 20 later commits change no facts")
        XCTAssertEqual(many.findings, Array(repeating: one.findings[0], count: 21))
        XCTAssertFalse(one.findings[0].isEmpty)
        // Each later commit costs its Log.swift's extraction, a small part of one whole check.
        XCTAssertLessThan(
            (many.steps - one.steps) / 20, one.steps / 4, "\(one.steps) steps for one commit, \(many.steps) for 21")
    }

    /// The names a file calls and mentions are compared between commits only on the display helpers'
    /// names, the only ones asked about: a commit adding a call elsewhere is not checked again, one
    /// calling the helper is (its tip is displayed now).
    func testCommitsThatAddCallsAreCheckedAgainOnlyWhenTheyCallAHelper() throws {
        let files = [
            "Hello.swift": "import TipKit\nstruct HelloTip: Tip { var title: Text { Text(\"Hello\") } }\n",
            "Helper.swift":
                "import SwiftUI\nimport TipKit\nextension View {\n"
                + "    func helloTip() -> some View { popoverTip(HelloTip()) }\n}\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        var options = LintSession.Options()
        options.noPlan = true
        let run = try LintSession.run(paths: [], workingDirectory: directory, options: options)
        // Commits 0 to 4 add a call and a name to Log.swift; commit 5 calls the helper.
        let logs = (0..<5).map { "let log = record\($0)(entry\($0))\n" } + ["let log = Text(\"x\").helloTip()\n"]
        let memo = ExtractionMemo()
        var findings: [[String]] = []
        for (commit, log) in logs.enumerated() {
            let listing = files.keys.sorted().map { (path: $0, object: $0) } + [("Log.swift", "log\(commit)")]
            let result = try VersionAnalysis.analyze(listing, inRepository: directory, as: run, memo: memo) { object in
                .bytes(Array((files[object] ?? logs[Int(object.dropFirst(3))!]).utf8))
            }
            findings.append(result.findings.map { "\($0.ruleID) \(PathText.lastComponent($0.file)):\($0.line)" })
        }
        XCTAssertEqual(memo.checkCount, 2)
        // Shown only from a helper nothing calls: never displayed, so nothing to configure for yet.
        XCTAssertEqual(findings[0], ["tip_never_displayed Hello.swift:2"])
        XCTAssertEqual(findings[4], findings[0])
        XCTAssertEqual(findings[5], ["configure_missing Helper.swift:4"])
    }

    // MARK: Ignore files

    /// An 81-byte `.gitignore` line of repeated `**/a/` against a tree 150
    /// directories deep: git's backtracking is exponential in the `**`.
    func testRepeatedDoubleStarsAgainstADeepPath() {
        let path = Array((String(repeating: "a/", count: 150) + "c").utf8)
        assertLinear(8) { n in
            let pattern = String(repeating: "**/a/", count: n) + "b"
            XCTAssertFalse(Wildmatch.matches(Array(pattern.utf8), path))
            XCTAssertTrue(
                Wildmatch.matches(Array(pattern.utf8), Array((String(repeating: "a/", count: 150) + "b").utf8)))
            return pattern.utf8.count
        }
    }

    /// A `.gitignore` that ignores everything, then re-includes each module by literal lines
    /// (`!Module/`, `!Module/md/*`): every path was tried against every line, from the last up.
    /// The lines that can match one name or path only are found by key, so a decision costs the
    /// same however many modules the file lists.
    func testLiteralIgnoreLinesAreFoundByKey() {
        func matchSteps(modules: Int) -> Int {
            var lines = ["*", "!.gitignore"]
            for module in 0..<modules {
                lines += ["!M\(module)/", "!M\(module)/list.json", "!M\(module)/md", "!M\(module)/md/*", "*.tmp"]
            }
            let list = IgnoreList(base: "/r", contents: Array(lines.joined(separator: "\n").utf8))
            return WorkMeter.measure {
                XCTAssertEqual(list.decision(for: "/r/M3/md/a.md", isDirectory: false), false)
                XCTAssertEqual(list.decision(for: "/r/M3/md/a.tmp", isDirectory: false), true)
                XCTAssertEqual(list.decision(for: "/r/Other/a.md", isDirectory: false), true)
            }
        }
        XCTAssertEqual(matchSteps(modules: 2_000), matchSteps(modules: 20))
    }

    // MARK: Passes

    /// A file naming no tip API is read in the first pass for its lex diagnostics and suppressions
    /// only, and extracted in full in the second when a tip system is in use: its suppressions were
    /// parsed again there (7 % of the 300,000-findings stress run). The second pass keeps the first's.
    func testTheSecondPassKeepsTheFirstPassSuppressions() throws {
        let tips = directory + "/Tips.swift", quiet = directory + "/Quiet.swift"
        let quietSource = "let a = 1" + (0..<500).map { " /* tiplint:disable:this r\($0) */" }.joined() + "\n"
        try Data("import TipKit\nstruct T: Tip { var title: Text { Text(\"t\") } }\n".utf8).write(
            to: URL(fileURLWithPath: tips))
        try Data(quietSource.utf8).write(to: URL(fileURLWithPath: quiet))
        func steps(deferring: Bool) throws -> Int {
            var options = AnalysisOptions()
            options.jobs = 1
            options.defersUntriggeredFiles = deferring
            var result: AnalysisResult?
            let steps = try WorkMeter.measure { result = try Analyzer.run(files: [tips, quiet], options: options) }
            XCTAssertEqual(result?.findings.filter { $0.ruleID == "invalid_suppression" }.count, 500)
            return steps
        }
        let quietFile = SourceFile(path: quiet, bytes: Array(quietSource.utf8))
        let firstPass = WorkMeter.measure { _ = FileAnalyzer.analyze(path: quiet, depth: .whenTriggered) }
        let suppressions = WorkMeter.measure { _ = SuppressionParser.parse(quietFile) }
        XCTAssertGreaterThan(suppressions, 0)
        // Two passes cost one full pass and the first pass's reading, less the suppressions parsed once.
        XCTAssertEqual(try steps(deferring: true) - steps(deferring: false), firstPass - suppressions)
    }

    // MARK: Reports

    /// SARIF, `github` and the step summary name each finding's file from the source root: that
    /// path was worked out again for each of 40,000 findings on one line; now once per file.
    func testPathsFromTheSourceRootAreWorkedOutOncePerFile() {
        let context = ReportContext(workingDirectory: "/work/app", fileCount: 1, sourceRoot: "/work")
        func steps(_ count: Int) -> Int {
            let findings = (0..<count).map { index in
                Finding(
                    ruleID: "tip_never_displayed", severity: .warning, message: "m", file: "Sources/Home.swift",
                    line: 1, column: 1 + index, key: "k\(index)")
            }
            return WorkMeter.measure {
                XCTAssertTrue(
                    SarifReporter.generateReport(findings, context: context).contains("app/Sources/Home.swift"))
                XCTAssertTrue(
                    GitHubReporter.generateReport(findings, context: context).contains("app/Sources/Home.swift"))
                XCTAssertTrue(GitHubStepSummary.markdown(findings, context: context).contains("app/Sources/Home.swift"))
            }
        }
        XCTAssertEqual(steps(1), 1)
        XCTAssertEqual(steps(2_000), 0, "the context's cache already knows the file")
    }

    /// 300,000 different findings on one line (10 MB) took 345 MB: the session kept the analysis's
    /// findings and a filtered copy of them, each hundreds of bytes a finding. One storage now.
    func testManyDifferentFindingsOnOneLineAreHeldOnce() throws {
        let source = "let a = 1" + (0..<2_000).map { " /* tiplint:disable:this r\($0) */" }.joined() + "\n"
        let outcome = try LintSession.run(
            paths: ["."], workingDirectory: "/project",
            tree: InMemoryTree(root: "/project", files: ["Line.swift": Array(source.utf8)]),
            options: LintSession.Options())
        XCTAssertEqual(outcome.findings.count, 2_000)
        XCTAssertEqual(
            outcome.findings.last.map(ExpectedFinding.init), ExpectedFinding("invalid_suppression", "Line.swift", 1))
        let storages = [outcome.result.findings, outcome.scopedFindings, outcome.findings].map {
            $0.withUnsafeBufferPointer { $0.baseAddress }
        }
        XCTAssertEqual(Set(storages).count, 1, "the findings are copied")
    }

    // MARK: Folding

    /// Each follow-on looked for its cause among all findings: a `plan_import_missing` in each of
    /// thousands of files went through every `missing_import` before its own. Causes are found by key.
    func testFollowOnsInManyFilesFindTheirCausesByKey() {
        assertLinear(2_000) { n in
            func finding(_ rule: String, _ file: Int, _ severity: Severity) -> Finding {
                Finding(
                    ruleID: rule, severity: severity, message: "m", file: "F\(file).swift", line: 1, column: 1,
                    key: rule)
            }
            let findings =
                (0..<n).map { finding("plan_import_missing", $0, .warning) }
                + (0..<n).map { finding("missing_import", $0, $0 == 0 ? .note : .error) }
            let marked = SameDefectFolding.markCauses(findings)
            XCTAssertNil(marked[0].cause, "a cause less severe than its follow-on")
            XCTAssertEqual(marked[n - 1].cause.map { "\($0.ruleID) \($0.file)" }, "missing_import F\(n - 1).swift")
            XCTAssertEqual(marked.filter { $0.cause != nil }.count, n - 1)
            return findings.count
        }
    }

    /// 300,000 different findings on one line held 62 MB of `Finding`s, 208 bytes each, most of
    /// it fields few findings set (regions, the plan line, related places, a cause). Those are
    /// held apart: a finding is a third of that, and still reads and compares as before.
    func testAFindingHoldsItsRarelySetFieldsApart() {
        XCTAssertLessThanOrEqual(MemoryLayout<Finding>.stride, 96)
        let plain = Finding(
            ruleID: "tip_never_displayed", severity: .warning, message: "m", file: "A.swift", line: 1, column: 2,
            key: "k")
        var finding = plain
        finding.endLine = 1
        finding.endColumn = 9
        finding.related.append(RelatedLocation(message: "r", file: "B.swift", line: 3, column: 4))
        XCTAssertEqual([finding.endLine, finding.endColumn, finding.related.first?.line], [1, 9, 3])
        XCTAssertNotEqual(finding, plain)
        XCTAssertNil(plain.endLine, "a copy made before is not changed")
        finding.endLine = nil
        finding.endColumn = nil
        finding.related = []
        XCTAssertEqual(finding, plain)
        XCTAssertEqual(Set([finding, plain]).count, 1)
    }

    /// The text report of 300,000 findings was one string of 57 MB, written at the end; now it is
    /// handed on in pieces of about 64 KB as it is made.
    func testTheTextReportIsHandedOnInPieces() {
        let findings = (0..<20_000).map { index in
            Finding(
                ruleID: "invalid_suppression", severity: .warning,
                message: "unknown rule 'r\(index)' in tiplint comment",
                file: "Line.swift", line: 1, column: 10 + 35 * index, key: "r\(index)")
        }
        var pieces: [String] = []
        TextReporter.writeReport(findings, context: ReportContext(workingDirectory: "/p", fileCount: 1)) {
            pieces.append($0)
        }
        let lines = pieces.joined().split(separator: "\n")
        XCTAssertEqual(lines.count, 20_000)
        XCTAssertEqual(
            lines.last, "Line.swift:1:699975: warning: unknown rule 'r19999' in tiplint comment (invalid_suppression)")
        XCTAssertGreaterThan(pieces.count, 15)
        XCTAssertLessThanOrEqual(pieces.map(\.utf8.count).max() ?? 0, TextReporter.pieceSize + 200)
    }

    /// SARIF built 25,000 results as one tree of values, then one string of 57 MB; the JSON format
    /// the same for every finding. Both are handed on in pieces now, each result made as it is
    /// written, and the pieces make the same document.
    func testJSONReportsAreHandedOnInPieces() {
        let findings = (0..<4_000).map { index in
            Finding(
                ruleID: "invalid_suppression", severity: .warning,
                message: "unknown rule 'r\(index)' in tiplint comment",
                file: "Line.swift", line: 1, column: 10 + 35 * index, endLine: 1, endColumn: 44 + 35 * index,
                key: "r\(index)")
        }
        let context = ReportContext(workingDirectory: "/p", fileCount: 1)
        for reporter in [SarifReporter.self, JSONReporter.self] as [any Reporter.Type] {
            var pieces: [String] = []
            reporter.writeReport(findings, context: context) { pieces.append($0) }
            XCTAssertEqual(pieces.joined(), reporter.generateReport(findings, context: context), "\(reporter)")
            XCTAssertGreaterThan(pieces.count, 10, "\(reporter)")
            XCTAssertLessThanOrEqual(pieces.map(\.utf8.count).max() ?? 0, 1 << 16 + 4_096, "\(reporter)")
        }
    }

    /// SARIF and `github` give each finding a region; its end was found by
    /// walking the line from its start, for each of 40,000 findings on one line.
    func testRegionsOfManyFindingsOnOneLine() throws {
        try assertLinear(5_000) { n in
            let path = directory + "/OneLine.swift"
            let source = "let a = [" + String(repeating: "tip, ", count: n) + "]\n"
            try Data(source.utf8).write(to: URL(fileURLWithPath: path))
            let findings = (0..<n).map { index in
                Finding(
                    ruleID: "tip_never_displayed", severity: .warning, message: "m", file: path, line: 1,
                    column: 10 + 5 * index, key: "k\(index)")
            }
            let regions = FindingRegions.completed(findings, workingDirectory: directory)
            XCTAssertEqual(regions.last.map { [$0.endLine, $0.endColumn] }, [1, 10 + 5 * (n - 1) + 3])
            return source.utf8.count
        }
    }
}
