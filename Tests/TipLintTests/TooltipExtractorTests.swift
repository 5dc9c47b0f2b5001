import XCTest

@testable import TipLint

/// Each tooltip recogniser on small sources: what it records, and what it must not.
final class TooltipExtractorTests: XCTestCase {
    private func tooltip(_ source: String) -> TooltipFacts { SourceProject.facts(source).tooltip }

    func testManagerPropertiesAndTheirWrappers() {
        let facts = tooltip(
            """
            struct A: View {
                @StateObject private var owned = TooltipManager()
                @EnvironmentObject var shared: TooltipManager
                @ObservedObject var passed: TooltipManager
                @Environment(TooltipManager.self) private var observable
                let plain: TooltipManager
                init(manager: TooltipManager) { plain = manager }
                @StateObject private(set) var restricted = TooltipManager()
            }
            final class TooltipManager: ObservableObject {}
            """)
        XCTAssertEqual(
            facts.managerProperties.map { "\($0.wrapper.rawValue) \($0.name) \($0.location.line)" },
            [
                "@StateObject owned 2", "@EnvironmentObject shared 3", "@ObservedObject passed 4",
                "@Environment observable 5", " plain 6", "@StateObject restricted 8",
            ])
        XCTAssertEqual(facts.managerProperties[0].context.typeName, "A")
        XCTAssertEqual(facts.managerDeclarations.map(\.line), [10])
        XCTAssertEqual(facts.firstManagerMention?.line, 2)
    }

    func testProvisionsResolveTheInjectedValue() {
        let facts = tooltip(
            """
            struct App1: App {
                @StateObject private var hints = TooltipManager()
                let store = Store()
                var body: some Scene {
                    WindowGroup {
                        Root()
                            .environmentObject(hints)
                            .environmentObject(store)
                            .environmentObject(model.tooltipCenter)
                            .environment(TooltipManager())
                            .environment(\\.locale, .current)
                    }
                }
            }
            #Preview { Root().environmentObject(TooltipManager()) }
            """)
        XCTAssertEqual(
            facts.provisions.map { "\($0.argument) \($0.location.line) \($0.isObservationEnvironment)" },
            [
                "hints 7 false", "model.tooltipCenter 9 false", "TooltipManager() 10 true", "TooltipManager() 15 false",
            ])
        XCTAssertEqual(facts.provisions.map(\.isPreviewOnly), [false, false, false, true])
    }

    func testModifierShowReadsEveryArgument() {
        let facts = tooltip(
            """
            Text("Gems")
                .tooltip(
                    manager: tooltipManager,
                    id: "shop_gems_intro",
                    title: "Gems",
                    message: "Spend gems on refills.",
                    position: .bottom,
                    trigger: .onTap
                )
            """)
        XCTAssertEqual(facts.shows.count, 1)
        let show = facts.shows[0]
        XCTAssertEqual(show.kind, .modifier)
        XCTAssertEqual(
            show.id,
            CopyText(
                text: "shop_gems_intro", isLiteral: true,
                location: SourceLocation(file: "A.swift", line: 4, column: 13)))
        XCTAssertEqual(show.title?.text, "Gems")
        XCTAssertEqual(show.message?.text, "Spend gems on refills.")
        XCTAssertEqual(show.position, ".bottom")
        XCTAssertEqual(show.trigger, ".onTap")
        XCTAssertEqual(show.manager, "tooltipManager")
        XCTAssertEqual(show.location.line, 2)
    }

