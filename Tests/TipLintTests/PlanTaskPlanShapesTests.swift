import XCTest

@testable import TipLint

/// Shapes of a task plan written in Chinese (issue 20, round 6): a title written as a bare string
/// literal, display sites through the plan's own view helpers applied in prose, a file-structure
/// table (操作 | 文件路径 | 职责) whose actions create or modify files.
final class PlanTaskPlanShapesTests: XCTestCase {
    private func ref(_ line: Int) -> PlanReference { PlanReference(file: "plan.md", line: line) }

    static let plan = """
        # P3: 窑炉引导 — 实施计划

        ## 文件结构

        | 操作 | 文件路径 | 职责 |
        |------|----------|------|
        | 创建 | `Kiln/Onboarding/KilnTips.swift` | 提示定义 |
        | 修改 | `Kiln/App/KilnApp.swift` | 初始化 |

        ### Task 1: 创建引导

        **Files:**
        - Create: `Kiln/Onboarding/KilnTips.swift`
        - Create: `Kiln/Onboarding/TipModifiers.swift`

        ```swift
        import TipKit

        struct ShelfTip: Tip {
            var title: Text { "拖动陶器到架子上" }
            var message: Text? { Text("安排它的烧制时间。") }
        }
        ```

        ```swift
        // TipModifiers.swift
        import TipKit

        extension View {
            func shelfTip() -> some View {
                self.popoverTip(ShelfTip(), arrowEdge: .top)
            }
        }
        ```

        在 `ShelfView.swift` 的列表区域添加 `.shelfTip()`。
        """

    func testABareLiteralTitleIsTheTipsTitle() {
        let plan = PlanReader.read(documents: [(path: "plan.md", text: Self.plan)])
        XCTAssertEqual(plan.tips.map(\.name), ["ShelfTip"])
        XCTAssertEqual(plan.tips.first?.title, "拖动陶器到架子上")
        XCTAssertEqual(plan.tips.first?.line(of: .title), ref(20))
    }

    func testAViewHelperThePlanAppliesInANamedFileShowsItsTipThere() {
        let plan = PlanReader.read(documents: [(path: "plan.md", text: Self.plan)])
        XCTAssertEqual(
            plan.displaySites.map { "\($0.tip ?? "-") \($0.file) \($0.source.line) \($0.evidence.rawValue)" },
            ["ShelfTip ShelfView.swift 36 mentioned"])
        XCTAssertTrue(plan.skipped.isEmpty, "\(plan.skipped)")
    }

    /// The table is the plan's own overview: its files are read, and not held against the tasks' lists.
    func testAChineseFileStructureTableCreatesAndModifiesFiles() {
        let plan = PlanReader.read(documents: [(path: "plan.md", text: Self.plan)])
        XCTAssertEqual(
            plan.designFiles.map { "\($0.action.rawValue) \($0.path) \($0.source.line)" },
            ["Create Kiln/Onboarding/KilnTips.swift 7", "Modify Kiln/App/KilnApp.swift 8"])
        XCTAssertEqual(plan.contradictions, [])
    }

    /// A file row whose change cell forbids changing the file (`禁止修改`, `Do not change`, `수정 금지`) plans
    /// nothing for it, and is listed as skipped; a negation inside a change (`… not empty`) is its condition.
    func testAFileRowThatForbidsAChangePlansNothing() {
        let text = """
            # 窑炉引导 — 实施计划

            | 文件 | 操作 |
            |------|------|
            | `Kiln/Onboarding/KilnTips.swift` | 创建 |
            | `Kiln/Views/ShowTips.swift` | 禁止修改（旧的提示卡片） |
            | `Kiln/App/KilnApp.swift` | Do not change: `Tips.configure()` stays in init |
            | `Kiln/Views/KilnList.swift` | 수정 금지 |
            | `Kiln/Views/ShelfView.swift` | 修改: show `ShelfTip` when the list is not empty |
            """
        let plan = PlanReader.read(documents: [(path: "plan.md", text: text)])
        XCTAssertEqual(
            plan.designFiles.map { "\($0.action.rawValue) \($0.path) \($0.source.line)" },
            ["Create Kiln/Onboarding/KilnTips.swift 5", "Modify Kiln/Views/ShelfView.swift 9"])
        XCTAssertNil(plan.configure)
        XCTAssertEqual(
            plan.skipped.map { "\($0.source.line) \($0.reason.rawValue)" },
            ["6 a negative sentence", "7 a negative sentence", "8 a negative sentence"])
    }
}
