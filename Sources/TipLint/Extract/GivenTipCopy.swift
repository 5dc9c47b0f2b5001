/// A tip whose title or message shows, as written, a stored `String` property that its memberwise
/// init takes (`var titleValue: String = ""`, `var title: Text { Text(titleValue) }`): the copy is
/// whoever builds the tip's (`ShowButtonTip(titleValue: "Speak")`), one tip type for many copies.
enum GivenTipCopy {
    /// The property `value` shows, when `value` is only `Text(name)`, `Text(verbatim: name)` or
    /// `Text(self.name)` and `name` is such a property of the struct whose body is scope `body`.
    /// Nil for anything built or transformed (`Text(name.uppercased())`), a `LocalizedStringKey`
    /// (looked up, not shown as written), or a type with an init of its own (its labels need not
    /// be the properties, nor its values stored as given).
    static func property(shownBy value: Range<Int>, ofBody body: Int, in parsed: ParsedSwift) -> String? {
        let start = value.lowerBound
        guard value.count >= 4, parsed.is(start, "Text"), parsed.is(start + 1, "("),
            parsed.partner(start + 1) == value.upperBound - 1
        else { return nil }
        let inside = (start + 2)..<(value.upperBound - 1)
        let name: Int
        switch inside.count {
        case 1: name = inside.lowerBound
        case 3 where parsed.is(inside.lowerBound + 1, ":") && parsed.is(inside.lowerBound, "verbatim"),
            3 where parsed.is(inside.lowerBound + 1, ".") && parsed.is(inside.lowerBound, "self"):
            name = inside.lowerBound + 2
        default: return nil
        }
        guard parsed.isIdentifier(name) else { return nil }
        let property = parsed.text(name)
        return isMemberwiseString(property, ofBody: body, in: parsed) ? property : nil
    }

    /// Whether the struct's memberwise init takes `property` as a `String`: a stored `var` (with or
    /// without a default) or a `let` without one, and no `init` written in the body.
    private static func isMemberwiseString(_ property: String, ofBody body: Int, in parsed: ParsedSwift) -> Bool {
        let scope = parsed.scopes.scopes[body]
        guard scope.kind == .type, !scope.isExtension, parsed.is(scope.nameToken - 1, "struct") else { return false }
        var found = false
        for index in (scope.open + 1)..<scope.close where parsed.scopes.scope(at: index) == body {
            if parsed.is(index, "init"), !parsed.is(index - 1, "."), !parsed.is(index - 1, "self") { return false }
            guard parsed.is(index, "var") || parsed.is(index, "let"), parsed.text(index + 1) == property,
                !parsed.declarationModifiers(before: index).contains(where: {
                    parsed.is($0, "static") || parsed.is($0, "class")
                }),
                parsed.is(index + 2, ":"), parsed.is(index + 3, "String")
            else { continue }
            let after = index + 4
            let hasDefault = parsed.is(after, "=")
            // `{` after the type: computed (or observed), not shown as given.
            if parsed.is(after, "{") || parsed.is(after, "?") || parsed.is(after, "!") { return false }
            if parsed.is(index, "let") && hasDefault { return false }
            found = true
        }
        return found
    }
}
