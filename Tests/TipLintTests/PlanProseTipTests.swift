import XCTest

@testable import TipLint

/// Tips real plans name only in prose (issue 20, rounds 4-7): a TipKit line giving a count, a moment
/// and quoted copy, a popover described in a task, tip types placed "on the …" in a status note, a
/// tip named only by the file that declares it. Each is read as a mentioned tip: notes at most.
final class PlanProseTipTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func tips(_ plan: Plan) -> [String] {
        plan.tips.map { "\($0.name) | \($0.describedAs ?? "-") | \($0.evidence.rawValue) | plan.md:\($0.source.line)" }
    }

    func testATipKitLineWithACountAMomentAndQuotedCopy() {
        let plan = read(
            """
            # Kiln onboarding spec

            ## Permissions
            - Camera: when the user first scans a glaze.
            - TipKit: one tip on the first Shelf visit — "Drag a pot onto a shelf to schedule its firing."
            - TipKit "display frequency" stays at its default.
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "Drag a pot onto a shelf to schedule its firing. | one tip on the first Shelf visit Drag a pot onto a shelf to schedule its firing. | mentioned | plan.md:5"
            ])
    }

    func testAPopoverDescribedInATaskIsMentioned() {
        let plan = read(
            """
            # Kiln polish

            ### Task 2: TipKit onboarding
            **Files:** `ShelfView.swift`

            After the first firing, show a TipKit popover pointing to the glaze chips: "Tap a chip to filter pots by glaze." Uses a `Tip` struct that shows once and never again.
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "Tap a chip to filter pots by glaze. | popover pointing to the glaze chips Tap a chip to filter pots by glaze. | mentioned | plan.md:6"
            ])
    }

    func testTipTypesPlacedInAStatusNote() {
        let plan = read(
            """
            # Roadmap

            ### Known gaps
            - ~~**Tips show nothing.**~~ **Resolved** — all three tips are attached via
              `.popoverTip(…)` and invalidated on first use: `GlazeTip` on the glaze picker
              (invalidated when it opens), `FiringTip` on the kiln card, `ShelfTip` on the shelf header.
            - Polish `KilnTip` later.
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "GlazeTip | - | mentioned | plan.md:5", "FiringTip | - | mentioned | plan.md:6",
                "ShelfTip | - | mentioned | plan.md:6",
            ])
    }

    func testTipTypesListedOnALineAboutTipKit() {
        let plan = read(
            """
            # Kiln app plan

            ## Onboarding
            - **TipKit.** Three hints (`GlazeTip`, `FiringTip`, `GlazeTip`, `ShelfTip`), configured in `KilnApp.swift`.
            - Both `SortTip` and `ScanTip` are parked.
            - **TipKit.** One hint: `KilnTip`.
            """)
        // Listed on a line about TipKit: each mentioned, once. Two types without TipKit are no list of the plan's
        // tips, and one type alone is no list.
        XCTAssertEqual(
            tips(plan),
            [
                "GlazeTip | - | mentioned | plan.md:4", "FiringTip | - | mentioned | plan.md:4",
                "ShelfTip | - | mentioned | plan.md:4",
            ])
    }

    func testATipNamedOnlyByTheFileThatDeclaresIt() {
        let plan = read(
            """
            # TODO

            ### Forecast sentence — TipKit
            - [x] `Views/ForecastTip.swift` — implement the `Tip`; its text changes daily.
            - [x] `Views/ForecastCard.swift` — show the card.
            """)
        XCTAssertEqual(tips(plan), ["ForecastTip | - | mentioned | plan.md:4"])
    }

    /// A line about a tip that quotes copy but gives tiplint nothing to read is listed as not understood.
    func testALineQuotingTipCopyThatIsNotReadIsListedAsNotUnderstood() {
        let plan = read(
            """
            # Kiln onboarding spec

            - Tip copy, once the shelf exists: "Drag a pot onto a shelf to schedule it."
            - The glaze picker says "Pick a glaze" in its header.
            """)
        XCTAssertEqual(plan.tips.map(\.name), [])
        XCTAssertEqual(
            plan.unread.map { "\($0.source.line) \($0.names)" },
            ["3 [\"copy \\\"Drag a pot onto a shelf to schedule it.\\\"\"]"])
    }

    /// A strategy table naming each tip by its kind and its copy in corner quotes: mentioned tips.
    func testAStrategyTableNamingTipsByKindAndCopy() {
        let plan = read(
            """
            # 界面规范

            ## 首次引导

            | 阶段 | 触发时机 | 内容 |
            |------|---------|------|
            | 首次打开架子 | 首次启动 | Popover Tip 指向架子：「拖动陶器安排烧制」 |
            | 首次使用看板 | 切换到看板时 | Inline Tip：「滚动查看全部窑炉」 |
            | 首次打开设置 | 打开设置时 | 显示「设置」标题 |
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "拖动陶器安排烧制 | Popover Tip 指向架子 拖动陶器安排烧制 | mentioned | plan.md:7",
                "滚动查看全部窑炉 | Inline Tip 滚动查看全部窑炉 | mentioned | plan.md:8",
            ])
    }
}
