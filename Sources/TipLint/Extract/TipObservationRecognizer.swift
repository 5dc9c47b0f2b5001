import SwiftScan

/// Unstructured tasks (`Task { … }`, `Task.detached { … }`, `Task(priority:) { … }`) holding a `for
/// await … in tip.shouldDisplayUpdates` (or `statusUpdates`) loop: the appearance callback that starts
/// them, directly or through a helper of the same type (else the function holding them, for the merge
/// to find a caller in another file); what holds their handle; and whether the code can stop or reuse
/// them.
enum TipObservationRecognizer {
    static func recognize(_ parsed: ParsedSwift, positions: inout CallPositionReader, into facts: inout FileFacts) {
        var callbacks = AppearanceCallbacks(parsed: parsed)
        let onceFlags = OnceFlagGuard(parsed: parsed)
        var recorded = Set<Int>()
        for index in 0..<parsed.count where parsed.is(index - 1, ".") {
            guard parsed.is(index, "shouldDisplayUpdates") || parsed.is(index, "statusUpdates"),
                let loop = forAwaitLoop(around: index, in: parsed), let task = taskClosure(around: index, in: parsed),
                recorded.insert(task).inserted
            else { continue }
            let taskScope = parsed.scopes.scopes[task]
            guard let start = parsed.chain(endingAt: taskScope.nameToken).first else { continue }
            let handle = handle(ofTaskAt: start, closingAt: taskScope.close, in: parsed)
            var canStop = loopCanEnd(loop, in: task, parsed: parsed)
            switch handle {
            case .property(let name): canStop = canStop || isReadElsewhere(name, in: parsed)
            case .dropped, .other: break
            }
            let place = callbacks.place(around: start)
            // Started under a flag the same block sets: once, not at every appearance.
            var appearance = place.flatMap { onceFlags.guards(start) ? nil : $0.name }
            var helper: String?
            var calledThrough: [String] = []
            var holder: Int?
            if place == nil, let function = enclosingFunction(of: start, in: parsed) {
                if let caller = callbacks.caller(of: function) {
                    appearance = caller.place.name
                    helper = caller.name
                    calledThrough = caller.through
                } else if handle == .dropped, !canStop, !callbacks.isCalledUnderOnceFlag(function) {
                    // Only a dropped handle: another file may cancel a stored one, which this file cannot see.
                    // A function its own type calls under a once-flag is taken to start the task once.
                    holder = positions.position(of: start, functions: &facts.functions).caller
                }
            }
            facts.observationTasks.append(
                TipObservationTask(
                    stream: parsed.text(index), site: parsed.site(start), appearance: appearance, helper: helper,
                    calledThrough: calledThrough, function: holder,
                    handle: handle, canStop: canStop))
        }
    }

    /// The `{` of the body of the `for await … in` loop whose sequence holds `index`.
    private static func forAwaitLoop(around index: Int, in parsed: ParsedSwift) -> Int? {
        let loop = parsed.statementStart(before: index, in: parsed.scopes.scope(at: index))
        guard parsed.is(loop, "for"),
            parsed.is(loop + 1, "await") || parsed.is(loop + 1, "try") && parsed.is(loop + 2, "await")
        else { return nil }
        var body = index
        while body < parsed.count, !parsed.is(body, "{") { body = parsed.skipGroup(body) }
        return body < parsed.count ? body : nil
    }

    /// The scope of the innermost `Task …{` closure around `index` within its function.
    private static func taskClosure(around index: Int, in parsed: ParsedSwift) -> Int? {
        for scopeIndex in parsed.scopes.path(at: index) {
            let scope = parsed.scopes.scopes[scopeIndex]
            guard scope.kind == .closure else { return nil }
            if scope.nameToken >= 0, let first = parsed.chain(endingAt: scope.nameToken).first,
                parsed.is(first, "Task")
            {
                return scopeIndex
            }
        }
        return nil
    }

    private static func enclosingFunction(of index: Int, in parsed: ParsedSwift) -> Int? {
        parsed.scopes.path(at: index).first { parsed.scopes.scopes[$0].kind == .function }
    }

