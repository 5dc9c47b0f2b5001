import XCTest

@testable import TipLint

/// A tip shown only from previews never ships: `PreviewReach` finds the code only
/// previews run, `tip_display_preview_only` reports the tip, the tips table says
/// "only in previews", and a planned display site that only a preview fills does not hold.
final class PreviewOnlyTests: XCTestCase {
    // MARK: PreviewReach

    private func type(_ name: String, builds: [String], conformances: [String] = ["View"]) -> TypeComposition {
        TypeComposition(
            typeName: name, conformances: conformances, isExtension: false,
            location: SourceLocation(file: "A.swift", line: 1, column: 1), builds: builds)
    }

    func testViewsOnlyPreviewsBuildAndWhatTheyBuild() {
        var hierarchy = ViewHierarchyFacts()
        hierarchy.types = [
            type("NotesApp", builds: ["WindowGroup", "EditorView"], conformances: ["App"]),
            type("EditorView", builds: ["Toolbar"]),
            type("DraftBanner", builds: ["BannerIcon"]), // only a #Preview builds it
            type("BannerIcon", builds: []), // only DraftBanner builds it
            type("Ping", builds: ["Pong"]), type("Pong", builds: ["Ping"]), // a cycle only a preview enters
            type("Sample_Previews", builds: ["SampleCard"], conformances: ["PreviewProvider"]),
            type("SampleCard", builds: []),
            type("Toolbar", builds: []),
        ]
        hierarchy.previews = [
            PreviewComposition(
                location: SourceLocation(file: "A.swift", line: 40, column: 1),
                builds: ["DraftBanner", "EditorView", "Ping"])
        ]
        let reach = PreviewReach(hierarchy, files: [])
        func previewOnly(_ type: String) -> Bool { reach.isPreviewOnly(CodeContext(typeName: type)) }
        XCTAssertEqual(
            [
                "EditorView", "Toolbar", "NotesApp", "DraftBanner", "BannerIcon", "Ping", "Pong", "SampleCard",
                "Unbuilt",
            ].map(previewOnly),
            [false, false, false, true, true, true, true, true, false])
        XCTAssertTrue(reach.isPreviewOnly(CodeContext(closures: ["Preview"])))
        XCTAssertTrue(
            reach.isPreviewOnly(CodeContext(typeName: "Sample_Previews", typeConformances: ["PreviewProvider"])))

        // A sheet outside previews presents DraftBanner: it ships, and BannerIcon with it.
        hierarchy.presentations = [
            Presentation(
                modifier: "sheet", anchor: PresentationAnchor(file: "A.swift", token: 9),
                location: SourceLocation(file: "A.swift", line: 9, column: 1),
                context: CodeContext(typeName: "EditorView"), presentedTypes: ["DraftBanner"])
        ]
        let shipped = PreviewReach(hierarchy, files: [])
        XCTAssertFalse(shipped.isPreviewOnly(CodeContext(typeName: "DraftBanner")))
        XCTAssertFalse(shipped.isPreviewOnly(CodeContext(typeName: "BannerIcon")))
        XCTAssertTrue(shipped.isPreviewOnly(CodeContext(typeName: "Pong")))
    }

    /// `extension View { func withPreviewSetup() -> some View { modifier(PreviewSetup()) } }` in Setup.swift, called by
    /// Dock.swift's preview, and by Other.swift where `otherCalls`.
    private func previewSetupReach(otherCalls: Bool, isPublic: Bool = false) -> PreviewReach {
        var hierarchy = ViewHierarchyFacts()
        var extensionOfView = TypeComposition(
            typeName: "View", conformances: [], isExtension: true,
            location: SourceLocation(file: "Setup.swift", line: 9, column: 1), builds: ["PreviewSetup"])
        extensionOfView.methods = [
            ExtensionMethod(
                name: "withPreviewSetup", builds: ["PreviewSetup"], isPublic: isPublic, isCalledInFile: false)
        ]
        hierarchy.types = [extensionOfView, type("PreviewSetup", builds: [], conformances: ["ViewModifier"])]
        let called = CalledNames([CalledNames.hash("withPreviewSetup".utf8)])
        var setup = FileFacts(path: "Setup.swift")
        setup.calledNames = called // the declaration
        var dock = FileFacts(path: "Dock.swift")
        (dock.calledNames, dock.calledOnlyInPreviews) = (called, called)
        var other = FileFacts(path: "Other.swift")
        other.calledNames = otherCalls ? called : CalledNames()
        return PreviewReach(hierarchy, files: [setup, dock, other])
    }

