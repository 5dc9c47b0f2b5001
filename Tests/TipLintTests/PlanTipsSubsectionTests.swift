import XCTest

@testable import TipLint

/// Tip types named in list items under a tips subsection, and prose that anchors several tips in one
/// bullet (real plans, round 10: a view plan in Traditional Chinese gives `` `SomeTip`：…`` items with
/// a full-width colon, and one bullet anchors two tips, each with "錨在 …"). Fixtures in our own words.
final class PlanTipsSubsectionTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func tips(_ plan: Plan) -> [String] {
        plan.tips.map { "\($0.name) | \($0.evidence.rawValue) | plan.md:\($0.source.line)" }
    }

    func testTipTypesNamedFirstWithAFullWidthColonUnderATipsHeading() {
        let plan = read(
            """
            # 燈籠畫面規劃

            ### 提示與導覽（TipKit）

            - 導覽使用 ordered `TipGroup` 依序顯示：
              1. `WickTip`：popover 錨在燈芯按鈕，介紹修剪；使用者修剪燈芯時 invalidate。
              2. `ShadeTip`：popover 錨在燈罩選單；選擇燈罩時 invalidate。
            - Evening tips:
              - `GlowTip`: inline `TipView` at the top of the evening list; invalidated after the first dimming.
            """)
        XCTAssertEqual(
            tips(plan),
            ["WickTip | mentioned | plan.md:6", "ShadeTip | mentioned | plan.md:7", "GlowTip | mentioned | plan.md:9"])
    }

    /// Under a heading about tips, an item naming one tip type anywhere is about that tip; a file and a
    /// display verb make it stated, as on any list item.
    func testATipTypeInAListItemUnderATipsHeadingIsATip() {
        let plan = read(
            """
            # Lantern plan

            ## Tips
            - The evening list introduces `EmberTip` once the first lamp is lit.
            - Show `SparkTip` on `Lantern/Views/SparkView.swift` with `.popoverTip`.

            ## Refactors
            - Move the lamp store next to `AshTip` helpers.
            """)
        XCTAssertEqual(tips(plan), ["EmberTip | mentioned | plan.md:4", "SparkTip | stated | plan.md:5"])
        XCTAssertEqual(
            plan.displaySites.map { "\($0.file) \($0.tip ?? "-")" }, ["Lantern/Views/SparkView.swift SparkTip"])
    }

    func testTwoTipTypesEachAnchoredInOneProseBullet() {
        let plan = read(
            """
            # Lantern flow

            ## Level 1
            - 初次使用時以 TipKit tips 引導：尚未點燈時，`LightLampTip` 錨在燈芯入口；已點燈但沒有燈罩時，`PickShadeTip` 錨在燈罩入口。
            - On the shelf, `DustTip` is anchored to the shelf header and `PolishTip` anchored on the cloth button.
            - Later, `OilTip` and `FlameTip` may come back.
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "LightLampTip | mentioned | plan.md:4", "PickShadeTip | mentioned | plan.md:4",
                "DustTip | mentioned | plan.md:5", "PolishTip | mentioned | plan.md:5",
            ])
    }
    /// A prose sentence that says what a tip type is and where it shows (`` `X` is a TipKit popover on … ``)
    /// plans that tip, in words: mentioned. Saying only what it is, or what it is not, plans nothing.
    func testATipTypeDefinedAsShownSomewhereInProse() {
        let plan = read(
            """
            # Lantern sharing

            ## Sharing
            `ShareLampTip` is a TipKit popover on the share row, so the first lamp someone lights shows it.
            `GiftTip` is an inline tip above the gift list once a lamp is shared.
            `CandleTip` is a struct we keep for later.
            `WaxTip` is not a popover on the shelf any more.
            """)
        XCTAssertEqual(tips(plan), ["ShareLampTip | mentioned | plan.md:4", "GiftTip | mentioned | plan.md:5"])
    }
}
