import XCTest

@testable import TipLint

/// Shapes measured on public apps (round 22) that tiplint got wrong: tour tips returned by a function typed
/// to return any tip (`tip_never_displayed`), and two tip types of one last name, sharing an id, anchored by
/// two `View`-extension helpers on two tabs (`tip_anchored_twice`).
final class TipHandedOnShapeTests: XCTestCase {
    /// Cantus (round 22): a tour's tips are static instances a function returns (`-> any Tip`), through
    /// another (`-> (any Tip)?`) that the view's anchors and its subviews' `(any Tip)?` properties call.
    func testTipsReturnedByAFunctionTypedToReturnATipAreNotReportedAsNeverDisplayed() {
        let tour = (
            path: "Studio/StageView.swift",
            source: """
            import SwiftUI
            import TipKit

            enum StageStep { case mixer, library, record }

            struct MixerTip: Tip { var title: Text { Text("Mix the levels") } }
            struct LibraryTip: Tip { var title: Text { Text("Browse the library") } }
            struct RecordTip: Tip { var title: Text { Text("Record a take") } }
            struct MetronomeTip: Tip { var title: Text { Text("Keep time") } }
            struct LoopTip: Tip { var title: Text { Text("Loop a bar") } }

            struct StageView: View {
                private static let mixerTip = MixerTip()
                private static let libraryTip = LibraryTip()
                private static let recordTip = RecordTip()
                private static let loopTip = LoopTip()
                @State private var step: StageStep? = .mixer

                var body: some View {
                    VStack {
                        Slider(value: .constant(0.5)).popoverTip(tourTip(.mixer), arrowEdge: .bottom)
                        ShelfView(tip: tourTip(.library))
                        Button("Record") { }.popoverTip(tourTip(.record))
                    }
                }

                private func instance(for step: StageStep) -> any Tip {
                    switch step {
                    case .mixer: return Self.mixerTip
                    case .library: return Self.libraryTip
                    case .record: return Self.recordTip
                    }
                }

                private func tourTip(_ wanted: StageStep) -> (any Tip)? {
                    guard step == wanted else { return nil }
                    return instance(for: wanted)
                }

                private func loopLabel() -> String {
                    _ = Self.loopTip
                    return "Loop"
                }
            }

            struct ShelfView: View {
                let tip: (any Tip)?
                var body: some View {
                    if let tip { Text("Shelf").popoverTip(tip) } else { Text("Shelf") }
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipNeverDisplayedRule(), [tour]),
            [
                ExpectedFinding("tip_never_displayed", "Studio/StageView.swift", 9),
                ExpectedFinding("tip_never_displayed", "Studio/StageView.swift", 10),
            ])
    }

    /// pf (round 22): `Training.EditTip` and `Meals.EditTip` share the id "EditTip" (`tip_duplicate_id`), each
    /// anchored by a `View`-extension helper that two tabs apply; one view anchoring one tip twice stays reported, not
    /// the other type beside them.
    func testTwoTipTypesOfOneNameOnTwoHelpersAreNotOneTipAnchoredTwice() {
        let tips = (
            path: "Coach/Tips.swift",
            source: """
            import SwiftUI
            import TipKit

            enum Training {
                struct EditTip: Tip { var title: Text { Text("Edit your plan") } }
                struct StartTip: Tip { var title: Text { Text("Start a session") } }
            }

            enum Meals {
                struct EditTip: Tip { var title: Text { Text("Edit your meals") } }
            }
            """
        )
        let helpers = (
            path: "Coach/View+Tips.swift",
            source: """
            import SwiftUI
            import TipKit

            enum TrainingSpot { case start, edit }
            enum MealSpot { case edit }

            extension View {
                @ViewBuilder
                func trainingTip(_ spot: TrainingSpot) -> some View {
                    switch spot {
                    case .start: self.popoverTip(Training.StartTip())
                    case .edit: self.popoverTip(Training.EditTip())
                    }
                }

                @ViewBuilder
                func mealTip(_ spot: MealSpot) -> some View {
                    switch spot {
                    case .edit: self.popoverTip(Meals.EditTip())
                    }
                }

                func startBadge() -> some View {
                    self.overlay(alignment: .top) { Image(systemName: "play").popoverTip(Training.StartTip()) }
                }
            }
            """
        )
        let tabs = (
            path: "Coach/TabsView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct TabsView: View {
                var body: some View {
                    TabView {
                        Text("Training").trainingTip(.edit)
                        Text("Meals").mealTip(.edit)
                    }
                }
            }

            struct PlanView: View {
                var body: some View {
                    VStack {
                        Text("Plan").popoverTip(Training.EditTip())
                        footer
                        Text("Meals").popoverTip(Meals.EditTip())
                    }
                }
                var footer: some View { Button("Edit") { }.popoverTip(Training.EditTip()) }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipAnchoredTwiceRule(), [tips, helpers, tabs]),
            [ExpectedFinding("tip_anchored_twice", "Coach/TabsView.swift", 21)])
    }
}
