/// When the code at a setup run's site runs in the app's life: while it launches, each time a
/// view appears, on a user's action, when some state changes. Read from the site's type, its
/// function and the closures around it.
struct SetupPlace: Equatable {
    enum Kind: Equatable {
        /// The App's `init` or scene, `application(_:didFinishLaunchingWithOptions:)`, a scene
        /// delegate's `scene(_:willConnectTo:options:)`. A `.task(id:)` in the scene too, which also runs later
        /// (`runsAgainWhenIDChanges`).
        case appStart
        /// A view's `body` or `init`, `.onAppear`, `.onDisappear`, `.task`, `.onChange`, `.refreshable`, a view
        /// controller's `viewDidLoad`, `viewWillAppear`, `viewDidAppear`, `layoutSubviews`.
        case viewLifecycle
        /// A button, menu, gesture or target-action.
        case userAction
        /// A change handler or callback outside views: the App's `.onChange(of: scenePhase)`, a
        /// notification, an app delegate's later callbacks.
        case callback
        case other
    }

    var kind: Kind
    /// How messages name it: "`.onAppear` of HomeView", "`Button`", "the App's `init`".
    var name: String
    /// Whether it may run while the app launches, before anything was configured: a view's
    /// `body`, `init`, `.onAppear`, `.task`, `viewDidLoad`.
    var mayRunWhileLaunching: Bool = false
    /// App start that runs again later: a `.task(id:)` in the App's scene runs at launch and each time its id
    /// changes.
    var runsAgainWhenIDChanges = false

    /// Closures that run on a user's action (a tap, a menu choice, a gesture, a target-action, an alert's
    /// button: `UIAlertAction`'s handler, `Alert`'s `.destructive(_:action:)`).
    static let userActionClosures: Set<String> = [
        "Button", "Menu", "onTapGesture", "onLongPressGesture", "contextMenu", "swipeActions", "onEnded",
        "UIAction", "addAction", "onSubmit", "addTarget", "UIBarButtonItem", "UIMenuItem", "UIKeyCommand",
        "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIAlertAction", "destructive",
    ]
    /// View modifiers whose closure runs as the view appears or refreshes.
    private static let appearanceClosures: Set<String> = ["onAppear", "task", "refreshable"]
    /// View modifiers whose closure runs as the view goes away: late, and in an App's scene only
    /// when the view it is on leaves (a first-launch screen), so never app start.
    private static let disappearanceClosures: Set<String> = ["onDisappear"]
    /// Closures that run when some state changes.
    private static let changeClosures: Set<String> = [
        "onChange", "onReceive", "sink", "addObserver", "onOpenURL", "onContinueUserActivity", "publisher",
    ]
    private static let controllerLifecycle: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "layoutSubviews", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "loadView",
    ]
    private static let launchingControllerMethods: Set<String> = ["viewDidLoad", "loadView"]
    private static let sceneDelegates: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

}

extension SetupPlace {
    /// When a run's TipKit call runs: at the innermost place on the way that defers code (a
    /// button's action runs on a tap, whoever calls the helper holding it). A view modifier's
    /// `.task` or `.onAppear` runs where the modifier is applied: in the App's scene, that is launch.
    init(_ run: SetupRun) {
        let sites = run.sites
        let places = sites.map(SetupPlace.init)
        guard let inner = places.indices.last(where: { places[$0].kind != .other }) else {
            self = places[0]
            return
        }
        if places[inner].kind == .viewLifecycle, sites[inner].context.typeConformances.contains("ViewModifier"),
            let launch = places[..<inner].first(where: { $0.kind == .appStart })
        {
            self = launch
        } else {
            self = places[inner]
        }
    }

