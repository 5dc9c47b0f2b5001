/// The view helpers that hold display sites and that no file calls (`DisplayHelper`s no other
/// file's `CalledNames` holds), and the other types' methods whose name no other file mentions
/// (`mentionedNames`): their sites never show in the app. A helper called anywhere, or whose name a
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
    func helper(holding site: DisplaySite) -> DisplayHelper? {
        guard !helpers.isEmpty, let type = site.context.typeName, let function = site.context.functionName else {
            return nil
        }
        return helpers[Key(file: site.location.file, type: type, function: function)]
    }
}
