import SwiftScan

/// Records, for every type body, the capitalised names it calls in its own
/// hierarchy, every popover/sheet content closure with what it presents, and
/// every `#Preview` body with what it builds, and what free functions build.
enum ViewHierarchyExtractor {
    /// Calls that may retire a tip: a view making them is not read as a plain control (`bodyIsControl`).
    private static let retiringCalls: [StaticString] = ["invalidate", "donate", "sendDonation"]

    static func extract(_ parsed: ParsedSwift, into facts: inout ViewHierarchyFacts) {
        let scopes = parsed.scopes.scopes
        // Per `View` declaration's scope: its entry in `facts.types`, for its `body` (a scope after it) to mark.
        var viewTypes: [Int: Int] = [:]
        for (scopeIndex, scope) in scopes.enumerated() {
            let body = (scope.open + 1)..<scope.close
            switch scope.kind {
            case .type:
                guard let typeName = scope.name else { continue }
                let simpleName = TypeName.simple(typeName)
                let called = parsed.calledTypeNames(in: body)
                if !scope.isExtension, scope.simpleConformances.contains("View") {
                    viewTypes[scopeIndex] = facts.types.count
                }
                facts.types.append(
                    TypeComposition(
                        typeName: typeName, conformances: scope.simpleConformances, isExtension: scope.isExtension,
                        isPublic: parsed.isPublicDeclaration(scope),
                        location: parsed.location(parsed.typeNameStart(scope)),
                        builds: called.all.filter { $0 != simpleName },
                        buildsInPlace: called.alwaysInPlace.filter { $0 != simpleName },
                        buildsInSharedArms: called.inSharedArms.filter { $0 != simpleName },
                        buildsOnScreen: called.onScreen.filter { $0 != simpleName },
                        buildsInDevelopmentOnly: called.inDevelopmentOnly.filter { $0 != simpleName }))
            case .closure
            where scope.name == "Preview" && scope.nameToken >= 0 && parsed.kind(scope.nameToken) == .pound:
                facts.previews.append(
                    PreviewComposition(
                        location: parsed.location(scope.nameToken),
                        builds: parsed.calledTypeNames(in: body).all))
            case .closure where scope.name == "toolbar" && scope.nameToken > 0 && parsed.is(scope.nameToken - 1, "."):
                var starts = ModifiedViewStarts()
                let start = starts.start(beforeDot: scope.nameToken - 1, in: parsed)
                facts.toolbars.append(
                    ToolbarComposition(
                        location: parsed.location(scope.nameToken),
                        modifiedBuilds: parsed.calledTypeNames(in: start..<(scope.nameToken - 1)).onScreen,
                        toolbarBuilds: parsed.calledTypeNames(in: body).alwaysInPlace))
            case .closure:
                guard let modifier = scope.name, ScopeTree.presentationModifiers.contains(modifier),
                    scope.nameToken >= 0
                else { continue }
                facts.presentations.append(
                    Presentation(
                        modifier: modifier, anchor: PresentationAnchor(file: parsed.file.path, token: scope.open),
                        location: parsed.location(scope.nameToken), context: parsed.context(scope.nameToken),
                        presentedTypes: parsed.calledTypeNames(in: body).all,
                        isDevelopmentOnly: parsed.branch(scope.nameToken).isDevelopmentOnly))
            case .function where scope.parent < 0 || scopes[scope.parent].kind == .file:
                facts.builtByFreeFunctions.append(contentsOf: parsed.calledTypeNames(in: body).all)
            case .function where scope.name == "body" && scope.nameToken > 0 && parsed.is(scope.nameToken - 1, "var"):
                guard let entry = viewTypes[scope.parent] else { continue }
                let type = scopes[scope.parent]
                facts.types[entry].bodyIsControl =
                    ControlAnchors.isControlBody(body, in: parsed)
                    && !((type.open + 1)..<type.close).contains { token in
                        retiringCalls.contains { parsed.is(token, $0) }
                    }
            case .file, .function, .block:
                continue
            }
        }
        facts.builtByFreeFunctions = Array(Set(facts.builtByFreeFunctions)).sorted()
    }
}
