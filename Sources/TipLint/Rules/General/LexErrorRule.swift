struct LexErrorRule: Rule {
    static let description = RuleDescription(
        id: "lex_error", severity: .warning, system: .general,
        summary: "an unterminated literal or comment, or a byte that starts no token",
        details:
            "tiplint's tokenizer recovered and analysed the rest of the file, but the compiler will reject it, and facts after this point may be missed.",
        triggering: [
            RuleExample(
                """
                let title = ↓"Scan a New Face
                let next = 1
                """),
            RuleExample(
                """
                let a = 1
                ↓/* never closed
                """),
        ],
        nonTriggering: [
            RuleExample(
                ##"""
                let title = "Scan a \"New\" Face"
                let raw = #"a "quoted" word"#
                /* closed /* nested */ too */
                """##)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.model.files.flatMap { file in
            file.lexDiagnostics.map { finding($0.message, at: $0.location, key: $0.message) }
        }
    }
}
