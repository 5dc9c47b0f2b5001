/// Swift string-literal helpers.
public enum StringLiteral {
    /// The value of a string token with no interpolation (escapes decoded;
    /// raw and multi-line handled, multi-line indentation stripped), or nil
    /// when it interpolates or is not a well-formed string literal.
    public static func value(of token: Token, in file: SourceFile) -> String? {
        decoded(token, in: file, interpolationPlaceholder: nil)
    }

    /// The value of a string token with each `\(…)` written as `placeholder`: the words people read
    /// around what the interpolations compute. Nil when the token is not a well-formed string literal.
    public static func textAroundInterpolations(of token: Token, in file: SourceFile, placeholder: String) -> String? {
        decoded(token, in: file, interpolationPlaceholder: Array(placeholder.utf8))
    }

    private static func decoded(_ token: Token, in file: SourceFile, interpolationPlaceholder: [UInt8]?) -> String? {
        guard token.kind == .string else { return nil }
        let bytes = file.bytes[Int(token.start)..<Int(token.end)]
        guard let literal = Delimiters(bytes) else { return nil }
        var decoder = Decoder(bytes: bytes, pounds: literal.pounds, interpolationPlaceholder: interpolationPlaceholder)
        let content = literal.contentStart..<literal.contentEnd
        return literal.multiLine ? decoder.multiLineValue(content) : decoder.singleLineValue(content)
    }

    /// The byte ranges (offsets in `file.bytes`) of the code inside each `\(…)` of a string token,
    /// in order: what an interpolation computes. Empty for a literal without one. A string nested
    /// in an interpolation is skipped over whole, so its parentheses do not end it.
    public static func interpolations(of token: Token, in file: SourceFile) -> [Range<Int>] {
        guard token.kind == .string else { return [] }
        let bytes = file.bytes
        let start = Int(token.start)
        let end = Int(token.end)
        var pounds = 0
        while start + pounds < end, bytes[start + pounds] == UInt8(ascii: "#") { pounds += 1 }
        var ranges: [Range<Int>] = []
        var index = start + pounds + 1
        while index < end {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var open = index + 1
            var matched = 0
            while matched < pounds, open < end, bytes[open] == UInt8(ascii: "#") {
                matched += 1
                open += 1
            }
            guard matched == pounds, open < end, bytes[open] == UInt8(ascii: "(") else {
                index += 2 // an escape: the escaped byte is no delimiter
                continue
            }
            guard let close = closingParenthesis(after: open, in: bytes, end: end) else { return ranges }
            ranges.append((open + 1)..<close)
            index = close + 1
        }
        return ranges
    }

    /// The `)` that closes the `(` at `open`, skipping strings nested inside; nil when none does.
    private static func closingParenthesis<Bytes: RandomAccessCollection<UInt8>>(
        after open: Int, in bytes: Bytes, end: Int
    ) -> Int? where Bytes.Index == Int {
        var depth = 0
        var index = open
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""):
                index += 1
                while index < end, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Where the delimiters of a complete string literal are.
    private struct Delimiters {
        var pounds: Int
        var multiLine: Bool
        var contentStart: Int
        var contentEnd: Int

        init?(_ bytes: ArraySlice<UInt8>) {
            let end = bytes.endIndex
            var quote = bytes.startIndex
            while quote < end, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
            pounds = quote - bytes.startIndex
            let closingPounds = end - pounds
            guard quote < end, bytes[quote] == UInt8(ascii: "\""), closingPounds > quote,
                bytes[closingPounds..<end].allSatisfy({ $0 == UInt8(ascii: "#") })
            else { return nil }
            if Delimiters.opensMultiLine(bytes, quote: quote), closingPounds - 3 >= quote + 3,
                bytes[(closingPounds - 3)..<closingPounds].allSatisfy({ $0 == UInt8(ascii: "\"") })
            {
                multiLine = true
                contentStart = quote + 3
                contentEnd = closingPounds - 3
            } else {
                guard closingPounds - 1 > quote, bytes[closingPounds - 1] == UInt8(ascii: "\"") else { return nil }
                multiLine = false
                contentStart = quote + 1
                contentEnd = closingPounds - 1
            }
        }

        /// A multi-line literal's opening `"""` is followed by a line break
        /// (possibly after blanks).
        private static func opensMultiLine(_ bytes: ArraySlice<UInt8>, quote: Int) -> Bool {
            guard quote + 2 < bytes.endIndex, bytes[quote + 1] == UInt8(ascii: "\""),
                bytes[quote + 2] == UInt8(ascii: "\"")
            else { return false }
            var index = quote + 3
            while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
            return index < bytes.endIndex && (bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r"))
        }
    }

    private struct Decoder {
        let bytes: ArraySlice<UInt8>
        let pounds: Int
        /// Written for each interpolation; nil: an interpolation makes the literal have no value.
        let interpolationPlaceholder: [UInt8]?

        /// Whether a backslash at `index` is an escape (followed by the
        /// literal's pounds) and where the escaped character is.
        func escapedIndex(afterBackslashAt index: Int, end: Int) -> Int? {
            var next = index + 1
            for _ in 0..<pounds {
                guard next < end, bytes[next] == UInt8(ascii: "#") else { return nil }
                next += 1
            }
            return next < end ? next : nil
        }

