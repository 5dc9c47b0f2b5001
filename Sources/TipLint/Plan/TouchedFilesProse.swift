/// Files a record says the work touched, in prose: a `Files: \`A.swift\`, \`B.swift\`, tests` line of
/// a completion record, or "implemented … in `ActivationTips.swift`". Each is a file to modify, only
/// mentioned: the record says where the work went, not what a task must do, so a file it names that
/// is not there is a note at most.
enum TouchedFilesProse {
    /// The `.swift` files `text` says were touched; empty when it says none. A list opening with `New`
    /// (`Files: New StoreKitManager.swift, AddChildView.swift`, a proposal's) names files to create, up to
    /// a `modified:` part.
    static func files(in text: String) -> [(path: String, action: PlannedFile.Action)] {
        let plain = Array(MarkdownInline.plain(text).utf8)
        // ASCII lowercasing keeps every byte where it was, so offsets into `lowered` index `plain`.
        let lowered = plain.map(\.asciiLowercased)
        if lowered.starts(with: "files:".utf8) {
            let list = lowered.dropFirst("files:".count).drop { $0 == UInt8(ascii: " ") }
            guard list.starts(with: "new ".utf8) || list.starts(with: "new:".utf8) else {
                return PlanText.swiftPaths(in: text).map { ($0, .modify) }
            }
            let modified = list.firstLiteralIndex(of: Array("modif".utf8)) ?? plain.count
            return PlanText.swiftPaths(in: String(decoding: plain[..<modified], as: UTF8.self)).map { ($0, .create) }
                + PlanText.swiftPaths(in: String(decoding: plain[modified...], as: UTF8.self)).map { ($0, .modify) }
        }
        // The paths after "in" that follows "implemented": `implemented under P3 in \`Tips.swift\``.
        let implementedWord = Array("implemented ".utf8), inWord = Array(" in ".utf8)
        guard let implemented = lowered[...].firstLiteralIndex(of: implementedWord),
            let place = lowered[(implemented + implementedWord.count)...].firstLiteralIndex(of: inWord)
                .map({ $0 + inWord.count })
        else { return [] }
        return PlanText.swiftPaths(in: String(decoding: plain[place...], as: UTF8.self)).map { ($0, .modify) }
    }
}
