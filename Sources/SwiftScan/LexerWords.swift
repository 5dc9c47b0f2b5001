// Token dispatch, words (identifiers, keywords, attributes, pound words) and
// the characters that start no token.

extension Scanner {
    /// Lexes the token at `position` (not trivia, not end of file).
    mutating func lexToken() {
        let start = position
        let byte = text[start]
        let regexPreferred = preferRegex
        preferRegex = false
        switch tokenStarts[Int(byte)] {
        case .identifier:
            lexIdentifier(from: start, restAt: start + 1)
        case .digit:
            lexNumber(from: start)
        case .doubleQuote:
            beginString(from: start, pounds: 0)
        case .singleQuote:
            beginSingleQuotedString(from: start)
        case .pound:
            lexPound(from: start)
        case .at:
            lexAttribute(from: start)
        case .dollar:
            position = source.scanIdentifierContinuation(from: start + 1)
            emit(.identifier, from: start, then: .value)
        case .backtick:
            lexBacktick(from: start)
        case .openParenOrSquare:
            position += 1
            emit(.punctuation, from: start, then: .openParenOrSquare)
        case .openBrace:
            position += 1
            emit(.punctuation, from: start, then: .openBrace)
        case .closer:
            position += 1
            emit(.punctuation, from: start, then: .closing)
        case .commaOrColon:
            position += 1
            emit(.punctuation, from: start, then: .commaOrColon)
        case .semicolon:
            position += 1
            emit(.punctuation, from: start, then: .semicolonOrInfixQuestion)
        case .backslash:
            position += 1
            emit(.punctuation, from: start, then: .backslash)
        case .lessThan:
            if skipConflictMarker(from: start) {
                preferRegex = regexPreferred
            } else if let end = source.editorPlaceholderEnd(from: start) {
                position = end
                emit(.identifier, from: start, then: .value)
            } else {
                lexOperator(from: start, firstLength: 1, regexPreferred: regexPreferred)
            }
        case .bangOrQuestion:
            if source.isLeftBound(start) {
                // Postfix `!`/`?` stand alone: `a?.b`, `x!`, `try?`.
                let afterTry = previousKeyword == .try
                position += 1
                emit(.operator, from: start, then: .postfixOperator)
                preferRegex = afterTry
            } else {
                lexOperator(from: start, firstLength: 1, regexPreferred: regexPreferred)
            }
        case .operatorCharacter:
            if byte == UInt8(ascii: ">"), skipConflictMarker(from: start) {
                preferRegex = regexPreferred
            } else {
                lexOperator(from: start, firstLength: 1, regexPreferred: regexPreferred)
            }
        case .invalidASCII:
            position += 1
            emitError(from: start, byte == 0 ? "NUL character in source" : "invalid control character in source")
        case .nonASCII:
            lexNonASCII(from: start, regexPreferred: regexPreferred)
        }
    }

    /// A version-control conflict (`<<<<<<< ` … `>>>>>>> ` lines) is trivia
    /// to Swift, as a comment is: skipped whole, kept as a comment, diagnosed.
    mutating func skipConflictMarker(from start: Int) -> Bool {
        guard start + 4 < count, text[start + 1] == text[start] else { return false }
        // Once a search for a closing marker failed, later ones fail too.
        let kind: UInt8 = text[start] == UInt8(ascii: "<") ? 1 : 2
        guard unclosedConflictMarkers & kind == 0 else { return false }
        guard let end = source.conflictMarkerEnd(from: start) else {
            if source.hasPrefix(kind == 1 ? "<<<<<<< " : ">>>> ", at: start) { unclosedConflictMarkers |= kind }
            return false
        }
        diagnose("version-control conflict marker", at: start)
        position = end
        emitComment(from: start)
        return true
    }

