/// Where in an app a call runs, read from its code context.
enum TipKitPlaces {
    /// Types whose code runs at app start.
    private static let appStartTypes: Set<String> = [
        "App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "UIWindowSceneDelegate",
    ]
    private static let testFrameworks: Set<String> = ["XCTest", "Testing"]

    /// The user-action closure around the call, when there is one.
    static func userAction(_ context: CodeContext) -> String? {
        context.closures.last { SetupPlace.userActionClosures.contains($0) }
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

    /// The setup runs that start in the shipped app: not in previews or tests, nor in a preview
    /// wrapper (a type named like a preview that no other type but previews builds).
    static func appRuns(in model: ProjectModel) -> [SetupRun] {
        var graph: ViewGraph?
        return model.setupRuns.filter { run in
            guard runsInApp(run.site.location, run.site.context, in: model) else { return false }
            guard let type = run.site.context.typeName, type.contains("Preview") else { return true }
            if graph == nil { graph = ViewGraph(model.hierarchy) }
            return graph?.parents(of: type).contains { !$0.contains("Preview") } ?? true
        }
    }
}
