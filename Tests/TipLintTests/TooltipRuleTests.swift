import XCTest

@testable import TipLint

/// Each tooltip rule on small projects: the exact findings, and the look-alikes it leaves alone.
final class TooltipRuleTests: XCTestCase {
    private let manager = """
        final class TooltipManager: ObservableObject {
            @Published var activeTooltip: TooltipData?
            func showTooltipIfNeeded(_ id: String, title: String, message: String, position: TooltipPosition) {}
            func resetAllTooltips() { resetTooltip("x") }
            func resetTooltip(_ id: String) {}
        }
        """

    private func show(_ id: String, title: String = "Title", message: String = "Short message.") -> String {
        "tooltipManager.showTooltipIfNeeded(\"\(id)\", title: \"\(title)\", message: \"\(message)\", position: .top)"
    }

    // MARK: tooltip_duplicate_id

    func testDuplicateIDWithOtherCopy() {
        let files = [
            "A.swift": "struct A: View { func f() { \(show("energy_bar_intro", title: "Energy")) } }",
            "B.swift": """
            struct B: View {
                func f() {
                    \(show("energy_bar_intro", title: "Energy"))
                    \(show("energy_bar_intro", title: "Power"))
                    \(show("energy_bar_intro", title: "Energy", message: "Other words."))
                }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TooltipDuplicateIDRule(), files),
            [
                ExpectedFinding("tooltip_duplicate_id", "B.swift", 4),
                ExpectedFinding("tooltip_duplicate_id", "B.swift", 5),
            ])
        XCTAssertEqual(
            SourceProject.messages(of: TooltipDuplicateIDRule(), files),
            [
                "tooltip id 'energy_bar_intro' is also used at A.swift:1 with a different title; once one is seen the other never shows",
                "tooltip id 'energy_bar_intro' is also used at A.swift:1 with a different message; once one is seen the other never shows",
            ])
    }

    // MARK: tooltip_id_style

    func testIDStyle() {
        XCTAssertNil(TooltipIDStyleRule.problem(with: "energy_meter_running_low"))
        XCTAssertNil(TooltipIDStyleRule.problem(with: "level2_unlock"))
        XCTAssertEqual(TooltipIDStyleRule.problem(with: "welcome"), "has a single segment")
        XCTAssertEqual(TooltipIDStyleRule.problem(with: "EnergyLow"), "is not lower snake_case")
        XCTAssertEqual(TooltipIDStyleRule.problem(with: "energy-low"), "is not lower snake_case")
        XCTAssertEqual(TooltipIDStyleRule.problem(with: "energy__low"), "is not lower snake_case")
        XCTAssertEqual(TooltipIDStyleRule.problem(with: "_energy_low"), "is not lower snake_case")
        XCTAssertEqual(TooltipIDStyleRule.problem(with: "2x_boost"), "is not lower snake_case")
        XCTAssertEqual(TooltipIDStyleRule.problem(with: "énergie_basse"), "is not lower snake_case")
    }

    // MARK: tooltip_copy_length

    func testCopyLengthUsesTheConfiguredLimits() {
        let long = String(repeating: "a", count: 151)
        let files = [
            "A.swift": """
            struct A: View {
                func f() {
                    \(show("a_b", message: long))
                    \(show("c_d", message: "One. Two. Three."))
                    \(show("e_f", message: "Feeling sleepy? Nap to recover."))
                }
            }
            """
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TooltipCopyLengthRule(), files),
            [
                ExpectedFinding("tooltip_copy_length", "A.swift", 3),
                ExpectedFinding("tooltip_copy_length", "A.swift", 4),
            ])
        var limits = CopyLimits()
        limits.maxSentences = 3
        limits.maxMessageLength = 200
        XCTAssertEqual(SourceProject.findings(of: TooltipCopyLengthRule(), files, limits: limits), [])
        XCTAssertEqual(
            SourceProject.messages(of: TooltipCopyLengthRule(), files),
            [
                "message of tooltip 'a_b' is 151 characters (limit 150)",
                "message of tooltip 'c_d' has 3 sentences (limit 2)",
            ])
    }

    // MARK: tooltip_overlay_missing

    private let overlay = "if let tooltip = tooltipManager.activeTooltip { TooltipView(tooltip: tooltip) {} }"

    func testOverlayOwnOrMissing() {
        let files = [
            "Manager.swift": manager,
            "A.swift": """
            struct WithOverlay: View {
                @EnvironmentObject var tooltipManager: TooltipManager
                var body: some View { ZStack { Text("a").onAppear { \(show("a_b")) }; \(overlay) } }
            }
            struct WithoutOverlay: View {
                @EnvironmentObject var tooltipManager: TooltipManager
                var body: some View { Text("b").onAppear { \(show("b_c")) } }
            }
            final class HomeModel: ObservableObject {
                func energyDropped() { \(show("energy_bar_low")) }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TooltipOverlayMissingRule(), files),
            [ExpectedFinding("tooltip_overlay_missing", "A.swift", 7)])
        XCTAssertEqual(
            SourceProject.messages(of: TooltipOverlayMissingRule(), files),
            [
                "WithoutOverlay shows tooltip 'b_c' but never renders the activeTooltip overlay (TooltipView(tooltip:)), so nothing appears"
            ])
    }

