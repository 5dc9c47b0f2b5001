struct UnreadableFileRule: Rule {
    static let description = RuleDescription(
        id: "unreadable_file", severity: .warning, system: .general,
        summary: "a Swift file that cannot be read or is not valid UTF-8",
        details:
            "The file was left out of the analysis; the rest of the project was analysed. Fix its permissions or encoding.",
        triggering: [
            RuleExample(files: [
                RuleExample.File(
                    path: "Views/Legacy.swift", text: "↓// Café menu\nlet title = \"Café\"", encoding: .isoLatin1)
            ])
        ],
        nonTriggering: [
            RuleExample(files: ["Views/Menu.swift": "// Café menu, 菜单 👋\nlet title = \"Café\""])
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let files = context.model.unreadable.map { entry in
            finding(
                "file \(entry.reason); it was not analysed",
                at: SourceLocation(file: entry.path, line: 1, column: 1), key: entry.reason)
        }
        let directories = context.model.unreadableDirectories.map { entry in
            finding(
                "directory cannot be read (\(entry.reason)); its files were not analysed",
                at: SourceLocation(file: entry.path, line: 1, column: 1), key: "directory: \(entry.reason)")
        }
        return files + directories
    }
}
