/// Words without which a file cannot hold a tip system's API, searched in its
/// raw bytes before any extractor runs. Most Swift in a large project names
/// no tip API, and skipping its extraction is most of the pipeline's speed.
///
/// The tooltip and TutorialKit words are exact: a file that names none of them
/// gets no tooltip or TutorialKit fact, so the systems a project uses are
/// still detected from the first pass. (`tooltip` covers TooltipManager,
/// showTooltipIfNeeded, activeTooltip, resetAllTooltips and every
/// `.…tooltip…(` helper; `tutorial` every TutorialKit name; `arrows`,
/// `blurTargets` and `triggers` are the labels that make a call a step.)
/// `Tip` only chooses which files are worth extracting at once: TipKit facts
/// of other files (an assignment `X.p = …`, a declared type) are extracted in
/// the second pass, which runs whenever a tip system or a plan is in use.
enum ExtractionTriggers {
    /// Words matched in any letter case, by their first letter.
    private static let wordsStartingWithT: [[UInt8]] = ["tooltip", "tutorial", "triggers"].map { Array($0.utf8) }
    private static let arrows = Array("arrows".utf8)
    private static let blurTargets = Array("blurtargets".utf8)
    /// `Tip`, matched as written: TipKit's names all spell it so.
    private static let tip = Array("Tip".utf8)

    /// Whether `bytes` may hold a tip system's API.
    static func mentioned(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                // Setting bit 5 lowers an ASCII capital; no other byte becomes a lowercase letter.
                switch buffer[index] | 0x20 {
                case UInt8(ascii: "t"):
                    if buffer[index] == UInt8(ascii: "T"), matches(tip, buffer, at: index, ignoringCase: false) {
                        return true
                    }
                    for word in wordsStartingWithT where matches(word, buffer, at: index, ignoringCase: true) {
                        return true
                    }
                case UInt8(ascii: "a"):
                    if matches(arrows, buffer, at: index, ignoringCase: true) { return true }
                case UInt8(ascii: "b"):
                    if matches(blurTargets, buffer, at: index, ignoringCase: true) { return true }
                default:
                    break
                }
            }
            return false
        }
    }

    private static func matches(_ word: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, at index: Int,
                                ignoringCase: Bool) -> Bool {
        guard index + word.count <= buffer.count else { return false }
        for offset in 1..<word.count {
            let byte = buffer[index + offset]
            if (ignoringCase ? byte | 0x20 : byte) != word[offset] { return false }
        }
        return true
    }
}
