struct TipObservationNotCancelledRule: Rule {
    static let description = RuleDescription(
        id: "tip_observation_not_cancelled", severity: .warning, system: .tipKit,
        summary:
            "a task observing `shouldDisplayUpdates`/`statusUpdates` is started on each appearance and never stored or cancelled",
        details: """
            `for await … in tip.shouldDisplayUpdates` (or `statusUpdates`) never finishes on its own. A `Task { … }` \
            holding it, started in `viewWillAppear`/`viewDidAppear`/`viewIsAppearing`, a layout callback or \
            `.onAppear` (directly, through methods of the same type they call, up to three deep, through a method \
            of a type the view controller inherits, such as a `UIViewController` extension in another file, or in \
            a list's cell provider, `collectionView(_:cellForItemAt:)` or `tableView(_:cellForRowAt:)`, when an \
            appearance callback of its type calls `reloadData()`), adds one more endless task at \
            every appearance: each keeps what it captures alive (often the view controller) and each presents or \
            hides the tip again. Reported when the task's handle is dropped, or stored in a property the code never \
            reads again (so never cancelled; assigning a new task does not cancel the old one). Store it and \
            cancel it when the view disappears (`observationTask?.cancel()` in `viewWillDisappear`), start it only \
            once (`observationTask = observationTask ?? Task { … }`), or in SwiftUI use `.task { … }`, which \
            SwiftUI cancels. Not reported: a task started once (`viewDidLoad`, `init`, or inside an `if` that sets \
            the flag it tests, such as a `UserDefaults` key: once per install), one whose loop ends (`break`, \
            `return`), one whose handle is kept where tiplint does not follow it.
            """,
        triggering: [
            // Testing only: a flag that only gates the task, which nothing in the gated block sets.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct LayersTip: Tip { var title: Text { Text("Show layers") } }

                final class CanvasController: UIViewController {
                    var showsTips = true

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        if showsTips {
                            observeLayersTip()
                        }
                    }

                    func observeLayersTip() {
                        ↓Task { @MainActor in
                            for await shouldDisplay in LayersTip().shouldDisplayUpdates { print(shouldDisplay) }
                        }
                    }
                }
                """
            ).testOnly(),
            RuleExample(
                """
                import TipKit
                import UIKit

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                final class TrailsController: UIViewController {
                    let filterTip = FilterTip()
                    private var statusTask: Task<Void, Never>?

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        ↓Task { @MainActor in
                            for await shouldDisplay in filterTip.shouldDisplayUpdates where shouldDisplay {
                                present(TipUIPopoverViewController(filterTip, sourceItem: view), animated: true)
                            }
                        }
                    }

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        followStatus()
                    }

