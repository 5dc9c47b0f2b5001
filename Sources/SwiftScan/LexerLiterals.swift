// Number and string literals.

extension Scanner {
    // MARK: Numbers

    /// Integer and floating-point literals, split exactly where swift-syntax
    /// splits them (`1.foo`, `x.0.1`, `0xff.description`). Letters glued to a
    /// number belong to it, as an invalid digit.
    mutating func lexNumber(from start: Int) {
        var offset = start
        var valid = true
        if text[offset] == UInt8(ascii: "0"), offset + 1 < count {
            switch text[offset + 1] {
            case UInt8(ascii: "x"):
                lexHexNumber(from: start)
                return
            case UInt8(ascii: "o"):
                offset = source.scanRadixDigits(from: offset + 2, valid: &valid) { $0 &- 0x30 < 8 }
                finishNumber(from: start, at: offset, valid: valid)
                return
            case UInt8(ascii: "b"):
                offset = source.scanRadixDigits(from: offset + 2, valid: &valid) { $0 &- 0x30 < 2 }
                finishNumber(from: start, at: offset, valid: valid)
                return
            default:
                break
            }
        }
        offset = source.scanDecimalDigits(from: offset)
        if offset < count, text[offset] == UInt8(ascii: ".") {
            // A fraction needs a digit after the dot; `1.description` and the
            // tuple path `x.0.1` are not floats.
            guard offset + 1 < count, isDigit(text[offset + 1]), previous != .period else {
                finishNumber(from: start, at: offset, valid: true)
                return
            }
            offset = source.scanDecimalDigits(from: offset + 1)
        } else if offset >= count || (text[offset] | 0x20) != UInt8(ascii: "e") {
            let end = source.scanIdentifierContinuation(from: offset)
            finishNumber(from: start, at: end, valid: end == offset)
            return
        }
        if offset < count, (text[offset] | 0x20) == UInt8(ascii: "e") {
            offset = source.scanExponent(from: offset + 1, valid: &valid)
        }
        finishNumber(from: start, at: offset, valid: valid)
    }

    /// `0x…`, including hex floats with a `p` exponent.
    mutating func lexHexNumber(from start: Int) {
        var offset = start + 2
        guard offset < count, isHexDigit(text[offset]) else {
            finishNumber(from: start, at: source.scanIdentifierContinuation(from: offset), valid: false)
            return
        }
        offset = source.scanHexDigits(from: offset)
        guard offset < count, text[offset] == UInt8(ascii: ".") || (text[offset] | 0x20) == UInt8(ascii: "p") else {
            let end = source.scanIdentifierContinuation(from: offset)
            finishNumber(from: start, at: end, valid: end == offset)
            return
        }
        var dot = -1
        if text[offset] == UInt8(ascii: ".") {
            dot = offset
            guard offset + 1 < count, isHexDigit(text[offset + 1]) else {
                finishNumber(from: start, at: dot, valid: true)
                return
            }
            offset = source.scanHexDigits(from: offset + 1)
            if offset >= count || (text[offset] | 0x20) != UInt8(ascii: "p") {
                // `0xff.description`: the dot is a member access.
                if offset + 1 < count, !isDigit(text[offset + 1]) {
                    finishNumber(from: start, at: dot, valid: true)
                } else {
                    finishNumber(from: start, at: offset, valid: false)
                }
                return
            }
        }
        offset += 1 // the `p`
        var signed = false
        if offset < count, text[offset] == UInt8(ascii: "+") || text[offset] == UInt8(ascii: "-") {
            offset += 1
            signed = true
        }
        guard offset < count, isDigit(text[offset]) else {
            if dot >= 0, !signed, dot + 1 < count, !isDigit(text[dot + 1]) {
                // `0xff.fp`: a member access again.
                finishNumber(from: start, at: dot, valid: true)
            } else {
                finishNumber(from: start, at: source.scanIdentifierContinuation(from: offset), valid: false)
            }
            return
        }
        offset = source.scanDecimalDigits(from: offset)
        let end = source.scanIdentifierContinuation(from: offset)
        finishNumber(from: start, at: end, valid: end == offset)
    }

