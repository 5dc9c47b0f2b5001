/// Files a record says the work touched, in prose: a `Files: \`A.swift\`, \`B.swift\`, tests` line of
/// a completion record, or "implemented … in `ActivationTips.swift`". Each is a file to modify, only
/// mentioned: the record says where the work went, not what a task must do, so a file it names that
/// is not there is a note at most.
enum TouchedFilesProse {
    /// The `.swift` files `text` says were touched; empty when it says none.
    static func files(in text: String) -> [String] {
        let plain = Array(MarkdownInline.plain(text).utf8)
        // ASCII lowercasing keeps every byte where it was, so offsets into `lowered` index `plain`.
        let lowered = plain.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        if lowered.starts(with: "files:".utf8) { return PlanText.swiftPaths(in: text) }
        // The paths after "in" that follows "implemented": `implemented under P3 in \`Tips.swift\``.
        guard let implemented = offset(of: "implemented ", in: lowered, from: 0),
            let place = offset(of: " in ", in: lowered, from: implemented)
        else { return [] }
        return PlanText.swiftPaths(in: String(decoding: plain[place...], as: UTF8.self))
    }

    /// Where `word` ends in `bytes`, searching from `start`.
    private static func offset(of word: String, in bytes: [UInt8], from start: Int) -> Int? {
        let word = Array(word.utf8)
        var index = start
        while index + word.count <= bytes.count {
            if bytes[index..<(index + word.count)].elementsEqual(word) { return index + word.count }
            index += 1
        }
        return nil
    }
}
