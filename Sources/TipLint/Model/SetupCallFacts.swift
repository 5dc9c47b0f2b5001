/// What a file says about the functions that may wrap TipKit's setup calls (`Tips.configure`,
/// `Tips.resetDatastore`, the testing APIs) and about the calls that may run them. The merge
/// (`SetupCallResolution`) joins them across files into `SetupRun`s.

/// A function, method or computed property that holds a TipKit setup call or a call of a
/// possible helper: what a call must name and pass to run it.
struct FunctionSignature: Sendable, Hashable {
    var name: String
    /// The enclosing type, dotted (for an extension, the extended type); nil for a free function.
    var owner: String?
    /// Each parameter's external label (nil for `_`) and whether it has a default value.
    var parameters: [ParameterLabel] = []
    var location: SourceLocation
    /// The declaration's own place (its type and what that type conforms to).
    var context: CodeContext = CodeContext()
    /// Declared `private` or `fileprivate`: only its own file can call it.
    var isPrivate = false
    /// A private function whose name its file never mentions again (no call, reference or
    /// `#selector`): nothing runs it. Set only for functions holding a TipKit setup call.
    var isNeverCalled = false

    /// `TipManager.configure(reset:)`, `setupTips()`: how messages name it.
    var displayName: String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        return (owner.map { TypeName.lastComponent($0) + "." } ?? "") + name + "(" + labels + ")"
    }

    /// Whether a call passing arguments with these labels, then `trailingClosures` closures, can
    /// call this function: each label matches the next parameter in order, skipping parameters
    /// that have a default value; the closures take the parameters left.
    func accepts(labels: [String?], trailingClosures: Int = 0) -> Bool {
        var parameter = 0
        for label in labels {
            while parameter < parameters.count, parameters[parameter].label != label {
                guard parameters[parameter].hasDefault else { return false }
                parameter += 1
            }
            guard parameter < parameters.count else { return false }
            parameter += 1
        }
        let left = parameters[parameter...]
        return left.filter { !$0.hasDefault }.count <= trailingClosures && left.count >= trailingClosures
    }
}

struct ParameterLabel: Sendable, Hashable {
    var label: String?
    var hasDefault: Bool = false
}

/// A runtime condition that decides whether a call runs (`if`, `guard`, `else`, a ternary).
struct RuntimeCondition: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        /// `CommandLine.arguments`, `ProcessInfo.processInfo.arguments`.
        case launchArgument = "a launch argument"
        /// `ProcessInfo.processInfo.environment`.
        case environment = "an environment variable"
        /// `UserDefaults`, `@AppStorage`.
        case userDefault = "a user default"
        /// A name that says debug, testing or UI tests (`isDebugMenuEnabled`, `isUITesting`).
        case debugFlag = "a debug flag"
        /// A flag that keeps setup from running twice in one launch (`guard !isConfigured`): false
        /// again at every launch, so it switches nothing off.
        case oncePerLaunch = "a once-per-launch flag"
        /// An app state that holds at every ordinary launch once reached (`if auth.isSignedIn`, `hasCompletedOnboarding`):
        /// the branch a signed-in or onboarded user takes each launch, not a switch anyone flips.
        case settledState = "an app state that holds at every ordinary launch"
        case other = "a runtime condition"
    }

    var kind: Kind
    /// The condition's source text, shortened.
    var text: String

    /// Whether the condition can keep the call from running at a launch (a once-per-launch flag or a settled
    /// app state cannot).
    var canSwitchOff: Bool { kind != .oncePerLaunch && kind != .settledState }
}

/// Where a call sits in its function: enough to follow it through helpers and to order it
/// against other calls of the same body.
struct CallPosition: Sendable, Hashable {
    /// The function holding the call, an index into its file's `functions`; nil at file or type
    /// level (a stored property's initial value).
    var caller: Int?
    /// The innermost function or closure body, identified within its file.
    var body: Int = 0
    /// The call's order in its file.
    var order: Int = 0
    /// The innermost runtime condition deciding that the call runs, within its function.
    var condition: RuntimeCondition?
    /// The runtime `if`/`else` branches and `switch` cases around the call, within its function.
    var arms: [ExclusiveArm] = []
    /// The innermost `.task` closure around the call, within its function, is a `.task(id:)`: it runs again
    /// each time its id changes.
    var isInTaskWithID = false
    /// A TipKit setup call runs at most once however often its function runs: under a flag its function sets
    /// (`guard !didStart else { return }; didStart = true`, `OnceFlagGuard`). Not read for helper calls.
    var runsOnce = false
}

