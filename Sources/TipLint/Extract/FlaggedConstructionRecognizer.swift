import SwiftScan

/// A view built with Bool literals for labelled arguments (`PieChart(total: t, showsLabel: false)`) where it is
/// the only construction of its type in the type that builds it: `tip_in_loop` learns which `if` of the view
/// such a row never enters. Asked by `RowBuiltViewRecognizer`'s walk, which visits every type built.
enum FlaggedConstructionRecognizer {
    static func construction(at index: Int, in parsed: ParsedSwift) -> FlaggedConstruction? {
        guard let close = parsed.partner(index + 1),
            // Most calls pass no Bool literal: their tokens are checked before any argument is read.
            ((index + 2)..<close).contains(where: { parsed.is($0, "true") || parsed.is($0, "false") })
        else { return nil }
        var flags: [String: Bool] = [:]
        for argument in parsed.arguments(ofCallNamed: index) where argument.valueRange.count == 1 {
            guard let label = argument.label else { continue }
            let value = argument.valueRange.lowerBound
            if parsed.is(value, "true") {
                flags[label] = true
            } else if parsed.is(value, "false") {
                flags[label] = false
            }
        }
        guard !flags.isEmpty else { return nil }
        let builder = parsed.scopes.enclosingTypeScope(at: index).map { parsed.scopes.scopes[$0] }
        let range = builder.map { $0.open..<$0.close } ?? 0..<parsed.count
        // A second construction of the type by the same builder may pass other values, or none.
        let builds = range.lazy.filter {
            parsed.sameText($0, index) && (parsed.is($0 + 1, "(") || parsed.is($0 + 1, "{"))
        }.count
        guard builds == 1 else { return nil }
        return FlaggedConstruction(
            typeName: parsed.text(index), builder: builder?.name.map(TypeName.simple), flags: flags,
            location: parsed.location(index))
    }
}