                    private func followStatus() {
                        statusTask = ↓Task { for await status in filterTip.statusUpdates { print(status) } }
                    }
                }
                """),
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    @State private var showsTip = false
                    var body: some View {
                        List { Text("Trails") }
                            .onAppear {
                                ↓Task { for await show in filterTip.shouldDisplayUpdates { showsTip = show } }
                            }
                    }
                }
                """),
            // Started two helpers down from `viewWillAppear` (one in an extension of the type): each appearance
            // reloads, and the reload starts another task.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct CreateTip: Tip {
                    var title: Text { Text("Create your first trail") }
                }

                final class ScheduleController: UIViewController {
                    let createTip = CreateTip()
                    var trails: [String] = []

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        reload()
                    }

                    func reload() {
                        showContent()
                    }
                }

                extension ScheduleController {
                    private func showContent() {
                        if trails.isEmpty { observeTip() }
                    }

                    private func observeTip() {
                        ↓Task { @MainActor in
                            for await shouldDisplay in createTip.shouldDisplayUpdates where shouldDisplay {
                                present(TipUIPopoverViewController(createTip, sourceItem: view), animated: true)
                            }
                        }
                    }
                }
                """),
            // Testing only: started through a helper on appear, and only set to nil on disappear.
            RuleExample(files: [
                "TrailsView.swift": """
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
                        observation = ↓Task {
                            for await show in filterTip.shouldDisplayUpdates { showsTip = show }
                        }
                    }
                }
                """
            ]).testOnly(),
            // Testing only: a loop whose `break` only leaves a `switch` never ends.
            RuleExample(files: [
                "TrailsController.swift": """
                import TipKit
                import UIKit

                struct FilterTip: Tip { var title: Text { Text("Filter") } }

                final class TrailsController: UIViewController {
                    let filterTip = FilterTip()
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        ↓Task {
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
            ]).testOnly(),
            // The cell provider runs again for each visible cell whenever `viewWillAppear` reloads the list.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct NewListTip: Tip { var title: Text { Text("Add a list") } }

                final class ListsController: UICollectionViewController {
                    let newListTip = NewListTip()

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        collectionView.reloadData()
                    }

                    override func collectionView(
                        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "add", for: indexPath)
                        ↓Task { @MainActor in
                            for await shouldDisplay in newListTip.shouldDisplayUpdates where shouldDisplay {
                                present(TipUIPopoverViewController(newListTip, sourceItem: cell), animated: true)
                            }
                        }
                        return cell
                    }
                }
                """),
        ],
        nonTriggering: [
            // A helper whose whole body is the task returns it; the controller keeps the handle and cancels it
            // (real app, apps round 52).
            RuleExample(
                """
                import TipKit
                import UIKit

                struct KilnTip: Tip { var title: Text { Text("Fire the kiln") } }

                final class StudioController: UIViewController {
                    private var kilnTipTask: Task<Void, Never>?
                    private let fireButton = UIButton()

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        kilnTipTask = kilnTipTask ?? observe(KilnTip(), from: fireButton)
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        kilnTipTask?.cancel()
                        kilnTipTask = nil
                    }

                    private func observe(_ tip: any Tip, from button: UIButton) -> Task<Void, Never>? {
                        Task { @MainActor in
                            for await shouldDisplay in tip.shouldDisplayUpdates where shouldDisplay {
                                present(TipUIPopoverViewController(tip, sourceItem: button), animated: true)
                            }
                        }
                    }
                }
                """),
            // Testing only: a cell provider that no appearance callback reloads.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct NewListTip: Tip { var title: Text { Text("Add a list") } }

                final class ListsController: UICollectionViewController {
                    let newListTip = NewListTip()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.reloadData()
                    }

                    override func collectionView(
                        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "add", for: indexPath)
                        Task { @MainActor in
                            for await shouldDisplay in newListTip.shouldDisplayUpdates where shouldDisplay {
                                present(TipUIPopoverViewController(newListTip, sourceItem: cell), animated: true)
                            }
                        }
                        return cell
                    }
                }
                """
            ).testOnly(),
            // Started only while a saved flag is unset, and the flag is set at once: once per install.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct LayersTip: Tip { var title: Text { Text("Show layers") } }

                final class CanvasController: UIViewController {
                    private var layersTipShown = false

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        layersTipShown = UserDefaults.standard.bool(forKey: "layersTipShown")
                        if layersTipShown == false {
                            observeLayersTip()
                            UserDefaults.standard.set(true, forKey: "layersTipShown")
                        }
                        if !UserDefaults.standard.bool(forKey: "layersTipAsked") {
                            UserDefaults.standard.set(true, forKey: "layersTipAsked")
                            Task {
                                for await status in LayersTip().statusUpdates { print(status) }
                            }
                        }
                    }

                    func observeLayersTip() {
                        Task { @MainActor in
                            for await shouldDisplay in LayersTip().shouldDisplayUpdates { print(shouldDisplay) }
                        }
                    }
                }
                """),
            // Stored and cancelled; started only once; started once in viewDidLoad; a loop that ends.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                final class TrailsController: UIViewController {
                    let filterTip = FilterTip()
                    private var observationTask: Task<Void, Never>?
                    private var statusTask: Task<Void, Never>?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        Task { [weak self] in
                            guard let tip = self?.filterTip else { return }
                            for await status in tip.statusUpdates { self?.update(status) }
                        }
                    }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        observationTask = Task { @MainActor [weak self] in
                            guard let self else { return }
                            for await shouldDisplay in self.filterTip.shouldDisplayUpdates { self.show(shouldDisplay) }
                        }
                        statusTask = statusTask ?? Task { for await status in filterTip.statusUpdates { update(status) } }
                        Task {
                            for await shouldDisplay in filterTip.shouldDisplayUpdates where !shouldDisplay {
                                dismiss(animated: true)
                                break
                            }
                        }
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        observationTask?.cancel()
                    }

                    func show(_ shouldDisplay: Bool) {}
                    func update(_ status: Tips.Status) {}
                }
                """),
            // Testing only: the same helper chain reached only from `viewDidLoad`, which runs once.
            RuleExample(files: [
                "ScheduleController.swift": """
                import TipKit
                import UIKit

                struct CreateTip: Tip { var title: Text { Text("Create") } }

                final class ScheduleController: UIViewController {
                    let createTip = CreateTip()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        reload()
                    }
                    func reload() { showContent() }
                    private func showContent() { observeTip() }
                    private func observeTip() {
                        Task { for await show in createTip.shouldDisplayUpdates { print(show) } }
                    }
                }
                """
            ]).testOnly(),
            // SwiftUI's `.task` is cancelled when the view disappears.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    @State private var showsTip = false
                    var body: some View {
                        List { Text("Trails") }
                            .task { for await show in filterTip.shouldDisplayUpdates { showsTip = show } }
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.model.files.flatMap(\.observationTasks).compactMap { task in
            guard let appearance = task.appearance, !task.canStop else { return nil }
            let through = task.calledThrough.isEmpty ? "" : " through " + task.calledThrough.joined(separator: ", ")
            let started = task.helper.map { "in \($0), which \(appearance) calls\(through)" } ?? "in \(appearance)"
            let fate: String
            switch task.handle {
            case .dropped:
                fate = "its handle is dropped, so nothing can cancel it"
            case .property(let name):
                fate = "it is stored in \(name), which nothing cancels (a new task replaces the handle, not the task)"
            case .other:
                return nil
            }
            return finding(
                "a task following \(task.stream) is started \(started), at every appearance, and \(fate): each "
                    + "appearance adds an endless task that keeps what it captures alive and acts on the tip again; "
                    + "store it and cancel it when the view disappears, start it once, or use SwiftUI's `.task`",
                at: task.location, key: FindingText.key("Task(\(task.stream))", in: task.context))
        }
    }
}
