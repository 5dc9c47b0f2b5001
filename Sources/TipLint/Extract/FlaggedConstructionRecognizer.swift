import SwiftScan

/// A view built with Bool literals for labelled arguments (`PieChart(total: t, showsLabel: false)`) where it is
/// the only construction of its type in the type that builds it: `tip_in_loop` learns which `if` of the view
/// such a row never enters. `RowBuiltViewRecognizer`'s walk, which visits every type built, asks `flags(at:in:)`
/// of each call and hands what it found to `soleConstructions(_:in:)` once.
enum FlaggedConstructionRecognizer {
    /// The labelled arguments given `true` or `false` in the call whose name is token `index`; nil when none is.
    static func flags(at index: Int, in parsed: ParsedSwift) -> [String: Bool]? {
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
        return flags.isEmpty ? nil : flags
    }

    /// Of `calls` (each a type name token with its flags), those that are their builder's only construction of
    /// that type (a second may pass other values, or none), in the order given. Each builder's tokens are read
    /// once, however many of its calls pass Bool literals.
    static func soleConstructions(
        _ calls: [(index: Int, flags: [String: Bool])], in parsed: ParsedSwift
    ) -> [FlaggedConstruction] {
        guard !calls.isEmpty else { return [] }
        // Per builder (its type scope, -1 at file level): one token of each name it builds with flags, then how
        // many times its tokens construct each, in one pass.
        let builders = calls.map { parsed.scopes.enclosingTypeScope(at: $0.index) ?? -1 }
        var names: [Int: [Int]] = [:]
        for (call, builder) in zip(calls, builders)
        where names[builder]?.contains(where: { parsed.sameText($0, call.index) }) != true {
            names[builder, default: []].append(call.index)
        }
        var counts: [Int: [Int]] = [:]
        for (builder, built) in names {
            var count = [Int](repeating: 0, count: built.count)
            let range =
                builder >= 0
                ? parsed.scopes.scopes[builder].open..<parsed.scopes.scopes[builder].close : 0..<parsed.count
            for token in range where parsed.is(token + 1, "(") || parsed.is(token + 1, "{") {
                if let slot = built.firstIndex(where: { parsed.sameText($0, token) }) { count[slot] += 1 }
            }
            counts[builder] = count
        }
        return zip(calls, builders).compactMap { call, builder in
            guard let slot = names[builder]?.firstIndex(where: { parsed.sameText($0, call.index) }),
                counts[builder]?[slot] == 1
            else { return nil }
            return FlaggedConstruction(
                typeName: parsed.text(call.index),
                builder: builder >= 0 ? parsed.scopes.scopes[builder].name.map(TypeName.simple) : nil,
                flags: call.flags, location: parsed.location(call.index))
        }
    }
}
