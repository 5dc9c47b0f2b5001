struct TipNeverInvalidatedRule: Rule {
    static let description = RuleDescription(
        id: "tip_never_invalidated", severity: .note, system: .tipKit,
        summary: "a popover tip on a control is never retired when the user uses that control",
        details: """
            A tip should go away once the user has done what it suggests (\"invalidate the tip when the user \
            performs the action\"). tiplint reports only the case where that action is plain in the code: the tip \
            is a `.popoverTip` on a control — a `Button`, `Toggle`, `Menu`, `NavigationLink`…, a property or \
            function of the same file whose view is one, a view in such a \
            control's label, a view with `.onTapGesture` (before or after the popover in its chain), the whole of a \
            view's `body` where the app builds that view with a tap or long-press gesture \
            (`WalkCard().onTapGesture { … }`), a control given a \
            modifier of the project's (a `ViewModifier` or a View extension) that anchors the tip on the view it \
            modifies (in the arm of the case the control hands it, `.modifier(HintModifier(kind: .archive))`), or a view of the app whose `body` is one control (alone, \
            or beside `Spacer()`s in a stack, or an `if … else` whose every arm is one, a property of the file \
            naming one too, or one view given a tap or long-press gesture that does something) and which neither \
            donates nor invalidates, the only type by its name \
            — and nothing anywhere retires it: no \
            `invalidate(reason:)` on any instance of it (in an action handler, through a helper it is handed to, \
            or in a `TipViewStyle`, which retires every tip it draws, but for its ✕ button closing it with \
            `.tipClosed` as the built-in ✕ does; a switch turning all tips off, one function \
            closing three or more tip types with `.tipClosed`, retires none, nor does the tip's own action closing it \
            with `.tipClosed`, a "Don't show again" button beside its ✕), no event its rules read that is donated (but for a rule \
            `{ $0.donations.count >= n }`, which a donation only lets show, unless the view the popover points at \
            donates it: then the tip says what using it did), no `@Parameter` its rules read that code sets (to a value the rule rejects: \
            `hasOnboarded = true` for a rule `{ $0 }` only lets the tip show); code in tests and previews, which the \
            app never runs, retires nothing; no `Tips.MaxDisplayCount`/`MaxDisplayDuration`. Tapping \
            outside a popover only hides it for now: after using the control the user keeps seeing the tip until \
            they close it with its ✕. Call `tip.invalidate(reason: .actionPerformed)` in the control's action. \
            A popover on a view that is no control is reported the same way when the tip's copy teaches a gesture \
            the user makes on that view (`Swipe left to archive`, double tap, long press, tap and hold, pinch, drag, \
            right-click, or a Spanish, French, German or Italian swipe or drag; not a plain tap). \
            Not reported: an informational tip (a `TipView` in the content, or a popover on a view the user does not \
            act on), which its ✕ retires as designed; a `TipUIPopoverViewController` whose source item is not known \
            to be a control (a cell, a view, an untyped item), while one presented from a `UIBarButtonItem`, a \
            `UIButton` or another control (by its declared type or a name such as `addButton`; through a helper that \
            presents any tip from its parameter, the control its caller hands it) is reported; a tip \
            whose only retiring event is never donated — that is `event_never_donated`, with this tip as a related \
            location; a popover on list rows that only a tap or long-press gesture makes tappable, when the gesture's \
            action calls nothing that shares a word with the tip's name or copy (a row that opens a page, under an \
            informational tip); a popover in a function nothing calls, which never shows (`tip_never_displayed` \
            reports the tip when that is its only display), or in a view only previews build.
            """,
        triggering: [
            // A popover on the whole of a card's body, the card tapped where a screen builds it (fresh apps round 66).
            RuleExample(files: [
                "WalkCard.swift": """
                import SwiftUI
                import TipKit

                struct ↓WalkHistoryTip: Tip { var title: Text { Text("Tap the card to see your walks") } }

                struct WalkCard: View {
                    let steps: Int
                    private let tip = WalkHistoryTip()
                    var body: some View {
                        VStack {
                            Text("Walking")
                            Text("\\(steps) steps")
                        }
                        .popoverTip(tip)
                        .padding()
                    }
                }
                """,
                "PlanScreen.swift": """
                import SwiftUI

                struct PlanScreen: View {
                    @State private var showsHistory = false
                    var body: some View {
                        WalkCard(steps: 1200)
                            .onTapGesture { showsHistory = true }
                    }
                }
                """,
            ]),
            // Testing only: a TipViewStyle's ✕ closes the tip as the built-in one does: it retires nothing.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓ScanTip: Tip { var title: Text { Text("Scan a face") } }

                struct CardTipStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.title
                            Button { configuration.tip.invalidate(reason: .tipClosed) } label: {
                                Image(systemName: "xmark")
                            }
                        }
                    }
                }

                struct ScanView: View {
                    var body: some View {
                        Button("Scan") { }
                            .popoverTip(ScanTip())
                            .tipViewStyle(CardTipStyle())
                    }
                }
                """
            ).testOnly(),
            // A popover on a view that is no control, teaching a gesture on it (real apps, rounds 6 and 29).
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓GlazeTip: Tip {
                    var title: Text { Text("Glaze a pot") }
                    var message: Text? { Text("Swipe a pot left to pick its glaze.") }
                }

                struct ShelfView: View {
                    var body: some View {
                        Text("Pots")
                            .popoverTip(GlazeTip())
                    }
                }
                """),
            // An event whose rule counts donations up only lets the tip show: donating it retires nothing.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓KilnTip: Tip {
                    static let potShaped = Event(id: "potShaped")
                    var title: Text { Text("Fire the kiln") }
                    var rules: [Rule] { #Rule(Self.potShaped) { $0.donations.count > 0 } }
                }

                struct StudioView: View {
                    var body: some View {
                        Button("Shape") { Task { await KilnTip.potShaped.donate() } }
                        Button("Fire") { fire() }
                            .popoverTip(KilnTip())
                    }
                    func fire() {}
                }
                """),
            // A View extension anchoring the tip it is handed on the view it modifies: a view the caller taps
            // (fresh apps round 66).
            RuleExample(files: [
                ModifierWrapperExamples.path: ModifierWrapperExamples.source,
                "Views/WeekCard.swift": """
                import SwiftUI
                import TipKit

                struct ↓WeekTip: Tip { var title: Text { Text("Open your week") } }

                struct WeekCard: View {
                    @State private var isOpen = false
                    var body: some View {
                        Text("This week")
                            .tipIfAny(WeekTip())
                            .onTapGesture { isOpen = true }
                    }
                }
                """,
            ]).testOnly(),
            // The same wrapper, handed the tip on a Menu inside a view that receives it (fresh apps round 66).
            RuleExample(files: [
                ModifierWrapperExamples.path: ModifierWrapperExamples.source,
                "Views/MealHeader.swift": """
                import SwiftUI
                import TipKit

                struct ↓AddFoodTip: Tip { var title: Text { Text("Add food from the pencil menu") } }

                struct MealHeader<Hint: Tip>: View {
                    let hint: Hint?
                    @State private var isAdding = false
                    var body: some View {
                        Menu {
                            Button("Add food") { isAdding = true }
                        } label: {
                            Image(systemName: "pencil")
                        }
                        .tipIfAny(hint)
                    }
                }

                struct MealsView: View {
                    var body: some View { MealHeader(hint: AddFoodTip()) }
                }
                """,
            ]).testOnly(),
            // A button view whose body lets the OS version pick one of two buttons.
            AvailabilityButtonExamples.availabilityChoice,
            // The popover among modifiers under `#if canImport(TipKit)` is on the button before the `#if`.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ↓FastTip: Tip { var title: Text { Text("Start a fast") } }

                struct QuickActions: View {
                    @State private var isFasting = false
                    var body: some View {
                        Button("Start") { isFasting = true }
                            .buttonStyle(.borderedProminent)
                            #if canImport(TipKit)
                            .popoverTip(FastTip(), arrowEdge: .top)
                            #endif
                    }
                }
                """
            ).testOnly(),
            // A cell whose body picks, by mode, one of two properties that a tap makes its control (fresh apps
            // round 56).
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ↓ElementTip: Tip { var title: Text { Text("Tap an element for its details") } }

                struct ElementCell: View {
                    let symbol: String
                    let isQuiz: Bool
                    @Binding var selected: String?
                    var body: some View {
                        if isQuiz {
                            quizFace
                        } else {
                            detailFace
                        }
                    }
                    private var quizFace: some View {
                        Text("?").onTapGesture { selected = symbol }
                    }
                    private var detailFace: some View {
                        Text(symbol).onTapGesture { selected = symbol }
                    }
                }

                struct TableView: View {
                    @State private var selected: String?
                    var body: some View {
                        ElementCell(symbol: "H", isQuiz: false, selected: $selected)
                            .popoverTip(ElementTip())
                    }
                }
                """
            ).testOnly(),
            // A view of the app whose body is an image a tap gesture makes its control (real app, apps round 40).
            RuleExample(files: [
                "Tips/MenuTip.swift": """
                import TipKit

                struct ↓MenuTip: Tip { var title: Text { Text("Open the menu") } }
                """,
                "Views/MenuIcon.swift": """
                import SwiftUI

                struct MenuIcon: View {
                    @Binding var isOpen: Bool
                    var body: some View {
                        Image(systemName: "line.3.horizontal")
                            .onTapGesture { isOpen = true }
                    }
                }

                struct StadiumMap: View {
                    @State private var isOpen = false
                    var body: some View {
                        MenuIcon(isOpen: $isOpen)
                            .popoverTip(MenuTip())
                    }
                }
                """,
            ]),
            // A settings switch that closes every tip turns guidance off; it does not retire one once it is used.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓ScanTip: Tip { var title: Text { Text("Scan a face") } }
                struct ShareTip: Tip { var title: Text { Text("Share a scan") } }
                struct HistoryTip: Tip { var title: Text { Text("Past scans") } }

                enum Guidance {
                    static func turnOff() {
                        ScanTip().invalidate(reason: .tipClosed)
                        ShareTip().invalidate(reason: .tipClosed)
                        HistoryTip().invalidate(reason: .tipClosed)
                    }
                }

                struct ScanView: View {
                    var body: some View {
                        Button("Scan") { scan() }
                            .popoverTip(ScanTip())
                        Toggle("Hints", isOn: .constant(true)).onChange(of: true) { Guidance.turnOff() }
                    }
                    func scan() {}
                }
                """
            ).testOnly(),
            // The tip's own "Don't show again" action closes it, as its close button does: using the control
            // still retires nothing (real app, apps round 35).
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓AlertsTip: Tip {
                    var title: Text { Text("Pick your alerts") }
                    var actions: [Action] {
                        Action { invalidate(reason: .tipClosed) } _: { Text("Don't Show Again") }
                    }
                }

                struct AlertsView: View {
                    var body: some View {
                        Button("Categories") { pick() }
                            .popoverTip(AlertsTip())
                    }
                    func pick() {}
                }
                """
            ).testOnly(),
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓ScanTip: Tip {
                    var title: Text { Text("Scan a face") }
                }

                struct ScanView: View {
                    let scanTip = ScanTip()
                    var body: some View {
                        Button("Scan") { scan() }
                            .popoverTip(scanTip)
                    }
                    func scan() {}
                }
                """),
            // macOS: a popover on the link that opens Settings, which opening Settings never retires (apps round 46).
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓PreferencesTip: Tip { var title: Text { Text("Set your shortcuts") } }

                struct ToolbarItems: View {
                    var body: some View {
                        SettingsLink { Image(systemName: "gear") }
                            .popoverTip(PreferencesTip())
                    }
                }
                """
            ).testOnly(),
            // UIKit: a source item named as a button (`exportBtn`), declared where its type is not seen.
            RuleExample(files: [
                "Tips/ExportTip.swift": """
                import TipKit

                struct ↓ExportTip: Tip {
                    var title: Text { Text("Export your routes") }
                }
                """,
                "Routes/RoutesController.swift": """
                import TipKit
                import UIKit

                final class RoutesController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        showExportTip()
                    }

                    func showExportTip() {
                        present(TipUIPopoverViewController(ExportTip(), sourceItem: exportBtn), animated: true)
                    }
                }
                """,
            ]),
            // A helper presents any tip from any source item: the caller's argument is the control.
            RuleExample(files: [
                "Tips/ShareRouteTip.swift": """
                import TipKit

                struct ↓ShareRouteTip: Tip {
                    var title: Text { Text("Share this route") }
                }
                """,
                "Routes/RouteController.swift": """
                import TipKit
                import UIKit

                final class RouteController: UIViewController {
                    private let shareTip = ShareRouteTip()
                    private let shareButton = UIButton(type: .system)

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        presentTip(shareTip, sourceItem: shareButton)
                    }

                    private func presentTip(_ tip: any Tip, sourceItem: any UIPopoverPresentationControllerSourceItem) {
                        present(TipUIPopoverViewController(tip, sourceItem: sourceItem), animated: true)
                    }
                }
                """,
            ]),
            // The anchor is a property of the view that builds a control (here a toolbar `Menu`).
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓SortTip: Tip {
                    var title: Text { Text("Sort your routes") }
                }

                struct RoutesView: View {
                    @State private var order = 0
                    var body: some View {
                        List { Text("Routes") }
                            .toolbar {
                                ToolbarItem { sortMenu.popoverTip(SortTip()) }
                            }
                    }

                    private var sortMenu: some View {
                        Menu("Sort") {
                            Button("By name") { order = 0 }
                            Button("By date") { order = 1 }
                        }
                    }
                }
                """),
            RouteTipsExample.example(compassMarked: true),
            // The anchor is the app's own button view, declared in another file: its body is a `Button`.
            RuleExample(files: [
                "Tips/ShuffleTip.swift": """
                import TipKit

                struct ↓ShuffleTip: Tip {
                    var title: Text { Text("Shuffle the deck") }
                }
                """,
                "Views/RoundButton.swift": """
                import SwiftUI

                struct RoundButton: View {
                    var title: LocalizedStringKey
                    var action: () -> Void
                    var body: some View {
                        Button {
                            withAnimation { action() }
                        } label: {
                            Text(title).padding().background(.thinMaterial, in: Circle())
                        }
                    }
                }
                """,
                "Views/DeckView.swift": """
                import SwiftUI
                import TipKit

                struct DeckView: View {
                    let shuffleTip = ShuffleTip()
                    var body: some View {
                        RoundButton(title: "Shuffle") { shuffle() }
                            .popoverTip(shuffleTip)
                    }
                    func shuffle() {}
                }
                """,
            ]),
            // Through a property of the screen that builds the button view, which places a `Button` after a
            // `Spacer()` in an `HStack`.
            RuleExample(files: [
                "Tips/RecordTip.swift": """
                import TipKit

                struct ↓RecordTip: Tip {
                    var title: Text { Text("Record a lap") }
                }
                """,
                "Views/trailingActionButton.swift": """
                import SwiftUI

                struct trailingActionButton: View {
                    let title: String
                    let action: () -> Void
                    var body: some View {
                        HStack {
                            Spacer()
                            Button(title, action: action)
                        }
                    }
                }
                """,
                "Views/LapView.swift": """
                import SwiftUI
                import TipKit

                struct LapView: View {
                    @State private var laps: [Date] = []
                    var body: some View {
                        VStack {
                            Text("\\(laps.count) laps")
                            recordButton
                                .popoverTip(RecordTip())
                        }
                    }
                    private var recordButton: some View {
                        trailingActionButton(title: "Record") { laps.append(.now) }
                    }
                }
                """,
            ]).testOnly(),
            // The app's button view reads a value into a `let` before its `Button`: a `let` builds no view.
            RuleExample(files: [
                "Tips/StampTip.swift": """
                import TipKit

                struct ↓StampTip: Tip {
                    var title: Text { Text("Stamp the page") }
                }
                """,
                "Views/InkButton.swift": """
                import SwiftUI

                struct InkButton: View {
                    var label: String
                    var busy: Binding<Bool>?
                    var action: () -> Void
                    var body: some View {
                        let isBusy = busy?.wrappedValue ?? false
                        Button(action: { if !isBusy { action() } }) {
                            Text(label).opacity(isBusy ? 0.5 : 1)
                        }
                    }
                }
                """,
                "Views/PageView.swift": """
                import SwiftUI
                import TipKit

                struct PageView: View {
                    let stampTip = StampTip()
                    var body: some View {
                        InkButton(label: "Stamp") { stamp() }
                            .popoverTip(stampTip)
                    }
                    func stamp() {}
                }
                """,
            ]).testOnly(),
            // A list row's tap gesture that does what the tip says (a word of its name or copy) is its control.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓FavoriteTip: Tip {
                    var title: Text { Text("Tap a place to keep it") }
                }

                struct PlaceList: View {
                    let favoriteTip = FavoriteTip()
                    let places: [String]
                    var body: some View {
                        List(places, id: \\.self) { place in
                            Text(place)
                                .onTapGesture { markFavorite(place) }
                                .popoverTip(favoriteTip)
                        }
                    }
                    func markFavorite(_ place: String) {}
                }
                """
            ).testOnly(),
            // Only a test sets the parameter back; the app only makes the tip eligible.
            RuleExample(files: [
                "Tips/SyncTip.swift": """
                import TipKit

                struct ↓SyncTip: Tip {
                    @Parameter static var isEligible: Bool = false
                    var title: Text { Text("Sync your notes") }
                    var rules: [Rule] { #Rule(Self.$isEligible) { $0 } }
                }
                """,
                "Views/NotesView.swift": """
                import SwiftUI
                import TipKit

                struct NotesView: View {
                    let syncTip = SyncTip()
                    var body: some View {
                        Button("Sync") { sync() }
                            .popoverTip(syncTip)
                            .onAppear { SyncTip.isEligible = true }
                    }
                    func sync() {}
                }
                """,
                "NotesTests/SyncTipTests.swift": """
                import XCTest
                @testable import Notes

                final class SyncTipTests: XCTestCase {
                    func testEligibility() {
                        SyncTip.isEligible = false
                        XCTAssertFalse(SyncTip.isEligible)
                    }
                }
                """,
            ]).testOnly(),
            // A ViewModifier anchoring a tip on the view it modifies, applied to the archive button with that case.
            RuleExample(files: [
                "Hints/HintModifier.swift": hintModifier(marked: true),
                "Views/InboxToolbar.swift": inboxToolbar(kind: ".archive"),
            ]),
            // A View extension anchoring the tip on `self`, called on a button.
            RuleExample(files: [
                "Hints/View+PinHint.swift": """
                import SwiftUI
                import TipKit

                struct ↓PinHint: Tip {
                    var title: Text { Text("Pin a chat") }
                }

                extension View {
                    func pinHint() -> some View { self.popoverTip(PinHint()) }
                }
                """,
                "Views/ChatHeader.swift": """
                import SwiftUI

                struct ChatHeader: View {
                    var pin: () -> Void
                    var body: some View {
                        Button { pin() } label: { Image(systemName: "pin") }
                            .buttonStyle(.plain)
                            .pinHint()
                    }
                }
                """,
            ]).testOnly(),
            // A capsule whose tap gesture, after the popover in its chain, opens the composer: the same view.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ↓ComposeTip: Tip {
                    var title: Text { Text("Write a postcard") }
                }

                struct FeedHeader: View {
                    @Binding var isComposing: Bool
                    let composeTip = ComposeTip()
                    var body: some View {
                        HStack {
                            Image(systemName: "pencil")
                            Text("Write something")
                        }
                        .padding()
                        .background(.thinMaterial, in: .capsule)
                        .popoverTip(composeTip, arrowEdge: .top)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { isComposing = true }
                    }
                }
                """),
        ],
        nonTriggering: [
            // The button the popover points at donates the event its rule counts: the tip shows once it is used,
            // saying what that did, and its ✕ retires it (real app, apps round 52's regression).
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct KilnOffTip: Tip {
                    static let kilnTurnedOff = Event(id: "kilnTurnedOff")
                    var title: Text { Text("Kiln off") }
                    var message: Text? { Text("Pots left inside cool down overnight.") }
                    var rules: [Rule] { #Rule(Self.kilnTurnedOff) { $0.donations.count >= 1 } }
                }

                struct StudioView: View {
                    @State private var isOn = true
                    var body: some View {
                        Button("Power") {
                            isOn.toggle()
                            if !isOn { Task { await KilnOffTip.kilnTurnedOff.donate() } }
                        }
                        .popoverTip(KilnOffTip())
                    }
                }
                """),
            AvailabilityButtonExamples.notEveryArmAControl,
            // A helper presents any tip from any source item; this caller points it at a collection view, no control.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct DragStyleTip: Tip { var title: Text { Text("Drag a style onto the widget") } }

                final class StylesController: UIViewController {
                    private let dragTip = DragStyleTip()
                    private let stylesView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        presentTip(dragTip, sourceItem: stylesView)
                    }

                    private func presentTip(_ tip: any Tip, sourceItem: any UIPopoverPresentationControllerSourceItem) {
                        present(TipUIPopoverViewController(tip, sourceItem: sourceItem), animated: true)
                    }
                }
                """),
            // A view whose tap gesture does nothing is no control.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct MenuTip: Tip { var title: Text { Text("Open the menu") } }

                struct MenuIcon: View {
                    var body: some View {
                        Image(systemName: "line.3.horizontal").onTapGesture {}
                    }
                }

                struct StadiumMap: View {
                    var body: some View { MenuIcon().popoverTip(MenuTip()) }
                }
                """),
            // Testing only: after the `let`, the body builds a caption and a button: a popover on the whole view is
            // not on a control.
            RuleExample(files: [
                "Tips/StampTip.swift": """
                import TipKit

                struct StampTip: Tip {
                    var title: Text { Text("Stamp the page") }
                }
                """,
                "Views/InkButton.swift": """
                import SwiftUI

                struct InkButton: View {
                    var label: String
                    var action: () -> Void
                    var body: some View {
                        let caption = label.uppercased()
                        Text(caption)
                        Button(label, action: action)
                    }
                }
                """,
                "Views/PageView.swift": """
                import SwiftUI
                import TipKit

                struct PageView: View {
                    var body: some View {
                        InkButton(label: "Stamp") {}
                            .popoverTip(StampTip())
                    }
                }
                """,
            ]).testOnly(),
            // The modifier's `.archive` arm anchors the tip; the button is given `.snooze`, and the title is no control.
            RuleExample(files: [
                "Hints/HintModifier.swift": hintModifier(marked: false),
                "Views/InboxToolbar.swift": inboxToolbar(kind: ".snooze"),
            ]),
            RuleExample(files: [
                "Hints/HintModifier.swift": hintModifier(marked: false),
                "Views/InboxTitle.swift": """
                import SwiftUI

                struct InboxTitle: View {
                    var body: some View {
                        Text("Inbox")
                            .font(.headline)
                            .modifier(HintModifier(kind: .archive))
                    }
                }
                """,
            ]).testOnly(),
            // Testing only: the button's view is built only by its preview; the app never shows the tip.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct TallyTip: Tip {
                    var title: Text { Text("Count a spin") }
                }

                struct TallyDraft: View {
                    let tallyTip = TallyTip()
                    @State private var count = 0
                    var body: some View {
                        Button("Spin") { count += 1 }
                            .popoverTip(tallyTip)
                    }
                }

                #Preview { TallyDraft() }
                """
            ).testOnly(),
            // The gesture belongs to a view inside the stack, not to the view the popover is on.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct WeatherTip: Tip {
                    var title: Text { Text("Rain expected") }
                }

                struct ForecastHeader: View {
                    let weatherTip = WeatherTip()
                    let refresh: () -> Void
                    var body: some View {
                        VStack {
                            Text("Forecast")
                            Image(systemName: "arrow.clockwise").onTapGesture { refresh() }
                        }
                        .popoverTip(weatherTip)
                        .padding()
                    }
                }
                """
            ).testOnly(),
            // A popover on a button in a view controller's method that nothing calls: it never shows.
            UncalledDisplayMethodExamples.neverCalledUnmarked,
            // A popover in a helper used only as a context menu item and a swipe action: it never shows.
            MenuItemHelperExamples.onlyOnItemsUnmarked,
            // An informational tip on rows whose tap opens an unrelated page: the row's action is not the tip's.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct PlaceNameTip: Tip {
                    var title: Text { Text("Name looked up") }
                    var message: Text? { Text("The place had no name, so we searched for one.") }
                }

                struct PlaceList: View {
                    let placeNameTip = PlaceNameTip()
                    let places: [String]
                    let openEncyclopedia: (String) -> Void
                    var body: some View {
                        List(places, id: \\.self) { place in
                            Text(place)
                                .onTapGesture { openEncyclopedia(place) }
                                .popoverTip(placeNameTip)
                        }
                    }
                }
                """),
            // Retired by a donated event its rules read, an invalidate call, or a maximum display count.
            RuleExample(
                """
                import TipKit

                struct SaveRouteTip: Tip {
                    static let saved = Tips.Event(id: "route-saved")
                    var title: Text { Text("Save") }
                    var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
                }
                struct WeatherTip: Tip { var title: Text { Text("Weather") } }
                struct LayersTip: Tip {
                    var title: Text { Text("Layers") }
                    var options: [any TipOption] { Tips.MaxDisplayCount(3) }
                }

                struct RouteView: View {
                    let weatherTip = WeatherTip()
                    var body: some View {
                        Button("Save") { SaveRouteTip.saved.donate() }.popoverTip(SaveRouteTip())
                        Button("Weather") { weatherTip.invalidate(reason: .actionPerformed) }.popoverTip(weatherTip)
                        TipView(LayersTip())
                    }
                }
                """),
            // Retired by a parameter its rule reads, which the control's action sets.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ScanTip: Tip {
                    @Parameter static var hasScanned: Bool = false
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.$hasScanned) { $0 == false } }
                }

                struct ScanView: View {
                    let scanTip = ScanTip()
                    var body: some View {
                        Button("Scan") { ScanTip.hasScanned = true }
                            .popoverTip(scanTip)
                    }
                }
                """),
            // Retired through a helper it is handed to.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }

                enum TipCenter {
                    static func done(_ tip: some Tip) { tip.invalidate(reason: .actionPerformed) }
                }
                """,
                "ScanView.swift": """
                import TipKit
                import SwiftUI

                struct ScanView: View {
                    let scanTip = ScanTip()
                    var body: some View {
                        Button("Scan") { TipCenter.done(scanTip) }
                            .popoverTip(scanTip)
                    }
                }
                """,
            ]),
            // Retired by the app's TipViewStyle, whatever tip it draws.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }

                struct CardTipStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button("Got it") { configuration.tip.invalidate(reason: .tipClosed) }
                    }
                }

                struct ScanView: View {
                    var body: some View {
                        Button("Scan") { }
                            .popoverTip(ScanTip())
                            .tipViewStyle(CardTipStyle())
                    }
                }
                """),
            // The app's own view is not read as a control when it donates or invalidates itself, when its body
            // is more than one control, or when two types share its name.
            RuleExample(files: [
                "Tips/DeckTips.swift": """
                import TipKit

                struct ShuffleTip: Tip { var title: Text { Text("Shuffle the deck") } }
                struct DealTip: Tip { var title: Text { Text("Deal the cards") } }
                struct ScoreTip: Tip { var title: Text { Text("Keep the score") } }
                struct CutTip: Tip { var title: Text { Text("Cut the deck") } }
                """,
                "Views/DeckButtons.swift": """
                import SwiftUI
                import TipKit

                struct ShuffleButton: View {
                    static let shuffled = Tips.Event(id: "shuffled")
                    var action: () -> Void
                    var body: some View {
                        Button("Shuffle") {
                            Self.shuffled.sendDonation()
                            action()
                        }
                    }
                }

                struct DealButton: View {
                    var action: () -> Void
                    var body: some View {
                        VStack {
                            Button("Deal", action: action)
                            Text("Five cards each")
                        }
                    }
                }
                """,
                "Views/Score/ScoreBoard.swift": """
                import SwiftUI

                struct ScoreBoard: View {
                    var action: () -> Void
                    var body: some View { Button("Score", action: action) }
                }
                """,
                "Views/Classic/ScoreBoard.swift": """
                import SwiftUI

                struct ScoreBoard: View {
                    var action: () -> Void
                    var body: some View { Text("Score") }
                }
                """,
                "Views/DeckView.swift": """
                import SwiftUI
                import TipKit

                struct DeckView: View {
                    var body: some View {
                        VStack {
                            ShuffleButton { }.popoverTip(ShuffleTip())
                            DealButton { }.popoverTip(DealTip())
                            ScoreBoard { }.popoverTip(ScoreTip())
                            CutButton().popoverTip(CutTip())
                        }
                    }
                }
                """,
            ]),
            // Informational: an inline tip its ✕ retires.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct LightingTip: Tip { var title: Text { Text("Scan in daylight") } }

                struct ScanView: View {
                    var body: some View {
                        VStack {
                            TipView(LightingTip())
                            Text("Scanner")
                        }
                    }
                }
                """),
        ])

    /// A `ViewModifier` anchoring `ArchiveHint` on its content in the `.archive` arm of its kind.
    private static func hintModifier(marked: Bool) -> String {
        """
        import SwiftUI
        import TipKit

        enum HintKind { case archive, snooze }

        struct \(marked ? "↓" : "")ArchiveHint: Tip {
            var title: Text { Text("Archive in one tap") }
        }

        struct HintModifier: ViewModifier {
            let kind: HintKind
            var isEnabled = true

            @ViewBuilder
            func body(content: Content) -> some View {
                if isEnabled {
                    switch kind {
                    case .archive: content.popoverTip(ArchiveHint())
                    case .snooze: content
                    }
                } else {
                    content
                }
            }
        }
        """
    }

    /// A toolbar whose button is given `HintModifier(kind: kind)`.
    private static func inboxToolbar(kind: String) -> String {
        """
        import SwiftUI

        struct InboxToolbar: View {
            var archive: () -> Void
            var body: some View {
                Button { archive() } label: { Label("Archive", systemImage: "archivebox") }
                    .help("Archive")
                    .modifier(HintModifier(kind: \(kind), isEnabled: true))
            }
        }
        """
    }

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        // A TipViewStyle that invalidates retires whatever tip it draws.
        if index.invalidations.contains(where: \.retiresAnyStyledTip) { return [] }
        let helpers = context.uncalledDisplayHelpers
        let previews = context.previews
        let modifierUses = Dictionary(
            grouping: context.model.files.flatMap(\.controlModifierUses),
            by: { String(TypeName.lastComponent($0.name)) })
        let tappedViews = Set(context.model.files.flatMap(\.tappedViews).map { TypeName.lastComponent($0) })
        func onControl(_ site: DisplaySite) -> Bool {
            site.anchorsControl || site.anchorViewCall.map(context.views.isControlView) == true
                || Self.isOnModifiedControl(site, uses: modifierUses)
                // A popover on the whole of a card the app taps where it builds it (`WalkCard().onTapGesture { … }`).
                || site.anchorsBodyRoot
                    && site.context.typeName.map { tappedViews.contains(TypeName.lastComponent($0)) } == true
        }
        return index.tips.compactMap { tip in
            // A display in a function nothing calls, one only previews build, or a popover on a menu item never
            // shows: nothing to retire there (`tip_display_preview_only` reports a tip shown only in previews,
            // `tip_never_displayed` one shown only in uncalled functions or menus).
            let sites = index.displaySites(of: tip).filter {
                !$0.isInMenuItems && helpers.helper(holding: $0) == nil && helpers.unbuiltView(holding: $0) == nil
                    && !previews.isPreviewOnly($0.context)
            }
            let control = sites.first(where: {
                ($0.kind == .popoverTip || $0.kind == .tipUIPopoverViewController) && onControl($0)
                    && !($0.isInRow && $0.gestureActionCallees.map { Self.gestureAction($0, relatesTo: tip) } == false)
            })
            // A popover whose copy teaches a gesture is about what the user does to the view it points at.
            let gesture = control == nil ? GestureTeachingCopy.gesture(of: tip) : nil
            guard let anchor = control ?? gesture.flatMap({ _ in sites.first { $0.kind == .popoverTip } }),
                !Self.isRetired(tip, index, in: context.model)
            else { return nil }
            // Say so when its only invalidation is a switch turning all tips off.
            let invalidations = index.invalidations(of: tip.name)
            let invalidated =
                invalidations.isEmpty
                ? "no invalidate(reason:) on it"
                : invalidations.allSatisfy(index.isTurningAllTipsOff)
                    ? "no invalidate(reason:) on it but a switch closing all tips"
                    : invalidations.allSatisfy({ Self.closesItself($0, tip) })
                        ? "no invalidate(reason:) on it but its own action closing it" : "no invalidate(reason:) on it"
            // A control's action, or the gesture the copy teaches, is where the tip should be retired.
            let wording: (shown: String, after: String, retireIn: String, anchor: String) =
                gesture.map {
                    (
                        "a popover teaching a gesture (\"\($0)\")", "the gesture", "where the gesture's action runs",
                        "view whose gesture"
                    )
                } ?? ("a popover on a control", "using the control", "in the control action", "control whose action")
            // Its rules may wait for a donation that only lets it show: say which, not that there is none.
            let gates = Self.ruleEvents(of: tip, index).filter {
                $0.reference.donationsOnlyLetShow && index.isDonated($0.event)
            }.map(\.event.name)
            let rules =
                gates.first.map { "its rules only count donations of \($0), which let it show" }
                ?? "no donated event or set parameter in its rules"
            var result = finding(
                "tip \(tip.name) is \(wording.shown) but nothing retires it: \(invalidated), \(rules), "
                    + "no Tips.MaxDisplayCount; after \(wording.after) the user keeps seeing it "
                    + "until they close it; call `invalidate(reason: .actionPerformed)` \(wording.retireIn)",
                at: tip.location, key: tip.name,
                related: [
                    RelatedLocation(
                        message: "the popover on the \(wording.anchor) should retire \(tip.name)",
                        location: anchor.location)
                ])
            if let event = Self.undonatedEvent(retiring: tip, index) {
                result.cause = FindingCause(
                    ruleID: EventNeverDonatedRule.description.id, file: event.location.file, line: event.location.line,
                    note: "so \(tip.name), which waits for it, is never retired either")
            }
            return result
        }
    }

    /// Whether a popover a modifier anchors on the view it modifies (`content.popoverTip(LockTip())` in a
    /// `ViewModifier`'s body, `popoverTip(ColorTip())` in a View extension's function) sits on a control: the
    /// modifier is applied to one with the case its arm answers (`case .lock:` for `kind: .lock`; an anchor under
    /// no `case` answers every use). The modifier's own flags (`if isEnabled`) are the same at every use.
    private static func isOnModifiedControl(_ site: DisplaySite, uses: [String: [ControlModifierUse]]) -> Bool {
        guard site.anchorsModifiedView, site.kind == .popoverTip,
            let name = site.context.typeName == "View" ? site.context.functionName : site.context.typeName,
            let applied = uses[String(TypeName.lastComponent(name))]
        else { return false }
        let cases = site.conditions.filter { $0.value != "true" }
        return applied.contains { use in cases.allSatisfy { !$0.isNegated && use.cases.contains($0.value) } }
    }

    /// `invalidate(reason: .tipClosed)` in the tip's own `actions`: a "Don't show again" button, its ✕ again.
    private static func closesItself(_ invalidation: Invalidation, _ tip: TipDeclaration) -> Bool {
        invalidation.isClosing && invalidation.context.functionName == "actions"
            && invalidation.context.typeName.map { TypeName.sameType($0, tip.name) } == true
    }

    /// Whether something the app runs can retire the tip (code in tests and previews retires nothing there).
    static func isRetired(_ tip: TipDeclaration, _ index: TipKitIndex, in model: ProjectModel) -> Bool {
        // `.maxDisplayCount(n)` is the pre-release spelling (beta_api reports it), with the same intent.
        if tip.options.contains(where: {
            let option = $0.lowercased()
            return option.contains("maxdisplaycount") || option.contains("maxdisplayduration")
        }) {
            return true
        }
        let runsInApp = { (site: FactSite) in AppPlaces.runsInApp(site.location, site.context, in: model) }
        // Neither a switch closing all tips nor the tip's own action closing it (a "Don't show again" button, its
        // close button again) retires it once the control is used.
        if index.invalidations(of: tip.name).contains(where: {
            runsInApp($0.site) && !index.isTurningAllTipsOff($0) && !closesItself($0, tip)
        }) {
            return true
        }
        // A donation that a `$0.donations.count >= n` rule counts only lets the tip show, unless the view the
        // popover points at donates it itself: then the tip tells what using it did, and its ✕ retires it.
        if ruleEvents(of: tip, index).contains(where: { reference, event in
            index.isDonated(event) && (!reference.donationsOnlyLetShow || donatedByAnchoredView(event, tip: tip, index))
        }) {
            return true
        }
        return index.parameterReads(byRulesOf: tip.name).contains { reference in
            guard let parameter = index.parameter(readBy: reference) else { return false }
            // `hasOnboarded = true` for a rule `{ $0 }` only lets the tip show; any other value may retire it.
            return index.assignments(of: parameter).contains {
                runsInApp($0.site)
                    && (reference.requiredBool == nil || $0.isToggle || $0.assignedBool != reference.requiredBool)
            }
        }
    }

    /// Whether the view a popover of the tip modifies donates the event (`Button { … donate() }.popoverTip(tip)`).
    private static func donatedByAnchoredView(
        _ event: EventDeclaration, tip: TipDeclaration, _ index: TipKitIndex
    ) -> Bool {
        let anchored = index.displaySites(of: tip).compactMap { site in
            site.anchorStart.flatMap { $0 <= site.location ? $0...site.location : nil }
        }
        return index.donations(of: event).contains { donation in anchored.contains { $0.contains(donation.location) } }
    }

    /// Whether a row's tap or long-press action is the one the tip is about: an empty action (nothing says it is
    /// not), or one calling a name that shares a word with the tip's name or copy. A list row's tap is the row's
    /// own action (open, select): under an informational tip ("looked up for you") it is not the tip's control.
    /// Asked for rows only: one tappable icon (a compass that recenters) is the control its tip is about.
    static func gestureAction(_ callees: [String], relatesTo tip: TipDeclaration) -> Bool {
        guard !callees.isEmpty else { return true }
        let tipWords = IdentifierWords.of(tip.name).union(
            [tip.title, tip.message].compactMap { $0?.text }.flatMap { IdentifierWords.of($0) })
        return callees.contains { !IdentifierWords.of($0).isDisjoint(with: tipWords) }
    }

    /// An event the tip's rules read that is never donated, when that is what leaves it unretired.
    private static func undonatedEvent(retiring tip: TipDeclaration, _ index: TipKitIndex) -> EventDeclaration? {
        ruleEvents(of: tip, index).first { !index.isDonated($0.event) }?.event
    }

    /// The events the tip's rules read, each with the rule's read of it: what retires the tip, what only lets it
    /// show, and what the message names come from this one list.
    private static func ruleEvents(
        of tip: TipDeclaration, _ index: TipKitIndex
    ) -> [(reference: RuleReference, event: EventDeclaration)] {
        index.reads(byRulesOf: tip.name).flatMap { reference in index.events(readBy: reference).map { (reference, $0) }
        }
    }
}
