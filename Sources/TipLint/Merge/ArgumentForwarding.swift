/// What the forwarding passes share (`WrapperDisplayForwarding`, `InvalidationForwarding`,
/// `DonationForwarding`): following a tip or event through the helpers that hand it on, and
/// whether an argument is the one a helper receives.
enum ArgumentForwarding {
    /// The helpers in `seeds` and every helper that hands what it receives on to one of them,
    /// through any chain of forwarded arguments: a worklist, so each new (helper, way of receiving)
    /// is followed once.
    static func handingOn<Value: Hashable>(
        _ seeds: [String: Set<Value>], _ forwarded: [String: [ForwardedArgument]],
        receives: (Value) -> TipForwarding, rebased: (Value, ForwardedArgument) -> Value
    ) -> [String: Set<Value>] {
        var helpers = seeds
        var pending = seeds.flatMap { callee, values in values.map { (callee, $0) } }
        while let (callee, value) = pending.popLast() {
            for argument in forwarded[callee] ?? []
            where Self.receives(receives(value), label: argument.label, position: argument.position) {
                let outer = rebased(value, argument)
                if helpers[argument.from.callee, default: []].insert(outer).inserted {
                    pending.append((argument.from.callee, outer))
                }
            }
        }
        return helpers
    }

    /// Every file's forwarded arguments, by the helper they are handed to.
    static func forwardedArguments(in files: borrowing [FileFacts]) -> [String: [ForwardedArgument]] {
        var byCallee: [String: [ForwardedArgument]] = [:]
        for index in files.indices {
            for argument in files[index].forwardedArguments { byCallee[argument.callee, default: []].append(argument) }
        }
        return byCallee
    }

    /// The names tips are written with: dotted and simple.
    static func tipNames(in files: borrowing [FileFacts]) -> Set<String> {
        var tips = Set<String>()
        for index in files.indices {
            for tip in files[index].tips {
                tips.insert(tip.name)
                tips.insert(tip.simpleName)
            }
        }
        return tips
    }

    /// Whether an argument with this label and position is the one a wrapper's parameter or property
    /// receives. A stored property (position -1) takes its label in the memberwise initializer, or
    /// an unlabelled argument of a custom `init(_ tip: …)`.
    static func receives(_ forwarding: TipForwarding, label: String?, position: Int) -> Bool {
        if forwarding.position < 0 { return label == nil || label == forwarding.label }
        if let wanted = forwarding.label { return label == wanted }
        return label == nil && position == forwarding.position
    }
}
