import SwiftScan

/// `Name(label: "…")` and `Name(…, label: "…", …)`: a plain string literal (no interpolation) that is
/// the whole of a labelled argument to a type's initializer. Which `Name`s are tips taking copy that
/// way is known only once every file is read.
enum LiteralTextArgumentRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        for index in 0..<parsed.count where parsed.kind(index) == .string {
            guard parsed.is(index - 1, ":"), parsed.isIdentifier(index - 2),
                parsed.is(index - 3, "(") || parsed.is(index - 3, ","),
                parsed.is(index + 1, ")") || parsed.is(index + 1, ","),
                let open = PerLaunchIDArgumentRecognizer.enclosingParenthesis(of: index - 2, in: parsed),
                parsed.isTypeName(open - 1), let text = parsed.stringValue(index)
            else { continue }
            facts.literalTextArguments.append(
                LiteralTextArgument(
                    callee: parsed.text(open - 1), label: parsed.text(index - 2), text: text,
                    site: FactSite(
                        location: parsed.location(index), context: parsed.context(index),
                        branch: parsed.branch(index))))
        }
    }
}
