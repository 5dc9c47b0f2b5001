import SwiftScan

/// `Name(id: …)` and `Name(…, id: …)` where the `id` given is text made from per-launch data
/// (`RowTip(id: UUID().uuidString)`); the merge knows which `Name`s are tips that keep it.
enum PerLaunchIDArgumentRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let reader = PerLaunchValueReader(parsed)
        for index in 0..<parsed.count where parsed.is(index, "id") && parsed.is(index + 1, ":") {
            guard parsed.is(index - 1, "(") || parsed.is(index - 1, ","),
                let open = enclosingParenthesis(of: index, in: parsed), parsed.isTypeName(open - 1),
                let value = parsed.arguments(ofCallAt: open).first(where: { $0.label == "id" })?.valueRange,
                value.lowerBound == index + 2, reader.isText(value), let source = reader.source(in: value)
            else { continue }
            facts.perLaunchIDArguments.append(
                PerLaunchIDArgument(
                    callee: parsed.text(open - 1), value: source.given(at: parsed.location(value.lowerBound)),
                    context: parsed.context(index), branch: parsed.branch(index)))
        }
    }

    /// How many earlier arguments the walk back steps over: calls that build a tip take a few.
    private static let stepLimit = 64

    /// The `(` of the argument list the label at `label` is in: back over earlier arguments.
    static func enclosingParenthesis(of label: Int, in parsed: ParsedSwift) -> Int? {
        var index = label - 1
        var steps = 0
        while index >= 0, steps < stepLimit {
            steps += 1
            if parsed.is(index, "(") { return index }
            if parsed.is(index, ")") || parsed.is(index, "]") || parsed.is(index, "}") {
                guard let open = parsed.partner(index) else { return nil }
                index = open - 1
                continue
            }
            if parsed.is(index, "{") || parsed.is(index, "[") || parsed.is(index, ";") { return nil }
            index -= 1
        }
        return nil
    }
}
