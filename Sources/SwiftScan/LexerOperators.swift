// Operators and regex literals, decided the way swift-syntax's lexer decides
// them: by operator characters, by the whitespace around them ("bound"), and
// by whether the previous token leaves room for an expression.

extension Scanner {
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
                if byte == UInt8(ascii: "<"), source.editorPlaceholderEnd(from: end) != nil { break }
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
            let regex = regexInOperator(
                at: slash, operatorStart: start, operatorEnd: end, regexPreferred: regexPreferred)
        {
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
                    text[offset + 1] == UInt8(ascii: "/") || text[offset + 1] == UInt8(ascii: "*")
                {
                    end = offset
                    break
                }
                offset += 1
            }
        }

        // `func ==<T>(…)`: the `<` opening the generic parameters is not part
        // of the operator's name (Swift's parser splits it off the same way).
        if previousKeyword == .function, end - start > 1, text[end - 1] == UInt8(ascii: "<"),
            source.identifierEnd(at: end) != nil
        {
            end -= 1
        }

        // The spec emits a run of `>` one per token, so `Set<Array<Int>>` and
        // `Binding<String>?` close their generic arguments one by one (and
        // the `?`/`!` after them are postfix, one per token, as elsewhere).
        if text[start] == UInt8(ascii: ">"), end - start > 1, source.onlyClosersAndOptionals(start + 1, end) {
            for offset in start..<end { emitOperator(from: offset, to: offset + 1) }
            return
        }
        // `\.?.name`, `\Item.?!.name`: a key path's optional components, one
        // per token, as Swift's parser reads them.
        // (A left-bound `.?`/`.!` is nothing else in valid Swift; other dot
        // operators stay whole: `@_effects(notEscaping self.**)`.)
        if startsWithDot, end - start > 1, text[start + 1] != UInt8(ascii: "."),
            previous == .backslash || source.isLeftBound(start), source.onlyKeyPathOptionals(start, end)
        {
            for offset in start..<end { emitOperator(from: offset, to: offset + 1) }
            return
        }
        emitOperator(from: start, to: end)
    }

    /// Emits the operator at `start..<end`, classified as swift-syntax does.
    mutating func emitOperator(from start: Int, to end: Int) {
        position = end
        let leftBound = source.isLeftBound(start)
        let rightBound = source.isRightBound(end, leftBound: leftBound)
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
        if source.containsBlockCommentEnd(start, end) {
            emitError(from: start, "unexpected end of block comment")
            return
        }
        let kind: Previous = leftBound == rightBound ? .binaryOperator : leftBound ? .postfixOperator : .prefixOperator
        emit(.operator, from: start, then: kind)
    }

    /// swift-syntax's `tryScanOperatorAsRegexLiteral`: whether the `/` at
    /// `slash`, inside the operator `operatorStart..<operatorEnd`, opens a regex.
    func regexInOperator(
        at slash: Int, operatorStart: Int, operatorEnd: Int, regexPreferred: Bool
    )
        -> (end: Int, terminated: Bool)?
    {
        let leftBound = source.isLeftBound(operatorStart)
        // Left-bound: a postfix `/` (or division `a/b`), never a regex.
        guard !leftBound else { return nil }
        // `func /(…)`, `operator /^/`: the operator is a name.
        guard previousKeyword != .function, previousKeyword != .declaresOperator else { return nil }
        var mustBeRegex = false
        if leftBound == source.isRightBound(operatorEnd, leftBound: leftBound) {
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
        return source.scanRegex(from: slash, mustBeRegex: mustBeRegex)
    }

}