    func testAViewMethodOnlyPreviewsCallBuildsForPreviewsAlone() {
        let method = CodeContext(typeName: "View", functionName: "withPreviewSetup")
        let onlyPreviews = previewSetupReach(otherCalls: false)
        XCTAssertTrue(onlyPreviews.isPreviewOnly(CodeContext(typeName: "PreviewSetup")))
        XCTAssertTrue(onlyPreviews.isPreviewOnly(method))
        // Another file calls it outside previews, or another module may: it ships.
        for shipped in [previewSetupReach(otherCalls: true), previewSetupReach(otherCalls: false, isPublic: true)] {
            XCTAssertFalse(shipped.isPreviewOnly(CodeContext(typeName: "PreviewSetup")))
            XCTAssertFalse(shipped.isPreviewOnly(method))
        }
    }

    // MARK: Through the whole analysis

    private static let files: [String: String] = [
        "App/NotesApp.swift": """
        import SwiftUI
        import TipKit

        @main
        struct NotesApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { EditorView() } }
        }

        """,
        "App/Tips.swift": """
        import TipKit

        struct SaveTip: Tip {
            static let saved = Tips.Event(id: "saved")
            var title: Text { Text("Save your work") }
            var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
        }

        struct ShareTip: Tip {
            static let shared = Tips.Event(id: "shared")
            var title: Text { Text("Share the draft") }
            var rules: [Rule] { #Rule(Self.shared) { $0.donations.count == 0 } }
        }

        """,
        "App/EditorView.swift": """
        import SwiftUI
        import TipKit

        struct EditorView: View {
            let saveTip = SaveTip()
            var body: some View {
                Button("Save") { SaveTip.saved.donate() }
                    .popoverTip(saveTip)
            }
        }

        #Preview {
            Button("Share") { ShareTip.shared.donate() }
                .popoverTip(ShareTip())
        }

        """,
        "App/DraftBanner.swift": """
        import SwiftUI
        import TipKit

        struct DraftBanner: View {
            let shareTip = ShareTip()
            var body: some View { TipView(shareTip) }
        }

        #Preview {
            DraftBanner()
        }

        """,
    ]

    private static let plan = """
        # Notes tips

        ### Task 1: Show the tips

        **Files:**
        - Modify: `App/EditorView.swift`

        ```swift
        let saveTip = SaveTip()
        let shareTip = ShareTip()

        Button("Save") { SaveTip.saved.donate() }
            .popoverTip(saveTip)
        Button("Share") { ShareTip.shared.donate() }
            .popoverTip(shareTip)
        ```

        """

    func testATipShownOnlyInPreviewsIsReportedAndNotWired() throws {
        let result = try InMemoryProject.analyze(Self.files, plan: Self.plan)

        let previewOnly = result.findings.filter { $0.ruleID == "tip_display_preview_only" }
        XCTAssertEqual(
            previewOnly.map { "\($0.file):\($0.line):\($0.column) \($0.severity) \($0.message)" },
            [
                "App/Tips.swift:9:8 warning tip ShareTip is displayed only in previews (App/DraftBanner.swift:6, "
                    + "App/EditorView.swift:14), so the app never shows it; display it in a view the app presents"
            ])
        XCTAssertEqual(
            previewOnly[0].related.map { "\($0.file):\($0.line) \($0.message)" },
            [
                "App/DraftBanner.swift:6 displayed in DraftBanner, which only previews construct",
                "App/EditorView.swift:14 displayed in a #Preview",
            ])
        XCTAssertFalse(result.findings.contains { $0.ruleID == "tip_never_displayed" }, "one defect, one finding")

        let display = result.findings.filter { $0.ruleID == "plan_display_missing" }
        XCTAssertEqual(
            display.map { "\($0.file):\($0.line) \($0.message)" },
            [
                "App/EditorView.swift:1 ShareTip is not displayed in this file as the plan says (docs/plan.md:15); it is "
                    + "displayed only in previews at App/DraftBanner.swift:6, App/EditorView.swift:14, which the app never "
                    + "shows; show it here with `.popoverTip(…)` or `TipView(…)`"
            ])

        let coverage = Coverage(result)
        XCTAssertEqual(
            coverage.wiring.map { "\($0.name) \($0.isWired) \($0.displayed.state.rawValue) \($0.displayed.summary)" },
            ["SaveTip true ok ", "ShareTip false missing only in previews"])
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: 1, total: 2))
        let share = try XCTUnwrap(coverage.tips.first { $0.name == "ShareTip" })
        XCTAssertTrue(share.isDisplayedOnlyInPreviews)
        XCTAssertFalse(share.isDisplayed)
        XCTAssertEqual(share.displaySites.map(\.isPreviewOnly), [true, true])
        let check = try XCTUnwrap(coverage.plan?.checks.first { $0.tip == "ShareTip" && $0.kind == .display })
        XCTAssertEqual(
            check.detail,
            "not displayed here; displayed only in previews at App/DraftBanner.swift:6, App/EditorView.swift:14")
        XCTAssertTrue(
            CoverageFormat.text.render(coverage).contains(
                "    displayed  ✗ only in previews: the plan has it displayed in App/EditorView.swift (docs/plan.md:15): not displayed here; "
                    + "displayed only in previews at App/DraftBanner.swift:6, App/EditorView.swift:14\n"))
    }
}
