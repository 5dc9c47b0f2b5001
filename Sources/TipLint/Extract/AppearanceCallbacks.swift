import SwiftScan

/// Code that runs each time a view appears: a view controller's `viewWillAppear`, `viewIsAppearing`
/// and `viewDidAppear` (and the layout callbacks, which run more often still), SwiftUI's `.onAppear`
/// closure, and SwiftUI's `.task` closure (which SwiftUI also cancels when the view disappears).
struct AppearanceCallbacks {
    let parsed: ParsedSwift
    /// The tokens of `name(` and `self.name(` calls by name, made on first use: one pass over the
    /// file however many functions are followed.
    private var callsByName: [String: [Int]]?

    init(parsed: ParsedSwift) { self.parsed = parsed }

    /// One such place: the callback's name and the scope of its body.
    struct Place {
        var name: String
        var scope: Int
        /// A SwiftUI `.onAppear`/`.task` closure rather than a view controller's method.
        var isModifier: Bool { name == "onAppear" || name == "task" }
    }

    static let functions: Set<String> = [
        "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "layoutSubviews",
    ]

    /// The appearance callback whose body holds `token`, through any closures in it; nil when its
    /// function is another one.
    func place(around token: Int) -> Place? {
        for scopeIndex in parsed.scopes.path(at: token) {
            let scope = parsed.scopes.scopes[scopeIndex]
            switch scope.kind {
            case .closure where scope.name == "onAppear" || scope.name == "task":
                // `.onAppear {`, `.task(id: x) {`, not a `task {…}` of some other call.
                guard parsed.is(scope.nameToken - 1, ".") else { continue }
                return Place(name: scope.name!, scope: scopeIndex)
            case .function:
                guard let name = scope.name, Self.functions.contains(name) else { return nil }
                return Place(name: name, scope: scopeIndex)
            case .type:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// How many functions deep a call from an appearance callback is followed (`viewWillAppear` →
    /// `loadSchedules()` → `setContentView()` → `observeTip()`): deep enough for a view controller's
    /// own helpers, shallow enough that a chain through unrelated code is not taken for one.
    static let helperDepth = 3

    /// The appearance callback that calls the function whose body is `function`, in the same type,
    /// directly (`observeTip()` called from `viewDidAppear`, or `self.observeTip()` in `.onAppear`) or
    /// through other functions of that type, up to `helperDepth` functions deep; with the functions
    /// between, outermost first, and the function's name as a message gives it (a cell provider by its
    /// selector, `collectionView(_:cellForItemAt:)`). Calls under a once-flag (`OnceFlagGuard`) are not
    /// followed.
    mutating func caller(of function: Int) -> (place: Place, through: [String], name: String?)? {
        if let reload = reloadRunning(cellProvider: function) {
            return (reload.place, ["reloadData()"], reload.selector)
        }
        let functionName = parsed.scopes.scopes[function].name
        let onceFlags = OnceFlagGuard(parsed: parsed)
        var visited: Set<Int> = [function]
        var level: [(function: Int, through: [String])] = [(function, [])]
        for _ in 0..<Self.helperDepth {
            var next: [(function: Int, through: [String])] = []
            for (callee, through) in level {
                // A call under a flag it sets runs once, whatever calls its function.
                for call in calls(of: callee) where !onceFlags.guards(call) {
                    if let place = place(around: call) { return (place, through, functionName) }
                    guard let holder = enclosingFunction(of: call), visited.insert(holder).inserted,
                        let name = parsed.scopes.scopes[holder].name
                    else { continue }
                    next.append((holder, [name] + through))
                }
            }
            level = next
        }
        return nil
    }

    /// The appearance callback of its type that reloads a list (`collectionView.reloadData()`), when
    /// `function` is that list's cell provider (`collectionView(_:cellForItemAt:)`,
    /// `tableView(_:cellForRowAt:)`): the reload runs it again for each visible cell.
    private func reloadRunning(cellProvider function: Int) -> (place: Place, selector: String)? {
        let scope = parsed.scopes.scopes[function]
        guard let list = scope.name, list == "collectionView" || list == "tableView", scope.parameterList >= 0,
            let label = parsed.commaSeparated(insideGroupAt: scope.parameterList).lazy.map(\.lowerBound).first(where: {
                parsed.is($0, "cellForItemAt") || parsed.is($0, "cellForRowAt")
            })
        else { return nil }
        let type = parsed.scopes.enclosingType(at: scope.nameToken)?.name
        let onceFlags = OnceFlagGuard(parsed: parsed)
        for index in 0..<parsed.count where parsed.is(index, "reloadData") && parsed.is(index + 1, "(") {
            guard let place = place(around: index), !place.isModifier,
                parsed.scopes.enclosingType(at: index)?.name == type, !onceFlags.guards(index)
            else { continue }
            return (place, "\(list)(_:\(parsed.text(label)):)")
        }
        return nil
    }

    /// Whether the function whose body is `function` is called under a once-flag in its own type.
    mutating func isCalledUnderOnceFlag(_ function: Int) -> Bool {
        calls(of: function).contains(where: OnceFlagGuard(parsed: parsed).guards)
    }

    /// The calls of the function whose body is `function` from its own type, in its declaration or an
    /// extension of it in this file (`name(…)` or `self.name(…)`).
    private mutating func calls(of function: Int) -> [Int] {
        let scope = parsed.scopes.scopes[function]
        guard scope.kind == .function, let name = scope.name, scope.nameToken >= 0 else { return [] }
        // By the type's name: its extensions in this file are the same type.
        let type = parsed.scopes.enclosingType(at: scope.nameToken)?.name
        return (callsByName ?? indexCalls())[name, default: []].filter {
            parsed.scopes.enclosingType(at: $0)?.name == type
        }
    }

    private mutating func indexCalls() -> [String: [Int]] {
        var calls: [String: [Int]] = [:]
        for index in 0..<parsed.count where parsed.isIdentifier(index) && parsed.is(index + 1, "(") {
            guard !parsed.is(index - 1, "func"), !parsed.is(index - 1, ".") || parsed.is(index - 2, "self") else {
                continue
            }
            calls[parsed.text(index), default: []].append(index)
        }
        callsByName = calls
        return calls
    }

    /// The innermost function around `token`.
    private func enclosingFunction(of token: Int) -> Int? {
        parsed.scopes.ancestors(at: token).first { parsed.scopes.scopes[$0].kind == .function }
    }
}
