import SwiftScan

/// Whether an `if` in a view reads only state every instance of the view shares, so that every row of a list
/// takes the same arm (real apps, round 59: a row view choosing its layout by a preference,
/// `if let mode = prefs.state[.layout] as? Mode, mode == .big`, builds the big row, and the tip in it, in every row
/// whenever that preference is set). Shared state: the environment (`@Environment`, `@EnvironmentObject`), app or
/// scene storage, a static member or a type's (`Settings.shared.compact`), and a property holding a shared object
/// (`@ObservedObject var prefs = Preferences.shared`). Not shared: any other property (the row's data, its own
/// `@State`), a parameter or a local from outside the condition, or a call on one of them.
enum SharedCondition {
    /// Whether the condition of the `if` heading `block` reads only shared state and names it binds itself.
    static func holds(for block: Scope, in parsed: ParsedSwift) -> Bool {
        guard block.head >= 0, parsed.is(block.head, "if") else { return false }
        var bound: Set<String> = []
        var readsState = false
        var index = block.head + 1
        while index < block.open {
            if parsed.kind(index) == .identifier && !parsed.is(index - 1, ".") {
                if parsed.is(index - 1, "let") || parsed.is(index - 1, "var") {
                    // `if let x = …` binds x; the shorthand `if let x` reads the property x.
                    guard parsed.is(index + 1, "=") || parsed.is(index + 1, ":") else { return false }
                    bound.insert(parsed.text(index))
                } else if parsed.isCapitalizedName(index) {
                    // A type: what it holds statically, every instance shares.
                    readsState = true
                } else {
                    let name = parsed.text(index)
                    if !bound.contains(name) {
                        guard isShared(name, at: index, in: parsed) else { return false }
                        readsState = true
                    }
                }
            } else if parsed.is(index, "self") && !parsed.is(index + 1, ".") || isCall(index, parsed) {
                // The instance itself, or a method call, may read anything of it.
                return false
            }
            index += 1
        }
        return readsState
    }

    /// Whether the `(` or `{` at `index` calls a function or method (`prefs.isBig(reel)`) or passes a closure: what it
    /// returns may read anything of the instance. A type's construction (`Mode(rawValue: raw)`) is no such call: its
    /// arguments are read with the rest of the condition.
    private static func isCall(_ index: Int, _ parsed: ParsedSwift) -> Bool {
        parsed.is(index, "(") && parsed.isIdentifier(index - 1) && !parsed.isCapitalizedName(index - 1)
            || parsed.is(index, "{")
    }

    /// Whether the property `name` read at `site` holds state every instance shares.
    private static func isShared(_ name: String, at site: Int, in parsed: ParsedSwift) -> Bool {
        guard let binding = parsed.bindings.lookup(name, at: site, in: parsed),
            parsed.scopes.scopes[binding.scope].kind == .type
        else { return false }
        let modifiers = parsed.declarationModifiers(before: binding.token - 1)
        if modifiers.contains(where: { parsed.is($0, "static") }) { return true }
        if modifiers.contains(where: { parsed.isOne(of: environmentAttributes, $0) }) { return true }
        // A property holding a shared object: `= Preferences.shared`, a type's member with no call.
        guard let start = binding.initializer, parsed.isCapitalizedName(start), parsed.is(start + 1, ".") else {
            return false
        }
        var end = start
        while parsed.is(end + 1, "."), parsed.isIdentifier(end + 2) { end += 2 }
        return !parsed.is(end + 1, "(") && !parsed.is(end + 1, "{")
    }

    private static let environmentAttributes: [StaticString] = [
        "@Environment", "@EnvironmentObject", "@AppStorage", "@SceneStorage",
    ]
}
