/// The functions a file declares whose names say they show what they are handed (`func popTip(…)`): a
/// tip handed to a call of that name is the project's own business, read through the function's body,
/// not a remote package's wrapper taken on trust (`UndeclaredShowingCalls`).
enum ShowingFunctionRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        for scope in parsed.scopes.scopes where scope.kind == .function && parsed.is(scope.nameToken - 1, "func") {
            guard let name = scope.name, ShowingCallName.suggestsShowing(name) else { continue }
            facts.showingFunctionNames.append(name)
        }
    }
}