/// How a call names what it calls on.
enum CallReceiver: Sendable, Hashable {
    /// `setupTips()`.
    case none
    /// `self.setupTips()`.
    case selfValue
    /// `TipManager.configure()`, `TipsController.shared.setUp()`, `Self.reset()`: the type written first.
    case type(String)
    /// `tipManager.configure()`, `model.tips.reset()`: the value's source text.
    case value(String)
    /// `super.viewDidLoad()`: never one of the project's helpers.
    case superclass
    /// A modifier applied to a view or scene (`.appTips()`): declared in `extension View` or `extension Scene`.
    case view
}

/// A call that may run a helper: a statement-level call with a lowercase name (`setupTips()`,
/// `try? TipManager.shared.configure()`, `await store.resetTips()`), or a function handed over to
/// run later (`Button("Reset", action: resetTips)`, `.onAppear(perform: setUp)`, `#selector(resetTips)`).
struct HelperCall: SitedFact, Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case call
        /// Handed to a user action: `action:` or `#selector` of a target-action.
        case actionReference
        /// Handed over to run later: `perform:`, a `#selector` for a notification.
        case reference
        /// `.modifier(TipsSetupModifier())`: runs the modifier's `body(content:)`.
        case viewModifier
        /// `AboutSection(showTipsAgain: resetTips)`: handed to a type's initializer, to run where that type
        /// calls its stored property of the argument's label (`recipient`).
        case closureArgument
        /// A run's site only: a call in a closure literal handed to a type's initializer under a label
        /// (`Header(onRestart: { model.restart() })`), reached through the type's call of that property.
        case inHandedClosure
    }

    var callee: String
    var receiver: CallReceiver
    /// The labels of the arguments in parentheses (nil for unlabelled); empty for a reference.
    var labels: [String?] = []
    /// Closures written after the parentheses.
    var trailingClosures: Int = 0
    var kind: Kind = .call
    var site: FactSite
    var position: CallPosition = CallPosition()
    /// For a `.closureArgument`, or a `.call` in a closure literal handed over the same way: the type
    /// constructed and the label of the argument.
    var recipient: ClosureRecipient? = nil
}

/// A closure-typed stored property a type is constructed with: `AboutSection(showTipsAgain:)`.
struct ClosureRecipient: Sendable, Hashable {
    var type: String
    var label: String
}

/// Whether a project can launch as an app: `@main`, an `App`, an app delegate.
struct AppEntryPoint: Sendable, Hashable {
    /// `@main`, `App`, `UIApplicationDelegate`…
    var kind: String
    var location: SourceLocation
}

extension AppEntryPoint {
    /// The application delegate protocols: with `App`, what makes a project an app
    /// (`AppEntryRecognizer`); their launch callbacks run at app start (`SetupPlace`).
    static let applicationDelegateNames: [StaticString] = [
        "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    ]
    static let applicationDelegates = Set(applicationDelegateNames.map { "\($0)" })
}

/// A Swift compiler feature a build setting turns on (`MemberImportVisibility`), and where:
/// `.enableUpcomingFeature("…")` in a `Package.swift`, `SWIFT_UPCOMING_FEATURE_…` in an Xcode project
/// or `.xcconfig`.
/// An `.executableTarget(name:path:)` of a package manifest: a program of its own, never in one
/// process with another executable of the package.
struct ExecutableTarget: Sendable, Hashable {
    var name: String
    /// The `path:` argument; nil for the default `Sources/<name>`.
    var path: String?
    var location: SourceLocation
}

struct EnabledFeature: Sendable, Hashable {
    var name: String
    var location: SourceLocation

    /// SE-0444: a member is visible only in files that import its module.
    static let memberImportVisibility = "MemberImportVisibility"
}
