/// Tips a function typed to return some tip returns (`func tip(for step: Step) -> (any Tip)? { … return
/// Self.stepTip }`): its callers hand the result on (`.popoverTip(tip(for: .intro))`), which tiplint does
/// not follow through the call, so the tip may be shown (`tip_never_displayed` stays silent).
enum ReturnedTipRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        for scope in parsed.scopes.scopes
        where scope.kind == .function && parsed.is(scope.nameToken - 1, "func") && returnsTip(scope, in: parsed) {
            for value in resolver.returnedValues(in: (scope.open + 1)..<scope.close) {
                facts.returnedTips += resolver.tipTypes(of: value, at: value.lowerBound)
            }
        }
    }

    /// A result written `any Tip`, `(any Tip)?`, `some Tip` or `AnyTip`.
    private static func returnsTip(_ scope: Scope, in parsed: ParsedSwift) -> Bool {
        guard let arrow = (scope.nameToken..<scope.open).first(where: { parsed.is($0, "->") }) else { return false }
        return ((arrow + 1)..<scope.open).contains { index in
            parsed.is(index, "AnyTip")
                || (parsed.is(index, "Tip") && (parsed.is(index - 1, "any") || parsed.is(index - 1, "some")))
        }
    }
}
