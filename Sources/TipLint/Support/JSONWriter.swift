/// Writes JSON deterministically: members in the order given, numbers in
/// their shortest round-trip form, strings escaped so the output is valid
/// UTF-8 that any reader (and any terminal) takes safely.
enum JSONWriter {
    enum Style: Sendable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation, one member or element per line, `"key": value`.
        case pretty
    }

    static func string(_ value: JSONValue, style: Style = .pretty) -> String {
        var writer = Writer(style: style, sink: nil)
        writer.write(value, indent: 0)
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// The same text as `string`, handed to `write` in pieces of about 64 KB, cut between the
    /// elements of arrays: a large report is never one string.
    static func write(_ value: JSONValue, style: Style = .pretty, to write: (String) -> Void) {
        withoutActuallyEscaping(write) { sink in
            var writer = Writer(style: style, sink: sink)
            writer.write(value, indent: 0)
            if !writer.output.isEmpty { sink(String(decoding: writer.output, as: UTF8.self)) }
        }
    }

    /// Writes UTF-8 bytes, not `String`s: appending to a `String` checks its storage at every
    /// append, and a SARIF report of 25,000 results makes millions of them.
    private struct Writer {
        let style: Style
        /// Where full pieces go; nil when the whole text is wanted.
        let sink: ((String) -> Void)?
        var output: [UInt8] = []

        init(style: Style, sink: ((String) -> Void)?) {
            self.style = style
            self.sink = sink
            if sink != nil { output.reserveCapacity(JSONWriter.pieceSize + 4096) }
        }

        mutating func write(_ value: JSONValue, indent: Int) {
            switch value {
            case .null: output.append(contentsOf: "null".utf8)
            case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .integer(let number): output.append(contentsOf: String(number).utf8)
            case .number(let number): output.append(contentsOf: JSONWriter.format(number).utf8)
            case .string(let text): JSONWriter.appendQuoted(text, to: &output)
            case .array(let elements): writeArray(count: elements.count, indent: indent) { elements[$0] }
            case .elements(let elements): writeArray(count: elements.count, indent: indent, elements.element)
            case .object(let members):
                if members.isEmpty {
                    output.append(contentsOf: "{}".utf8)
                    return
                }
                output.append(UInt8(ascii: "{"))
                for (index, member) in members.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    newline(indent: indent + 1)
                    JSONWriter.appendQuoted(member.key, to: &output)
                    output.append(UInt8(ascii: ":"))
                    if style == .pretty { output.append(UInt8(ascii: " ")) }
                    write(member.value, indent: indent + 1)
                }
                newline(indent: indent)
                output.append(UInt8(ascii: "}"))
            }
        }

        private mutating func writeArray(count: Int, indent: Int, _ element: (Int) -> JSONValue) {
            if count == 0 {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for index in 0..<count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                write(element(index), indent: indent + 1)
                if let sink, output.count >= JSONWriter.pieceSize {
                    sink(String(decoding: output, as: UTF8.self))
                    output.removeAll(keepingCapacity: true)
                }
            }
            newline(indent: indent)
            output.append(UInt8(ascii: "]"))
        }

        private mutating func newline(indent: Int) {
            guard style == .pretty else { return }
            output.append(UInt8(ascii: "\n"))
            // Copied from a run of spaces, not appended one by one (a SARIF report has a million lines).
            var remaining = 2 * indent
            while remaining > 0 {
                let run = min(remaining, JSONWriter.spaces.count)
                output.append(contentsOf: JSONWriter.spaces[..<run])
                remaining -= run
            }
        }
    }

    private static let pieceSize = 1 << 16
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Integral values print without a fraction (`82` not `82.0`); others in
    /// Swift's shortest round-trip form, which is valid JSON. JSON has no
    /// infinity or NaN: they become null.
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// `text` as a JSON string literal. Escapes the quote, the backslash and
    /// every control character, and U+2028/U+2029, which end lines in
    /// JavaScript and some editors. Swift strings are always valid Unicode, so
    /// the output is always valid UTF-8.
    static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Byte by byte, copying the runs that need no escape whole: a report of 40,000 findings quotes
    /// millions of characters.
    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted(bytes: $0, to: &output) }
    }

    private static func appendQuoted(bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var run = 0
        var index = 0
        while index < bytes.count {
            var next = index + 1
            let escape: String?
            switch bytes[index] {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00...0x1F, 0x7F: escape = unicodeEscape(UInt32(bytes[index]))
            // U+2028 and U+2029 (E2 80 A8/A9): line ends to JavaScript.
            case 0xE2
            where next + 1 < bytes.count && bytes[next] == 0x80
                && (bytes[next + 1] == 0xA8 || bytes[next + 1] == 0xA9):
                escape = unicodeEscape(0x2028 + UInt32(bytes[next + 1] - 0xA8))
                next += 2
            default: escape = nil
            }
            if let escape {
                output.append(contentsOf: bytes[run..<index])
                output.append(contentsOf: escape.utf8)
                run = next
            }
            index = next
        }
        output.append(contentsOf: bytes[run...])
        output.append(UInt8(ascii: "\""))
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
