import XCTest

@testable import TipLint

/// Code that looks like a defect to a careless reader and is not one.
final class EndToEndTrapsTests: XCTestCase {
    /// TipKit words in comments, strings, raw strings and regex literals;
    /// modifiers over several lines; donations inside `Task { await … }`; a tip
    /// conforming through an extension in another file; a nested tip; a UIKit
    /// popover controller; `Tips.configure` in both branches of one `#if DEBUG`;
    /// testing calls in the `#else` of `#if !DEBUG`; one inline `TipView` in a
    /// static `List` — no findings.
    func testTrapsProduceNoFindings() throws {
        let run = try FixtureRun(Fixtures.root.appendingPathComponent("traps"), usePlan: false)
        run.assertFindings([])
    }

    /// The traps are only meaningful if the analysis saw the TipKit code in them.
    func testTrapsModelIsFullyRead() throws {
        let run = try FixtureRun(Fixtures.root.appendingPathComponent("traps"), usePlan: false)
        let model = run.result.model
        XCTAssertEqual(run.result.systems, [.tipKit])
        let tipNames = Set(model.tips.map(\.simpleName))
        XCTAssertEqual(tipNames, ["SaveTrailTip", "ElevationTip", "TrailNotesTip", "OfflineMapTip", "LayersTip"])
        XCTAssertEqual(
            Set(model.displaySites.compactMap { $0.tipType?.split(separator: ".").last.map(String.init) }), tipNames)
        XCTAssertEqual(model.configureCalls.count, 2)
        // `x.invalidate(reason:)` resolves `x` through `private let x = SomeTip()`.
        XCTAssertEqual(Set(model.invalidations.map { $0.tipType ?? "unresolved" }), ["OfflineMapTip", "ElevationTip"])
        XCTAssertEqual(model.donations.count, 3)
        XCTAssertEqual(model.file(run.root.path + "/Trailhead/Support/HelpStrings.swift")?.tipKitUses, [])
        XCTAssertEqual(model.tips.first { $0.simpleName == "TrailNotesTip" }?.title?.text, #"Tap "Notes" on Any Trail"#)
        XCTAssertEqual(
            model.tips.first { $0.simpleName == "TrailNotesTip" }?.message?.text,
            "Write down water sources and tricky junctions.")
    }

    /// A tip-jar app has its own `Tip` and `Tips` types, a `TipView` and a
    /// `donate` method, and never imports TipKit: TipKit rules do not run.
    func testTipJarAppIsNotMistakenForTipKit() throws {
        let run = try FixtureRun(Fixtures.root.appendingPathComponent("tipjar"), usePlan: false)
        run.assertFindings([])
        XCTAssertEqual(run.result.systems, [])
        XCTAssertEqual(run.result.model.files.count, 5)
    }
}
