import SwiftScan

/// Every read of a `TipGroup`'s `currentTip` (any `currentTip` the file writes): cast to one tip
/// (`group.currentTip as? ShareTip`, also inside `(currentTip as? ShareTip) != nil`), or not. A read that
/// only moves the value on is no read: a `let`/`var currentTip` declaration, an argument labelled
/// `currentTip:` (it lands in a property or parameter of that name, whose reads are read here too), and the
/// value of `(… (currentTip as? ShareTip) != nil …) ? currentTip : nil`, which its condition's cast reads. A
/// parameter naming its argument apart (`currentTip tip: (any Tip)?`) is a read of any tip: that name is not
/// followed.
enum GroupTipReadRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        for index in 0..<parsed.count where parsed.isIdentifier(index) && parsed.is(index, "currentTip") {
            if parsed.is(index - 1, "let") || parsed.is(index - 1, "var") { continue }
            if parsed.is(index + 1, ":"), parsed.is(index - 1, "(") || parsed.is(index - 1, ",") { continue }
            if let type = castType(after: index, in: parsed) {
                facts.groupTipReads.append(GroupTipRead(location: parsed.location(index), castType: type))
                continue
            }
            if isLabelledArgument(endingWith: index, in: parsed) || isGuardedByCast(index, in: parsed) { continue }
            facts.groupTipReads.append(GroupTipRead(location: parsed.location(index), castType: nil))
        }
    }

    /// `currentTip as? T` or `as! T`: `T` as written, when it names a type of its own (not `any Tip`, `Tip`).
    private static func castType(after index: Int, in parsed: ParsedSwift) -> String? {
        guard parsed.is(index + 1, "as"), parsed.is(index + 2, "?") || parsed.is(index + 2, "!") else { return nil }
        let type = parsed.chain(from: index + 3)
        guard let last = type.last, !parsed.is(last, "Tip"), parsed.isTypeName(type[0]) else { return nil }
        return parsed.dotted(type)
    }

    /// The whole argument `currentTip: [condition ?] [value.]currentTip [: nil]`.
    private static func isLabelledArgument(endingWith index: Int, in parsed: ParsedSwift) -> Bool {
        var start = parsed.chain(endingAt: index).first ?? index
        var end = index + 1
        if parsed.is(end, ":"), parsed.is(end + 1, "nil") { end += 2 }
        guard parsed.is(end, ",") || parsed.is(end, ")") else { return false }
        if parsed.is(start - 1, "?") {
            // The condition: a chain or a parenthesized expression.
            var condition = start - 2
            if parsed.is(condition, ")"), let open = parsed.partner(condition) { condition = open }
            start = parsed.chain(endingAt: condition).first ?? condition
        }
        return parsed.is(start - 1, ":") && parsed.is(start - 2, "currentTip")
            && (parsed.is(start - 3, "(") || parsed.is(start - 3, ","))
    }

    /// The longest condition `guardedCastChoice` reads: conditions nested in conditions must not each be read again.
    static let conditionLimit = 256

    /// `(… (currentTip as? T) != nil …) ? currentTip : nil`: shown only when the cast succeeds, as the display
    /// site reads it (`guardedCastChoice`).
    private static func isGuardedByCast(_ index: Int, in parsed: ParsedSwift) -> Bool {
        let start = parsed.chain(endingAt: index).first ?? index
        guard parsed.is(index + 1, ":"), parsed.is(index + 2, "nil"), parsed.is(start - 1, "?"),
            parsed.is(start - 2, ")"), let open = parsed.partner(start - 2)
        else { return false }
        return guardedCastChoice(in: open..<(index + 3), in: parsed) != nil
    }

    /// `(… (value as? Type) != nil …) ? value : nil` (`(showButton && (currentTip as? ScanShareTip) != nil) ?
    /// currentTip : nil`): the value, shown only as that type.
    static func guardedCastChoice(in argument: Range<Int>, in parsed: ParsedSwift) -> CastChoice? {
        let range = parsed.unparenthesized(argument)
        guard parsed.is(range.lowerBound, "("), let close = parsed.partner(range.lowerBound),
            parsed.is(close + 1, "?"), close - range.lowerBound <= conditionLimit
        else { return nil }
        var value = parsed.chain(from: close + 2)
        guard let last = value.last, parsed.is(last + 1, ":"), parsed.is(last + 2, "nil"), last + 3 == range.upperBound
        else { return nil }
        if parsed.is(value[0], "self") { value.removeFirst() }
        guard !value.isEmpty else { return nil }
        let written = parsed.dotted(value)
        for cast in (range.lowerBound + 1)..<close where parsed.is(cast, "as") && parsed.is(cast + 1, "?") {
            var castValue = parsed.chain(endingAt: cast - 1)
            if let first = castValue.first, parsed.is(first, "self") { castValue.removeFirst() }
            let type = parsed.chain(from: cast + 2)
            guard !castValue.isEmpty, parsed.dotted(castValue) == written, let first = type.first,
                parsed.isTypeName(first), !parsed.is(type.last!, "Tip"), parsed.is(type.last! + 1, ")"),
                parsed.is(type.last! + 2, "!="), parsed.is(type.last! + 3, "nil")
            else { continue }
            return CastChoice(value: written, type: parsed.dotted(type))
        }
        return nil
    }
}
