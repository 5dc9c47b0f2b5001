/// A Markdown document's headings and table lines, found on the bytes in one pass without
/// parsing: enough to judge what a document is about and to cut out its sections, so that
/// discovery parses only what may plan tips. Lines inside fenced code blocks are neither
/// (a shell comment is no heading).
struct MarkdownOutline {
    struct Heading {
        var level: Int
        /// As written after the `#`s, trimmed.
        var text: String
        /// The byte offset of the heading line's start.
        var start: Int
    }

    /// A line that opens with `|`, and the byte offset where it starts.
    struct TableLine {
        var text: String
        var start: Int
    }

    private(set) var headings: [Heading] = []
    private(set) var tableLines: [TableLine] = []
    /// The byte ranges of list items (`- …`, `1. …`) with their deeper lines, outermost only.
    private(set) var listItems: [Range<Int>] = []
    private let bytes: [UInt8]
    private var byteCount: Int { bytes.count }

    init(_ markdown: String) {
        let bytes = Array(markdown.utf8)
        self.bytes = bytes
        var fence: UInt8?
        var offset = 0
        var lineStart = 0
        /// The open list item: where it starts and how deep its marker is.
        var item: (start: Int, indent: Int)?
        // A line no deeper than the open item's marker, or a blank one, ends it; a bullet there opens the next.
        func followItems(_ start: Int, _ end: Int) {
            var indent = 0
            while start + indent < end, byteAt(start + indent) == UInt8(ascii: " ") { indent += 1 }
            let isBlank = start + indent == end || (start + indent + 1 == end && byteAt(end - 1) == UInt8(ascii: "\r"))
            if let open = item, isBlank || indent <= open.indent {
                listItems.append(open.start..<start)
                item = nil
            }
            if item == nil, fence == nil, isBulletStart(start + indent, end) { item = (start, indent) }
        }
        func isBulletStart(_ index: Int, _ end: Int) -> Bool {
            guard index < end else { return false }
            let first = byteAt(index)
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
                return index + 1 < end && byteAt(index + 1) == UInt8(ascii: " ")
            }
            var digits = index
            while digits < end, byteAt(digits) >= UInt8(ascii: "0"), byteAt(digits) <= UInt8(ascii: "9") { digits += 1 }
            return digits > index && digits + 1 < end
                && (byteAt(digits) == UInt8(ascii: ".") || byteAt(digits) == UInt8(ascii: ")"))
                && byteAt(digits + 1) == UInt8(ascii: " ")
        }
        // One line at a time: its first bytes decide what it is; only heading and table lines become text.
        func line(_ start: Int, _ end: Int) {
            followItems(start, end)
            var index = start
            while index < end, index - start < 3, byteAt(index) == UInt8(ascii: " ") { index += 1 }
            guard index < end else { return }
            let first = byteAt(index)
            if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                var run = 0
                while index + run < end, byteAt(index + run) == first { run += 1 }
                if run >= 3 {
                    if fence == nil {
                        fence = first
                    } else if fence == first {
                        fence = nil
                    }
                    return
                }
            }
            guard fence == nil else { return }
            if first == UInt8(ascii: "|") {
                tableLines.append(TableLine(text: text(start, end), start: start))
            } else if first == UInt8(ascii: "#") {
                var level = 0
                while index + level < end, byteAt(index + level) == UInt8(ascii: "#") { level += 1 }
                let after = index + level
                guard level <= 6,
                    after == end || byteAt(after) == UInt8(ascii: " ") || byteAt(after) == UInt8(ascii: "\t")
                else { return }
                var from = after
                var to = end
                let blank: (UInt8) -> Bool = {
                    $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
                }
                while from < to, blank(byteAt(from)) { from += 1 }
                while to > from, blank(byteAt(to - 1)) { to -= 1 }
                headings.append(Heading(level: level, text: text(from, to), start: start))
            }
        }
        func byteAt(_ offset: Int) -> UInt8 { bytes[offset] }
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                line(lineStart, offset)
                lineStart = offset + 1
            }
            offset += 1
        }
        line(lineStart, offset)
        if let open = item { listItems.append(open.start..<offset) }
    }

    /// The title: the first heading's text.
    var title: String? { headings.first?.text }

    /// The byte ranges of the sections under headings that `isAbout`, each up to the next heading
    /// of its level or above, and of the sections holding a table line that `isAbout` (before any
    /// heading: from the start); in document order, overlapping ones merged.
    func sections(headingIsAbout: (String) -> Bool, tableIsAbout: (String) -> Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, heading) in headings.enumerated() where headingIsAbout(heading.text) {
            ranges.append(heading.start..<end(ofSectionAt: index))
        }
        for line in tableLines where tableIsAbout(line.text) {
            guard let index = headings.lastIndex(where: { $0.start < line.start }) else {
                ranges.append(0..<(headings.first?.start ?? byteCount))
                continue
            }
            ranges.append(headings[index].start..<end(ofSectionAt: index))
        }
        return MarkdownOutline.merged(ranges)
    }

    /// `ranges` in document order, overlapping ones merged.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// The list items whose text `isAbout`, each with its deeper lines.
    func listItems(about isAbout: (String) -> Bool) -> [Range<Int>] {
        listItems.filter { isAbout(String(decoding: bytes[$0], as: UTF8.self)) }
    }

    /// The text of `ranges`, one after the other.
    func text(of ranges: [Range<Int>]) -> String {
        ranges.map { String(decoding: bytes[$0], as: UTF8.self) }.joined(separator: "\n")
    }

    /// The document with every line outside `ranges` emptied: what is left keeps its line numbers.
    func keeping(_ ranges: [Range<Int>]) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var next = ranges.makeIterator()
        var range = next.next()
        for (offset, byte) in bytes.enumerated() {
            while let current = range, offset >= current.upperBound { range = next.next() }
            if byte == UInt8(ascii: "\n") || range?.contains(offset) == true { kept.append(byte) }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    private func end(ofSectionAt index: Int) -> Int {
        let level = headings[index].level
        return headings[(index + 1)...].first { $0.level <= level }?.start ?? byteCount
    }
}
