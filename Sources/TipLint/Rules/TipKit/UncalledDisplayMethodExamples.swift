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
