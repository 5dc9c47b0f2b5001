/// Setup prose, in any sentence, bullet or table row: where `Tips.configure` is called and
/// with which options, which files get `import TipKit`, which files are created, and
/// "each tip's event is donated where it is shown".
enum SetupProse {
    /// `Tips.configure`, or the app's own helper for it (`TipsSetup.configure()`), named with a file:
    /// that file, and the options when the line gives them (`Tips.configure([.displayFrequency(.immediate)])`,
    /// or `.displayFrequency(.immediate)` in a code span of its own); nil options when it names the call
    /// without them (`Tips.configure()`). Named with the App instead ("in the main App", `` `LanternApp.init` ``):
    /// `PlannedConfigure.app`, in the App.
    static func configure(_ text: String) -> (file: String, options: [String]?, isInApp: Bool, isThroughHelper: Bool)? {
        guard text.containsLiterally(".configure"), !text.lowercasedByScalar.containsLiterally("expected") else {
            return nil
        }
        // The sentence that names the call: a line may name other files in other sentences.
        for sentence in sentences(text) where namesConfigureCall(sentence) {
            let throughHelper = !PlanNames.tipKitAPIs(in: sentence).contains("Tips.configure")
            if let file = PlanText.swiftPaths(in: sentence).first {
                return (file, options(sentence), false, throughHelper)
            }
            if namesTheApp(sentence) { return (PlannedConfigure.app, options(sentence), true, throughHelper) }
        }
        return nil
    }

    /// Whether a sentence names `Tips.configure` or a helper of a type about tips that configures them
    /// (`ActivationTips.configure()`, `TipsConfigurator.configure()`), not another type's `configure()`.
    private static func namesConfigureCall(_ sentence: String) -> Bool {
        if sentence.containsLiterally("Tips.configure") { return true }
        let identifiers = PlanWords.identifiers(in: sentence)
        return identifiers.indices.dropFirst().contains { index in
            identifiers[index] == "configure" && identifiers[index - 1].containsLiterally("Tip")
                && identifiers[index - 1].first?.isUppercase == true
                && sentence.containsLiterally(identifiers[index - 1] + ".configure")
        }
    }

    /// Whether a sentence places something in the App: the word `App` as written ("in the main App",
    /// "the App's init"), or the app's type (`` `LanternApp.init` ``, an UpperCamel name ending in `App`).
    private static func namesTheApp(_ sentence: String) -> Bool {
        PlanWords.identifiers(in: sentence).contains { word in
            word == "App" || (word.count > 3 && word.hasSuffix("App") && word.first?.isUppercase == true)
        }
    }

    /// A line's sentences: split after `.`, `;` or `!` followed by a space, so `RemetApp.swift` stays whole and
    /// `try? Tips.configure()` one sentence.
    private static func sentences(_ text: String) -> [String] {
        PlanSentences.split(text, after: ByteSet(".;!"))
    }

    static func options(_ text: String) -> [String]? {
        var options: [String] = []
        for piece in PlanPieces.split(text) {
            guard case .code(let code) = piece else { continue }
            if code.containsLiterally("Tips.configure(") {
                // `Tips.configure(...)` names the call, not its options: option spans beside it may give them.
                let call = Extraction.facts(path: "", bytes: Array(code.utf8)).configureCalls.first
                if let call, !call.options.isEmpty, let stated = PlannedConfigure.statedOptions(call.options) {
                    return stated
                }
            } else if knownOptions.contains(where: { code.hasPrefix($0) }) {
                options.append(code)
            }
        }
        if !options.isEmpty { return options }
        let lowered = text.lowercasedByScalar
        return ["no options", "without options", "default options"].contains(where: lowered.containsLiterally)
            ? [] : nil
    }

    private static let knownOptions = [".displayFrequency(", ".datastoreLocation(", ".cloudKitContainer("]

    /// Whether the line says files get `import TipKit` ("Add `import TipKit` to …", "`HomeView.swift`
    /// and `ContentView.swift` get `import TipKit`"); never a verification line (`Expected: 7 files
    /// with `import TipKit``).
    static func addsTipKitImport(_ text: String) -> Bool {
        let lowered = PlanText.withoutCodeAndBoldMarks(text.lowercasedByScalar)
        guard lowered.containsLiterally("import tipkit"), !lowered.containsLiterally("expected") else { return false }
        if lowered.containsLiterally("add import tipkit") { return true }
        return PlanWords.letters(in: lowered).contains { importVerbs.contains(String($0)) }
    }

    /// The files an import line names: those after `to`/`into` (`Add \`import TipKit\` to \`A.swift\`
    /// and \`B.swift\``), else those before the import (`In \`A.swift\`, add \`import TipKit\``);
    /// empty when it names none (the file the task's prose named last gets it).
    static func importedPaths(_ text: String) -> [String] {
        let pieces = PlanPieces.split(text)
        func paths(_ pieces: ArraySlice<PlanPiece>) -> [String] {
            pieces.flatMap { piece -> [String] in
                switch piece {
                case .code(let text), .word(let text): return PlanText.swiftPaths(in: text)
                case .quoted: return []
                }
            }
        }
        guard
            let mention = pieces.firstIndex(where: { piece in
                if case .code(let code) = piece { return code.containsLiterally("import TipKit") }
                return false
            })
        else { return paths(pieces[...]) }
        // The first `to` that paths follow: where the last path after the mention is, looked up once.
        let lastPath = pieces.indices.last { index in index > mention && !paths(pieces[index...index]).isEmpty }
        if let lastPath,
            let target = pieces.indices.first(where: { index in
                guard index > mention, index < lastPath, case .word(let word) = pieces[index] else { return false }
                return word.lowercasedByScalar == "to" || word.lowercasedByScalar == "into"
            })
        {
            return paths(pieces[(target + 1)...])
        }
        return paths(pieces[..<mention])
    }

    private static let importVerbs: Set<String> = [
        "add", "adds", "added", "get", "gets", "need", "needs", "receive", "receives", "gain", "gains", "goes",
    ]

    /// The files a line creates: `Create \`Sprig/Tips/SprigTips.swift\``, `New file: …`.
    static func createdFiles(_ text: String) -> [String] {
        let lowered = MarkdownInline.plain(text).lowercasedByScalar
        guard ["create ", "new file", "add a new file", "add new file"].contains(where: lowered.hasPrefix) else {
            return []
        }
        return PlanText.swiftPaths(in: text)
    }

    /// "Each tip's event is donated when the user does what it teaches": a sentence about every
    /// tip, naming none.
    static func donatesEveryTipWhereShown(_ text: String) -> Bool {
        let lowered = text.lowercasedByScalar
        // Most lines say neither: the words are not split for them.
        guard lowered.containsLiterally("donat"), lowered.containsLiterally("event") else { return false }
        let words = PlanWords.letters(in: lowered)
        return PlanNames.tipTypes(in: text).isEmpty && words.contains { $0.hasPrefix("donat") }
            && words.contains { $0 == "each" || $0 == "every" || $0 == "all" }
            && words.contains { $0 == "event" || $0 == "events" }
    }
}
