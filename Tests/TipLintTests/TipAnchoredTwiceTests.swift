import XCTest

@testable import TipLint

/// Issue 14 item 6: one tip on two `.popoverTip` anchors that are on screen together. One screen is
/// one view type (body, builder members, extensions); exclusive alternatives, other presented screens,
/// `#if` clauses and rows are not; two tips on one view are `multiple_popover_tips`, not this.
final class TipAnchoredTwiceTests: XCTestCase {
    private static let tips = (
        path: "Loom/Tips.swift",
        source: """
        import TipKit

        struct WarpTip: Tip { var title: Text { Text("Thread the warp") } }
        struct WeftTip: Tip { var title: Text { Text("Pass the weft") } }
        struct BeamTip: Tip { var title: Text { Text("Wind the beam") } }
        struct DyeTip: Tip { var title: Text { Text("Dye the yarn") } }
        """
    )

    func testTwoAnchorsOnOneScreenAcrossBuilderMembersAndExtensions() {
        let view = (
            path: "Loom/LoomView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct LoomView: View {
                let warpTip = WarpTip()
                var body: some View {
                    VStack {
                        toolbarRow
                        Button("Warp") { }.popoverTip(warpTip)
                        Button("Weft") { }.popoverTip(WeftTip())
                    }
                    .toolbar { Button("Weft") { }.popoverTip(WeftTip()) }
                }
                var toolbarRow: some View { Image(systemName: "line.3.horizontal").popoverTip(warpTip) }
            }
            """
        )
        let more = (
            path: "Loom/LoomView+Footer.swift",
            source: """
            import SwiftUI

            extension LoomView {
                var footer: some View { Text("Warp").popoverTip(warpTip) }
            }
            """
        )
        let findings = TipKitTest.findings(TipAnchoredTwiceRule(), [Self.tips, view, more])
        XCTAssertEqual(
            findings.map { "\($0.file):\($0.line)" },
            ["Loom/LoomView.swift:9", "Loom/LoomView.swift:12", "Loom/LoomView.swift:14"])
        XCTAssertEqual(
            findings.map { $0.related.map { "\($0.file):\($0.line)" } },
            [["Loom/LoomView+Footer.swift:4"], ["Loom/LoomView.swift:10"], ["Loom/LoomView+Footer.swift:4"]])
    }

    func testAlternativesOtherScreensAndOtherViewsAreNotOneScreen() {
        let view = (
            path: "Loom/LoomView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct LoomView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @State private var mode = 0
                @State private var showsHelp = false
                let warpTip = WarpTip()
                var body: some View {
                    if sizeClass == .compact {
                        compact
                    } else {
                        regular
                    }
                    switch mode {
                    case 0: Button("Weft") { }.popoverTip(WeftTip())
                    default: Text("Weft").popoverTip(WeftTip())
                    }
                    TabView {
                        Text("One").popoverTip(BeamTip())
                        Text("Two").popoverTip(BeamTip())
                    }
                    Button("Help") { showsHelp = true }
                        .sheet(isPresented: $showsHelp) { Text("Warp").popoverTip(warpTip) }
                    NavigationLink { Text("Warp").popoverTip(warpTip) } label: { Text("More") }
                    #if os(macOS)
                    Text("Mac").popoverTip(DyeTip())
                    #else
                    Text("Phone").popoverTip(DyeTip())
                    #endif
                }
                var compact: some View { Button("Warp") { }.popoverTip(warpTip) }
                var regular: some View { Label("Warp", systemImage: "w.circle").popoverTip(warpTip) }
            }

            struct ShuttleView: View {
                var body: some View { Button("Warp") { }.popoverTip(WarpTip()) }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(TipAnchoredTwiceRule(), [Self.tips, view]), [])
    }

    /// The same tip twice on one view is `multiple_popover_tips`'s finding, reported once.
    func testOneViewWithTwoPopoversIsNotAlsoAnchoredTwice() {
        let view = (
            path: "Loom/LoomView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct LoomView: View {
                var body: some View {
                    Button("Warp") { }
                        .popoverTip(WarpTip())
                        .popoverTip(WeftTip())
                }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(TipAnchoredTwiceRule(), [Self.tips, view]), [])
        XCTAssertEqual(
            TipKitTest.summary(MultiplePopoverTipsRule(), [Self.tips, view]),
            [ExpectedFinding("multiple_popover_tips", "Loom/LoomView.swift", 8)])
    }

    /// A row view anchoring its own tip, built in each row of another view's ForEach, is tip_in_loop;
    /// a row that navigates to a view anchoring a tip is not.
    func testARowViewWithItsOwnTipIsTipInLoop() {
        let row = (
            path: "Loom/ThreadRow.swift",
            source: """
            import SwiftUI
            import TipKit

            struct ThreadRow: View {
                let thread: Thread
                private let warpTip = WarpTip()
                var body: some View {
                    if thread.isTaut {
                        Button(thread.name) { }.popoverTip(warpTip)
                    }
                    Text(thread.name).popoverTip(warpTip)
                }
            }

            struct ThreadDetail: View {
                var body: some View { Button("Weft") { }.popoverTip(WeftTip()) }
            }
            """
        )
        let list = (
            path: "Loom/ThreadList.swift",
            source: """
            import SwiftUI

            struct ThreadList: View {
                let threads: [Thread]
                var body: some View {
                    List {
                        ForEach(threads) { thread in
                            NavigationLink { ThreadDetail() } label: { ThreadRow(thread: thread) }
                        }
                    }
                }
            }
            """
        )
        let files = [Self.tips, row, list]
        let findings = TipKitTest.findings(TipInLoopRule(), files)
        XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["Loom/ThreadRow.swift:9", "Loom/ThreadRow.swift:11"])
        XCTAssertEqual(findings.first?.related.map { "\($0.file):\($0.line)" }, ["Loom/ThreadList.swift:8"])
        XCTAssertEqual(TipKitTest.summary(TipAnchoredTwiceRule(), files), [])
    }
}
