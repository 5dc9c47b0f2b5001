struct TipCopyLengthRule: Rule {
    static let description = RuleDescription(
        id: "tip_copy_length", severity: .warning, system: .tipKit,
        summary: "title or message longer than the configured limits",
        details: """
            Tips are read at a glance: Apple's guidance is a short, direct title and a message of one or two \
            sentences. Defaults: title 40 characters, message 150 characters and 2 sentences; set them under \
            `copy` in `.tiplint.json`. Literal copy is measured, and the words around an interpolation (which \
            counts as nothing); full-width stops (`。`) end sentences too.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct WordyTip: Tip {
                    var title: Text { Text(↓"Save this route so that you can hike it offline later") }
                    var message: Text? { Text(↓"Saved routes work offline. They sync when you are back online. Share them too.") }
                }
                """),
            RuleExample(
                """
                import TipKit

                struct SaveTip: Tip {
                    var title: Text { Text("Save this route") }
                    var message: Text? { Text(↓"Keep it for offline hiking. It syncs later.") }
                }
                """, config: #"{"copy": {"maxSentences": 1}}"#),
            // Full-width stops end sentences with no space after them.
            RuleExample(
                """
                import TipKit

                struct PracticeTip: Tip {
                    var title: Text { Text("每日练习") }
                    var message: Text? { Text(↓"每天练习十分钟。完成后会记录进度。可以随时暂停。") }
                }
                """),
            // The words around an interpolated symbol still make three sentences.
            RuleExample(
                """
                import TipKit

                struct AddTip: Tip {
                    var title: Text { Text("Add a route") }
                    var message: Text? { Text(↓"Press \\(Image(systemName: "plus")) to add one. Hold a route to edit it. Names stay.") }
                }
                """),
        ],
        nonTriggering: [
            // Short copy; copy computed at run time is not measured.
            RuleExample(
                """
                import TipKit

                struct ShortTip: Tip {
                    var title: Text { Text("Save this route") }
                    var message: Text? { Text("Keep it for offline hiking. It syncs later.") }
                }
                struct ComputedTip: Tip {
                    var title: Text { Text(verbatim: name + " and a very long suffix that goes on and on") }
                }
                struct GreetingTip: Tip {
                    var title: Text { Text("Welcome") }
                    var message: Text? { Text("Welcome back, \\(name). Ready?") }
                }
                """),
            RuleExample(
                """
                import TipKit

                struct WordyTip: Tip {
                    var title: Text { Text("Save this route so that you can hike it offline later") }
                    var message: Text? { Text("Saved routes work offline. They sync when you are back online. Share them too.") }
                }
                """, config: #"{"copy": {"maxTitleLength": 60, "maxSentences": 3}}"#),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let limits = context.copyLimits
        return context.tipKit.tips.flatMap { tip -> [Finding] in
            var findings: [Finding] = []
            if let title = tip.title, let length = title.minimumLength, length > limits.maxTitleLength {
                findings.append(
                    finding(
                        "title of \(tip.name) is \(Self.characters(length, of: title)), over the limit of \(limits.maxTitleLength); "
                            + "shorten it to a direct phrase", at: title.location, key: "\(tip.name).title"))
            }
            if let message = tip.message, let text = message.measurableText, let length = message.minimumLength {
                var problems: [String] = []
                if length > limits.maxMessageLength {
                    problems.append("\(Self.characters(length, of: message)) (limit \(limits.maxMessageLength))")
                }
                let sentences = CopySentences.count(text)
                if sentences > limits.maxSentences {
                    problems.append("\(sentences) sentences (limit \(limits.maxSentences))")
                }
                if !problems.isEmpty {
                    findings.append(
                        finding(
                            "message of \(tip.name) is \(problems.joined(separator: " and ")); keep it to a short sentence or two",
                            at: message.location, key: "\(tip.name).message"))
                }
            }
            return findings
        }
    }

    /// "52 characters", or "at least 52 characters" when interpolations add more.
    private static func characters(_ length: Int, of copy: CopyText) -> String {
        copy.isLiteral ? "\(length) characters" : "at least \(length) characters"
    }
}
