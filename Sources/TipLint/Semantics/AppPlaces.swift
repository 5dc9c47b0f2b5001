/// Where in an app a call runs, read from its code context. `SetupPlace` says when in the app's
/// life a TipKit setup call runs.
enum AppPlaces {
    private static let testFrameworks: Set<String> = ["XCTest", "Testing"]

    /// The user-action closure around the call, when there is one.
    static func userAction(_ context: CodeContext) -> String? {
        context.closures.last { SetupPlace.userActionClosures.contains($0) }
    }

    /// Whether code at this place runs in the shipped app: not in a `#Preview`
    /// or `PreviewProvider` (where configuring and resetting tips is the
    /// documented practice), nor in a file of a test target.
    static func runsInApp(_ location: SourceLocation, _ context: CodeContext, in model: ProjectModel) -> Bool {
        if context.isPreview { return false }
        guard let file = model.file(location.file) else { return true }
        return !file.imports.contains { testFrameworks.contains($0.module) }
    }

    /// The setup runs that start in the shipped app: not in previews or tests, nor in a preview
    /// wrapper (a type named like a preview that no other type but previews builds), nor in a view
    /// only previews construct (`PreviewReach`), nor in a method nothing calls (`UncalledDisplayHelpers`).
    /// `views` is asked only when a run's type is named like a preview, `previews` and `uncalled` only when
    /// a run is in a type.
    static func appRuns(
        in model: ProjectModel, views: () -> ViewGraph, previews: () -> PreviewReach,
        uncalled: () -> UncalledDisplayHelpers
    ) -> [SetupRun] {
        model.setupRuns.filter { run in
            guard runsInApp(run.site.location, run.site.context, in: model) else { return false }
            guard let type = run.site.context.typeName else { return true }
            if previews().isPreviewOnly(run.site.context) { return false }
            if uncalled().helper(holding: run.site.context, in: run.site.location.file) != nil { return false }
            guard type.contains("Preview") else { return true }
            return views().parents(of: type).contains { !$0.contains("Preview") }
        }
    }
}
