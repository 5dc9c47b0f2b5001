#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Where `SourceText.scanStringContent` stopped.
enum StringStop {
    case closed, interpolation, lineBreak, nul, invalidUTF8, endOfFile
}

/// The file's bytes, and the questions about them that need no lexer state.
/// A small trivial value: the scanner's helpers live here so calling one
/// copies three words, not the scanner's state (which matters in debug builds).
struct SourceText {
    let text: UnsafeBufferPointer<UInt8>
    let count: Int
    /// `ByteClass.table`, loaded once.
    let byteClasses: UnsafePointer<UInt8>

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.count = text.count
        self.byteClasses = ByteClass.table
    }
}

extension SourceText {
    /// The end of the identifier-continuation characters starting at `from`.
    @inline(__always)
    func scanIdentifierContinuation(from: Int) -> Int {
        var end = from
        while end < count {
            let byte = text[end]
            if byteClasses[Int(byte)] & ByteClass.identifierContinue != 0 {
                end += 1
            } else if byte < 0x80 {
                break
            } else {
                let decoded = decodeMultiByteScalar(text, end)
                guard decoded.scalar != invalidScalar, isIdentifierContinueScalar(decoded.scalar) else { break }
                end += decoded.length
            }
        }
        return end
    }

    /// The end of the identifier starting at `offset`, or nil when none does.
    func identifierEnd(at offset: Int) -> Int? {
        guard offset < count else { return nil }
        let byte = text[offset]
        if isASCIIIdentifierStart(byte) { return scanIdentifierContinuation(from: offset + 1) }
        guard byte >= 0x80 else { return nil }
        let decoded = decodeMultiByteScalar(text, offset)
        guard decoded.scalar != invalidScalar, isIdentifierStartScalar(decoded.scalar) else { return nil }
        return scanIdentifierContinuation(from: offset + decoded.length)
    }

    /// The end of `` `name` `` (closed on its line, not empty), `$name` or
    /// `<#placeholder#>` starting at `offset`, or nil.
    func escapedOrDollarNameEnd(at offset: Int) -> Int? {
        guard offset < count else { return nil }
        if text[offset] == UInt8(ascii: "$") { return scanIdentifierContinuation(from: offset + 1) }
        if text[offset] == UInt8(ascii: "<") { return editorPlaceholderEnd(from: offset) }
        guard text[offset] == UInt8(ascii: "`"), let close = closingBacktick(after: offset), close > offset + 1 else {
            return nil
        }
        return close + 1
    }

    /// The backtick closing the one at `open` on the same line, or nil.
    func closingBacktick(after open: Int) -> Int? {
        var end = open + 1
        while end < count {
            let byte = text[end]
            if byte == UInt8(ascii: "`") { return end }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            end += 1
        }
        return nil
    }

    /// A version-control conflict marker starting at `start`: `<<<<<<< ` (or
    /// Perforce's `>>>> `) at the start of a line, up to the end of the line
    /// holding the matching `>>>>>>> ` (`<<<<` and a line break). The end, or
    /// nil when `start` opens none (or it is never closed).
    func conflictMarkerEnd(from start: Int) -> Int? {
        guard start == 0 || text[start - 1] == UInt8(ascii: "\n") || text[start - 1] == UInt8(ascii: "\r") else {
            return nil
        }
        let normal = hasPrefix("<<<<<<< ", at: start)
        guard normal || hasPrefix(">>>> ", at: start) else { return nil }
        let terminator: StaticString = normal ? ">>>>>>> " : "<<<<\n"
        var offset = start + (normal ? 8 : 5)
        while offset < count {
            if text[offset] == terminator.utf8Start[0], hasPrefix(terminator, at: offset),
                text[offset - 1] == UInt8(ascii: "\n") || text[offset - 1] == UInt8(ascii: "\r")
            {
                var end = offset + terminator.utf8CodeUnitCount
                while end < count, text[end] != UInt8(ascii: "\n"), text[end] != UInt8(ascii: "\r") { end += 1 }
                return end
            }
            offset += 1
        }
        return nil
    }

    func hasPrefix(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= count else { return false }
        for index in 0..<length where text[offset + index] != literal.utf8Start[index] { return false }
        return true
    }

    func isConditionalDirective(_ start: Int, _ end: Int) -> Bool {
        let name = UnsafeBufferPointer(rebasing: text[(start + 1)..<end])
        return name.elementsEqual("if".utf8) || name.elementsEqual("else".utf8)
            || name.elementsEqual("elseif".utf8) || name.elementsEqual("endif".utf8)
    }

