struct TipCopyLengthRule: Rule {
    static let description = RuleDescription(
        id: "tip_copy_length", severity: .warning, system: .tipKit,
        summary: "title or message longer than the configured limits",
        details: """
            Tips are read at a glance: Apple's guidance is a short, direct title and a message of one or two \
            sentences. Defaults: title 40 characters, message 150 characters and 2 sentences; set them under \
            `copy` in `.tiplint.json`. Literal copy is measured, and the words around an interpolation (which \
            counts as nothing); full-width stops (`。`) end sentences too. Copy looked up in the project's \
            `Localizable.strings` or `.xcstrings` table (`Text("key")`, `String(localized: "key")`) is measured as \
            the table's source-language value; a key no table resolves is not measured when it reads as a key \
            (`onboarding.tip.title`). `Text` renders a literal or a key as Markdown: `**bold**`, `_italic_`, \
            `~~struck~~` and `` `code` `` count as their words, a link as its label (not so `Text(verbatim:)` or a \
            `String`, shown as written). Emoji and symbols after the last stop are not a sentence of their own. \
            A tip whose title or message shows a stored `String` property as written (`Text(titleValue)`, set by \
            the memberwise init) takes its copy where it is built: each plain literal passed for it \
            (`ShowButtonTip(messageValue: "…")`) is measured there, outside previews and debug-only code; copy \
            built or transformed is not.
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
            // A title held in the tip's own constant is reported where the words are (real app, apps round 35).
            RuleExample(
                """
                import TipKit

                struct AlertsTip: Tip {
                    private let heading = ↓"You can pick which alerts you get right here."
                    var title: Text { Text(heading) }
                }
                """
            ).testOnly(),
            // `Text(verbatim:)` shows its text as written, markers and all: 159 characters.
            RuleExample(
                """
                import TipKit

                struct RepeatTip: Tip {
                    var title: Text { Text("How often?") }
                    var message: Text? {
                        Text(verbatim: ↓"Choose **Daily** to repeat a habit every day, **Weekdays** to skip the weekend, or **Every few days** to set your own gap. You can switch it whenever you like.")
                    }
                }
                """
            ).testOnly(),
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
            // Keys are looked up: the source language's texts are measured, from a `.strings` table or a String Catalog.
            RuleExample(files: [
                "Trails/Tips.swift": """
                import TipKit
                struct OfflineTip: Tip {
                    var title: Text { Text("offline.tip.title") }
                    var message: Text? { Text(↓"offline.tip.message") }
                }
                struct SyncTip: Tip {
                    var title: Text { Text(String(localized: ↓"sync.tip.title")) }
                }
                """,
                "Trails/en.lproj/Localizable.strings": """
                /* Offline tip */
                "offline.tip.title" = "Hike offline";
                "offline.tip.message" = "Saved routes work offline. They sync later. Share them too.";
                """,
                "Trails/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "sync.tip.title" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Your routes sync to every device you sign in on" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """,
            ]),
            // One tip type, its copy given where it is built: each literal passed is measured there.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ShowButtonTip: Tip {
                    var idValue: String = ""
                    var titleValue: String = ""
                    var messageValue: String = ""
                    var id: String { idValue }
                    var title: Text { Text(titleValue) }
                    var message: Text? { Text(messageValue) }
                }

                struct SpeakView: View {
                    var body: some View {
                        Button("Speak") {}
                            .popoverTip(ShowButtonTip(idValue: "speak", titleValue: "Speak", messageValue: ↓"Tap once to read the text aloud. Tap again to stop. Hold to choose a voice."))
                        TipView(ShowButtonTip(idValue: "listen", titleValue: ↓"Listen to every translation as soon as it is ready", messageValue: "Tap the speaker."))
                    }
                }
                """),
            // Steps numbered `1-`, `2-`, … count as steps numbered `1.`, `2.`, …: four sentences.
            RuleExample(
                """
                import TipKit

                struct RecordTip: Tip {
                    var title: Text { Text("Record a note") }
                    var message: Text? { Text(↓"1- Tap Record\\n2- Speak your note\\n3- Tap Stop") }
                }
                """
            ).testOnly(),
            // The copy shown is the localized text with each `. ` made a line break: 152 characters.
            RuleExample(
                """
                import TipKit

                struct TodayAlbumTip: Tip {
                    var title: Text { Text("Make a Today album") }
                    var message: Text? {
                        Text(String(localized: ↓"This moves every photo you took today into a new album named Today in your library. It also pins that album to the top of the sidebar for quicker access.").replacingOccurrences(of: ". ", with: "\\n"))
                    }
                }
                """
            ).testOnly(),
        ],
        nonTriggering: [
            // Testing only: 151 characters written, 150 shown once `. ` becomes a line break.
            RuleExample(
                """
                import TipKit

                struct TodayAlbumTip: Tip {
                    var title: Text { Text("Make a Today album") }
                    var message: Text? {
                        Text(String(localized: "This moves every photo you took today into a new album named Today in your library. It also pins that album to the top of the sidebar for quick access.").replacingOccurrences(of: ". ", with: "\\n"))
                    }
                }
                """
            ).testOnly(),
            // A range is no numbered list: two sentences.
            RuleExample(
                """
                import TipKit

                struct SyncTip: Tip {
                    var title: Text { Text("Syncing") }
                    var message: Text? { Text("Syncing takes 1-2 minutes. Stay on this screen.") }
                }
                """
            ).testOnly(),
            // Copy given where the tip is built, but built or transformed: not measured.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ShowButtonTip: Tip {
                    var titleValue: String = ""
                    var messageValue: String = ""
                    var title: Text { Text(titleValue.capitalized) }
                    var message: Text? { Text(messageValue) }
                }
                struct NamedTip: Tip {
                    let text: String
                    init(text: String) { self.text = "Tip: " + text }
                    var title: Text { Text(text) }
                }

                struct SpeakView: View {
                    let detail = "Tap once to read the text aloud. Tap again to stop. Hold to choose a voice."
                    var body: some View {
                        TipView(ShowButtonTip(titleValue: "listen to every translation as soon as it is ready", messageValue: "Tap once. " + detail))
                        TipView(NamedTip(text: "Listen to every translation as soon as it is ready"))
                    }
                }

                #Preview {
                    TipView(ShowButtonTip(titleValue: "Hi", messageValue: "Tap once to read the text aloud. Tap again to stop. Hold to choose a voice."))
                }
                """),
            // Not given as written: a `let` with a value (not in the memberwise init), a key (looked up), a
            // class (no memberwise init); and a construction only debug builds compile.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct FixedTip: Tip {
                    let titleValue: String = "Save"
                    var title: Text { Text(titleValue) }
                }
                struct KeyTip: Tip {
                    var titleKey: LocalizedStringKey
                    var title: Text { Text(titleKey) }
                }
                final class BoxTip: Tip {
                    var titleValue: String = ""
                    var title: Text { Text(titleValue) }
                }
                struct GivenTip: Tip {
                    var titleValue: String
                    var title: Text { Text(verbatim: titleValue) }
                }

                struct SaveView: View {
                    var body: some View {
                        TipView(KeyTip(titleKey: "Listen to every translation as soon as it is ready"))
                        #if DEBUG
                        TipView(GivenTip(titleValue: "Listen to every translation as soon as it is ready"))
                        #endif
                    }
                }
                """
            ).testOnly(),
            // Two sentences: the emoji after the last one is not a third.
            RuleExample(
                """
                import TipKit

                struct ReorderTip: Tip {
                    var title: Text { Text("Reorder habits") }
                    var message: Text? { Text("Hold a habit to move it. Put what matters first! 📌") }
                }
                struct StreakTip: Tip {
                    var title: Text { Text("Keep your streak") }
                    var message: Text? { Text("Check in once a day. Rest days count too. 🧘‍♀️✍️") }
                }
                """),
            // `Text` renders Markdown: the `**` around the options are not shown, the message is 147 characters.
            RuleExample(
                """
                import TipKit

                struct RepeatTip: Tip {
                    var title: Text { Text("How often?") }
                    var message: Text? {
                        Text("Choose **Daily** to repeat a habit every day, **Weekdays** to skip the weekend, or **Every few days** to set your own gap. You can switch it whenever you like.")
                    }
                }
                """),
            // A key no table gives a value: what users read is unknown. Another language's table is not the source.
            RuleExample(files: [
                "Trails/Tips.swift": """
                import TipKit
                struct OfflineTip: Tip {
                    var title: Text { Text("onboarding.offline_routes.saved_routes_tip_title") }
                    var message: Text? { Text("offline.tip.message") }
                }
                """,
                "Trails/de.lproj/Localizable.strings": """
                "offline.tip.message" = "Gespeicherte Routen gehen offline. Sie synchronisieren später. Teile sie.";
                """,
            ]),
            // A Markdown link shows its label, not its target.
            RuleExample(
                """
                import TipKit
                struct ShareTip: Tip {
                    var title: Text { Text("Share your setup") }
                    var message: Text? {
                        Text("Send your brewing setup to a friend with [a link](https://example.com/share?config=eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.eyJpYXQiOjE3NTg1MjQ3MjEsImJlYW5zIjoyMCwid2F0ZXIiOjMwMH0).")
                    }
                }
                """
            ).testOnly(),
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
                struct StepTip: Tip {
                    var title: Text { Text("onboarding.feature_discovery.\\(step).title_text_long") }
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
        let declared = context.tipKit.tips.flatMap { tip -> [Finding] in
            var findings: [Finding] = []
            if let title = tip.title, let text = Self.shown(title),
                let problem = Self.titleProblem(text, isLiteral: title.isLiteral, limits)
            {
                findings.append(
                    finding(
                        "title of \(tip.name)\(Self.source(title, shown: text)) \(problem)", at: title.location,
                        key: "\(tip.name).title"))
            }
            if let message = tip.message, let text = Self.shown(message),
                let problem = Self.messageProblem(text, isLiteral: message.isLiteral, limits)
            {
                findings.append(
                    finding(
                        "message of \(tip.name)\(Self.source(message, shown: text)) \(problem)",
                        at: message.location, key: "\(tip.name).message"))
            }
            return findings
        }
        return declared + givenFindings(context)
    }

    /// Copy passed where a tip is built, for a tip whose title or message shows that argument as
    /// written (`GivenTipCopy`): measured at each construction, outside previews and debug-only code.
    private func givenFindings(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        guard index.tips.contains(where: { $0.titleGivenBy != nil || $0.messageGivenBy != nil }) else { return [] }
        let limits = context.copyLimits
        return context.model.files.flatMap(\.literalTextArguments).compactMap { argument -> Finding? in
            guard
                let tip = index.tips(named: argument.callee).first(where: {
                    !$0.inheritsMembers && ($0.titleGivenBy == argument.label || $0.messageGivenBy == argument.label)
                }), !argument.branch.isDevelopmentOnly, !context.previews.isPreviewOnly(argument.context)
            else { return nil }
            let isTitle = tip.titleGivenBy == argument.label
            guard
                let problem = isTitle
                    ? Self.titleProblem(argument.text, isLiteral: true, limits)
                    : Self.messageProblem(argument.text, isLiteral: true, limits)
            else { return nil }
            return finding(
                "\(isTitle ? "title" : "message") of \(tip.name) given here (\(argument.label):) \(problem)",
                at: argument.location, key: FindingText.key("\(tip.name)(\(argument.label):)", in: argument.context))
        }
    }

    /// "is 52 characters, over the limit of 40; …" when a title's shown text is too long.
    private static func titleProblem(_ text: String, isLiteral: Bool, _ limits: CopyLimits) -> String? {
        let length = CopyText.length(text)
        guard length > limits.maxTitleLength else { return nil }
        return "is \(characters(length, isLiteral: isLiteral)), over the limit of \(limits.maxTitleLength); "
            + "shorten it to a direct phrase"
    }

    /// "is 160 characters (limit 150) and 3 sentences (limit 2); …" when a message's shown text is too long.
    private static func messageProblem(_ text: String, isLiteral: Bool, _ limits: CopyLimits) -> String? {
        var problems: [String] = []
        let length = CopyText.length(text)
        if length > limits.maxMessageLength {
            problems.append("\(characters(length, isLiteral: isLiteral)) (limit \(limits.maxMessageLength))")
        }
        let sentences = CopySentences.count(text)
        if sentences > limits.maxSentences { problems.append("\(sentences) sentences (limit \(limits.maxSentences))") }
        guard !problems.isEmpty else { return nil }
        return "is \(problems.joined(separator: " and ")); keep it to a short sentence or two"
    }

    /// The words users see for certain (`CopyText.measurableText`); nil for computed copy, for a key no
    /// strings table resolves, and for an interpolated key (`Text("tips.\(step).title")`: `Text` looks it up,
    /// whatever `step` is). Copy `Text` renders as Markdown shows its words without the markers.
    private static func shown(_ copy: CopyText) -> String? {
        guard let text = copy.measurableText, !PlannedCopy.isUnresolvedKey(copy) else { return nil }
        if !copy.isLiteral,
            PlannedCopy.isLocalizationKey(String(text.map { $0 == CopyText.interpolationMark ? "x" : $0 }))
        {
            return nil
        }
        return copy.rendersMarkdown ? InlineMarkdown.shownText(text) : text
    }

    /// ` ("Shown value", key "k" in en.lproj/Localizable.strings)` for copy read from a strings table: the
    /// text measured, and the key the code holds (unless it is that text). Nothing for the code's own
    /// literal, found where reported.
    private static func source(_ copy: CopyText, shown: String) -> String {
        guard let table = copy.tableFile else { return "" }
        return " (\"\(shown)\"\(copy.tableKeyOtherThanText.map { ", key \"\($0)\"" } ?? "") in \(table))"
    }

    /// "52 characters", or "at least 52 characters" when interpolations add more.
    private static func characters(_ length: Int, isLiteral: Bool) -> String {
        isLiteral ? "\(length) characters" : "at least \(length) characters"
    }
}