        mutating func singleLineValue(_ content: Range<Int>) -> String? {
            var output: [UInt8] = []
            output.reserveCapacity(content.count)
            var index = content.lowerBound
            while index < content.upperBound {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"),
                    let escaped = escapedIndex(afterBackslashAt: index, end: content.upperBound)
                {
                    guard let next = decodeEscape(at: escaped, end: content.upperBound, into: &output) else {
                        return nil
                    }
                    index = next
                } else {
                    output.append(byte)
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// Multi-line: drop the line break after the opening quotes and the one
        /// before the closing line, strip the closing line's indentation from
        /// every line, and join lines ended by an escaped line break.
        mutating func multiLineValue(_ content: Range<Int>) -> String? {
            // The closing delimiter's indentation: blanks after the last line break.
            var indentStart = content.upperBound
            while indentStart > content.lowerBound,
                bytes[indentStart - 1] == UInt8(ascii: " ") || bytes[indentStart - 1] == UInt8(ascii: "\t")
            {
                indentStart -= 1
            }
            guard indentStart > content.lowerBound,
                bytes[indentStart - 1] == UInt8(ascii: "\n") || bytes[indentStart - 1] == UInt8(ascii: "\r")
            else { return nil }
            let indent = bytes[indentStart..<content.upperBound]
            // Lines run from after the opening line break to before the final one.
            var index = content.lowerBound
            while bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") { index += 1 }
            index = afterLineBreak(index)
            var bodyEnd = indentStart - 1 // the final line break (LF, or CR, or LF of CRLF)
            if bytes[bodyEnd] == UInt8(ascii: "\n"), bodyEnd > index, bytes[bodyEnd - 1] == UInt8(ascii: "\r") {
                bodyEnd -= 1
            }
            if bodyEnd < index { return "" }

            var output: [UInt8] = []
            output.reserveCapacity(content.count)
            var atLineStart = true
            while index < bodyEnd {
                if atLineStart {
                    atLineStart = false
                    // Blank lines may be shorter than the indentation.
                    if bytes[index...].starts(with: indent) {
                        index += indent.count
                    } else {
                        var blankEnd = index
                        while blankEnd < bodyEnd,
                            bytes[blankEnd] == UInt8(ascii: " ") || bytes[blankEnd] == UInt8(ascii: "\t")
                        {
                            blankEnd += 1
                        }
                        guard
                            blankEnd == bodyEnd || bytes[blankEnd] == UInt8(ascii: "\n")
                                || bytes[blankEnd] == UInt8(ascii: "\r")
                        else { return nil }
                        index = blankEnd
                    }
                    continue
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    output.append(UInt8(ascii: "\n"))
                    index = afterLineBreak(index)
                    atLineStart = true
                } else if byte == UInt8(ascii: "\\"),
                    let escaped = escapedIndex(afterBackslashAt: index, end: bodyEnd + 1)
                {
                    if let lineBreak = escapedLineBreak(at: escaped, end: bodyEnd + 1) {
                        index = afterLineBreak(lineBreak)
                        atLineStart = true
                        if lineBreak >= bodyEnd { break }
                    } else {
                        guard let next = decodeEscape(at: escaped, end: bodyEnd, into: &output) else { return nil }
                        index = next
                    }
                } else {
                    output.append(byte)
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// `\` + blanks + line break: the index of the line break, or nil.
        func escapedLineBreak(at index: Int, end: Int) -> Int? {
            var scan = index
            while scan < end, bytes[scan] == UInt8(ascii: " ") || bytes[scan] == UInt8(ascii: "\t") { scan += 1 }
            guard scan < end, bytes[scan] == UInt8(ascii: "\n") || bytes[scan] == UInt8(ascii: "\r") else { return nil }
            return scan
        }

        func afterLineBreak(_ index: Int) -> Int {
            if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "\n") {
                return index + 2
            }
            return index + 1
        }

        /// Decodes the escape whose character is at `index` into `output`;
        /// returns the index after it, or nil for interpolation or a bad escape.
        func decodeEscape(at index: Int, end: Int, into output: inout [UInt8]) -> Int? {
            switch bytes[index] {
            case UInt8(ascii: "("):
                guard let placeholder = interpolationPlaceholder,
                    let close = StringLiteral.closingParenthesis(after: index, in: bytes, end: end)
                else { return nil }
                output.append(contentsOf: placeholder)
                return close + 1
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "'"): output.append(UInt8(ascii: "'"))
            case UInt8(ascii: "u"):
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "{") else { return nil }
                var scan = index + 2
                var value: UInt32 = 0
                var digits = 0
                while scan < end, bytes[scan] != UInt8(ascii: "}") {
                    guard digits < 8, let digit = hexValue(bytes[scan]) else { return nil }
                    value = value << 4 | digit
                    digits += 1
                    scan += 1
                }
                guard scan < end, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
                output.append(contentsOf: String(Character(scalar)).utf8)
                return scan + 1
            default:
                return nil
            }
            return index + 1
        }

        func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
    }
}
