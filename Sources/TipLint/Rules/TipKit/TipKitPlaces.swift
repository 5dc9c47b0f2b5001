/// Where in an app a call runs, read from its code context.
enum TipKitPlaces {
    /// Closures that run on a user's action (a tap, a menu choice, a gesture).
    private static let userActionClosures: Set<String> = [
        "Button", "Menu", "onTapGesture", "onLongPressGesture", "contextMenu", "swipeActions", "onEnded",
        "UIAction", "addAction", "onSubmit",
    ]
    /// Types whose code runs at app start.
    private static let appStartTypes: Set<String> = [
        "App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "UIWindowSceneDelegate",
    ]
    private static let testFrameworks: Set<String> = ["XCTest", "Testing"]

    /// The user-action closure around the call, when there is one.
    static func userAction(_ context: CodeContext) -> String? {
        context.closures.last { userActionClosures.contains($0) }
    }

    /// Whether the code runs as part of launching: in the App or app delegate.
    static func isAppStart(_ context: CodeContext) -> Bool {
        context.typeConformances.contains { appStartTypes.contains($0) || $0.hasSuffix(".App") }
    }

    /// Whether code at this place runs in the shipped app: not in a `#Preview`
    /// or `PreviewProvider` (where configuring and resetting tips is the
    /// documented practice), nor in a file of a test target.
    static func runsInApp(_ location: SourceLocation, _ context: CodeContext, in model: ProjectModel) -> Bool {
        if context.isInside(closure: "Preview") || context.typeConformances.contains("PreviewProvider") { return false }
        guard let file = model.file(location.file) else { return true }
        return !file.imports.contains { testFrameworks.contains($0.module) }
    }
}
