/// Where a type calls one of its own stored closures: `showTipsAgain()` or `Button(action: showTipsAgain)` in
/// `AboutSection`, which runs whatever function `AboutSection(showTipsAgain:)` was given. Indexed once by
/// name, for the few hand-overs (`.closureArgument`) whose function is a setup helper.
struct ClosurePropertyCalls {
    struct Ref: Hashable {
        var file: Int
        var index: Int
    }

    private var byName: [String: [Ref]] = [:]

    init(_ files: borrowing [FileFacts]) {
        for file in files.indices {
            for (index, call) in files[file].helperCalls.enumerated() where Self.mayCallOwnProperty(call) {
                byName[call.callee, default: []].append(Ref(file: file, index: index))
            }
        }
    }

    /// The calls of `recipient.label` on the constructed type itself (unqualified or on `self`).
    func calls(of recipient: ClosureRecipient, _ files: borrowing [FileFacts]) -> [Ref] {
        (byName[recipient.label] ?? []).filter { ref in
            TypeName.sameType(files[ref.file].helperCalls[ref.index].context.typeName, recipient.type)
        }
    }

    /// Called or handed to an action by its bare name or on `self`: a property of the type it is written in.
    private static func mayCallOwnProperty(_ call: HelperCall) -> Bool {
        switch (call.kind, call.receiver) {
        case (.call, .none), (.call, .selfValue), (.actionReference, .none), (.actionReference, .selfValue),
            (.reference, .none), (.reference, .selfValue):
            return true
        default:
            return false
        }
    }
}
