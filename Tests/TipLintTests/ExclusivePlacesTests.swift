import XCTest

@testable import TipLint

/// Issue 21 item 2: one notion of mutually exclusive places (`ScreenPlace`) for the rules that ask
/// whether two places are on screen together. Layouts chosen by size class or idiom (in one
/// `if`/`else`, in separate `if`s, in a `switch`, through members several levels down) and tips cast
/// from one `TipGroup`'s current tip are apart; places whose conditions do not contradict are not.
final class ExclusivePlacesTests: XCTestCase {
    private static let tips = (
        path: "Kiln/Tips.swift",
        source: """
        import TipKit

        struct GlazeTip: Tip { var title: Text { Text("Glaze it") } }
        struct FireTip: Tip { var title: Text { Text("Fire it") } }
        struct ShelfTip: Tip { var title: Text { Text("Shelve it") } }
        """
    )

    /// Size-class and idiom layouts: separate `if`s that contradict, `!=` of a size class, the `else` of
    /// a simple `if`, a `switch` over the idiom against an `if` on it, and members chosen two levels down.
    func testSizeClassAndIdiomLayoutsAreApart() {
        let view = (
            path: "Kiln/StudioView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct StudioView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @State private var isPad = UIDevice.current.userInterfaceIdiom == .pad
                let glazeTip = GlazeTip()
                var body: some View {
                    if sizeClass == .compact {
                        Button("Glaze") { }.popoverTip(glazeTip)
                    }
                    if sizeClass != .compact {
                        Label("Glaze", systemImage: "paintbrush").popoverTip(glazeTip)
                    }
                    if !isPad {
                        Button("Fire") { }.popoverTip(FireTip())
                    }
                    if isPad { padLayout } else { Text("Kiln") }
                    switch UIDevice.current.userInterfaceIdiom {
                    case .pad: Button("Shelf") { }.popoverTip(ShelfTip())
                    default: EmptyView()
                    }
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        Button("Shelf") { }.popoverTip(ShelfTip())
                    }
                }
                var padLayout: some View { HStack { padToolbar } }
                var padToolbar: some View { Button("Fire") { }.popoverTip(FireTip()) }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(TipAnchoredTwiceRule(), [Self.tips, view]), [])
        let sites = TipKitTest.model([Self.tips, view]).displaySites
        XCTAssertEqual(
            sites.map { $0.conditions.map { "\($0.subject) \($0.isNegated ? "!=" : "==") \($0.value)" } },
            [
                ["sizeClass == compact"], ["sizeClass == regular"], ["isPad != true"],
                ["UIDevice.current.userInterfaceIdiom == pad"], ["UIDevice.current.userInterfaceIdiom == phone"],
                ["isPad == true"],
            ])
    }

    /// Conditions on different subjects, or that can both hold, leave the places on one screen.
    func testConditionsThatCanHoldTogetherAreOneScreen() {
        let view = (
            path: "Kiln/StudioView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct StudioView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @State private var showsTools = true
                let glazeTip = GlazeTip()
                var body: some View {
                    if sizeClass == .compact {
                        Button("Glaze") { }.popoverTip(glazeTip)
                    }
                    if showsTools {
                        Label("Glaze", systemImage: "paintbrush").popoverTip(glazeTip)
                    }
                    if UIDevice.current.userInterfaceIdiom != .pad {
                        Button("Fire") { }.popoverTip(FireTip())
                    }
                    if UIDevice.current.userInterfaceIdiom != .mac {
                        Button("Fire") { }.popoverTip(FireTip())
                    }
                    if sizeClass == .compact && showsTools {
                        Button("Shelf") { }.popoverTip(ShelfTip())
                    }
                    if sizeClass == .regular {
                        Button("Shelf") { }.popoverTip(ShelfTip())
                    }
                }
            }
            """
        )
        let findings = TipKitTest.findings(TipAnchoredTwiceRule(), [Self.tips, view])
        XCTAssertEqual(
            findings.map { "\($0.file):\($0.line)" },
            ["Kiln/StudioView.swift:13", "Kiln/StudioView.swift:19", "Kiln/StudioView.swift:25"])
        XCTAssertEqual(
            findings.map { $0.related.map { "\($0.file):\($0.line)" } },
            [["Kiln/StudioView.swift:10"], ["Kiln/StudioView.swift:16"], ["Kiln/StudioView.swift:22"]])
    }

    /// An extension in another file laying out the regular width is apart from the compact layout here.
    func testConditionsCompareAcrossFiles() {
        let view = (
            path: "Kiln/StudioView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct StudioView: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        Button("Glaze") { }.popoverTip(GlazeTip())
                    }
                    regularTools
                }
            }
            """
        )
        let regular = (
            path: "Kiln/StudioView+Regular.swift",
            source: """
            import SwiftUI
            import TipKit

            extension StudioView {
                @ViewBuilder var regularTools: some View {
                    if sizeClass == .regular {
                        Button("Glaze") { }.popoverTip(GlazeTip())
                    }
                    Button("Fire") { }.popoverTip(GlazeTip())
                }
            }
            """
        )
        // The unconditional anchor is on screen with both; the compact one is never with the regular one.
        let findings = TipKitTest.findings(TipAnchoredTwiceRule(), [Self.tips, view, regular])
        XCTAssertEqual(
            findings.map { "\($0.file):\($0.line)" }, ["Kiln/StudioView+Regular.swift:9", "Kiln/StudioView.swift:8"])
        XCTAssertEqual(
            findings.map { $0.related.map { "\($0.file):\($0.line)" } },
            [["Kiln/StudioView+Regular.swift:7"], ["Kiln/StudioView+Regular.swift:9"]])
    }

    /// Two popovers on one view fed from one `TipGroup`'s current tip, cast to different tips: one shows
    /// at a time. A third popover on that view, not from the group, is a second popover.
    func testPopoversCastFromOneTipGroupAreApart() {
        let view = (
            path: "Kiln/StudioView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct StudioView: View {
                @State private var tips = TipGroup(.ordered) {
                    GlazeTip()
                    FireTip()
                }
                var body: some View {
                    Button("Glaze") { }
                        .popoverTip(tips.currentTip as? GlazeTip)
                        .popoverTip(self.tips.currentTip as? FireTip)
                    Button("Shelf") { }
                        .popoverTip(tips.currentTip as? GlazeTip)
                        .popoverTip(ShelfTip())
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(MultiplePopoverTipsRule(), [Self.tips, view]),
            [ExpectedFinding("multiple_popover_tips", "Kiln/StudioView.swift", 15)])
        XCTAssertEqual(
            TipKitTest.model([Self.tips, view]).displaySites.compactMap(\.castChoice).map { "\($0.value) \($0.type)" },
            ["tips.currentTip GlazeTip", "tips.currentTip FireTip", "tips.currentTip GlazeTip"])
    }
}