    init(_ site: SetupRun.Site) {
        let context = site.context
        let type = context.typeName.map { String(TypeName.lastComponent($0)) }
        let conformances = context.typeConformances
        let function = context.functionName
        if site.kind == .closureArgument || site.kind == .inHandedClosure {
            // Handed to a type's initializer, not run here: the type's call of the property is the place.
            self.init(kind: .other, name: "an argument handed to an initializer")
        } else if site.kind == .actionReference {
            self.init(kind: .userAction, name: "a target-action (`\(context.closures.last ?? "action")`)")
        } else if let action = context.closures.last(where: Self.userActionClosures.contains) {
            self.init(kind: .userAction, name: "`\(action)`")
        } else if context.isInAppType {
            if let closure = context.closures.last(where: Self.disappearanceClosures.contains) {
                self.init(kind: .viewLifecycle, name: "`.\(closure)` of a view in \(type ?? "the App")'s scene")
            } else if let change = context.closures.last(where: Self.changeClosures.contains) {
                self.init(kind: .callback, name: "`.\(change)` of \(type ?? "the App")")
            } else if let function, function != "init", function != "body", context.closures.isEmpty {
                // A helper method of the App runs where it is called, as any helper does.
                self.init(kind: .other, name: [type, function].compactMap { $0 }.joined(separator: "."))
            } else if function == "body", site.position.isInTaskWithID,
                context.closures.last(where: Self.appearanceClosures.contains) == "task"
            {
                self.init(kind: .appStart, name: "`.task(id:)` of a view in \(type ?? "the App")'s scene")
                runsAgainWhenIDChanges = true
            } else {
                self.init(
                    kind: .appStart, name: function == "body" ? "the App's scene" : "the App's `\(function ?? "init")`")
            }
        } else if conformances.contains(where: AppEntryPoint.applicationDelegates.contains)
            || conformances.contains(where: Self.sceneDelegates.contains)
        {
            self = Self.delegatePlace(function: function, labels: site.caller?.parameters.compactMap(\.label) ?? [])
        } else if let closure = context.closures.last(where: Self.disappearanceClosures.contains),
            Self.isView(conformances)
        {
            self.init(kind: .viewLifecycle, name: "`.\(closure)`" + (type.map { " of \($0)" } ?? ""))
        } else if let closure = context.closures.last(where: {
            Self.appearanceClosures.contains($0) || Self.changeClosures.contains($0)
        }) {
            let owner = type.map { " of \($0)" } ?? ""
            let isView = Self.isView(conformances) || Self.isViewController(conformances, function: function)
            let appears = Self.appearanceClosures.contains(closure) && closure != "refreshable"
            self.init(
                kind: isView || Self.appearanceClosures.contains(closure) ? .viewLifecycle : .callback,
                name: "`.\(closure)`\(owner)", mayRunWhileLaunching: appears)
        } else if let function, Self.controllerLifecycle.contains(function) {
            self.init(
                kind: .viewLifecycle, name: "`\(function)`" + (type.map { " of \($0)" } ?? ""),
                mayRunWhileLaunching: Self.launchingControllerMethods.contains(function))
        } else if Self.isView(conformances), function == "body" || function == "init" {
            self.init(
                kind: .viewLifecycle, name: "the `\(function ?? "body")` of \(type ?? "a view")",
                mayRunWhileLaunching: true)
        } else {
            self.init(kind: .other, name: [type, function].compactMap { $0 }.joined(separator: "."))
        }
    }

    /// `application(_:didFinishLaunchingWithOptions:)` and `scene(_:willConnectTo:options:)` launch;
    /// the delegate's other callbacks (`application(_:open:options:)`, `sceneDidBecomeActive`,
    /// `applicationWillEnterForeground`) run later, some many times. Its own methods are plain
    /// code, judged where they are called.
    private static func delegatePlace(function: String?, labels: [String]) -> SetupPlace {
        let launching = ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions", "willConnectTo"]
        switch function {
        case nil, "init", "applicationDidFinishLaunching", "applicationWillFinishLaunching":
            return SetupPlace(kind: .appStart, name: "the app delegate's `\(function ?? "init")`")
        case "application", "scene":
            if let label = labels.first(where: launching.contains) {
                return SetupPlace(kind: .appStart, name: "`\(function!)(_:\(label):…)`")
            }
            return SetupPlace(kind: .callback, name: "`\(function!)(_:\(labels.first.map { "\($0):" } ?? ""))`")
        case let function?
        where function.hasPrefix("application") || function.hasPrefix("scene")
            || function.hasPrefix("userNotificationCenter") || function.hasPrefix("windowScene"):
            return SetupPlace(kind: .callback, name: "`\(function)`")
        case let function?:
            return SetupPlace(kind: .other, name: "`\(function)`")
        }
    }

    static func isView(_ conformances: [String]) -> Bool {
        conformances.contains { $0 == "View" || $0 == "ViewModifier" || $0.hasSuffix(".View") }
    }

    private static func isViewController(_ conformances: [String], function: String?) -> Bool {
        conformances.contains { $0.hasSuffix("ViewController") || $0.hasSuffix("View") }
            || function.map(controllerLifecycle.contains) == true
    }
}
