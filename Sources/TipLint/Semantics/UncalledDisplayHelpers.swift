/// The view helpers that hold display sites (or TipKit setup calls, or assignments to parameters) and that no file
/// calls (`DisplayHelper`s no other file's `CalledNames` holds), and the other types' methods whose name no other
/// file mentions (`mentionedNames`): their sites never show in the app, their setup calls and assignments never
/// run. The one reading of "nothing calls it" that `tip_never_displayed`, the configure rules,
/// `parameter_never_set` and the coverage report share. A helper called anywhere, or whose name a
/// declaration elsewhere repeats (a protocol requirement), is left alone.
struct UncalledDisplayHelpers: Sendable {
    private struct Key: Hashable {
        var file: String
        var type: String
        var function: String
    }

    private let helpers: [Key: DisplayHelper]

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
