/// The marks that say how far a plan has got, not what it plans: a ticked box (`[x]`), a check
/// mark (`PlanText.doneMarks`). An accepted reading compares lines without them, so progress never makes it stale.
enum ProgressMarks {
    /// `line` (UTF-8) with `[x]`/`[X]` read as `[ ]`, the done marks (and a variation
    /// selector after them) removed, and the spaces they leave (runs of spaces as one, none at the end).
    static func removed(from line: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var index = 0
        while index < line.count {
            if line[index] == UInt8(ascii: "["), index + 2 < line.count, line[index + 2] == UInt8(ascii: "]"),
                line[index + 1] == UInt8(ascii: "x") || line[index + 1] == UInt8(ascii: "X")
            {
                out += [UInt8(ascii: "["), UInt8(ascii: " "), UInt8(ascii: "]")]
                index += 3
                continue
            }
            if let length = checkMarks.first(where: { line[index...].starts(with: $0) })?.count {
                index += length
                if line[index...].starts(with: variationSelector) { index += variationSelector.count }
                continue
            }
            if line[index] != UInt8(ascii: " ") || out.last != UInt8(ascii: " ") { out.append(line[index]) }
            index += 1
        }
        while out.last == UInt8(ascii: " ") { out.removeLast() }
        return out
    }

    /// The plan reader's own done marks, as UTF-8.
    private static let checkMarks: [[UInt8]] = PlanText.doneMarks.map { Array(String($0).utf8) }
    private static let variationSelector = Array("\u{FE0F}".utf8)
}
