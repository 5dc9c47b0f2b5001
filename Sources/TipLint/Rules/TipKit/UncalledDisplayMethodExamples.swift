/// A view controller whose only display of its tip is a method nothing calls (`presentTips()`), and the ways a
/// method like it may still run: the shapes `tip_never_displayed` and `tip_never_invalidated` are pinned on.
enum UncalledDisplayMethodExamples {
    /// The tip's declaration, `↓` before its name when `marked`.
    static func composeTip(marked: Bool) -> String {
        """
        import TipKit

        struct \(marked ? "↓" : "")ComposeTip: Tip {
            var title: Text { Text("Start a chat") }
        }
        """
    }

    /// The controller presenting the tip in `presentTips()`, written with `attribute` before that `func` and
    /// `conformances` after `UIViewController`.
    static func chatsController(attribute: String = "", conformances: String = "") -> String {
        """
        import TipKit
        import UIKit

        final class ChatsViewController: UIViewController\(conformances) {
            private let composeTip = ComposeTip()
            private let composeButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(composeButton)
            }

            \(attribute)func presentTips() {
                Task { @MainActor in
                    for await shouldDisplay in composeTip.shouldDisplayUpdates where shouldDisplay {
                        present(TipUIPopoverViewController(composeTip, sourceItem: composeButton), animated: true)
                    }
                }
            }
        }
        """
    }

    /// The shape of the real app: nothing calls `presentTips()`.
    static let neverCalled = RuleExample(files: [
        "Tips/ComposeTip.swift": composeTip(marked: true),
        "Chats/ChatsViewController.swift": chatsController(),
    ])

    /// The same, for `tip_never_invalidated`: a popover on a button that never shows needs no retiring.
    static let neverCalledUnmarked = RuleExample(files: [
        "Tips/ComposeTip.swift": composeTip(marked: false),
        "Chats/ChatsViewController.swift": chatsController(),
    ]).testOnly()

    /// Shapes where the method may run: none is reported.
    static let mayRun: [RuleExample] = [
        // Another file calls it.
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController.swift": chatsController(),
            "Chats/ChatsCoordinator.swift": """
            import UIKit

            final class ChatsCoordinator {
                let controller = ChatsViewController()
                func start() { controller.presentTips() }
            }
            """,
        ]).testOnly(),
        // `#selector` in another file names it (the class is `@objcMembers` where it is declared).
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController+Tips.swift": """
            import TipKit
            import UIKit

            extension ChatsViewController {
                func presentTips() {
                    present(TipUIPopoverViewController(composeTip, sourceItem: composeButton), animated: true)
                }
            }
            """,
            "Chats/ChatsViewController.swift": """
            import UIKit

            @objcMembers final class ChatsViewController: UIViewController {
                let composeTip = ComposeTip()
                let composeButton = UIButton(type: .system)

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(ChatsViewController.presentTips), name: .chatsLoaded, object: nil)
                }
            }
            """,
        ]).testOnly(),
        // Another file keeps a reference to it, and another names it in a string.
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController.swift": chatsController(),
            "Chats/ChatsCoordinator.swift": """
            import UIKit

            final class ChatsCoordinator {
                let controller = ChatsViewController()
                lazy var onLoad: () -> Void = controller.presentTips
            }
            """,
        ]).testOnly(),
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController.swift": chatsController(),
            "Chats/ChatsCoordinator.swift": """
            import UIKit

            final class ChatsCoordinator {
                let controller = ChatsViewController()
                func start() { controller.perform(NSSelectorFromString("presentTips")) }
            }
            """,
        ]).testOnly(),
        // `@objc`: the runtime, a storyboard or Objective-C may call it.
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController.swift": chatsController(attribute: "@objc "),
        ]).testOnly(),
        // A requirement of the project's protocol, declared in another file: whoever holds a `TipPresenting` may
        // call it.
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController.swift": chatsController(conformances: ", TipPresenting"),
            "Tips/TipPresenting.swift": """
            protocol TipPresenting: AnyObject {
                func presentTips()
            }
            """,
        ]).testOnly(),
        // An override: UIKit calls it.
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController.swift": """
            import TipKit
            import UIKit

            final class ChatsViewController: UIViewController {
                private let composeTip = ComposeTip()
                private let composeButton = UIButton(type: .system)

                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    present(TipUIPopoverViewController(composeTip, sourceItem: composeButton), animated: true)
                }
            }
            """,
        ]).testOnly(),
        // A method with parameters, here a delegate's: UIKit calls it, though no file names it.
        RuleExample(files: [
            "Tips/ComposeTip.swift": composeTip(marked: false),
            "Chats/ChatsViewController.swift": """
            import TipKit
            import UIKit

            final class ChatsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
                private let composeTip = ComposeTip()
                private let composeButton = UIButton(type: .system)

                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    present(TipUIPopoverViewController(composeTip, sourceItem: composeButton), animated: true)
                }
            }
            """,
        ]).testOnly(),
    ]
}

/// The same reading for `Tips.configure`: a configure call in a method nothing calls never runs, so the
/// configure rules leave it out, as `tip_never_displayed` leaves out a display there.
enum UncalledSetupMethodExamples {
    /// The app showing its tip from its root view, `↓` before the popover when `marked`.
    static func facesApp(marked: Bool, configuring: Bool = false) -> String {
        """
        import TipKit

        struct ScanTip: Tip { var title: Text { Text("Scan a face") } }

        @main
        struct FacesApp: App {
            \(configuring ? "init() { try? Tips.configure() }\n    " : "")var body: some Scene { WindowGroup { HomeView() } }
        }

        struct HomeView: View {
            var body: some View {
                Button("Scan") { }\(marked ? "↓" : "").popoverTip(ScanTip())
            }
        }
        """
    }

    /// A view controller left from an older screen, configuring in `setUpTips()`; `viewDidLoad` calls it when
    /// `called`.
    static func legacyController(called: Bool) -> String {
        """
        import TipKit
        import UIKit

        final class LegacyScanController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()\(called ? "\n        setUpTips()" : "")
            }

            func setUpTips() {
                try? Tips.configure([.displayFrequency(.immediate)])
            }
        }
        """
    }

    /// The app's only configure is in a method nothing calls: `configure_missing`.
    static let onlyInUncalledMethod = RuleExample(files: [
        "FacesApp.swift": facesApp(marked: true),
        "Legacy/LegacyScanController.swift": legacyController(called: false),
    ])

    /// Not reported by `configure_missing`: the controller's `viewDidLoad` calls `setUpTips()`; a watch app's
    /// delegate configures in `applicationDidFinishLaunching()`, which watchOS calls though no Swift names it.
    static let runs: [RuleExample] = [
        RuleExample(files: [
            "FacesApp.swift": facesApp(marked: false),
            "Legacy/LegacyScanController.swift": legacyController(called: true),
        ]).testOnly(),
        RuleExample(files: [
            "FacesApp.swift": facesApp(marked: false),
            "Watch/ExtensionDelegate.swift": """
            import TipKit
            import WatchKit

            final class ExtensionDelegate: NSObject, WKApplicationDelegate {
                func applicationDidFinishLaunching() {
                    try? Tips.configure()
                }
            }
            """,
        ]).testOnly(),
    ]

    /// The App configures, and a method nothing calls configures again: that one never runs, so nothing is
    /// configured twice (`configure_duplicate`) nor in a view's lifecycle.
    static let secondInUncalledMethod = RuleExample(files: [
        "FacesApp.swift": facesApp(marked: false, configuring: true),
        "Legacy/LegacyScanController.swift": legacyController(called: false),
    ]).testOnly()
}