    func testOverlayFromAnAncestorButNotThroughASheetNorForAnOwnedManager() {
        let files = [
            "Root.swift": """
            struct Root: View {
                @EnvironmentObject var tooltipManager: TooltipManager
                var body: some View {
                    ZStack {
                        Tabs()
                        \(overlay)
                    }
                }
            }
            struct Tabs: View {
                var body: some View { TabView { Shared().sheet(isPresented: $x) { Sheet() }; Owned() } }
            }
            """,
            "Views.swift": """
            struct Shared: View {
                @EnvironmentObject var tooltipManager: TooltipManager
                var body: some View { Text("s").onAppear { \(show("shared_hint")) } }
            }
            struct Sheet: View {
                @EnvironmentObject var tooltipManager: TooltipManager
                var body: some View { Text("s").onAppear { \(show("sheet_hint")) } }
            }
            struct Owned: View {
                @StateObject private var tooltipManager = TooltipManager()
                var body: some View { Text("o").onAppear { \(show("owned_hint")) } }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TooltipOverlayMissingRule(), files),
            [
                ExpectedFinding("tooltip_overlay_missing", "Views.swift", 7),
                ExpectedFinding("tooltip_overlay_missing", "Views.swift", 11),
            ])
        let usages = TooltipIndex(SourceProject.model(files)).usages()
        XCTAssertEqual(usages.map(\.view), ["Shared", "Sheet", "Owned"])
        XCTAssertEqual(usages.map(\.overlay), [.ancestor("Root"), .missing, .missing])
    }

    func testOverlayThroughAModifierOrAViewHelper() {
        let files = [
            "Overlay.swift": """
            struct TooltipOverlayModifier: ViewModifier {
                @ObservedObject var manager: TooltipManager
                func body(content: Content) -> some View {
                    content.overlay { if let tooltip = manager.activeTooltip { TooltipView(tooltip: tooltip) {} } }
                }
            }
            extension View {
                func tooltipOverlay(_ manager: TooltipManager) -> some View { modifier(TooltipOverlayModifier(manager: manager)) }
            }
            """,
            "Views.swift": """
            struct ByModifier: View {
                @StateObject private var tooltipManager = TooltipManager()
                var body: some View { Text("m").onAppear { \(show("modifier_hint")) }.modifier(TooltipOverlayModifier(manager: tooltipManager)) }
            }
            struct ByHelper: View {
                @StateObject private var tooltipManager = TooltipManager()
                var body: some View { Text("h").onAppear { \(show("helper_hint")) }.tooltipOverlay(tooltipManager) }
            }
            """,
        ]
        XCTAssertEqual(SourceProject.findings(of: TooltipOverlayMissingRule(), files), [])
        XCTAssertEqual(
            TooltipIndex(SourceProject.model(files)).usages().map(\.overlay),
            [
                .helper("TooltipOverlayModifier"), .helper("tooltipOverlay"),
            ])
    }

    func testThePlumbingAndTestsAreNotViewsThatShowTooltips() {
        let files = [
            "Modifier.swift": """
            struct TooltipModifier: ViewModifier {
                @ObservedObject var manager: TooltipManager
                let id: String
                func body(content: Content) -> some View {
                    content.onAppear { manager.showTooltipIfNeeded(id, title: "t", message: "m", position: .top) }
                }
            }
            """,
            "ManagerTests.swift": """
            final class ManagerTests: XCTestCase {
                func testShow() { manager.showTooltipIfNeeded("test_hint", title: "T", message: "M", position: .top) }
            }
            """,
        ]
        XCTAssertEqual(TooltipIndex(SourceProject.model(files)).usages().map(\.view), [])
        XCTAssertEqual(
            TooltipIndex(
                SourceProject.model(files).tooltip, views: ViewGraph(ViewHierarchyFacts()),
                hierarchy: ViewHierarchyFacts()
            ).appShows, [])
    }

    // MARK: tooltip_reset_in_release

    func testResetInRelease() {
        let files = [
            "Manager.swift": manager,
            "A.swift": """
            struct Settings: View {
                var body: some View {
                    Button("Reset") { tooltipManager.resetAllTooltips() }
                    #if DEBUG
                    Button("Reset") { tooltipManager.resetAllTooltips() }
                    #endif
                    #if !DEBUG
                    Text("v1")
                    #else
                    Button("Replay") { tooltipManager.resetTooltip("energy_bar_intro") }
                    #endif
                    Button("Replay") { tooltipManager.resetTooltip("energy_bar_intro") }
                }
            }
            final class ManagerTests: XCTestCase {
                func testReset() { manager.resetAllTooltips() }
            }
            """,
        ]
        XCTAssertEqual(
            SourceProject.findings(of: TooltipResetInReleaseRule(), files),
            [
                ExpectedFinding("tooltip_reset_in_release", "A.swift", 3),
                ExpectedFinding("tooltip_reset_in_release", "A.swift", 12),
            ])
        XCTAssertEqual(
            SourceProject.messages(of: TooltipResetInReleaseRule(), files)[1],
            "resetTooltip(\"energy_bar_intro\") runs in release builds and brings back tooltips users already dismissed; wrap it in #if DEBUG"
        )
    }

    // MARK: tooltip_manager_not_provided

    func testManagerNotProvided() {
        let reader = """
            struct Home: View {
                @EnvironmentObject var tooltipManager: TooltipManager
                var body: some View { Text("h") }
            }
            struct Modern: View {
                @Environment(TooltipManager.self) private var hints
                var body: some View { Text("m") }
            }
            #Preview { Home().environmentObject(TooltipManager()) }
            """
        XCTAssertEqual(
            SourceProject.findings(of: TooltipManagerNotProvidedRule(), ["A.swift": reader]),
            [
                ExpectedFinding("tooltip_manager_not_provided", "A.swift", 2),
                ExpectedFinding("tooltip_manager_not_provided", "A.swift", 6),
            ])
        XCTAssertEqual(
            SourceProject.messages(of: TooltipManagerNotProvidedRule(), ["A.swift": reader])[0],
            "Home reads @EnvironmentObject var tooltipManager: TooltipManager, but no view provides one with .environmentObject(…) (only a preview provides one); it crashes when shown"
        )
        let app = """
            struct MyApp: App {
                @State private var hints = TooltipManager()
                @StateObject private var tooltipManager = TooltipManager()
                var body: some Scene { WindowGroup { Home().environmentObject(tooltipManager).environment(hints) } }
            }
            """
        XCTAssertEqual(
            SourceProject.findings(of: TooltipManagerNotProvidedRule(), ["A.swift": reader, "App.swift": app]), [])
    }
}
