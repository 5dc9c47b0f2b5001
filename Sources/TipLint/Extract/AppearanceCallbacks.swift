import SwiftScan

/// Code that runs each time a view appears: a view controller's `viewWillAppear`, `viewIsAppearing`
/// and `viewDidAppear` (and the layout callbacks, which run more often still), SwiftUI's `.onAppear`
/// closure, and SwiftUI's `.task` closure (which SwiftUI also cancels when the view disappears).
struct AppearanceCallbacks {
    let parsed: ParsedSwift

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

    /// The appearance callback that calls the function whose body is `function` (`observeTip()`
    /// called from `viewDidAppear`, or `self.observeTip()` in `.onAppear`), in the same type.
    func caller(of function: Int) -> Place? {
        let scope = parsed.scopes.scopes[function]
        guard scope.kind == .function, let name = scope.name, scope.nameToken >= 0 else { return nil }
        let type = parsed.scopes.enclosingTypeScope(at: scope.nameToken)
        for index in 0..<parsed.count
        where parsed.isIdentifier(index) && parsed.is(index + 1, "(") && parsed.text(index) == name {
            guard !parsed.is(index - 1, "func"), !parsed.is(index - 1, ".") || parsed.is(index - 2, "self"),
                parsed.scopes.enclosingTypeScope(at: index) == type, let place = place(around: index)
            else { continue }
            return place
        }
        return nil
    }
}
