import SwiftScan

/// The view types a file builds in each row of a `ForEach` (or a `List` over data): constructed in
/// the row closure itself, or in a member function that a row closure of the file calls
/// (`ForEach(tasks) { task in taskRow(for: task) }` with `func taskRow(for:)` building `TaskRowView`).
/// Not what a row navigates to or presents (a `NavigationLink` destination, a sheet): another screen.
/// The same walk records the modifiers each row applies (`RowModifierCallRecognizer`) and the views built with
/// Bool literals (`FlaggedConstructionRecognizer`).
enum RowBuiltViewRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        let arms = ExclusiveArms(parsed: parsed)
        var seen = Set<String>() // one place per type, loop and builder: the rule needs one per builder
        var rowCalledMembers: [String: String] = [:] // a function called in a row → that row's loop
        var candidates: [Int] = []
        var flaggedCalls: [(index: Int, flags: [String: Bool])] = []
        for index in 0..<parsed.count where parsed.isIdentifier(index) && parsed.is(index + 1, "(") {
            guard !parsed.is(index - 1, "func") else { continue }
            if parsed.is(index - 1, "."), !parsed.is(index - 2, "self") {
                // A modifier, not a view the row builds: what it applies in the row.
                if let call = RowModifierCallRecognizer.call(at: index, in: parsed, resolver: resolver, arms: arms) {
                    facts.rowModifierCalls.append(call)
                }
                continue
            }
            if parsed.isTypeName(index), let flags = FlaggedConstructionRecognizer.flags(at: index, in: parsed) {
                flaggedCalls.append((index, flags))
            }
            // A view a row navigates to or presents is another screen, not part of the row.
            if parsed.is(index - 1, ":") && parsed.is(index - 2, "destination")
                || arms.ownPresentation(at: index) != nil
            {
                continue
            }
            if let row = resolver.innermostRowClosure(at: index) {
                let loop = parsed.scopes.scopes[row].name ?? "ForEach"
                if parsed.isTypeName(index) {
                    let name = parsed.text(index)
                    if seen.insert("\(name) \(loop) \(parsed.scopes.enclosingTypeScope(at: index) ?? -1)").inserted {
                        let open = parsed.scopes.scopes[row].open
                        facts.rowBuiltViews.append(
                            RowBuiltView(
                                typeName: name, location: parsed.location(index), loop: loop,
                                inArm: arms.branchArms(at: index).contains { $0.group > open }))
                    }
                } else {
                    rowCalledMembers[parsed.text(index)] = loop
                }
            } else if parsed.isTypeName(index) {
                candidates.append(index)
            }
        }
        facts.flaggedConstructions = FlaggedConstructionRecognizer.soleConstructions(flaggedCalls, in: parsed)
        guard !rowCalledMembers.isEmpty else { return }
        for index in candidates {
            guard
                let member = parsed.scopes.ancestors(at: index).first(where: {
                    parsed.scopes.scopes[$0].kind == .function
                }),
                let name = parsed.scopes.scopes[member].name, let loop = rowCalledMembers[name],
                seen.insert("\(parsed.text(index)) \(loop) \(parsed.scopes.enclosingTypeScope(at: index) ?? -1)")
                    .inserted
            else { continue }
            facts.rowBuiltViews.append(
                RowBuiltView(
                    typeName: parsed.text(index), location: parsed.location(index), loop: loop,
                    inArm: !arms.branchArms(at: index).isEmpty))
        }
    }
}
