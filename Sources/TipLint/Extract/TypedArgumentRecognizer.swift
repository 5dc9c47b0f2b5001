import SwiftScan

/// Call arguments whose value has a known type (`.tipIfAvailable(ShareTip())`,
/// `TipAnchor(tip: saveTip)`), so that a tip handed to a wrapper that displays it counts as
/// displayed where it is handed over. The merge keeps those that reach a wrapper's display site.
enum TypedArgumentRecognizer {
    /// Longer values are expressions, not a tip being passed.
    private static let longestValue = 16

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        for open in 1..<max(parsed.count, 1) where parsed.is(open, "(") {
            guard let callee = callee(before: open, in: parsed) else { continue }
            for (position, argument) in parsed.arguments(ofCallAt: open).enumerated() {
                let value = argument.valueRange
                guard !value.isEmpty, value.count <= longestValue, parsed.isChainName(value.lowerBound) else { continue }
                guard let type = resolver.tipType(of: value, at: open), type.first?.isUppercase == true else {
                    if let from = resolver.forwarding(of: value, at: open), from.callee != callee {
                        facts.forwardedArguments.append(
                            ForwardedArgument(callee: callee, label: argument.label, position: position, from: from))
                    }
                    continue
                }
                facts.typedArguments.append(TypedArgument(
                    callee: callee, label: argument.label, position: position, type: type, text: parsed.source(value),
                    location: parsed.location(value.lowerBound), context: parsed.context(value.lowerBound),
                    branch: parsed.branch(value.lowerBound)))
            }
        }
    }

    /// The called name: `name(`, `Type<Arg>(`, `Type.init(`; nil for declarations (`func name(`).
    private static func callee(before open: Int, in parsed: ParsedSwift) -> String? {
        var name = open - 1
        if parsed.is(name, ">") { name = genericArgumentsStart(endingAt: name, in: parsed) - 1 }
        if parsed.is(name, "init"), parsed.is(name - 1, ".") { name -= 2 }
        guard parsed.isIdentifier(name), !parsed.is(name - 1, "func"), !parsed.is(name - 1, "case") else { return nil }
        return parsed.text(name)
    }

    /// The `<` that opens the generic arguments ending at the `>` at `close` (a short, flat
    /// search: a comparison is never followed by `(` in a call position we care about).
    private static func genericArgumentsStart(endingAt close: Int, in parsed: ParsedSwift) -> Int {
        var depth = 0
        var index = close
        while index >= 0, close - index < longestValue {
            if parsed.is(index, ">") { depth += 1 }
            if parsed.is(index, "<") {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return close
    }
}