    mutating func finishNumber(from start: Int, at end: Int, valid: Bool) {
        position = end
        if !valid { diagnose("invalid number literal", at: start) }
        emit(.number, from: start, then: .value)
    }

    // MARK: Strings

    /// Opens a string literal whose first quote follows `pounds` `#`s at `start`.
    mutating func beginString(from start: Int, pounds: Int) {
        let opening = source.stringOpening(at: start, pounds: pounds)
        openString(
            StringFrame(kind: opening.kind, pounds: Int32(pounds), start: Int32(start)), bodyStart: opening.bodyStart)
    }

    /// Swift has no single-quoted literals, but swift-syntax lexes them as one
    /// (to diagnose them); so do we.
    mutating func beginSingleQuotedString(from start: Int) {
        diagnose("single-quoted string literal; Swift strings use double quotes", at: start)
        openString(StringFrame(kind: .singleQuoted, pounds: 0, start: Int32(start)), bodyStart: start + 1)
    }

    mutating func openString(_ frame: StringFrame, bodyStart: Int) {
        if !inLiteral {
            inLiteral = true
            literalStart = Int(frame.start)
        }
        frames.append(.string(frame))
        position = bodyStart
    }

    /// Scans string content up to the closing delimiter, an interpolation, or
    /// (unterminated) the end of the line or file.
    mutating func scanStringBody(_ frame: StringFrame) {
        while true {
            let (stop, at, next) = source.scanStringContent(from: position, kind: frame.kind, pounds: Int(frame.pounds))
            position = next
            switch stop {
            case .closed:
                closeString()
                return
            case .interpolation:
                previous = .openParenOrSquare
                frames.append(.interpolation(parenDepth: 0, inSingleLineString: frame.kind != .multiLine))
                return
            case .nul:
                diagnose("NUL character in string literal", at: at)
            case .invalidUTF8:
                diagnose("invalid UTF-8 in string literal", at: at)
            case .lineBreak, .endOfFile:
                diagnose(
                    frame.kind == .multiLine ? "unterminated multi-line string literal" : "unterminated string literal",
                    at: Int(frame.start))
                closeString()
                return
            }
        }
    }

    /// Pops the innermost string; the outermost one becomes a token.
    mutating func closeString() {
        frames.removeLast()
        if frames.isEmpty {
            inLiteral = false
            let (line, column) = locate(literalStart)
            tokens.append(
                Token(
                    kind: .string, start: Int32(truncatingIfNeeded: literalStart),
                    end: Int32(truncatingIfNeeded: position),
                    line: line, column: column))
        }
        previous = .value
        previousKeyword = nil
    }

    /// One step inside `\(`…`)`: ordinary Swift, counted parentheses, until the
    /// `)` that closes it. In a single-line string a newline ends it unclosed
    /// (the string then reports itself unterminated).
    mutating func stepInInterpolation(parenDepth: Int32, inSingleLineString: Bool) {
        skipTrivia(stopAtNewline: inSingleLineString)
        guard position < count else {
            frames.removeLast()
            return
        }
        switch text[position] {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            frames.removeLast()
        case UInt8(ascii: "("):
            position += 1
            previous = .openParenOrSquare
            frames[frames.count - 1] = .interpolation(
                parenDepth: parenDepth + 1, inSingleLineString: inSingleLineString)
        case UInt8(ascii: ")"):
            position += 1
            previous = .closing
            if parenDepth == 0 {
                frames.removeLast()
            } else {
                frames[frames.count - 1] = .interpolation(
                    parenDepth: parenDepth - 1, inSingleLineString: inSingleLineString)
            }
        default:
            lexToken()
        }
    }
}