    mutating func lexNonASCII(from start: Int, regexPreferred: Bool) {
        let decoded = decodeScalar(text, start)
        let scalar = decoded.scalar
        if scalar == invalidScalar {
            position = start + decoded.length
            emitError(from: start, "invalid UTF-8")
        } else if isIdentifierStartScalar(scalar) {
            lexIdentifier(from: start, restAt: start + decoded.length)
        } else if isOperatorStartScalar(scalar) {
            lexOperator(from: start, firstLength: decoded.length, regexPreferred: regexPreferred)
        } else if isIdentifierContinueScalar(scalar) {
            position = source.scanIdentifierContinuation(from: start + decoded.length)
            diagnose("an identifier cannot start with this character", at: start)
            emit(.identifier, from: start, then: .value)
        } else {
            position = start + decoded.length
            let isCurlyQuote = scalar == 0x201C || scalar == 0x201D
            emitError(
                from: start,
                isCurlyQuote
                    ? "curly quote (U+\(hexDigits(scalar))) used instead of a straight quote"
                    : "invalid character U+\(hexDigits(scalar)) in source")
        }
    }

    mutating func lexIdentifier(from start: Int, restAt rest: Int) {
        position = source.scanIdentifierContinuation(from: rest)
        let length = position - start
        if length <= 15, text[start] < 0x80, let role = Keywords.role(text.baseAddress! + start, length) {
            let next: Previous =
                switch role {
                case .expression: .expressionKeyword
                case .wildcard: .value
                case .other, .try, .function, .declaresOperator: .keyword
                }
            emit(.keyword, from: start, then: next)
            previousKeyword = role
        } else {
            emit(.identifier, from: start, then: .value)
        }
    }

    /// `` `name` `` (and Swift 6 raw identifiers such as `` `test name` ``);
    /// a lone backtick is punctuation.
    mutating func lexBacktick(from start: Int) {
        if let end = source.closingBacktick(after: start) {
            position = end + 1
            if end == start + 1 { diagnose("empty backticked identifier", at: start) }
            emit(.identifier, from: start, then: .value)
        } else {
            position = start + 1
            emit(.punctuation, from: start, then: .noExpression)
        }
    }

    /// `@name`, `` @`name` `` and `@$name` are attributes; a bare `@` is punctuation.
    mutating func lexAttribute(from start: Int) {
        if let nameEnd = source.identifierEnd(at: start + 1) ?? source.escapedOrDollarNameEnd(at: start + 1) {
            position = nameEnd
            emit(.attribute, from: start, then: .noExpression)
        } else {
            position = start + 1
            emit(.punctuation, from: start, then: .noExpression)
        }
    }

    /// `#"raw"#`, `#/regex/#`, `#if`, `#Preview` (`` #`name` ``, `#$name`), or a bare `#`.
    mutating func lexPound(from start: Int) {
        var afterPounds = start
        while afterPounds < count, text[afterPounds] == UInt8(ascii: "#") {
            afterPounds += 1
            WorkMeter.count()
        }
        if afterPounds < count {
            if text[afterPounds] == UInt8(ascii: "\"") {
                beginString(from: start, pounds: afterPounds - start)
                return
            }
            if text[afterPounds] == UInt8(ascii: "/"), let regex = source.scanRegex(from: start, mustBeRegex: true) {
                position = regex.end
                if !regex.terminated { diagnose("unterminated regex literal", at: start) }
                emit(.regex, from: start, then: .value)
                return
            }
        }
        // A run of `#`s that opens no literal is bare `#`s up to the last,
        // which may start a name (`##if`): emitted here, not one run count each.
        var start = start
        while start < afterPounds - 1 {
            position = start + 1
            emit(.punctuation, from: start, then: .noExpression)
            start += 1
        }
        if let nameEnd = source.identifierEnd(at: start + 1) ?? source.escapedOrDollarNameEnd(at: start + 1) {
            position = nameEnd
            emit(.pound, from: start, then: source.isConditionalDirective(start, nameEnd) ? .directive : .value)
        } else {
            position = start + 1
            emit(.punctuation, from: start, then: .noExpression)
        }
    }

}

/// Four or more uppercase hex digits, as in U+00A0.
private func hexDigits(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
