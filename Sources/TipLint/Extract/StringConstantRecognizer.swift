import SwiftScan

/// String constants declared in types and at file scope: `static let followed = "followed"`,
/// `let kKey = "k"`, `var id: String { "k" }`, `static let id = Self.key` (a reference the merge
/// follows), and the cases of a `String` enum (`case followed`, `case shared = "share"`), whose
/// raw value is the literal or the case name. Ids written through them resolve at the merge.
enum StringConstantRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        for binding in parsed.bindings.declarations(in: parsed, at: [.type, .file]) {
            let value =
                binding.initializer.map { $0..<resolver.expressionEnd(from: $0) }
                ?? binding.computedBody.map { singleExpression($0, in: parsed) }
            guard let value, let constant = constant(binding.name, value: value, at: binding.token, in: parsed) else {
                continue
            }
            facts.stringConstants.append(constant)
        }
        for (index, scope) in parsed.scopes.scopes.enumerated()
        where scope.kind == .type && isStringEnum(scope, in: parsed) {
            addCases(of: index, in: parsed, into: &facts)
        }
        // Sorted by owner and name, whatever order the bindings and enum cases come in.
        facts.stringConstants.sort {
            ($0.owner ?? "", $0.name, $0.value ?? "") < ($1.owner ?? "", $1.name, $1.value ?? "")
        }
    }

    /// A constant named `name` whose value is `range`: one plain string literal, or a reference chain.
    private static func constant(
        _ name: String, value range: Range<Int>, at site: Int, in parsed: ParsedSwift
    ) -> StringConstant? {
        let owner = parsed.scopes.enclosingType(at: site)?.name
        if range.count == 1, let literal = parsed.stringValue(range.lowerBound) {
            return StringConstant(owner: owner, name: name, value: literal)
        }
        let names = parsed.chain(from: range.lowerBound)
        guard let last = names.last, last + 1 == range.upperBound, names.count <= 4 else { return nil }
        return StringConstant(owner: owner, name: name, value: nil, reference: parsed.source(range))
    }

    /// `{ "k" }` or `{ return "k" }`: the expression.
    private static func singleExpression(_ body: Range<Int>, in parsed: ParsedSwift) -> Range<Int> {
        parsed.is(body.lowerBound, "return") ? (body.lowerBound + 1)..<body.upperBound : body
    }

    /// Whether a type body declares an enum with a `String` raw type.
    private static func isStringEnum(_ scope: Scope, in parsed: ParsedSwift) -> Bool {
        !scope.isExtension && parsed.is(scope.nameToken - 1, "enum") && scope.conformances.first == "String"
    }

    /// `case a, b = "x"` directly in the enum's body.
    private static func addCases(of enumScope: Int, in parsed: ParsedSwift, into facts: inout FileFacts) {
        let scope = parsed.scopes.scopes[enumScope]
        var index = scope.open + 1
        while index < scope.close {
            guard parsed.is(index, "case"), parsed.scopes.scope(at: index) == enumScope else {
                index += 1
                continue
            }
            index += 1
            while parsed.isIdentifier(index) {
                let name = parsed.text(index)
                var value = name
                var next = index + 1
                if parsed.is(next, "="), let literal = parsed.stringValue(next + 1) {
                    value = literal
                    next += 2
                }
                facts.stringConstants.append(StringConstant(owner: scope.name, name: name, value: value))
                guard parsed.is(next, ",") else {
                    index = next
                    break
                }
                index = next + 1
            }
        }
    }
}
