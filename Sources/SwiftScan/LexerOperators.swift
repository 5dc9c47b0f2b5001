// Operators and regex literals, decided the way swift-syntax's lexer decides
// them: by operator characters, by the whitespace around them ("bound"), and
// by whether the previous token leaves room for an expression.

extension Scanner {
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

    /// An operator (or `=`/`.`/regex) starting at `start`, whose first
    /// character is `firstLength` bytes long.
    mutating func lexOperator(from start: Int, firstLength: Int, regexPreferred: Bool) {
        let startsWithDot = text[start] == UInt8(ascii: ".")
        var end = start + firstLength
        while end < count {
            let byte = text[end]
            if byte < 0x80 {
                guard isASCIIOperatorCharacter(byte) else { break }
                // A dot continues only an operator that began with one.
                if byte == UInt8(ascii: "."), !startsWithDot { break }
                if byte == UInt8(ascii: "<"), editorPlaceholderEnd(from: end) != nil { break }
                end += 1
            } else {
                let decoded = decodeMultiByteScalar(text, end)
                guard decoded.scalar != invalidScalar, isOperatorContinueScalar(decoded.scalar) else { break }
                end += decoded.length
            }
        }

        // The first `/` in the operator may open a regex literal.
        var slash = start
        while slash < end, text[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < end,
           let regex = regexInOperator(at: slash, operatorStart: start, operatorEnd: end, regexPreferred: regexPreferred) {
            if slash > start { emitOperator(from: start, to: slash) }
            position = regex.end
            if !regex.terminated { diagnose("unterminated regex literal", at: slash) }
            emit(.regex, from: slash, then: .value)
            return
        }

        // `//` or `/*` inside an operator starts a comment.
        if end - start > 2 {
            var offset = start + 1
            while offset < end - 1 {
                if text[offset] == UInt8(ascii: "/"),
                   text[offset + 1] == UInt8(ascii: "/") || text[offset + 1] == UInt8(ascii: "*") {
                    end = offset
                    break
                }
                offset += 1
            }
        }

        // The spec emits a run of `>` one per token, so `Set<Array<Int>>` and
        // `Binding<String>?` close their generic arguments one by one.
        if text[start] == UInt8(ascii: ">"), end - start > 1, onlyClosersAndOptionals(start + 1, end) {
            end = start + 1
        }
        emitOperator(from: start, to: end)
    }

    private func onlyClosersAndOptionals(_ from: Int, _ end: Int) -> Bool {
        for offset in from..<end {
            let byte = text[offset]
            if byte != UInt8(ascii: ">"), byte != UInt8(ascii: "?"), byte != UInt8(ascii: "!") { return false }
        }
        return true
    }

    /// Emits the operator at `start..<end`, classified as swift-syntax does.
    mutating func emitOperator(from start: Int, to end: Int) {
        position = end
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let length = end - start
        if length == 1 {
            switch text[start] {
            case UInt8(ascii: "="):
                emit(.punctuation, from: start, then: .binaryOperator)
                return
            case UInt8(ascii: "."):
                emit(.punctuation, from: start, then: .period)
                return
            case UInt8(ascii: "?") where !leftBound:
                emit(.operator, from: start, then: .semicolonOrInfixQuestion)
                return
            default:
                break
            }
        } else if length == 2, text[start] == UInt8(ascii: "-"), text[start + 1] == UInt8(ascii: ">") {
            emit(.operator, from: start, then: .noExpression)
            return
        }
        if containsBlockCommentEnd(start, end) {
            emitError(from: start, "unexpected end of block comment")
            return
        }
        let kind: Previous = leftBound == rightBound ? .binaryOperator : leftBound ? .postfixOperator : .prefixOperator
        emit(.operator, from: start, then: kind)
    }

    private func containsBlockCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var offset = start
        while offset + 1 < end {
            if text[offset] == UInt8(ascii: "*"), text[offset + 1] == UInt8(ascii: "/") { return true }
            offset += 1
        }
        return false
    }

    /// swift-syntax's `tryScanOperatorAsRegexLiteral`: whether the `/` at
    /// `slash`, inside the operator `operatorStart..<operatorEnd`, opens a regex.
    func regexInOperator(at slash: Int, operatorStart: Int, operatorEnd: Int, regexPreferred: Bool)
        -> (end: Int, terminated: Bool)? {
        let leftBound = isLeftBound(operatorStart)
        // Left-bound: a postfix `/` (or division `a/b`), never a regex.
        guard !leftBound else { return nil }
        // `func /(…)`, `operator /^/`: the operator is a name.
        guard previousKeyword != .declaresOperator else { return nil }
        var mustBeRegex = false
        if leftBound == isRightBound(operatorEnd, leftBound: leftBound) {
            // Looks binary (` / `): a regex only where an expression can start.
            // After `try?` it must be one: `try` never starts a binary operand.
            mustBeRegex = regexPreferred
            if !mustBeRegex, !previous.allowsRegex { return nil }
            // In an argument list an unapplied operator is legal (`reduce(0, /)`);
            // elsewhere a binary operator cannot stand here, so commit to a regex.
            switch previous {
            case .openParenOrSquare, .commaOrColon: break
            default: mustBeRegex = true
            }
        }
        return scanRegex(from: slash, mustBeRegex: mustBeRegex)
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
                if (next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")), !mustBeRegex { return nil }
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
                        if closeEnd < count, text[closeEnd] == UInt8(ascii: "*") || text[closeEnd] == UInt8(ascii: "/") {
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
