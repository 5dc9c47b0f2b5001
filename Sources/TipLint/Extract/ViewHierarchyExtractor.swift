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
        // Per `extension View` scope: its entry in `facts.types`, for its methods (scopes after it) to join.
        var viewExtensions: [Int: Int] = [:]
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
                if scope.isExtension, typeName == "View" || typeName == "SwiftUI.View" {
                    viewExtensions[scopeIndex] = facts.types.count
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
            case .function where viewExtensions[scope.parent] != nil && parsed.is(scope.nameToken - 1, "func"):
                guard let name = scope.name, let entry = viewExtensions[scope.parent] else { continue }
                let isPublic = [scope.nameToken - 1, parsed.typeNameStart(scopes[scope.parent]) - 1].contains {
                    parsed.declarationModifiers(before: $0).contains {
                        parsed.is($0, "public") || parsed.is($0, "open")
                    }
                }
                // Whether the file calls it outside its previews is read below, for all the methods at once.
                facts.types[entry].methods.append(
                    ExtensionMethod(
                        name: name, builds: parsed.calledTypeNames(in: body).all, isPublic: isPublic,
                        isCalledInFile: false))
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
        let extended = viewExtensions.filter { !facts.types[$0.value].methods.isEmpty }
        guard !extended.isEmpty else { return }
        let called = calledOutsidePreviews(
            Set(extended.values.flatMap { facts.types[$0].methods.map(\.name) }), in: parsed)
        for (scopeIndex, entry) in extended {
            facts.types[entry].buildsOutsideMethods = buildsOutsideMethods(of: scopeIndex, in: parsed)
            for method in facts.types[entry].methods.indices {
                facts.types[entry].methods[method].isCalledInFile = called.contains(
                    facts.types[entry].methods[method].name)
            }
        }
    }

    /// What an extension's body builds outside the bodies of its `func`s.
    private static func buildsOutsideMethods(of scopeIndex: Int, in parsed: ParsedSwift) -> [String] {
        let scopes = parsed.scopes.scopes
        var start = scopes[scopeIndex].open + 1
        var builds: Set<String> = []
        // An unclosed body ends at the token count: nothing follows it.
        for method in scopes where method.parent == scopeIndex && method.kind == .function {
            guard parsed.is(method.nameToken - 1, "func") else { continue }
            builds.formUnion(parsed.calledTypeNames(in: start..<max(start, method.open)).all)
            start = max(start, method.close + 1)
        }
        builds.formUnion(parsed.calledTypeNames(in: start..<max(start, scopes[scopeIndex].close)).all)
        return builds.sorted()
    }

    /// Which of `names` the file calls (`name(…)`) outside its previews, other than where it declares them: one
    /// walk of the file for all its `View` methods.
    private static func calledOutsidePreviews(_ names: Set<String>, in parsed: ParsedSwift) -> Set<String> {
        let file = parsed.file
        let lengths = Set(names.map(\.utf8.count))
        let previews = parsed.previewRanges()
        var nextPreview = 0
        var called = Set<String>()
        for index in 0..<parsed.count where parsed.isIdentifier(index) && parsed.is(index + 1, "(") {
            // Most names are of no asked length: no String is made of them.
            guard lengths.contains(Int(file.tokens[index].length)), !parsed.is(index - 1, "func") else { continue }
            while nextPreview < previews.count, previews[nextPreview].upperBound <= index { nextPreview += 1 }
            if nextPreview < previews.count, previews[nextPreview].contains(index) { continue }
            let name = parsed.text(index)
            if names.contains(name) { called.insert(name) }
        }
        return called
    }
}
