import SwiftScan

/// Modifier calls in each row of a `ForEach` (or a `List` over data) that take nothing from the row:
/// `.editSheetTip(.color)` or `.saveTip()` on a row's view. A View extension of the project's that anchors a
/// tip (`func editSheetTip(_ kind: Kind) -> some View { switch kind { case .color: popoverTip(ColorTip()) … } }`)
/// anchors it in every row such a call is in. `RowBuiltViewRecognizer`'s walk over the file's calls asks it.
enum RowModifierCallRecognizer {
    /// The row modifier call whose name is at `index` (after a `.`, before its `(`), if it is one.
    static func call(
        at index: Int, in parsed: ParsedSwift, resolver: TipResolver, arms: ExclusiveArms
    )
        -> RowModifierCall?
    {
        // A modifier of the view just built or modified: `Image(…).name(`, `}.name(`; not `value.name(`.
        guard parsed.is(index - 2, ")") || parsed.is(index - 2, "}") || parsed.is(index - 2, "]"),
            parsed.firstByte(index) &- UInt8(ascii: "a") < 26,
            let row = resolver.innermostRowClosure(at: index)
        else { return nil }
        let arguments = parsed.arguments(ofCallAt: index + 1)
        var caseArgument: String?
        if let only = arguments.first, arguments.count == 1 {
            // One unlabelled `.case`: the same for every row.
            let value = only.valueRange
            guard only.label == nil, value.count == 2, parsed.is(value.lowerBound, "."),
                parsed.isIdentifier(value.lowerBound + 1)
            else { return nil }
            caseArgument = parsed.text(value.lowerBound + 1)
        } else if !arguments.isEmpty {
            return nil
        }
        // Within its own row: an outer row's test (`if day.sessions.isEmpty`) decides whether the rows exist.
        let empty = (index + 1)..<(index + 1)
        guard !resolver.dependsOnRow(empty, rows: [row], at: index), !arms.conditionPicksRow(at: index),
            arms.presentation(at: index) == nil
        else { return nil }
        return RowModifierCall(
            name: parsed.text(index), caseArgument: caseArgument, location: parsed.location(index - 1),
            loop: parsed.scopes.scopes[row].name ?? "ForEach")
    }
}
