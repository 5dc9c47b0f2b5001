/// Setup prose, in any sentence, bullet or table row: where `Tips.configure` is called and
/// with which options, which files get `import TipKit`, which files are created, and
/// "each tip's event is donated where it is shown".
enum SetupProse {
    /// `Tips.configure` named with a file: that file, and the options when the line gives them
    /// (`Tips.configure([.displayFrequency(.immediate)])`, or `.displayFrequency(.immediate)` in a
    /// code span of its own); nil options when it names the call without them (`Tips.configure()`).
    static func configure(_ text: String) -> (file: String, options: [String]?)? {
        guard text.contains("Tips.configure"), !text.lowercased().contains("expected") else { return nil }
        // The sentence that names the call: a line may name other files in other sentences.
        for sentence in sentences(text) where sentence.contains("Tips.configure") {
            if let file = PlanText.swiftPaths(in: sentence).first { return (file, options(sentence)) }
        }
        return nil
    }

    /// A line's sentences: split after `.`, `;` or `!` followed by a space, so `RemetApp.swift` stays whole.
    private static func sentences(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            if (character == " " || character == "\t") && (previous == "." || previous == ";" || previous == "!") {
                sentences.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        sentences.append(current)
        return sentences
    }

    static func options(_ text: String) -> [String]? {
        var options: [String] = []
        for piece in PlanPieces.split(text) {
            guard case .code(let code) = piece else { continue }
            if code.contains("Tips.configure(") {
                let call = Extraction.facts(path: "", bytes: Array(code.utf8)).configureCalls.first
                if let call, !call.options.isEmpty { return call.options }
            } else if knownOptions.contains(where: { code.hasPrefix($0) }) {
                options.append(code)
            }
        }
        if !options.isEmpty { return options }
        let lowered = text.lowercased()
        return ["no options", "without options", "default options"].contains(where: lowered.contains) ? [] : nil
    }

    private static let knownOptions = [".displayFrequency(", ".datastoreLocation(", ".cloudKitContainer("]

    /// Whether the line says files get `import TipKit` ("Add `import TipKit` to …", "`HomeView.swift`
    /// and `ContentView.swift` get `import TipKit`"); never a verification line (`Expected: 7 files
    /// with `import TipKit``).
    static func addsTipKitImport(_ text: String) -> Bool {
        var lowered = text.lowercased()
        lowered.removeAll { $0 == "`" || $0 == "*" }
        guard lowered.contains("import tipkit"), !lowered.contains("expected") else { return false }
        if lowered.contains("add import tipkit") { return true }
        return lowered.split { !$0.isLetter }.contains { importVerbs.contains(String($0)) }
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
                if case .code(let code) = piece { return code.contains("import TipKit") }
                return false
            })
        else { return paths(pieces[...]) }
        // The first `to` that paths follow: where the last path after the mention is, looked up once.
        let lastPath = pieces.indices.last { index in index > mention && !paths(pieces[index...index]).isEmpty }
        if let lastPath,
            let target = pieces.indices.first(where: { index in
                guard index > mention, index < lastPath, case .word(let word) = pieces[index] else { return false }
                return word.lowercased() == "to" || word.lowercased() == "into"
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
        let lowered = MarkdownInline.plain(text).lowercased()
        guard ["create ", "new file", "add a new file", "add new file"].contains(where: lowered.hasPrefix) else {
            return []
        }
        return PlanText.swiftPaths(in: text)
    }

    /// "Each tip's event is donated when the user does what it teaches": a sentence about every
    /// tip, naming none.
    static func donatesEveryTipWhereShown(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }
        return PlanNames.tipTypes(in: text).isEmpty && words.contains { $0.hasPrefix("donat") }
            && words.contains { $0 == "each" || $0 == "every" || $0 == "all" }
            && words.contains { $0 == "event" || $0 == "events" }
    }
}
