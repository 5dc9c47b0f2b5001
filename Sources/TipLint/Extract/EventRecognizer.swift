import SwiftScan

/// Event declarations anywhere: `static let x = Tips.Event(id: "…")`,
/// `Event<T>(id:)`, `Tips.Event<T>(id:)`, `static let x: Event = …`,
/// `static let x: Tips.Event = .init(id:)`, in tips, other types or at file scope.
enum EventRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let importsTipKit = facts.imports("TipKit")
        for index in 0..<parsed.count where parsed.is(index, "let") || parsed.is(index, "var") {
            let name = index + 1
            guard parsed.isIdentifier(name), !parsed.is(index - 1, ".") else { continue }
            var cursor = name + 1
            var annotatedEvent = false
            if parsed.is(cursor, ":") {
                let type = typeName(from: cursor + 1, in: parsed)
                annotatedEvent = isEventType(type.names, in: parsed)
                cursor = type.end
            }
            guard parsed.is(cursor, "=") else { continue }
            guard let call = eventCall(at: cursor + 1, annotatedEvent: annotatedEvent, in: parsed) else { continue }
            // A bare `Event(…)` could be the app's own type: take it when the
            // file imports TipKit or it sits in a tip, and only `id:` is passed.
            if call.isBare {
                let inTip =
                    parsed.scopes.enclosingType(at: index).map {
                        TipRecognizer.isTipConformance(
                            parsed.scopes.conformancesByType[$0.name ?? ""] ?? [])
                    } ?? false
                let labels = parsed.arguments(ofCallAt: call.open).map(\.label)
                guard importsTipKit || inTip, labels == ["id"] else { continue }
            }
            let idRange = parsed.argument("id", ofCallAt: call.open)
            let id = idRange.flatMap { range in range.count == 1 ? parsed.stringValue(range.lowerBound) : nil }
            facts.events.append(
                EventDeclaration(
                    owner: parsed.scopes.enclosingType(at: index)?.name, name: parsed.text(name), id: id,
                    idExpression: id == nil ? idRange.map { parsed.source($0) } : nil,
                    location: parsed.location(name), branch: parsed.branch(name)))
        }
    }

    /// The dotted name of an annotation (`Tips.Event<T>`) and the index after it.
    private static func typeName(from start: Int, in parsed: ParsedSwift) -> (names: [Int], end: Int) {
        let names = parsed.chain(from: start)
        guard let last = names.last else { return ([], start) }
        return (names, skipGenericArguments(last + 1, in: parsed))
    }

    private static func isEventType(_ names: [Int], in parsed: ParsedSwift) -> Bool {
        guard let last = names.last, parsed.is(last, "Event") else { return false }
        return names.count == 1 || parsed.is(names[names.count - 2], "Tips")
    }

    /// `Tips.Event(`, `Event<T>(`, `TipKit.Tips.Event(`, or `.init(` after an
    /// `Event` annotation: the `(` and whether the name was written bare.
    private static func eventCall(
        at start: Int, annotatedEvent: Bool, in parsed: ParsedSwift
    )
        -> (open: Int, isBare: Bool)?
    {
        if annotatedEvent, parsed.is(start, "."), parsed.is(start + 1, "init"), parsed.is(start + 2, "(") {
            return (start + 2, false)
        }
        let names = parsed.chain(from: start)
        guard isEventType(names, in: parsed), let last = names.last else { return nil }
        let open = skipGenericArguments(last + 1, in: parsed)
        guard parsed.is(open, "(") else { return nil }
        return (open, names.count == 1)
    }

    /// The index after `<…>` at `index`, or `index` when there is none.
    static func skipGenericArguments(_ index: Int, in parsed: ParsedSwift) -> Int {
        guard parsed.is(index, "<") else { return index }
        var depth = 0
        var cursor = index
        while cursor < parsed.count {
            if parsed.is(cursor, "<") { depth += 1 }
            if parsed.is(cursor, ">") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            if parsed.is(cursor, "{") || parsed.is(cursor, "=") || parsed.is(cursor, ";") { return index }
            cursor = parsed.skipGroup(cursor)
        }
        return index
    }
}