    func testShowIfNeededAndSeenChecks() {
        let facts = tooltip(
            """
            func refresh() {
                if !tooltipManager.hasSeenTooltip("energy_bar_low") {
                    tooltipManager?.showTooltipIfNeeded("energy_bar_low", title: "Low", message: "Rest a while.", position: .top)
                }
                manager.showTooltipIfNeeded(hintID, title: title, message: "Computed id", position: .top)
            }
            """)
        XCTAssertEqual(
            facts.shows.map { "\($0.id.text) \($0.id.isLiteral) \($0.manager ?? "-") \($0.location.line)" },
            [
                "energy_bar_low true tooltipManager 3", "hintID false manager 5",
            ])
        XCTAssertEqual(facts.shows[0].title?.text, "Low")
        XCTAssertEqual(facts.shows[0].trigger, nil)
        XCTAssertEqual(facts.seenChecks.map { "\($0.id.text) \($0.location.line)" }, ["energy_bar_low 2"])
    }

    func testDeclarationsCommentsAndStringsAreNotUses() {
        let facts = tooltip(
            """
            final class Hints {
                func showTooltipIfNeeded(_ id: String, title: String, message: String, position: Position) {}
                func hasSeenTooltip(_ id: String) -> Bool { false }
                func resetAllTooltips() { resetTooltip("all_of_them") }
                func resetTooltip(_ id: String) {}
            }
            // tooltipManager.showTooltipIfNeeded("CommentedOut", title: "", message: "", position: .top)
            let help = "call showTooltipIfNeeded(\\"InString\\") or resetAllTooltips()"
            func tooltip(manager: TooltipManager, id: String) -> some View { EmptyView() }
            """)
        XCTAssertEqual(facts.shows, [])
        XCTAssertEqual(facts.seenChecks, [])
        XCTAssertEqual(facts.resets.map { "\($0.name) \($0.isInsideManager)" }, ["resetTooltip true"])
        XCTAssertEqual(facts.managerProperties, [])
    }

    func testOverlayKnowsWhetherItsTypeReadsActiveTooltip() {
        let facts = tooltip(
            """
            struct Home: View {
                var body: some View {
                    ZStack {
                        if let tooltip = tooltipManager.activeTooltip {
                            TooltipView(tooltip: tooltip) { tooltipManager.dismissTooltip() }
                        }
                    }
                }
            }
            struct Gallery: View {
                var body: some View { TooltipView(tooltip: sample) {} }
            }
            struct TooltipView: View { let tooltip: TooltipData }
            """)
        XCTAssertEqual(
            facts.overlays.map { "\($0.context.typeName!) \($0.location.line) \($0.readsActiveTooltip)" },
            [
                "Home 5 true", "Gallery 11 false",
            ])
    }

    func testResetsWithTheirBranchesAndIDs() {
        let facts = tooltip(
            """
            struct Debug: View {
                var body: some View {
                    #if DEBUG
                    Button("Reset") { tooltipManager.resetAllTooltips() }
                    #endif
                    Button("Replay") { tooltipManager.resetTooltip("energy_bar_intro") }
                }
            }
            """)
        XCTAssertEqual(
            facts.resets.map { "\($0.name) \($0.id?.text ?? "-") \($0.location.line) \($0.branch.isDevelopmentOnly)" },
            [
                "resetAllTooltips - 4 true", "resetTooltip energy_bar_intro 6 false",
            ])
        XCTAssertEqual(facts.resets.map(\.isInsideManager), [false, false])
        XCTAssertEqual(facts.resets[0].context.closures, ["Button"])
    }

    func testHelperCallsAreTooltipNamedMemberCallsOutsideTheAPI() {
        let facts = tooltip(
            """
            Root()
                .tooltipOverlay(manager)
                .withTooltips()
                .tooltip(manager: m, id: "a_b", title: "T", message: "M", position: .top, trigger: .onAppear)
                .padding()
            tooltipManager.dismissTooltip()
            """)
        XCTAssertEqual(
            facts.helperCalls.map { "\($0.name) \($0.location.line)" }, ["tooltipOverlay 2", "withTooltips 3"])
    }

    func testAFileWithoutTheManagerHasNoFacts() {
        XCTAssertTrue(tooltip("struct A: View { var body: some View { Text(\"Hi\").help(\"tooltip\") } }").isEmpty)
    }
}
