/// A document that teaches TipKit rather than plans an app's tips (real plans, round 44: a tutorial, a
/// recipes page and a language guide's TipKit section, each declaring example tips in Swift, were taken
/// for plans, so every real tip of the app became "unplanned"). It is one when its name or title says it
/// teaches (tutorial, guide, recipes, cookbook, snippets, examples, walkthrough, primer, how-to) or its
/// code builds an example app (`struct TipKitExampleApp: App`, a `Demo`, `Sample` or `Playground` app),
/// or its title names the framework and nothing else (`# TipKit`, `# TipKit (iOS 17+)`: a reference page,
/// round 46, whose adoption checklist is no task of a project), or it is a page documenting one type
/// (`TypeReferencePage`), and it lists no task and names no Swift file, as a team's plan does. A name that says plan as well
/// (`Implementation guide`) is a plan's. Named with `--plan`, it is read.
enum TeachingDocument {
    static func teaches(_ markdown: String, names: [String], title: String?) -> Bool {
        // A name saying plan as well keeps the document a plan, whatever its code builds.
        let said = PlanWords.nameWords(names)
        guard Set(said).isDisjoint(with: OptionsSurveyTitle.planWords) else { return false }
        // A page about the framework may end in a checklist of adoption steps: only files of the project make it a plan.
        let aboutFramework = title.map(namesFrameworkAlone) == true
        let blocks = MarkdownDocument(markdown).blocks
        let named =
            aboutFramework || PlanWords.say(said, words: teachingWords, pairs: [("how", "to")])
            || TypeReferencePage.documentsType(title: title, headings: blocks.compactMap(\.heading))
        guard named || blocks.contains(where: buildsExampleApp) else { return false }
        return !blocks.contains { block in
            switch block {
            case .listItem(let line):
                return line.checked != nil && !aboutFramework || line.text.containsLiterally(".swift")
            case .text(let line): return line.text.containsLiterally(".swift")
            case .heading(let heading): return heading.text.containsLiterally(".swift")
            case .table(let table): return table.rows.contains { $0.cells.contains { $0.containsLiterally(".swift") } }
            case .code: return false
            }
        }
    }

    /// Whether a title names TipKit and only what a page about the framework itself adds: its platforms,
    /// versions, `Apple`, `framework`, `API`, `overview`.
    private static func namesFrameworkAlone(_ title: String) -> Bool {
        let words = PlanWords.letters(in: title.lowercasedByScalar)
        return words.contains("tipkit") && words.allSatisfy { frameworkPageWords.contains(String($0)) }
    }

    /// A Swift block declaring an app named as an example: `struct TipKitExampleApp: App`.
    private static func buildsExampleApp(_ block: MarkdownBlock) -> Bool {
        guard case .code(let code) = block, code.text.containsLiterally(": App") else { return false }
        let words = PlanWords.identifiers(in: code.text)
        return words.indices.dropFirst().contains { index in
            let name = words[index]
            guard words[index - 1] == "struct", name.hasSuffix("App"), index + 1 < words.count,
                words[index + 1] == "App"
            else { return false }
            let lowered = name.lowercased()
            return exampleWords.contains { lowered.containsLiterally($0) }
        }
    }

    private static let teachingWords: Set<String> = [
        "tutorial", "tutorials", "guide", "recipe", "recipes", "cookbook", "snippet", "snippets", "example",
        "examples", "walkthrough", "primer", "howto",
    ]
    private static let frameworkPageWords: Set<String> = [
        "tipkit", "apple", "framework", "api", "apis", "overview", "ios", "ipados", "macos", "watchos", "visionos",
        "tvos", "swiftui", "uikit", "and",
    ]
    private static let exampleWords = ["example", "demo", "sample", "playground", "tutorial"]
}
