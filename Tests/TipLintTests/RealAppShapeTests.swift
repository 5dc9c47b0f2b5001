import XCTest

@testable import TipLint

/// Shapes measured on public apps (Tools/RealApps rounds 5 and 6) that tiplint got wrong: a tip
/// anchored on a view that anchors it inside too, and a parameter set in the action handler of a tip
/// without actions. (Tips shown through another file's static instance are an example of
/// `TipNeverDisplayedRule`, `BudgetHintsExample`.)
final class RealAppShapeTests: XCTestCase {
    /// Tunetag and Melodee (round 5): the section anchors the tip on its header, and the editor
    /// anchors the same tip on the section.
    func testTipAnchoredOnAViewThatAnchorsItInsideIsReported() {
        let section = (
            path: "Tags/TagSection.swift",
            source: """
            import SwiftUI
            import TipKit

            struct TokensTip: Tip { var title: Text { Text("Use tokens") } }

            struct TagSection: View {
                var body: some View {
                    Section {
                        Text("Title")
                    } header: {
                        Text("Tags")
                            .popoverTip(TokensTip(), arrowEdge: .bottom)
                    }
                    .sheet(isPresented: .constant(false)) {
                        Text("More").popoverTip(MoreTip())
                    }
                }
            }

            struct MoreTip: Tip { var title: Text { Text("More tags") } }
            """
        )
        let editor = (
            path: "Tags/EditorView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct EditorView: View {
                let single: Bool
                var body: some View {
                    List {
                        if single {
                            TagSection()
                                .popoverTip(TokensTip(), arrowEdge: .top)
                        } else {
                            TagSection().popoverTip(TokensTip())
                        }
                        TagSection().popoverTip(MoreTip())
                    }
                }
            }
            """
        )
        let findings = TipKitTest.findings(TipAnchoredTwiceRule(), [section, editor])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init),
            [
                ExpectedFinding("tip_anchored_twice", "Tags/EditorView.swift", 10),
                ExpectedFinding("tip_anchored_twice", "Tags/EditorView.swift", 12),
            ])
        XCTAssertEqual(findings.first?.related.map { "\($0.file):\($0.line)" }, ["Tags/TagSection.swift:12"])
    }

    /// IllustMate (round 5): each tip of a chain lets the next show from its action handler, but the
    /// tips declare no actions, so the handlers never run.
    func testParameterSetInTheHandlerOfATipWithoutActionsIsReported() {
        let tips = (
            path: "Album/Tips.swift",
            source: """
            import TipKit

            struct ImportTip: Tip { var title: Text { Text("Import pictures") } }
            struct AlbumTip: Tip {
                @Parameter static var hasSeenImportTip: Bool = false
                @Parameter static var unread: Bool = false
                var title: Text { Text("Make an album") }
                var rules: [Rule] { #Rule(Self.$hasSeenImportTip) { $0 } }
            }
            struct ShareTip: Tip {
                @Parameter static var hasSeenAlbumTip: Bool = false
                var title: Text { Text("Share an album") }
                var actions: [Action] { Action(id: "share", title: "Share") }
                var rules: [Rule] { #Rule(Self.$hasSeenAlbumTip) { $0 } }
            }
            """
        )
        let toolbar = (
            path: "Album/AlbumView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct AlbumView: View {
                var body: some View {
                    Menu("Import") { }
                        .popoverTip(ImportTip(), arrowEdge: .top) { _ in
                            AlbumTip.hasSeenImportTip = true
                            AlbumTip.unread = true
                        }
                    Button("New album") { }
                        .popoverTip(AlbumTip()) { _ in ShareTip.hasSeenAlbumTip = true }
                    Button("Share") { }
                        .popoverTip(ShareTip()) { _ in AlbumTip.hasSeenImportTip = true }
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(InvalidateInUnusedActionHandlerRule(), [tips, toolbar]),
            [
                ExpectedFinding("invalidate_in_unused_action_handler", "Album/AlbumView.swift", 8),
                ExpectedFinding("invalidate_in_unused_action_handler", "Album/AlbumView.swift", 12),
            ])
    }
}

/// `tip_never_invalidated` on popovers nothing retires: UIKit popovers presented from a control
/// (threema, PCOS, NewsApp shapes) and a popover whose parameter only lets it show (SakuraRSS, round 6).
final class UnretiredPopoverShapeTests: XCTestCase {
    func testUIKitPopoversFromControlsAreReportedAndFromCellsAreNot() {
        let tips = (
            path: "Feed/Tips.swift",
            source: """
            import TipKit

            struct FavoritesTip: Tip { var title: Text { Text("Your favorites") } }
            struct ComposeTip: Tip { var title: Text { Text("Write a post") } }
            struct StatusTip: Tip { var title: Text { Text("Set your status") } }
            struct ShareTip: Tip { var title: Text { Text("Share it") } }
            """
        )
        let controller = (
            path: "Feed/FeedViewController.swift",
            source: """
            import TipKit
            import UIKit

            final class FeedViewController: UIViewController {
                private let favoritesButton = UIBarButtonItem()
                private let shareTip = ShareTip()

                func showTips(from cell: UITableViewCell, composer: UIBarButtonItem) {
                    present(TipUIPopoverViewController(FavoritesTip(), sourceItem: favoritesButton), animated: true)
                    present(TipUIPopoverViewController(ComposeTip(), sourceItem: composer), animated: true)
                    present(TipUIPopoverViewController(StatusTip(), sourceItem: cell), animated: true)
                    present(TipUIPopoverViewController(shareTip, sourceItem: navigationItem.rightBarButtonItem!), animated: true)
                }

                @objc func share() { shareTip.invalidate(reason: .actionPerformed) }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipNeverInvalidatedRule(), [tips, controller]),
            [
                ExpectedFinding("tip_never_invalidated", "Feed/Tips.swift", 3),
                ExpectedFinding("tip_never_invalidated", "Feed/Tips.swift", 4),
            ])
    }

    func testAParameterThatOnlyLetsThePopoverShowDoesNotRetireIt() {
        let tips = (
            path: "Reader/Tips.swift",
            source: """
            import TipKit

            struct StyleTip: Tip {
                @Parameter static var hasOnboarded: Bool = false
                var title: Text { Text("Switch the layout") }
                var rules: [Rule] { #Rule(Self.$hasOnboarded) { $0 } }
            }
            struct SortTip: Tip {
                @Parameter static var hasSorted: Bool = false
                var title: Text { Text("Sort the feed") }
                var rules: [Rule] { #Rule(Self.$hasSorted) { $0 == false } }
            }
            """
        )
        let view = (
            path: "Reader/ArticlesView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct ArticlesView: View {
                var body: some View {
                    Menu("Style") { }.popoverTip(StyleTip())
                    Button("Sort") { SortTip.hasSorted = true }.popoverTip(SortTip())
                    Button("Done") { StyleTip.hasOnboarded = true }
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipNeverInvalidatedRule(), [tips, view]),
            [ExpectedFinding("tip_never_invalidated", "Reader/Tips.swift", 3)])
    }

    /// Tips handed to a generic view that puts its `tip: T` on a button (Hexagon's `FloatingActionButton<T: Tip>`,
    /// round 30): each tip handed in is a popover on that control. A generic badge that anchors its tip on a
    /// label is not a control.
    func testATipHandedToAGenericViewIsOnItsControl() {
        let tips = (
            path: "Planner/Tips.swift",
            source: """
            import TipKit

            struct AddItemTip: Tip { var title: Text { Text("Add a list or a task") } }
            struct BlankTip: Tip { var title: Text { Text("") } }
            struct CountTip: Tip { var title: Text { Text("Tasks left today") } }
            """
        )
        let button = (
            path: "Planner/HexButton.swift",
            source: """
            import SwiftUI
            import TipKit

            struct HexButton<T: Tip>: View {
                @Binding var isOpen: Bool
                let tip: T
                var body: some View {
                    Button { isOpen.toggle() } label: { Image(systemName: "plus") }
                        .popoverTip(tip, arrowEdge: .top)
                }
            }

            struct CountBadge<T: Tip>: View {
                let tip: T
                var body: some View { Text("3").popoverTip(tip) }
            }
            """
        )
        let screens = (
            path: "Planner/Screens.swift",
            source: """
            import SwiftUI

            struct BoardView: View {
                let addItemTip: AddItemTip
                @State private var isOpen = false
                var body: some View {
                    HexButton(isOpen: $isOpen, tip: addItemTip)
                    CountBadge(tip: CountTip())
                }
            }

            struct TaskDetail: View {
                var body: some View { HexButton<BlankTip>(isOpen: .constant(false), tip: BlankTip()) }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipNeverInvalidatedRule(), [tips, button, screens]),
            [
                ExpectedFinding("tip_never_invalidated", "Planner/Tips.swift", 3),
                ExpectedFinding("tip_never_invalidated", "Planner/Tips.swift", 4),
            ])
    }

    /// A popover on a button among a `Menu`'s items (Chronoframe's Accept All Safe, round 32): the system menu draws
    /// the item, the popover has nothing to anchor, so the tip is never displayed and there is nothing to retire.
    /// One on the menu's label shows (and nothing retires it); so does one in a sheet an item presents.
    func testAPopoverOnAMenuItemNeverShows() {
        let tips = (
            path: "Library/Tips.swift",
            source: """
            import TipKit

            struct AcceptAllTip: Tip { var title: Text { Text("Accept every safe match") } }
            struct OptionsTip: Tip { var title: Text { Text("More options here") } }
            struct ArchiveTip: Tip { var title: Text { Text("Archive old scans") } }
            """
        )
        let view = (
            path: "Library/ReviewView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct ReviewView: View {
                let safeCount: Int
                @State private var isArchiving = false
                var body: some View {
                    Menu {
                        Button("Archive") { isArchiving = true }
                            .sheet(isPresented: $isArchiving) {
                                Button("Archive now") { }.popoverTip(ArchiveTip())
                            }
                        if safeCount > 0 {
                            Button("Accept All Safe (\\(safeCount))") { }
                                .popoverTip(AcceptAllTip(), arrowEdge: .bottom)
                        }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle").popoverTip(OptionsTip())
                    }
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipNeverDisplayedRule(), [tips, view]),
            [ExpectedFinding("tip_never_displayed", "Library/Tips.swift", 3)])
        XCTAssertEqual(
            TipKitTest.summary(TipNeverInvalidatedRule(), [tips, view]),
            [
                ExpectedFinding("tip_never_invalidated", "Library/Tips.swift", 4),
                ExpectedFinding("tip_never_invalidated", "Library/Tips.swift", 5),
            ])
        let message = TipKitTest.findings(TipNeverDisplayedRule(), [tips, view]).first?.message ?? ""
        XCTAssertTrue(message.contains("is on an item of a menu"), message)
    }

    /// A popover in a helper used only among system-drawn items (Three Daily Goals' Priority button, round 36: a
    /// data manager's method, called only in the task rows' context menu and swipe actions), in a view type built
    /// only there, and one written in swipe actions: none shows. A helper the toolbar uses too shows its popover.
    func testAPopoverInAHelperUsedOnlyAmongMenuItemsNeverShows() {
        let tips = (
            path: "Tips.swift",
            source: """
            import TipKit

            struct PriorityTip: Tip { var title: Text { Text("Make it a priority") } }
            struct PinTip: Tip { var title: Text { Text("Pin it") } }
            struct FlagTip: Tip { var title: Text { Text("Flag it") } }
            struct ShareTip: Tip { var title: Text { Text("Share it") } }
            """
        )
        let actions = (
            path: "Model/TaskActions.swift",
            source: """
            import SwiftUI
            import TipKit

            final class TaskActions {
                func priorityButton(for task: TaskItem) -> some View {
                    Button("Priority") { task.isPriority = true }.popoverTip(PriorityTip())
                }
            }
            """
        )
        let flag = (
            path: "Views/FlagButton.swift",
            source: """
            import SwiftUI
            import TipKit

            struct FlagButton: View {
                var body: some View { Button("Flag") { }.popoverTip(FlagTip()) }
            }

            #Preview { FlagButton() }
            """
        )
        let row = (
            path: "Views/TaskRow.swift",
            source: """
            import SwiftUI
            import TipKit

            struct TaskRow: View {
                let actions: TaskActions
                let task: TaskItem
                var body: some View {
                    Text(task.title)
                        .contextMenu {
                            actions.priorityButton(for: task)
                            FlagButton()
                            shareButton
                        }
                        .swipeActions {
                            Button("Pin") { }.popoverTip(PinTip())
                        }
                        .toolbar { ToolbarItem { shareButton } }
                }

                private var shareButton: some View {
                    Button("Share") { }.popoverTip(ShareTip())
                }
            }
            """
        )
        let files = [tips, actions, flag, row]
        XCTAssertEqual(
            TipKitTest.summary(TipNeverDisplayedRule(), files),
            [
                ExpectedFinding("tip_never_displayed", "Tips.swift", 3),
                ExpectedFinding("tip_never_displayed", "Tips.swift", 4),
                ExpectedFinding("tip_never_displayed", "Tips.swift", 5),
            ])
        XCTAssertEqual(
            TipKitTest.summary(TipNeverInvalidatedRule(), files),
            [ExpectedFinding("tip_never_invalidated", "Tips.swift", 6)])
        let message = TipKitTest.findings(TipNeverDisplayedRule(), files).first?.message ?? ""
        XCTAssertTrue(
            message.contains(
                "is in priorityButton, used only as an item of a menu or of a row's swipe actions "
                    + "(Views/TaskRow.swift:10)"),
            message)
    }
}

/// Issue 21: tips the code shows one after another (its own step state, or an ordered `TipGroup`'s
/// current tip) are never on screen together, so one view may carry each step's popover.
final class TipSequencePlaceTests: XCTestCase {
    func testPopoversOfOneSequenceOnOneViewAreApart() {
        let source = """
            import SwiftUI
            import TipKit

            struct SearchTip: Tip { var title: Text { Text("Search") } }
            struct SortTip: Tip { var title: Text { Text("Sort") } }
            struct NewTip: Tip { var title: Text { Text("New") } }

            enum TourStep { case search, sort, done }

            struct FeedView: View {
                @State private var step = TourStep.search
                @State private var showsNew = false
                var body: some View {
                    Image(systemName: "magnifyingglass")
                        .popoverTip(step == .search ? SearchTip() : nil)
                        .popoverTip(step == .sort ? SortTip() : nil)
                    Image(systemName: "plus")
                        .popoverTip(showsNew ? nil : SearchTip())
                        .popoverTip(showsNew ? NewTip() : nil)
                    Image(systemName: "gear")
                        .popoverTip(step == .search ? SearchTip() : nil)
                        .popoverTip(NewTip())
                }
            }
            """
        XCTAssertEqual(
            TipKitTest.summary(MultiplePopoverTipsRule(), [(path: "Feed/FeedView.swift", source: source)]),
            [ExpectedFinding("multiple_popover_tips", "Feed/FeedView.swift", 22)])
    }
}

/// kanmanreader (round 4): the tutorial reader builds a tip manager in `viewWillAppear`, whose
/// initializer resets and then configures; from the second opening the reset throws.
final class ResetOnEachAppearanceTests: XCTestCase {
    func testResetThenConfigureOnEachAppearanceIsReportedButNotAtLaunch() {
        let manager = (
            path: "Reader/TipManager.swift",
            source: """
            import TipKit

            final class TipManager {
                init() {
                    try? Tips.resetDatastore()
                    try? Tips.configure()
                }
            }
            """
        )
        let reader = (
            path: "Reader/ReaderViewController.swift",
            source: """
            import UIKit

            final class ReaderViewController: UIViewController {
                var isTutorial = true
                var tipManager: TipManager?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if isTutorial { tipManager = TipManager() }
                }
            }
            """
        )
        let launch = (
            path: "Library/LibraryViewController.swift",
            source: """
            import UIKit
            import TipKit

            final class LibraryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    try? Tips.resetDatastore()
                    try? Tips.configure()
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(ResetAfterConfigureRule(), [manager, reader]),
            [ExpectedFinding("reset_after_configure", "Reader/ReaderViewController.swift", 8)])
        XCTAssertEqual(TipKitTest.summary(ResetAfterConfigureRule(), [launch]), [])
    }
}
