/// What changed in a plan document since its reading was accepted, from hashes alone: the
/// accepted reading stores a hash of the document and of each line, not the text, so it stays
/// small and says nothing the plan does not. FNV-1a (64 bits) finds edits, not attacks.
enum PlanLineChanges {
    /// The hash of `bytes`, as 16 hex digits.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of each line of `text` (split at `\n`, a `\r` before it kept), progress marks left out.
    static func lineHashes(_ text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            hash(ProgressMarks.removed(from: Array($0)))
        }
    }

    /// The hash of the whole document, progress marks left out: ticking a box is not a change
    /// of what the plan says.
    static func documentHash(_ text: String) -> String {
        hash(
            text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                ProgressMarks.removed(from: Array($0))
            }.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// The 1-based lines of the current document that are new or edited since `accepted` (line
    /// hashes of the accepted version), where lines were only removed the line now in their place;
    /// and the accepted version's lines that were edited or removed, whose accepted facts the
    /// edit touches.
    static func changedLines(accepted: [String], current: [String]) -> (current: [Int], accepted: [Int]) {
        var prefix = 0
        while prefix < accepted.count, prefix < current.count, accepted[prefix] == current[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < accepted.count - prefix, suffix < current.count - prefix,
            accepted[accepted.count - 1 - suffix] == current[current.count - 1 - suffix]
        {
            suffix += 1
        }
        let old = Array(accepted[prefix..<(accepted.count - suffix)])
        let new = Array(current[prefix..<(current.count - suffix)])
        if old.isEmpty && new.isEmpty { return ([], []) }
        let oldLines = { (kept: Set<Int>) in old.indices.filter { !kept.contains($0) }.map { prefix + $0 + 1 } }
        // Only removed: point at the line that now stands where they were.
        if new.isEmpty { return ([min(prefix + 1, max(current.count, 1))], oldLines([])) }
        let kept = old.isEmpty ? (old: Set<Int>(), new: Set<Int>()) : commonLines(old, new)
        return (new.indices.filter { !kept.new.contains($0) }.map { prefix + $0 + 1 }, oldLines(kept.old))
    }

    /// The indexes into `old` and into `new` of a longest common subsequence. Past a size where the
    /// table would be large, every line in between counts as changed.
    private static func commonLines(_ old: [String], _ new: [String]) -> (old: Set<Int>, new: Set<Int>) {
        guard old.count * new.count <= 4_000_000 else { return ([], []) }
        let width = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var kept = (old: Set<Int>(), new: Set<Int>())
        var (i, j) = (0, 0)
        while i < old.count && j < new.count {
            if old[i] == new[j] {
                kept.old.insert(i)
                kept.new.insert(j)
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return kept
    }

    /// `4, 7-9, 12`: line numbers, runs joined.
    static func ranges(_ lines: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < lines.count {
            var end = index
            while end + 1 < lines.count, lines[end + 1] == lines[end] + 1 { end += 1 }
            parts.append(end == index ? "\(lines[index])" : "\(lines[index])-\(lines[end])")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
