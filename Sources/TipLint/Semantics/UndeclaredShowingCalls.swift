/// Tips handed, in a view that ships, to a modifier whose name says it shows them (`.popTip(tip) { … }`) and
/// that no file of the project declares: a remote package's wrapper of `.popoverTip`, whose body tiplint cannot
/// read. Such a call may show the tip, so the rules that would say it never shows (or shows only in previews)
/// stay silent on that guess.
struct UndeclaredShowingCalls: Sendable {
    /// By the tip type's last name component, the first such call handed it.
    private let callsByTip: [Substring: TypedArgument]

    /// TipKit's own members that show a tip: display sites already, read for what they are.
    private static let tipKitDisplays: Set<String> = ["popoverTip", "popoverMiniTip", "configureTip"]

    init(_ model: ProjectModel, previews: PreviewReach) {
        let declared = Set(model.files.flatMap(\.showingFunctionNames))
        var calls: [Substring: TypedArgument] = [:]
        for file in model.files {
            for argument in file.typedArguments
            where argument.isMemberCall && argument.position == 0 && !argument.type.isEmpty
                && !declared.contains(argument.callee) && !Self.tipKitDisplays.contains(argument.callee)
                && ShowingCallName.suggestsShowing(argument.callee)
                && Self.isInView(argument.context) && !previews.isPreviewOnly(argument.context)
            {
                let tip = TypeName.lastComponent(argument.type)
                if calls[tip] == nil { calls[tip] = argument }
            }
        }
        callsByTip = calls
    }

    /// The call that may show `tip`, if one does.
    func call(handing tip: TipDeclaration) -> TypedArgument? {
        callsByTip.isEmpty ? nil : callsByTip[TypeName.lastComponent(tip.name)]
    }

    /// In a view's (or a view modifier's) own code, where a modifier chain builds what the screen shows.
    private static func isInView(_ context: CodeContext) -> Bool {
        context.typeConformances.contains { ["View", "ViewModifier"].contains(TypeName.simple($0)) }
    }
}
