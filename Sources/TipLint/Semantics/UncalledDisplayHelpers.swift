/// The view helpers that hold display sites (or TipKit setup calls, or assignments to parameters) and that no file
/// calls (`DisplayHelper`s no other file's `CalledNames` holds), and the other types' methods whose name no other
/// file mentions (`mentionedNames`): their sites never show in the app, their setup calls and assignments never
/// run. The one reading of "nothing calls it" that `tip_never_displayed`, the configure rules,
/// `parameter_never_set` and the coverage report share. A helper called anywhere, or whose name a
/// declaration elsewhere repeats (a protocol requirement), is left alone. And the views holding display sites that no
/// file names but where they are declared (`FileFacts.viewsNamedOnlyHere` no other file's `capitalizedNames`
/// holds), in a project with an app entry: nothing builds them, so their display sites never show (only display
/// sites: a view's other calls are left to the reach of methods).
struct UncalledDisplayHelpers: Sendable {
    private struct Key: Hashable {
        var file: String
        var type: String
        var function: String
    }

    private struct ViewKey: Hashable {
        var file: String
        var type: String
    }

    private let helpers: [Key: DisplayHelper]
    private let unbuiltViews: [ViewKey: DisplayHelper]

    init(_ model: ProjectModel) {
        var helpers: [Key: DisplayHelper] = [:]
        let files = model.files
        for file in files {
            for helper in file.displayHelpers
            where !files.contains(where: {
                $0.path != file.path
                    && (helper.isReachedByAnyMention
                        ? $0.mentionedNames.contains(helper.name) : $0.calledNames.contains(helper.name))
            }) {
                helpers[Key(file: file.path, type: helper.typeName, function: helper.name)] = helper
            }
        }
        self.helpers = helpers
        var unbuiltViews: [ViewKey: DisplayHelper] = [:]
        // Only in an app, which builds its views from its own entry: a library's views are built by its users.
        let isApp = files.contains { !$0.appEntryPoints.isEmpty }
        for file in files where isApp {
            for view in file.viewsNamedOnlyHere {
                let name = TypeName.simple(view.typeName)
                // A name starting in lowercase (`iPadTopBar`) is among the mentioned names, not the capitalised ones.
                guard
                    !files.contains(where: {
                        $0.path != file.path && ($0.capitalizedNames.contains(name) || $0.mentionedNames.contains(name))
                    })
                else { continue }
                unbuiltViews[ViewKey(file: file.path, type: view.typeName)] = view
            }
        }
        self.unbuiltViews = unbuiltViews
    }

    /// The uncalled helper holding `site`, if it is in one, or else the view nothing builds that holds it.
    func helper(holding site: DisplaySite) -> DisplayHelper? {
        if let helper = helper(holding: site.context, in: site.location.file) { return helper }
        guard !unbuiltViews.isEmpty, let type = site.context.typeName else { return nil }
        return unbuiltViews[ViewKey(file: site.location.file, type: type)]
    }

    /// The uncalled helper code at `context` in `file` is in (a display site, a TipKit setup call, an assignment to
    /// a parameter), if any.
    func helper(holding context: CodeContext, in file: String) -> DisplayHelper? {
        guard !helpers.isEmpty, let type = context.typeName, let function = context.functionName else { return nil }
        return helpers[Key(file: file, type: type, function: function)]
    }
}