    /// `<#name#>` on one line: the end after `#>`, or nil.
    func editorPlaceholderEnd(from start: Int) -> Int? {
        guard start + 1 < count, text[start + 1] == UInt8(ascii: "#") else { return nil }
        var offset = start + 2
        while offset < count {
            let byte = text[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "<"), offset + 1 < count, text[offset + 1] == UInt8(ascii: "#") { return nil }
            if byte == UInt8(ascii: "#"), offset + 1 < count, text[offset + 1] == UInt8(ascii: ">") {
                return offset + 2
            }
            offset += 1
        }
        return nil
    }

    @inline(__always)
    func scanDecimalDigits(from start: Int) -> Int {
        var offset = start
        while offset < count, isDigit(text[offset]) || text[offset] == UInt8(ascii: "_") { offset += 1 }
        return offset
    }

    @inline(__always)
    func scanHexDigits(from start: Int) -> Int {
        var offset = start
        while offset < count, isHexDigit(text[offset]) || text[offset] == UInt8(ascii: "_") { offset += 1 }
        return offset
    }

    /// Digits of a `0o`/`0b` literal starting at `start`; a bad digit makes the
    /// whole word part of the (invalid) literal.
    func scanRadixDigits(from start: Int, valid: inout Bool, isDigit: (UInt8) -> Bool) -> Int {
        var offset = start
        if offset < count, !isDigit(text[offset]) {
            valid = false
            return scanIdentifierContinuation(from: offset)
        }
        while offset < count, isDigit(text[offset]) || text[offset] == UInt8(ascii: "_") { offset += 1 }
        let end = scanIdentifierContinuation(from: offset)
        if end != offset { valid = false }
        return end
    }

