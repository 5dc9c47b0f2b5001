/// The view helpers that hold display sites (or TipKit setup calls, or assignments to parameters) and that no file
/// calls (`DisplayHelper`s no other file's `CalledNames` holds), and the other types' methods whose name no other
/// file mentions (`mentionedNames`): their sites never show in the app, their setup calls and assignments never
/// run. The one reading of "nothing calls it" that `tip_never_displayed`, the configure rules,
/// `parameter_never_set` and the coverage report share. A helper called anywhere, or whose name a
/// declaration elsewhere repeats (a protocol requirement), is left alone. Apart, the app's view types no
/// file builds or names (`unbuiltView(holding:)`), which only the rules about a tip's displays ask about.
struct UncalledDisplayHelpers: Sendable {
    private struct Key: Hashable {
        var file: String
        var type: String
        var function: String
    }

    private let helpers: [Key: DisplayHelper]
    /// The view types no file builds, by file and type (`function` empty).
    private let unbuiltViews: [Key: DisplayHelper]

    init(_ model: ProjectModel) {
        var helpers: [Key: DisplayHelper] = [:]
        var unbuiltViews: [Key: DisplayHelper] = [:]
        let files = model.files
        // Only an app builds its views from its entry (`WindowGroup { RootView() }`): in a library or a snippet
        // with no entry, a view nothing builds is the one its user builds.
        let isApp = files.contains { !$0.appEntryPoints.isEmpty }
        for file in files {
            let others = files.lazy.filter { $0.path != file.path }
            for helper in file.displayHelpers {
                if helper.isView {
                    // Most views are built (`SettingsView()`) somewhere: the called names, searched in sorted
                    // order, answer first; the mentions (`SettingsView.self`), read one by one, only then.
                    guard isApp, !others.contains(where: { $0.calledNames.contains(helper.name) }),
                        !others.contains(where: { $0.mentionedNames.contains(helper.name) })
                    else { continue }
                    unbuiltViews[Key(file: file.path, type: helper.typeName, function: "")] = helper
                } else if !others.contains(where: {
                    helper.isReachedByAnyMention
                        ? $0.mentionedNames.contains(helper.name) : $0.calledNames.contains(helper.name)
                }) {
                    helpers[Key(file: file.path, type: helper.typeName, function: helper.name)] = helper
                }
            }
        }
        self.helpers = helpers
        self.unbuiltViews = unbuiltViews
    }

    /// The view type holding `site` when no file builds it, previews included (nor names it but where it is
    /// declared and extended): a display there never shows. Asked by the rules about a tip's displays only; a plan's
    /// display check counts such a site, for a view is often written a task before the one that shows it.
    func unbuiltView(holding site: DisplaySite) -> DisplayHelper? {
        guard !unbuiltViews.isEmpty, let type = site.context.typeName else { return nil }
        return unbuiltViews[Key(file: site.location.file, type: type, function: "")]
    }

    /// The uncalled helper holding `site`, if it is in one.
    func helper(holding site: DisplaySite) -> DisplayHelper? { helper(holding: site.context, in: site.location.file) }

    /// The uncalled helper code at `context` in `file` is in (a display site, a TipKit setup call, an assignment to
    /// a parameter), if any.
    func helper(holding context: CodeContext, in file: String) -> DisplayHelper? {
        guard !helpers.isEmpty, let type = context.typeName, let function = context.functionName else { return nil }
        return helpers[Key(file: file, type: type, function: function)]
    }
}
