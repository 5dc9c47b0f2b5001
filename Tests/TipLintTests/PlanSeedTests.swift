import XCTest
@testable import TipLint

/// The user's real plan and design documents, read in place (never copied into the project):
/// `tiplint plan --check` on them must report the contradictions they really contain.
final class PlanSeedTests: XCTestCase {
    private static let directory = "/work/shared/seeds"
    private static let planPath = directory + "/tip-guidance-plan.md"
    private static let designPath = directory + "/tip-guidance-design.md"

    private func seedPlan() throws -> Plan {
        for path in [Self.planPath, Self.designPath] where !FileManager.default.fileExists(atPath: path) {
            throw XCTSkip("seed document \(path) is not on this machine")
        }
        return try PlanReader.read(paths: [Self.planPath, Self.designPath])
    }

    func testWhatTheSeedPlanExpects() throws {
        let plan = try seedPlan()
        XCTAssertEqual(plan.statedTipCounts.map(\.value), [11, 11])
        XCTAssertEqual(plan.statedTipCounts.map(\.source.line), [5, 568])
        XCTAssertEqual(plan.tips.count, 11)
        XCTAssertTrue(plan.tips.allSatisfy { $0.events.count == 1 && $0.events[0].id != nil && $0.title != nil
            && $0.message != nil && $0.image != nil }, "every planned tip has one event with an id, and full copy")
        XCTAssertEqual(plan.files.count, 8)
        XCTAssertEqual(plan.files.filter { $0.action == .create }.count, 1)
        XCTAssertEqual(plan.imports.count, 8)
        XCTAssertEqual(plan.displaySites.count, 11)
        XCTAssertEqual(Set(plan.displaySites.compactMap(\.tip)), Set(plan.tips.map(\.name)), "each tip displayed once")
        XCTAssertEqual(plan.donations.count, 11)
        XCTAssertEqual(Set(plan.donations.compactMap(\.tip)), Set(plan.tips.map(\.name)), "each tip's event donated")
        XCTAssertEqual(plan.configure?.file, "Remet/RemetApp.swift")
        XCTAssertEqual(plan.configure?.options, [".displayFrequency(.immediate)"])
        XCTAssertEqual(plan.statedImportFileCount?.value, 7)
        XCTAssertEqual(plan.statedConfigureFileCount?.value, 1)
        XCTAssertEqual(plan.configurePlacements.map(\.value), [".task", "init"])
        XCTAssertEqual(plan.designCopy.count, 11)
        XCTAssertEqual(Set(plan.designCopy.map(\.view)).count, 5)
        XCTAssertEqual(plan.designFiles.count, 7)
    }

    func testTheContradictionsTheSeedsReallyContain() throws {
        let plan = try seedPlan()
        let found = plan.contradictions.map { "\(($0.source.file as NSString).lastPathComponent):\($0.source.line) \($0.key)" }
        XCTAssertEqual(found, [
            // The design's file list leaves out a file the plan modifies.
            "tip-guidance-plan.md:198 Remet/Views/ContentView.swift",
            // "7 files with import TipKit", but the tasks add it to 8.
            "tip-guidance-plan.md:561 import TipKit file count",
            // The design puts a tip under one view; the plan displays it in another file.
            "tip-guidance-design.md:18 AddEncounterTip view",
            // The design's message for one tip differs from the plan's.
            "tip-guidance-design.md:36 RedetectTip message",
            // The design configures TipKit in init; the plan in the .task block.
            "tip-guidance-design.md:72 Tips.configure placement",
            // One view under two directories.
            "tip-guidance-design.md:75 Remet/Views/Scan/ScanTabView.swift",
        ])
        let check = PlanReport.render(plan, check: true, format: .text).split(separator: "\n")
        XCTAssertEqual(check.count, 6)
        XCTAssertTrue(check.allSatisfy { $0.hasPrefix(Self.directory) && $0.hasSuffix("(plan_inconsistent)") })
    }

    func testTheSeedsLookLikePlans() throws {
        _ = try seedPlan()
        for path in [Self.planPath, Self.designPath] {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(PlanReader.looksLikePlan(text), path)
        }
        for other in ["tooltip-system-architecture.md", "tutorialkit-readme.md"] {
            guard let text = try? String(contentsOfFile: Self.directory + "/" + other, encoding: .utf8) else { continue }
            XCTAssertFalse(PlanReader.looksLikePlan(text), other)
        }
    }
}
