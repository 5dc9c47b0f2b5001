import XCTest

@testable import TipLint

/// Neighbours of the shapes in the rule examples of `tip_id_unstable`, `parameter_toggled`,
/// `invalidate_in_unused_action_handler`, `tip_observation_not_cancelled` and
/// `tip_invalidated_on_appear`: other ways real apps write the same defect, and look-alikes that are fine.
final class TipLifetimeRuleTests: XCTestCase {
    func testIDsFromHashesAndLaunchConstantsAreUnstableButParsedUUIDsAndFewVariantsAreNot() {
        let source = """
            import TipKit

            enum Session { static let launchID = UUID().uuidString }

            struct HashTip: Tip {
                let name: String
                var id: String { "hash-\\(name.hashValue)" } // hashed
                var title: Text { Text("Hash") }
            }
            struct SessionTip: Tip {
                var id: String { "session-\\(Session.launchID)" } // session
                var title: Text { Text("Session") }
            }
            struct ParsedTip: Tip {
                var id: String { UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!.uuidString }
                var title: Text { Text("Parsed") }
            }
            struct VariantTip: Tip {
                var id: String { "variant-\\(Int.random(in: 1...3))" }
                var title: Text { Text("Variant") }
            }
            struct StaticTip: Tip {
                static let id = UUID().uuidString
                var title: Text { Text("Static") }
            }
            struct DayTip: Tip {
                var id: String { "day-\\(Int(Date().timeIntervalSince1970 / 86_400))" }
                var title: Text { Text("Day") }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(TipIDUnstableRule(), [("Tips.swift", source)]),
            [
                ExpectedFinding("tip_id_unstable", "Tips.swift", TipKitTest.line("// hashed", in: source)),
                ExpectedFinding("tip_id_unstable", "Tips.swift", TipKitTest.line("// session", in: source)),
            ])
    }

    func testAFreshUUIDGivenInTheInitializerIsUnstableButAnIDHandedInIsNot() {
        let source = """
            import TipKit

            struct RowTip: Tip {
                let id: String
                init() { id = UUID().uuidString } // fresh
                init(rowID: String) { self.id = "row-\\(rowID)" }
                var title: Text { Text("Row") }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(TipIDUnstableRule(), [("Tips.swift", source)]),
            [ExpectedFinding("tip_id_unstable", "Tips.swift", TipKitTest.line("// fresh", in: source))])
    }

    func testToggleInsideTheTipTypeUnqualifiedIsReported() {
        let source = """
            import TipKit

            struct EditTip: Tip {
                @Parameter static var isEditing: Bool = false
                var title: Text { Text("Edit") }
                var rules: [Rule] { #Rule(Self.$isEditing) { $0 } }
                static func flip() {
                    isEditing = !isEditing // flipped
                    Self.isEditing = !Self.isEditing && true
                }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(ParameterToggledRule(), [("Tips.swift", source)]),
            [ExpectedFinding("parameter_toggled", "Tips.swift", TipKitTest.line("// flipped", in: source))])
    }

    func testLabelledActionHandlerOfAUIKitTipViewIsAHandlerButAClosureInTheTipArgumentIsNot() {
        let source = """
            import TipKit
            import UIKit

            struct FilterTip: Tip { var title: Text { Text("Filter") } }

            final class TrailsController: UIViewController {
                let filterTip = FilterTip()
                let tips = [FilterTip()]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(TipUIView(filterTip, actionHandler: { _ in
                        self.filterTip.invalidate(reason: .actionPerformed) // handler
                    }))
                    view.addSubview(TipUIView(tips.first { tip in tip.invalidate(reason: .tipClosed); return true }!))
                }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(InvalidateInUnusedActionHandlerRule(), [("TrailsController.swift", source)]),
            [
                ExpectedFinding(
                    "invalidate_in_unused_action_handler", "TrailsController.swift",
                    TipKitTest.line("// handler", in: source))
            ])
    }

    func testObservationStartedThroughAHelperOnAppearAndOnlyNilledIsNeverCancelled() {
        let source = """
            import TipKit
            import SwiftUI

            struct FilterTip: Tip { var title: Text { Text("Filter") } }

            struct TrailsView: View {
                let filterTip = FilterTip()
                @State private var observation: Task<Void, Never>?
                @State private var showsTip = false
                var body: some View {
                    List { Text("Trails") }
                        .onAppear { self.observe() }
                        .onDisappear { observation = nil }
                }
                private func observe() {
                    observation = Task { // observed
                        for await show in filterTip.shouldDisplayUpdates { showsTip = show }
                    }
                }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(TipObservationNotCancelledRule(), [("TrailsView.swift", source)]),
            [
                ExpectedFinding(
                    "tip_observation_not_cancelled", "TrailsView.swift", TipKitTest.line("// observed", in: source))
            ])
    }

    func testObservationWhoseLoopOnlyBreaksASwitchStillNeverEnds() {
        let source = """
            import TipKit
            import UIKit

            struct FilterTip: Tip { var title: Text { Text("Filter") } }

            final class TrailsController: UIViewController {
                let filterTip = FilterTip()
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    Task { // endless
                        for await status in filterTip.statusUpdates {
                            switch status {
                            case .available: print("show")
                            default: break
                            }
                        }
                    }
                }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(TipObservationNotCancelledRule(), [("TrailsController.swift", source)]),
            [
                ExpectedFinding(
                    "tip_observation_not_cancelled", "TrailsController.swift", TipKitTest.line("// endless", in: source)
                )
            ])
    }

    func testInvalidatedOnAppearOfTheAnchorItselfButNotOfASibling() {
        let source = """
            import TipKit
            import SwiftUI

            struct FilterTip: Tip { var title: Text { Text("Filter") } }
            struct SortTip: Tip { var title: Text { Text("Sort") } }

            struct TrailsView: View {
                let filterTip = FilterTip()
                let sortTip = SortTip()
                var body: some View {
                    VStack {
                        Button("Filter") { }
                            .popoverTip(filterTip)
                            .task { filterTip.invalidate(reason: .actionPerformed) } // anchor
                        Button("Sort") { }
                            .popoverTip(sortTip)
                        Text("Trails")
                            .onAppear { sortTip.invalidate(reason: .actionPerformed) }
                    }
                }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(TipInvalidatedOnAppearRule(), [("TrailsView.swift", source)]),
            [ExpectedFinding("tip_invalidated_on_appear", "TrailsView.swift", TipKitTest.line("// anchor", in: source))]
        )
    }
}