    /// What the task written from `start` (its closure ends at `close`) is given to.
    private static func handle(
        ofTaskAt start: Int, closingAt close: Int, in parsed: ParsedSwift
    )
        -> TipObservationTask.Handle
    {
        if parsed.is(start - 1, "=") || parsed.is(start - 1, "??") {
            // `observationTask = Task {`, `self.task = task ?? Task {`, `_ = Task {`, `let task = Task {`.
            var target = start - 2
            if parsed.is(start - 1, "??") {
                guard let first = parsed.chain(endingAt: target).first, parsed.is(first - 1, "=") else { return .other }
                target = first - 2
            }
            if parsed.is(target, "_") { return .dropped }
            guard let first = parsed.chain(endingAt: target).first, !parsed.is(first - 1, "let"),
                !parsed.is(first - 1, "var")
            else { return .other }
            return .property(parsed.text(target))
        }
        let statement = parsed.statementStart(before: start, in: parsed.scopes.scope(at: start))
        // `Task { … }.value`, `Task { … }.store(in:)`: the handle goes on.
        guard statement == start, !parsed.is(close + 1, ".") else { return .other }
        return isReturned(taskAt: start, closingAt: close, in: parsed) ? .other : .dropped
    }

    /// `func observe(_ tip: any Tip) -> Task<Void, Never>? { Task { … } }`: the task is the whole body of a
    /// function declaring a result, which returns it to the caller that keeps (and cancels) it (real apps,
    /// round 52).
    private static func isReturned(taskAt start: Int, closingAt close: Int, in parsed: ParsedSwift) -> Bool {
        let scope = parsed.scopes.scopes[parsed.scopes.scope(at: start)]
        guard scope.kind == .function, scope.open + 1 == start, close + 1 == scope.close, scope.nameToken >= 0,
            scope.nameToken < scope.open
        else { return false }
        return (scope.nameToken..<scope.open).contains { parsed.is($0, "->") }
    }

    /// Whether the property is read in the file other than where it is declared or assigned: to
    /// cancel it, to check it, or in `task ?? Task { … }`.
    private static func isReadElsewhere(_ name: String, in parsed: ParsedSwift) -> Bool {
        (0..<parsed.count).contains { index in
            parsed.isIdentifier(index) && parsed.text(index) == name && !parsed.is(index + 1, "=")
                && !parsed.is(index - 1, "var") && !parsed.is(index - 1, "let")
        }
    }

    /// Whether the loop whose body opens at `body` can end: a `break` of it, or a `return` of the
    /// task, other than the `guard let self else { return }` that only ends once the owner is gone.
    private static func loopCanEnd(_ body: Int, in task: Int, parsed: ParsedSwift) -> Bool {
        guard let close = parsed.partner(body), let loopScope = parsed.scopes.scope(openedBy: body) else {
            return false
        }
        for index in (body + 1)..<close where parsed.is(index, "break") || parsed.is(index, "return") {
            guard parsed.scopes.body(at: index) == task else { continue } // a nested closure's own
            let blocks = parsed.scopes.path(at: index).prefix { $0 != loopScope }.map { parsed.scopes.scopes[$0] }
            if parsed.is(index, "break") {
                // A `break` in a `switch` or an inner loop ends that, not this loop.
                let breaksInner = blocks.contains { block in
                    block.kind == .block && ["switch", "for", "while", "repeat"].contains(block.name ?? "")
                }
                if !breaksInner { return true }
            } else if !blocks.contains(where: { isSelfUnwrap($0, in: parsed) }) {
                return true
            }
        }
        return false
    }

    /// `guard let self else {`, `guard let self = self else {`, `guard let strongSelf = self else {`.
    private static func isSelfUnwrap(_ block: Scope, in parsed: ParsedSwift) -> Bool {
        guard block.head >= 0, parsed.is(block.head, "guard") else { return false }
        return (block.head..<block.open).contains { parsed.is($0, "self") }
    }
}
