import XCTest

@testable import TipLint

/// The second pass driven by demand: which word-free files the tip files reach (`DemandClosure`).
final class DemandClosureTests: XCTestCase {
    /// The files of `sources` the second pass extracts (the tip files included).
    private func demanded(_ sources: [String: String]) -> [String] {
        let paths = sources.keys.sorted()
        let scans = paths.map { path in
            let bytes = Array(sources[path]!.utf8)
            return DemandScan(bytes, path: path, namesTipSystem: ByteSurvey(bytes).namesTipSystem)
        }
        let included = DemandClosure.demanded(scans)
        return paths.indices.filter { included[$0] }.map { paths[$0] }
    }

    /// Up by type: the view holding the tip's host, and the app building it; down: the constant the
    /// tip file names in another module's type's extension. A file nothing reaches stays partial.
    func testTheViewsAboveATipAndTheNamesItUsesAreDemanded() {
        let sources = [
            "App/ShelfApp.swift":
                "@main\nstruct ShelfApp: App {\n    var body: some Scene { WindowGroup { Home() } }\n}\n",
            "Tips/ShelfTips.swift":
                "import TipKit\n\nstruct SortTip: Tip {\n    var title: Text { Text(\"Sort\") }\n}\n\n"
                + "struct SortHost: View {\n    var body: some View {\n"
                + "        Text(\"Books\").foregroundStyle(Color.brand).popoverTip(SortTip())\n    }\n}\n",
            "Views/Home.swift": "struct Home: View {\n    var body: some View { SortHost() }\n}\n",
            "Views/Palette.swift": "extension Color {\n    static let brand = Color.orange\n}\n",
            "Views/Spacing.swift": "extension CGFloat {\n    static let gap: CGFloat = 8\n}\n",
            "Model/Ledger.swift":
                "struct Ledger {\n    var total = 0\n    func add(_ amount: Int) -> Int { total + amount }\n}\n",
        ]
        XCTAssertEqual(
            demanded(sources),
            ["App/ShelfApp.swift", "Tips/ShelfTips.swift", "Views/Home.swift", "Views/Palette.swift"])
    }

    /// Up by function: every file calling a function around a tip word (`start()`, by name alone:
    /// `Player`); above that, a setup helper's callers must name its type or a holder of it: `Shell`
    /// runs `root.launch()` on a `Root`, `Rocket` runs an engine's `launch()` and is left out.
    func testSetupHelpersAreFollowedThroughTheirTypesHolders() {
        let sources = [
            "Onboarding.swift":
                "import TipKit\n\nfinal class Onboarding {\n    func start() { try? Tips.configure() }\n}\n",
            "Model.swift": "final class Model {\n    let onboarding = Onboarding()\n}\n",
            "Root.swift":
                "struct Root {\n    let model: Model\n    func launch() { model.onboarding.start() }\n}\n",
            "Player.swift": "struct Player {\n    let engine: Engine\n    func play() { engine.start() }\n}\n",
            "Shell.swift": "struct Shell {\n    let root: Root\n    func boot() { root.launch() }\n}\n",
            "Rocket.swift": "struct Rocket {\n    let engine: Engine\n    func fire() { engine.launch() }\n}\n",
        ]
        XCTAssertEqual(
            demanded(sources), ["Model.swift", "Onboarding.swift", "Player.swift", "Root.swift", "Shell.swift"])
    }

    /// Comments and strings name nothing; an interpolation is code.
    func testCommentsAndStringsAreSkippedButInterpolationsAreRead() {
        let scan = DemandScan(
            Array("// Home()\nlet a = \"Home() \\(Shelf.count) {\"\nlet b = #\"Ledger\"#\n/* Ledger /* x */ */\n".utf8),
            path: "A.swift", namesTipSystem: false)
        XCTAssertNil(scan.mentions[DemandScan.hash("Home")])
        XCTAssertNil(scan.mentions[DemandScan.hash("Ledger")])
        XCTAssertNotNil(scan.mentions[DemandScan.hash("Shelf")])
        XCTAssertEqual(scan.declarations.count, 2)
    }

