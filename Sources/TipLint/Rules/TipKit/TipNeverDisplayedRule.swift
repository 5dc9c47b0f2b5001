struct TipNeverDisplayedRule: Rule {
    static let description = RuleDescription(
        id: "tip_never_displayed", severity: .warning, system: .tipKit,
        summary: "a tip type has no display site",
        details: """
            A tip shows only where a view presents it: `.popoverTip(tip)`, `TipView(tip)`, \
            `TipUIPopoverViewController(tip, …)`, `TipUIView`, `TipNSPopover`, a `TipUICollectionViewCell`'s \
            `configureTip(tip)`, a `TipGroup`, or the app's own view driven by `tip.shouldDisplayUpdates`. A tip with none is dead code, or a display site was forgotten. \
            tiplint follows the tip through properties (`let tip = ScanTip()`), `cond ? tip : nil`, `AnyTip(tip)`, \
            arrays of tips and their rows, computed properties and enums that return tips, a value kept untyped \
            (`Any?`, `[Kind: Any]`, built by a closure, needed before iOS 17) and cast back (`as? ScanTip`, \
            `as? any Tip`) \
            (`switch self { case .scan: ScanTip() … }`), a protocol's `tip` requirement read through a value of \
            the protocol's type (the tip each conforming type holds), and helpers that hand the tip they are \
            given to a display API — a function, a `ViewModifier`, a generic view taking `some Tip`, `any Tip`, `T: Tip` or \
            `(any Tip)?`, or a value of a protocol only tips conform to, shown through its `tip` member (a \
            pre-iOS 17 shim) — through any chain of such helpers, across files. A display site in a function of a `View` \
            extension or a view type that no file calls (nor names) is not one, nor is one in an app's view that no \
            file builds or names (but where it is declared and extended; outside a plan in progress, where a later \
            task may build it); nor is one in another type's method \
            that takes no arguments, that only the project's Swift can run (not `public`, `open`, `override`, \
            `@objc`, `@IBAction`, `dynamic`, not in an `@objcMembers` type, not a name a framework calls such as \
            `viewDidLoad`, `perform` or `makeCoordinator`) and whose name no file of the project writes anywhere \
            else — no call, `#selector`, reference, key path or string (a view controller's `func presentTips()` \
            that nothing calls); nor is a `.popoverTip` on an item of a system menu (`Menu { … }`'s content, not \
            its `label:`; `.contextMenu { … }`; `CommandMenu`) or of a list row's `.swipeActions { … }`, which the \
            platform draws itself, where the popover has nothing to anchor — written there, or in a helper (a \
            function, a computed property, a view type's `body`) that the project uses only among such items \
            (`dataManager.priorityButton(item: item)` in a row's context menu and swipe actions; a helper written \
            anywhere else, or used nowhere, keeps its popover shown). The finding then cites each such display, \
            and each use of such a helper, as a related location. A tip of a \
            `TipGroup` shows only as the group's `currentTip`: when every read of a `currentTip` in the project casts \
            it to a tip (`currentTip as? ScanTip`, also as the condition of `… ? currentTip : nil`; an argument \
            labelled `currentTip:` hands it on to the reads of that name), a tip of the group no cast names is never \
            displayed. A tip a view hands, as first \
            argument, to a modifier no file of the project declares and whose name says it shows it (`.popTip(tip)` \
            from a package) may be shown there: not reported; so may a tip a function typed to return a tip \
            (`func tip(for step: Step) -> (any Tip)?`, `any Tip`, `some Tip`, `AnyTip`) returns, whose callers \
            tiplint does not follow. Its events that are never donated and \
            its parameters that are never set are part of this finding (related locations), not findings of \
            their own: one defect, one finding.
            """,
        triggering: [
            // The app's only display of the tip is in a view no file builds (real apps: a screen replaced by
            // another, left in the project).
            RuleExample(files: [
                "TrailApp.swift": """
                import SwiftUI
                import TipKit

                @main struct TrailApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { MapScreen() } }
                }

                struct MapScreen: View {
                    var body: some View { Text("Map") }
                }
                """,
                "Notes/NotesView.swift": """
                import SwiftUI
                import TipKit

                struct ↓NoteTip: Tip { var title: Text { Text("Pin a note to the map") } }

                struct NotesView: View {
                    var body: some View {
                        VStack {
                            TipView(NoteTip())
                            Text("Notes")
                        }
                    }
                }
                """,
            ]).testOnly(),
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct CompassTip: Tip { var title: Text { Text("Compass") } }
                struct ↓MapTip: Tip { var title: Text { Text("Map") } }
                """,
                "RouteView.swift": """
                import TipKit

                struct RouteView: View {
                    @State private var compassTip = CompassTip()
                    var body: some View {
                        Image(systemName: "safari").popoverTip(compassTip)
                    }
                }
                """,
            ]),
            RuleExample(
                """
                import TipKit

                struct ↓ScanTip: Tip {
                    static let scanned = Tips.Event(id: "scanned")
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.scanned) { $0.donations.count < 3 } }
                }
                """),
            // Its only display is a view method that nothing calls.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ↓FilterTip: Tip { var title: Text { Text("Filter by genre") } }

                struct LibraryView: View {
                    var body: some View { List { Text("Songs") } }

                    func filterButton() -> some View {
                        Button("Filter") {}.popoverTip(FilterTip())
                    }
                }
                """),
            UndeclaredShowingCallExamples.notShowing(withPreviews: false),
            // UIKit: its only display is a view controller's method that nothing calls.
            UncalledDisplayMethodExamples.neverCalled,
            // Its only display is a popover in a helper used only as a context menu item and a swipe action.
            MenuItemHelperExamples.onlyOnItems,
            // The second tip of an ordered TipGroup whose current tip is shown only while it is the first.
            TipGroupCastExamples.castToFirst,
        ] + TipNeverDisplayedPinnedExamples.triggering,
        nonTriggering: [
            // A View extension showing the tip it is handed: its parameter is not the namesake property another view
            // declares (`let tip = WalkTip()`), so the tip handed to it is shown at the call (fresh apps round 66).
            RuleExample(files: [
                ModifierWrapperExamples.path: ModifierWrapperExamples.source,
                "Views/WalkCard.swift": """
                import SwiftUI
                import TipKit

                struct WalkTip: Tip { var title: Text { Text("See your walks") } }

                struct WalkCard: View {
                    private let tip = WalkTip()
                    var body: some View { Text("Walks").popoverTip(tip) }
                }
                """,
                "Views/WeekCard.swift": """
                import SwiftUI
                import TipKit

                struct WeekTip: Tip { var title: Text { Text("Your week at a glance") } }

                struct WeekCard: View {
                    var body: some View { Text("This week").tipIfAny(WeekTip()) }
                }
                """,
            ]).testOnly(),
            // A view another file names without building it in sight (a list of screens by type) may be built.
            RuleExample(files: [
                "TrailApp.swift": """
                import SwiftUI
                import TipKit

                @main struct TrailApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Map") } }
                }

                enum Screens {
                    static let all: [any View.Type] = [NotesView.self]
                }
                """,
                "Notes/NotesView.swift": """
                import SwiftUI
                import TipKit

                struct NoteTip: Tip { var title: Text { Text("Pin a note to the map") } }

                struct NotesView: View {
                    var body: some View { TipView(NoteTip()) }
                }
                """,
            ]).testOnly(),
            // Shown through a package's modifier, whose name says so.
            UndeclaredShowingCallExamples.shownThroughPackage(withPreview: false),
            // Another object's stored tip, shown behind a switch: `flag ? service.tip : nil`.
            RuleExample(files: [
                "Services/TipService.swift": """
                import TipKit

                struct PlannerTip: Tip { var title: Text { Text("Plan your week") } }

                @Observable final class TipService {
                    var tipsEnabled = true
                    let plannerTip = PlannerTip()
                }
                """,
                "Views/PlannerView.swift": """
                import SwiftUI
                import TipKit

                struct PlannerView: View {
                    @Environment(TipService.self) private var tipService
                    var body: some View {
                        Button("Plan") {}
                            .popoverTip(tipService.tipsEnabled ? tipService.plannerTip : nil, arrowEdge: .top)
                    }
                }
                """,
            ]),
            // Shown through a property, inline, as a TipView, and an enum tip through its cases.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save") } }
                struct CompassTip: Tip { var title: Text { Text("Compass") } }
                struct LayersTip: Tip { var title: Text { Text("Layers") } }
                enum FeedTip: Tip {
                    case add, share
                    var title: Text { Text("Feed") }
                }
                """,
                "RouteView.swift": """
                import TipKit

                struct RouteView: View {
                    private let saveTip = SaveRouteTip()
                    var body: some View {
                        Button("Save") { }.popoverTip(saveTip)
                        Image(systemName: "safari").popoverTip(showCompass ? CompassTip() : nil)
                        TipView(LayersTip())
                        Button("Add") { }.popoverTip(FeedTip.add)
                    }
                }
                """,
            ]),
            // A helper that takes any tip and shows it, in another file.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }
                """,
                "Hint.swift": """
                import TipKit
                import SwiftUI

                struct Hint<T: Tip>: ViewModifier {
                    let tip: T
                    func body(content: Content) -> some View { content.popoverTip(tip) }
                }

                extension View {
                    func hint(_ tip: (any Tip)?) -> some View {
                        if let tip { return AnyView(modifier(Hint(tip: AnyTip(tip)))) }
                        return AnyView(self)
                    }
                }
                """,
                "ScanView.swift": """
                import SwiftUI

                struct ScanView: View {
                    var body: some View { Button("Scan") { }.hint(ScanTip()) }
                }
                """,
            ]),
            // An enum of tips, one per onboarding step.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }
                struct ShareTip: Tip { var title: Text { Text("Share it") } }

                enum Step {
                    case scan, share
                    var tip: any Tip {
                        switch self {
                        case .scan: ScanTip()
                        case .share: ShareTip()
                        }
                    }
                }

                struct StepView: View {
                    let step: Step
                    var body: some View { TipView(step.tip) }
                }
                """),
            // UIKit: the app presents its own view while the tip should display.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }

                final class ScanViewController: UIViewController {
                    private let scanTip = ScanTip()
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        Task { @MainActor in
                            for await shouldDisplay in scanTip.shouldDisplayUpdates { banner.isHidden = !shouldDisplay }
                        }
                    }
                }
                """),
            // A tip kept in an `Any?` property (it needs iOS 17) and cast back before it is shown.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct ExportTip: Tip { var title: Text { Text("Export the list") } }

                final class ListController: UIViewController {
                    private var exportTip: Any? = {
                        if #available(iOS 17, *) { return ExportTip() } else { return nil }
                    }()

                    func presentExportTip(from button: UIBarButtonItem) {
                        guard #available(iOS 17, *), let exportTip = exportTip as? ExportTip else { return }
                        present(TipUIPopoverViewController(exportTip, sourceItem: button), animated: true)
                    }
                }
                """),
            // Tips kept in an `[Kind: Any]` dictionary built by a closure, cast to `any Tip` for a collection cell.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct SyncTip: Tip { var title: Text { Text("Sync your notes") } }

                final class NotesController: UICollectionViewController {
                    private enum ShownTip: CaseIterable { case sync }
                    private var tipForKind: [ShownTip: Any] = {
                        var result = [ShownTip: Any]()
                        if #available(iOS 17, *) {
                            for kind in ShownTip.allCases {
                                switch kind {
                                case .sync: result[kind] = SyncTip()
                                }
                            }
                        }
                        return result
                    }()

                    @available(iOS 17, *)
                    private func configure(_ cell: UICollectionViewCell, showing kind: ShownTip) {
                        guard let cell = cell as? TipUICollectionViewCell,
                            let tip = tipForKind[kind] as? (any Tip)
                        else { return }
                        cell.configureTip(tip)
                    }
                }
                """),
            // The same helper builds a toolbar item too, which shows its popover.
            MenuItemHelperExamples.alsoInToolbar,
        ] + TipNeverDisplayedPinnedExamples.nonTriggering + UncalledDisplayMethodExamples.mayRun
            + TipGroupCastExamples.showingEvery)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        let shown = Self.displayAPIs(in: index)
        let nothing =
            shown.isEmpty
            ? "no .popoverTip, TipView or TipUIPopoverViewController shows it"
            : "nothing shows it the way this project shows its other tips (\(shown.joined(separator: ", ")))"
        let helpers = context.uncalledDisplayHelpers
        let undeclared = context.undeclaredShowingCalls
        // Under a plan, a view nothing builds yet may be a later task's to build: only the finished plan says not.
        let readsUnbuiltViews = context.plan == nil || context.planComplete
        return index.tips.compactMap { tip -> Finding? in
            guard undeclared.call(handing: tip) == nil, !index.isReturnedAsTip(tip) else { return nil }
            let reason: String
            var related: [RelatedLocation] = []
            if !index.isDisplayed(tip) {
                let groups = index.unshownGroupMembers.filter {
                    TipKitIndex.tipTypes(of: $0).contains { TypeName.sameType($0, tip.name) }
                }
                if let group = groups.first {
                    // The casts to the other tips of its group, when the project's casts name them.
                    let siblings = Set(
                        (index.displaySites + index.unshownGroupMembers).filter {
                            $0.kind == .tipGroup && $0.location.file == group.location.file
                                && $0.context == group.context
                        }
                        .flatMap { TipKitIndex.tipTypes(of: $0).map(TypeName.lastComponent) })
                    let toSiblings = index.groupCasts.filter {
                        $0.castType.map { siblings.contains(TypeName.lastComponent($0)) } == true
                    }
                    let casts = toSiblings.isEmpty ? index.groupCasts : toSiblings
                    reason = Self.onlyInCastGroup(group, casts: casts)
                    related = casts.map { read in
                        RelatedLocation(
                            message: "the group's current tip is shown here only as \(read.castType ?? "")",
                            location: read.location)
                    }
                } else {
                    reason = nothing
                }
            } else {
                let sites = index.displaySites(of: tip)
                let inMenus = sites.filter(\.isInMenuItems)
                let others = sites.filter { !$0.isInMenuItems }
                // The function nothing calls, or the view nothing builds, that holds a display: one answer per
                // place, for the reason and its related locations alike.
                func unreached(_ site: DisplaySite) -> DisplayHelper? {
                    helpers.helper(holding: site) ?? (readsUnbuiltViews ? helpers.unbuiltView(holding: site) : nil)
                }
                let uncalled = others.map(unreached)
                guard !uncalled.contains(where: { $0 == nil }) else { return nil }
                var reasons: [String] = []
                if !others.isEmpty {
                    let written = others.flatMap(\.eachWritten).sorted { $0.location < $1.location }
                    reasons.append(
                        Self.onlyInUncalledHelpers(uncalled.compactMap { $0 }, displays: written.map(\.location)))
                    related = written.map { site in
                        guard let view = unreached(site), view.isView else {
                            return UncalledMethodText.related("displayed", in: site.context, at: site.location)
                        }
                        return RelatedLocation(
                            message: "displayed in \(view.name), a view nothing builds", location: site.location)
                    }
                }
                if !inMenus.isEmpty {
                    let written = inMenus.flatMap(\.eachWritten).sorted { $0.location < $1.location }
                    let direct = written.filter(\.itemHelperUses.isEmpty)
                    if !direct.isEmpty {
                        reasons.append(Self.onlyOnMenuItems(direct.map(\.location)))
                        related += direct.map {
                            RelatedLocation(
                                message: "a popover on a menu item, drawn by the system menu: nothing to anchor it",
                                location: $0.location)
                        }
                    }
                    let inHelpers = written.filter { !$0.itemHelperUses.isEmpty }
                    if !inHelpers.isEmpty {
                        reasons.append(Self.onlyInItemHelpers(inHelpers))
                        related += inHelpers.map {
                            RelatedLocation(
                                message: "a popover in \($0.itemHelper ?? ""), used only as a system-drawn item: "
                                    + "nothing to anchor it",
                                location: $0.location)
                        }
                        related += Set(inHelpers.flatMap(\.itemHelperUses)).sorted().map {
                            RelatedLocation(
                                message: "used here as an item of a menu or of a row's swipe actions", location: $0)
                        }
                    }
                }
                reason = reasons.joined(separator: "; ")
            }
            var result = finding(
                "tip \(tip.name) is never displayed: \(reason); display it where its feature is, or remove it",
                at: tip.location, key: tip.name, related: related)
            // A display the plan puts in a task not done yet explains it: progress.
            let planned =
                context.plan?.displaySites.filter { $0.tip.map(TypeName.simple) == tip.simpleName } ?? []
            if !planned.isEmpty {
                result.severity = progressSeverity(done: planned.contains(where: \.isDone), in: context)
            }
            return result
        }
    }

    /// "it is in the TipGroup at Views/Home.swift:12, and every read of a group's current tip casts it to another
    /// tip (ShareTip at Views/Home.swift:20)".
    static func onlyInCastGroup(_ member: DisplaySite, casts: [GroupTipRead]) -> String {
        let named = casts.prefix(3).map { "\($0.castType ?? "") at \($0.location.citation)" }.joined(separator: ", ")
        let more = casts.count > 3 ? " and \(casts.count - 3) more" : ""
        return "it is in the TipGroup at \(member.location.citation), but every read of a group's current tip casts "
            + "it to another tip (\(named)\(more)), so the group never shows it"
    }

    /// "only showShareTip() (Views/Helpers.swift:12) shows it (the display at Views/Helpers.swift:13), and nothing
    /// calls that".
    static func onlyInUncalledHelpers(_ helpers: [DisplayHelper], displays: [SourceLocation]) -> String {
        let unique = Set(helpers).sorted { $0.location < $1.location }
        let named = unique.map { "\($0.isView ? "the view \($0.name)" : "\($0.name)()") (\($0.location.citation))" }
        let at = displays.map(\.citation).joined(separator: ", ")
        let verb =
            unique.allSatisfy(\.isView) ? "builds" : unique.contains(where: \.isView) ? "calls or builds" : "calls"
        return "only \(named.joined(separator: " and ")) \(named.count == 1 ? "shows" : "show") it "
            + "(\(displays.count == 1 ? "the display" : "the displays") at \(at)), and nothing \(verb) "
            + (named.count == 1 ? "that" : "those")
    }

    /// "its .popoverTip at Views/Sort.swift:40 is on an item of a menu, which the system draws: the popover has
    /// nothing to anchor".
    static func onlyOnMenuItems(_ displays: [SourceLocation]) -> String {
        let at = displays.map(\.citation).joined(separator: ", ")
        return "its .popoverTip at \(at) \(displays.count == 1 ? "is" : "are") on an item of a menu, which the system "
            + "draws: the popover has nothing to anchor"
    }

    /// "its .popoverTip at Views/Rows.swift:40 is in priorityButton, used only as an item of a menu or of a row's
    /// swipe actions (Views/TaskRow.swift:87, Views/TaskRow.swift:140): the system draws those items, and the
    /// popover has nothing to anchor".
    static func onlyInItemHelpers(_ sites: [DisplaySite]) -> String {
        let helpers = Set(sites.compactMap(\.itemHelper)).sorted()
        let at = sites.map(\.location.citation).joined(separator: ", ")
        let uses = Set(sites.flatMap(\.itemHelperUses)).sorted().map(\.citation).joined(separator: ", ")
        return "its .popoverTip at \(at) \(sites.count == 1 ? "is" : "are") in "
            + helpers.joined(separator: " and ") + ", used only as an item of a menu or of a row's swipe actions "
            + "(\(uses)): the system draws those items, and the popover has nothing to anchor"
    }

    /// The display APIs the project uses, most used first, as the message names them.
    static func displayAPIs(in index: TipKitIndex) -> [String] {
        var counts: [DisplayKind: Int] = [:]
        for site in index.displaySites { counts[site.kind, default: 0] += site.timesWritten }
        return counts.keys.sorted { (counts[$0]!, $1.rawValue) > (counts[$1]!, $0.rawValue) }.map { kind in
            kind == .popoverTip ? ".popoverTip" : kind.rawValue
        }
    }
}

extension TipNeverDisplayedRule {
    /// The cause a follow-on finding names: the tip's `tip_never_displayed` finding.
    static func cause(of tip: TipDeclaration, note: String) -> FindingCause {
        FindingCause(ruleID: description.id, file: tip.location.file, line: tip.location.line, note: note)
    }
}