    /// After `e`/`E`: an optional sign and digits.
    func scanExponent(from start: Int, valid: inout Bool) -> Int {
        var offset = start
        if offset < count, text[offset] == UInt8(ascii: "+") || text[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < count, isDigit(text[offset]) else {
            valid = false
            return scanIdentifierContinuation(from: offset)
        }
        offset = scanDecimalDigits(from: offset)
        let end = scanIdentifierContinuation(from: offset)
        if end != offset { valid = false }
        return end
    }

    /// Whether a `"` followed by `pounds` `#`s appears before the end of the line.
    func closesOnSameLine(from start: Int, pounds: Int) -> Bool {
        if hasPounds(at: start, pounds) { return true }
        var offset = start
        while offset < count {
            let byte = text[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            offset += 1
            if byte == UInt8(ascii: "\""), hasPounds(at: offset, pounds) { return true }
        }
        return false
    }

    /// The end of the line holding `offset`: where its line break starts, or
    /// the end of the text. Without a CR in the file, the C library finds it.
    func lineEnd(from offset: Int, hasCarriageReturn: Bool) -> Int {
        if !hasCarriageReturn, let base = text.baseAddress {
            let raw = UnsafeRawPointer(base)
            guard let hit = memchr(raw + offset, Int32(UInt8(ascii: "\n")), count - offset) else { return count }
            return raw.distance(to: UnsafeRawPointer(hit))
        }
        var end = offset
        while end < count, text[end] != UInt8(ascii: "\n"), text[end] != UInt8(ascii: "\r") { end += 1 }
        return end
    }

    /// Past the `*/` closing the block comment that opens at `start`, nesting
    /// as Swift's do; nil when the file ends first.
    func blockCommentEnd(from start: Int) -> Int? {
        var offset = start + 2
        var depth = 1
        while offset < count {
            offset = pastLanesWithout(UInt8(ascii: "*"), UInt8(ascii: "/"), from: offset)
            guard offset < count else { break }
            let byte = text[offset]
            offset += 1
            if byte == UInt8(ascii: "*"), offset < count, text[offset] == UInt8(ascii: "/") {
                offset += 1
                depth -= 1
                if depth == 0 { return offset }
            } else if byte == UInt8(ascii: "/"), offset < count, text[offset] == UInt8(ascii: "*") {
                offset += 1
                depth += 1
            }
        }
        return nil
    }

    /// From `offset`, past the whole vectors holding neither `one` nor `other`; stops at a vector's
    /// first byte that is one of them, or where fewer than sixteen are left.
    @inline(__always)
    func pastLanesWithout(_ one: UInt8, _ other: UInt8, from offset: Int) -> Int {
        guard let base = text.baseAddress else { return offset }
        var offset = offset
        while offset + 16 <= count {
            let lanes = ByteLanes.load(base, at: offset)
            let found = LaneSet(lanes .== ByteLanes(repeating: one) .| (lanes .== ByteLanes(repeating: other)))
            if !found.isEmpty { return offset + found.first }
            offset += 16
        }
        return offset
    }

    /// The kind and body start of the string literal whose opening quote
    /// follows `pounds` `#`s at `start`.
    func stringOpening(at start: Int, pounds: Int) -> (kind: StringFrame.Kind, bodyStart: Int) {
        let bodyStart = start + pounds + 1
        guard bodyStart + 1 < count, text[bodyStart] == UInt8(ascii: "\""), text[bodyStart + 1] == UInt8(ascii: "\"")
        else {
            return (.singleLine, bodyStart)
        }
        // `"""` opens a multi-line string, except in raw strings closed on the
        // same line: `#"""#`, `#"""a"#`.
        if pounds > 0 && closesOnSameLine(from: bodyStart + 2, pounds: pounds) { return (.singleLine, bodyStart) }
        return (.multiLine, bodyStart + 2)
    }

    /// String content from `offset` to the next place the lexer acts on: the
    /// closing delimiter, an interpolation, a line break that ends a
    /// single-line literal, a NUL or invalid UTF-8 (reported at `at`, skipped),
    /// or the end of the file. `next` is where scanning goes on.
    func scanStringContent(
        from offset: Int, kind: StringFrame.Kind, pounds: Int
    )
        -> (stop: StringStop, at: Int, next: Int)
    {
        var position = offset
        while position < count {
            position = pastPlainStringLanes(from: position)
            guard position < count else { break }
            let byte = text[position]
            if byteClasses[Int(byte)] & ByteClass.stringSpecial == 0 {
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                if let end = stringCloseEnd(at: position, kind: kind, pounds: pounds) {
                    return (.closed, position, end)
                }
                position += 1
            case UInt8(ascii: "'") where kind == .singleQuoted:
                return (.closed, position, position + 1)
            case UInt8(ascii: "\\"):
                guard hasPounds(at: position + 1, pounds) else {
                    position += 1 // a backslash in a raw string is just a character
                    continue
                }
                let escaped = position + 1 + pounds
                if escaped < count, text[escaped] == UInt8(ascii: "(") {
                    return (.interpolation, position, escaped + 1)
                }
                position = escaped
                // Skip the escaped character so `\"` does not close the string.
                // A line break is left for the loop: it ends a single-line string.
                if position < count, text[position] != UInt8(ascii: "\n"), text[position] != UInt8(ascii: "\r") {
                    position += text[position] < 0x80 ? 1 : decodeMultiByteScalar(text, position).length
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard kind == .multiLine else { return (.lineBreak, position, position) }
                position += 1
            case 0:
                return (.nul, position, position + 1)
            case 0x80...:
                let decoded = decodeMultiByteScalar(text, position)
                if decoded.scalar == invalidScalar { return (.invalidUTF8, position, position + decoded.length) }
                position += decoded.length
            default:
                position += 1
            }
        }
        return (.endOfFile, position, position)
    }

    /// From `offset`, past the whole vectors of string content that hold no `stringSpecial` byte;
    /// stops at a vector's first byte that may be one (also `#`, `&` and the blanks below 14, which
    /// the scalar loop passes), or where fewer than sixteen are left.
    @inline(__always)
    func pastPlainStringLanes(from offset: Int) -> Int {
        guard let base = text.baseAddress else { return offset }
        var offset = offset
        while offset + 16 <= count {
            let lanes = ByteLanes.load(base, at: offset)
            // Signed, NUL, CR, LF and every non-ASCII byte are below 14; `"` 0x22 and `'` 0x27 set
            // no bit outside 0x27 with 0x05 added (nor do `#` 0x23 and `&` 0x26).
            let mayStop = LaneSet(
                lanes.signed .< SIMD16<Int8>(repeating: 14)
                    .| (lanes | ByteLanes(repeating: 0x05) .== ByteLanes(repeating: 0x27))
                    .| (lanes .== ByteLanes(repeating: UInt8(ascii: "\\"))))
            if !mayStop.isEmpty { return offset + mayStop.first }
            offset += 16
        }
        return offset
    }

    /// At a `"` inside a string literal: past its closing delimiter when this
    /// quote closes it (`"`, `"""`, each followed by the literal's `#`s).
    @inline(__always)
    func stringCloseEnd(at offset: Int, kind: StringFrame.Kind, pounds: Int) -> Int? {
        switch kind {
        case .singleLine:
            return hasPounds(at: offset + 1, pounds) ? offset + 1 + pounds : nil
        case .multiLine:
            guard offset + 2 < count, text[offset + 1] == UInt8(ascii: "\""), text[offset + 2] == UInt8(ascii: "\""),
                hasPounds(at: offset + 3, pounds)
            else { return nil }
            return offset + 3 + pounds
        case .singleQuoted:
            return nil
        }
    }

    @inline(__always)
    func hasPounds(at offset: Int, _ pounds: Int) -> Bool {
        guard offset + pounds <= count else { return false }
        var index = offset
        while index < offset + pounds {
            if text[index] != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Whether the character before `start` touches it (not whitespace, an
    /// opening bracket, a separator, or the end of a block comment).
    func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch text[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && text[start - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(start >= 2 && text[start - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the character at `end` touches the token ending there.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < count else { return false }
        switch text[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            // `x^.y`: the `^` is postfix; `^.y`: prefix.
            return !leftBound
        case UInt8(ascii: "/"):
            return !(end + 1 < count && (text[end + 1] == UInt8(ascii: "/") || text[end + 1] == UInt8(ascii: "*")))
        case 0xC2:
            return !(end + 1 < count && text[end + 1] == 0xA0)
        default:
            return true
        }
    }

    /// Whether `from..<end` holds only `.`, `?` and `!`.
    func onlyKeyPathOptionals(_ from: Int, _ end: Int) -> Bool {
        for offset in from..<end {
            let byte = text[offset]
            if byte != UInt8(ascii: "."), byte != UInt8(ascii: "?"), byte != UInt8(ascii: "!") { return false }
        }
        return true
    }

    func onlyClosersAndOptionals(_ from: Int, _ end: Int) -> Bool {
        for offset in from..<end {
            let byte = text[offset]
            if byte != UInt8(ascii: ">"), byte != UInt8(ascii: "?"), byte != UInt8(ascii: "!") { return false }
        }
        return true
    }

    func containsBlockCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var offset = start
        while offset + 1 < end {
            if text[offset] == UInt8(ascii: "*"), text[offset + 1] == UInt8(ascii: "/") { return true }
            offset += 1
        }
        return false
    }

    /// swift-syntax's regex literal lexer: `/…/` and `#/…/#` (the latter may
    /// span lines when its opening delimiter ends the line). Returns nil when
    /// this is not a regex; when `mustBeRegex`, an unterminated literal
    /// instead (`terminated` false), ending before the offending line break.
    func scanRegex(from start: Int, mustBeRegex: Bool) -> (end: Int, terminated: Bool)? {
        var offset = start
        var pounds = 0
        while offset < count, text[offset] == UInt8(ascii: "#") {
            pounds += 1
            offset += 1
        }
        guard offset < count, text[offset] == UInt8(ascii: "/") else { return nil }
        let openSlash = offset
        offset += 1
        if pounds == 0 {
            if offset < count {
                let next = text[offset]
                // `/ 1 /` inside a result builder is two divisions.
                if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t"), !mustBeRegex { return nil }
                // `//` and `/*` start comments.
                if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            }
            if openSlash > 0, text[openSlash - 1] == UInt8(ascii: "*") { return nil }
        }
        // `#/` followed only by blanks to the end of the line: multi-line.
        var firstNewline = -1
        if pounds > 0 {
            var scan = offset
            while scan < count, text[scan] == UInt8(ascii: " ") || text[scan] == UInt8(ascii: "\t") { scan += 1 }
            if scan < count, text[scan] == UInt8(ascii: "\n") || text[scan] == UInt8(ascii: "\r") {
                firstNewline = scan
                offset = scan
            }
        }
        let multiLine = firstNewline >= 0
        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedBlank = -1

        func unterminated(at offset: Int) -> (end: Int, terminated: Bool)? {
            mustBeRegex ? (offset, false) : nil
        }

        while true {
            if offset < count, text[offset] == UInt8(ascii: "/") {
                var closeEnd = offset + 1
                var closePounds = 0
                if pounds > 0 {
                    while closeEnd < count, text[closeEnd] == UInt8(ascii: "#") {
                        closePounds += 1
                        closeEnd += 1
                    }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        // `/x//`: prefer the comment over the regex.
                        if closeEnd < count, text[closeEnd] == UInt8(ascii: "*") || text[closeEnd] == UInt8(ascii: "/")
                        {
                            return unterminated(at: offset)
                        }
                        // `/x /` ending in a blank is division when in doubt.
                        if lastUnescapedBlank >= 0, lastUnescapedBlank + 1 == offset, !mustBeRegex { return nil }
                    }
                    return (closeEnd, true)
                }
            }
            guard offset < count else { return unterminated(at: multiLine ? firstNewline : offset) }
            var byte = text[offset]
            var escaped = false
            if byte == UInt8(ascii: "\\") {
                escaped = true
                offset += 1
                guard offset < count else { return unterminated(at: multiLine ? firstNewline : offset) }
                byte = text[offset]
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                guard multiLine else { return unterminated(at: offset) }
                offset += 1
                continue
            }
            if byte >= 0x80 {
                offset += decodeMultiByteScalar(text, offset).length
                continue
            }
            offset += 1
            if escaped { continue }
            switch byte {
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    // An unbalanced `)` means this was division after all.
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastUnescapedBlank = offset - 1
            default:
                break
            }
        }
    }
}
