/// Files a record says the work touched, in prose: a `Files: \`A.swift\`, \`B.swift\`, tests` line of
/// a completion record, or "implemented … in `ActivationTips.swift`". Each is a file to modify, only
/// mentioned: the record says where the work went, not what a task must do, so a file it names that
/// is not there is a note at most.
enum TouchedFilesProse {
    /// The `.swift` files `text` says were touched; empty when it says none. A list opening with `New`
    /// (`Files: New StoreKitManager.swift, AddChildView.swift`, a proposal's) names files to create, up to
    /// a word that modifies (`modified:`, `update`); `new` later in a list marks only the path after it
    /// (`Files: SettingsView.swift, new FunNames.swift, DataStore.swift`); `create` marks every path up to a
    /// word that modifies, wherever it stands (`Files: Create \`A.swift\`; modify \`B.swift\``).
    static func files(in text: String) -> [(path: String, action: PlannedFile.Action)] {
        let plain = Array(MarkdownInline.plain(text).utf8)
        // ASCII lowercasing keeps every byte where it was, so offsets into `lowered` index `plain`.
        let lowered = plain.map(\.asciiLowercased)
        if lowered.starts(with: "files:".utf8) {
            return listedFiles(in: text)
        }
        // The paths after "in" that follows "implemented": `implemented under P3 in \`Tips.swift\``.
        let implementedWord = Array("implemented ".utf8), inWord = Array(" in ".utf8)
        guard let implemented = lowered[...].firstLiteralIndex(of: implementedWord),
            let place = lowered[(implemented + implementedWord.count)...].firstLiteralIndex(of: inWord)
                .map({ $0 + inWord.count })
        else { return [] }
        return PlanText.swiftPaths(in: String(decoding: plain[place...], as: UTF8.self)).map { ($0, .modify) }
    }

    /// The paths of a `Files:` line (`text` as written, its label up to the first colon), each with the
    /// action the words before it give. Words inside code spans are names, not actions.
    private static func listedFiles(in text: String) -> [(path: String, action: PlannedFile.Action)] {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return [] }
        var files: [(path: String, action: PlannedFile.Action)] = []
        var listAction = PlannedFile.Action.modify
        var segmentStart = colon + 1, segmentAction = listAction, onlyFirstPath = false
        func closeSegment(at end: Int) {
            let paths = PlanText.swiftPaths(in: String(decoding: bytes[segmentStart..<end], as: UTF8.self))
            for (offset, path) in paths.enumerated() {
                files.append((path, onlyFirstPath && offset > 0 ? listAction : segmentAction))
            }
        }
        var index = colon + 1, inCode = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "`") { inCode.toggle() }
            guard !inCode, bytes[index].isASCIILetter, !bytes[index - 1].isASCIILetter else {
                index += 1
                continue
            }
            let end = bytes[index...].firstIndex { !$0.isASCIILetter } ?? bytes.count
            let word = String(decoding: bytes[index..<end].map(\.asciiLowercased), as: UTF8.self)
            if creatingWords.contains(word) {
                // A verb: every path up to the next verb is created (`Create \`A\`, \`B\`; modify \`C\``).
                closeSegment(at: index)
                segmentStart = index
                listAction = .create
                segmentAction = .create
                onlyFirstPath = false
            } else if word == "new" || modifyingWords.contains(word) {
                let opensList = !bytes[(colon + 1)..<index].contains { $0.isASCIILetter }
                closeSegment(at: index)
                segmentStart = index
                // `New` opening the list marks every path up to a modifying word; later, only the next path.
                if word == "new" && opensList { listAction = .create }
                if word != "new" { listAction = .modify }
                segmentAction = word == "new" ? .create : .modify
                onlyFirstPath = word == "new" && !opensList
            }
            index = end
        }
        closeSegment(at: bytes.count)
        return files
    }

    /// Words that turn the rest of a `Files:` list, up to a modifying word, to files to create.
    private static let creatingWords: Set<String> = ["create", "creates", "created", "creating"]

    /// Words that turn the rest of a `Files:` list to files to modify (`New A.swift, update B.swift, C.swift`).
    private static let modifyingWords: Set<String> = [
        "modify", "modifies", "modified", "modifying", "update", "updates", "updated", "edit", "edits", "edited",
    ]
}
