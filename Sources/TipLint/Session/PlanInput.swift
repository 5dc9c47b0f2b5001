/// What `tiplint plan` reads: the plan documents named, else those `tiplint .` would use (the
/// configuration's, else those discovery finds), with their texts for `--accept`.
public enum PlanInput {
    public static func read(
        _ files: [String], workingDirectory: String
    ) throws(CommandError) -> (plan: Plan, texts: [String: String]) {
        let paths = files.isEmpty ? try lintedPlans(workingDirectory: workingDirectory) : files
        var texts: [String: String] = [:]
        do {
            let plan = try PlanReader.read(paths: paths) { path in
                let contents = FileReader.read(path, limit: FileReader.sourceLimit)
                texts[path] = contents.bytes.flatMap { String(validating: $0, as: UTF8.self) }
                return contents
            }
            return (plan, texts)
        } catch {
            throw .failure("\(error)")
        }
    }

    private static func lintedPlans(workingDirectory: String) throws(CommandError) -> [String] {
        var options = LintSession.Options()
        options.requiresSwiftFiles = false
        let selection = try LintSession.plans(paths: [], workingDirectory: workingDirectory, options: options)
        guard !selection.documents.isEmpty else {
            throw .failure("no plan found here; name the plan: tiplint plan FILE.md")
        }
        return selection.documents.map(\.display)
    }
}