    /// An interpolation ends at its `)` and its string goes on: the code after the closing quote is
    /// read (the scan once stepped over the quote, and read the rest of the line as string).
    func testCodeAfterAnInterpolatedStringIsRead() {
        let scan = DemandScan(
            Array("let a = \"\\(count)\" + Shelf.title\nlet b = \"\\((1, 2))\" + Ledger.name\n".utf8),
            path: "A.swift", namesTipSystem: false)
        XCTAssertNotNil(scan.mentions[DemandScan.hash("Shelf")])
        XCTAssertNotNil(scan.mentions[DemandScan.hash("Ledger")])
        XCTAssertEqual(scan.declarations.count, 2)
    }

    /// 100,000 unterminated `"\(` in a project that uses TipKit: the second pass scans the file for
    /// demand, each string open inside the one before (they were read by recursion, and the release
    /// binary's stack overflowed), and the run ends with the tip file's finding. The code after them
    /// is still read.
    func testAHundredThousandUnterminatedInterpolationsAreScannedForDemand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-demand-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strings = String(repeating: #""\("#, count: 100_000) + "\nShelfView()\n"
        let scan = DemandScan(Array(strings.utf8), path: "Strings.swift", namesTipSystem: false)
        XCTAssertNotNil(scan.mentions[DemandScan.hash("ShelfView")])
        let tips = "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n"
        try tips.write(toFile: directory + "/Hello.swift", atomically: true, encoding: .utf8)
        try strings.write(toFile: directory + "/Strings.swift", atomically: true, encoding: .utf8)
        let result = try Analyzer.run(
            files: [directory + "/Hello.swift", directory + "/Strings.swift"], options: AnalysisOptions())
        XCTAssertEqual(
            result.findings.map { "\($0.ruleID) \(PathText.lastComponent($0.file)):\($0.line)" },
            ["tip_never_displayed Hello.swift:3", "lex_error Strings.swift:1", "lex_error Strings.swift:1"])
    }

    /// The whole pipeline gives the same findings with the second pass driven by demand as with every
    /// file extracted: here the tip is displayed only from a word-free file's helper the tip file calls.
    func testDemandDrivenAnalysisFindsTheSame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-demand-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sources = [
            "ShelfApp.swift":
                "import SwiftUI\n\n@main\nstruct ShelfApp: App {\n    var body: some Scene { WindowGroup { Home() } }\n}\n",
            "Tips.swift":
                "import TipKit\n\nstruct SortTip: Tip {\n    var title: Text { Text(\"Sort\") }\n}\n\n"
                + "struct SortHost: View {\n    let tip = SortTip()\n    var body: some View { Text(\"Books\").popoverTip(tip) }\n}\n",
            "Home.swift": "import SwiftUI\n\nstruct Home: View {\n    var body: some View { SortHost() }\n}\n",
            "Ledger.swift": "struct Ledger {\n    var total = 0\n}\n",
        ]
        for (name, text) in sources {
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        let files = sources.keys.sorted().map { directory + "/" + $0 }
        var everyFile = AnalysisOptions()
        everyFile.extractsOnDemand = false
        let onDemand = try Analyzer.run(files: files, options: AnalysisOptions())
        let full = try Analyzer.run(files: files, options: everyFile)
        XCTAssertEqual(onDemand.findings, full.findings)
        XCTAssertEqual(
            onDemand.findings.map { "\($0.ruleID) \(PathText.lastComponent($0.file)):\($0.line)" },
            ["configure_missing Tips.swift:9"])
        // The ledger stays as the first pass left it; the view above the tip is extracted.
        let model = onDemand.model
        XCTAssertEqual(model.files.first { $0.path.hasSuffix("/Ledger.swift") }?.hierarchy.types.isEmpty, true)
        XCTAssertEqual(model.files.first { $0.path.hasSuffix("/Home.swift") }?.hierarchy.types.isEmpty, false)
    }
}
