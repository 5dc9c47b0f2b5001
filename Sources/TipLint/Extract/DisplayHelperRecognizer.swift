import SwiftScan

/// The functions of a `View` extension or a view type that hold display sites (or TipKit setup calls, or
/// assignments to parameters) and
/// that their own file never names again (`func showShareTip() -> some View { popoverTip(ShareTip()) }`): the merge
/// asks the other files whether one calls them. Functions other modules may call (`public`, `open`),
/// overrides and `@objc` ones are left out.
///
/// Outside view code (a view controller's `func presentTips()`) the bar is higher, for the runtime and
/// the frameworks call methods no Swift names: only a method without parameters, whose name is none a
/// framework calls (`viewDidLoad`, `perform`, `makeCoordinator`, `test…`), with no attribute but
/// `@MainActor`, `@available`, `@discardableResult` or `@ViewBuilder`, neither `dynamic` nor `required`,
/// in a type not `@objcMembers`, and whose name the file writes nowhere else, not even in a string literal.
/// The merge then asks whether another file mentions that name at all.
enum DisplayHelperRecognizer {
    private static let excludingModifiers: [StaticString] = ["public", "open", "override", "@objc"]
    /// Outside view code, the modifiers that let something other than the project's Swift run the method.
    private static let reachingModifiers: [StaticString] = ["public", "open", "override", "dynamic", "required"]
    /// Outside view code, the only attributes a method may carry: none makes it callable from elsewhere.
    private static let inertAttributes: [StaticString] = [
        "@MainActor", "@available", "@discardableResult", "@ViewBuilder",
    ]
    /// Where the modifiers of the declaration before end.
    private static let declarationKeywords: [StaticString] = [
        "func", "var", "let", "case", "class", "struct", "enum", "actor", "extension", "protocol", "import",
    ]
    /// Methods without parameters that a framework or the runtime calls by name: protocol requirements of
    /// SwiftUI, App Intents, sequences, argument parsers and watchOS's app delegate, and lifecycle methods (overrides, mostly, which the
    /// modifiers already leave out).
    private static let frameworkCalledNames: Set<String> = [
        "init", "deinit", "body", "callAsFunction", "main", "run", "perform", "update", "makeCoordinator",
        "makeIterator", "makeAsyncIterator", "next", "suggestedEntities", "defaultResult", "allEntities",
        "loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "awakeFromNib",
        "layoutSubviews", "prepareForReuse", "prepareForInterfaceBuilder", "didMoveToWindow", "didMoveToSuperview",
        "updateConstraints", "windowDidLoad", "start", "cancel", "setUp", "tearDown", "copy", "mutableCopy",
        "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement", "accessibilityPerformEscape",
        "accessibilityPerformMagicTap", "becomeFirstResponder", "resignFirstResponder", "validate",
        // watchOS's application delegate: no parameters, no `override`.
        "applicationDidFinishLaunching", "applicationDidBecomeActive", "applicationWillResignActive",
        "applicationWillEnterForeground", "applicationDidEnterBackground",
    ]

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        var holders: Set<HolderKey> = []
        // Display sites, the TipKit setup calls (`Tips.configure`, a testing API) and the assignments to
        // parameters, which run no more than their method does.
        let contexts =
            facts.displaySites.map(\.context) + facts.configureCalls.map(\.context)
            + facts.testingCalls.map(\.context) + facts.parameterAssignments.map(\.context)
        for context in contexts {
            guard let type = context.typeName, let function = context.functionName else { continue }
            holders.insert(HolderKey(type: type, function: function))
        }
        guard !holders.isEmpty else { return }
        facts.displayHelpers += unbuiltViews(holding: Set(holders.map(\.type)), in: parsed)
        var candidates: [(scope: Scope, type: String, isViewCode: Bool)] = []
        for scope in parsed.scopes.scopes where scope.kind == .function && scope.nameToken > 0 {
            guard let name = scope.name, parsed.is(scope.nameToken - 1, "func"),
                let typeScope = parsed.scopes.enclosingType(at: scope.nameToken), let type = typeScope.name,
                holders.contains(HolderKey(type: type, function: name))
            else { continue }
            if isViewCode(typeScope, at: scope.nameToken, parsed) {
                guard !hasExcludingModifier(beforeFunc: scope.nameToken - 1, in: parsed) else { continue }
                candidates.append((scope, type, true))
            } else if isUnreachableByName(scope, name, in: typeScope, parsed) {
                candidates.append((scope, type, false))
            }
        }
        guard !candidates.isEmpty else { return }
        var mentions: [String: Int] = [:]
        for candidate in candidates { mentions[candidate.scope.name!] = 0 }
        for index in 0..<parsed.count where parsed.isIdentifier(index) {
            let name = parsed.text(index)
            if let count = mentions[name] { mentions[name] = count + 1 }
        }
        let stringWords = candidates.contains { !$0.isViewCode } ? wordsOfStrings(parsed) : []
        for (scope, type, isViewCode) in candidates
        where mentions[scope.name!] == 1 && (isViewCode || !stringWords.contains(scope.name!)) {
            facts.displayHelpers.append(
                DisplayHelper(
                    name: scope.name!, typeName: type, location: parsed.location(scope.nameToken),
                    isReachedByAnyMention: !isViewCode))
        }
    }

    /// The view types of this file holding a display (or setup call, or assignment) that the file names only
    /// where it declares or extends them (`struct GenerateNoteView: View`): whether they show is up to the other
    /// files. A `public` or `open` view is another module's to build; one a preview builds is the preview reach's
    /// (`tip_display_preview_only`).
    private static func unbuiltViews(holding types: Set<String>, in parsed: ParsedSwift) -> [DisplayHelper] {
        let views = parsed.scopes.scopes.filter { scope in
            scope.kind == .type && !scope.isExtension && scope.nameToken > 0 && parsed.is(scope.nameToken - 1, "struct")
                && scope.name.map(types.contains) == true && scope.conformances.contains("View")
                && !modifiers(before: scope.nameToken - 1, in: parsed).contains {
                    parsed.is($0, "public") || parsed.is($0, "open")
                }
        }
        guard !views.isEmpty else { return [] }
        // Compared on their bytes: a String per identifier of the file would cost more than the rest. A nested
        // view (`ArtistView.Header`, declared in an extension) is written by its own name.
        var unbuilt = views.compactMap { $0.name.map { String(TypeName.lastComponent($0)) } }
        let file = parsed.file
        for index in 0..<parsed.count where parsed.isIdentifier(index) && !parsed.is(index - 1, "struct") {
            let token = file.tokens[index]
            guard
                let found = unbuilt.firstIndex(where: {
                    $0.utf8.count == Int(token.end - token.start) && file.token(token, equals: $0)
                }),
                !parsed.is(index - 1, "extension")
            else { continue }
            unbuilt.remove(at: found)
            if unbuilt.isEmpty { return [] }
        }
        return views.filter { unbuilt.contains(String(TypeName.lastComponent($0.name!))) }.map { view in
            DisplayHelper(
                name: String(TypeName.lastComponent(view.name!)), typeName: view.name!,
                location: parsed.location(view.nameToken),
                isReachedByAnyMention: true, isView: true)
        }
    }

    /// Outside view code: a method nothing but a mention of its name can run (see the type's comment).
    private static func isUnreachableByName(
        _ function: Scope, _ name: String, in type: Scope, _ parsed: ParsedSwift
    )
        -> Bool
    {
        guard let first = name.utf8.first, CalledNameRecognizer.mayNameFunction(first),
            !frameworkCalledNames.contains(name), !name.hasPrefix("test"),
            parsed.is(function.nameToken + 1, "("), parsed.is(function.nameToken + 2, ")"),
            !hasReachingModifier(beforeFunc: function.nameToken - 1, in: parsed),
            type.nameToken > 0,
            !modifiers(before: type.nameToken - 1, in: parsed).contains(where: {
                parsed.is($0, "@objcMembers")
            })
        else { return false }
        return true
    }

    /// A modifier or an attribute, other than the inert ones, written before the method's `func`.
    private static func hasReachingModifier(beforeFunc keyword: Int, in parsed: ParsedSwift) -> Bool {
        modifiers(before: keyword, in: parsed).contains { index in
            parsed.kind(index) == .attribute
                ? !inertAttributes.contains(where: { parsed.is(index, $0) })
                : reachingModifiers.contains(where: { parsed.is(index, $0) })
        }
    }

    /// The tokens of the modifiers and attributes written right before the keyword at `keyword` (`func`,
    /// `class`), back to the previous declaration; an attribute's arguments (`@available(iOS 17, *)`) skipped.
    private static func modifiers(before keyword: Int, in parsed: ParsedSwift) -> [Int] {
        var found: [Int] = []
        var index = keyword - 1
        while index >= 0 {
            if parsed.is(index, ")"), let open = parsed.partner(index), open > 0, parsed.kind(open - 1) == .attribute {
                index = open - 1
                continue
            }
            guard
                parsed.kind(index) == .identifier || parsed.kind(index) == .keyword
                    || parsed.kind(index) == .attribute
            else { break }
            if declarationKeywords.contains(where: { parsed.is(index, $0) }) { break }
            found.append(index)
            index -= 1
        }
        return found
    }

    /// The words of the file's string literals (interpolations included): a selector or a key naming a method.
    private static func wordsOfStrings(_ parsed: ParsedSwift) -> Set<String> {
        var words: Set<String> = []
        for index in 0..<parsed.count where parsed.kind(index) == .string {
            let text = parsed.text(index)
            words.formUnion(
                text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
                    .map(String.init))
        }
        return words
    }

    private struct HolderKey: Hashable {
        var type: String
        var function: String
    }

    /// `extension View`, or a type this file says is a `View`.
    private static func isViewCode(_ type: Scope, at token: Int, _ parsed: ParsedSwift) -> Bool {
        if type.isExtension, type.name == "View" || type.name == "SwiftUI.View" { return true }
        return parsed.context(token).typeConformances.contains("View")
    }

    /// `public func`, `@objc private func`…: the modifiers between the previous declaration and `func`.
    private static func hasExcludingModifier(beforeFunc keyword: Int, in parsed: ParsedSwift) -> Bool {
        var index = keyword - 1
        while index >= 0,
            parsed.kind(index) == .identifier || parsed.kind(index) == .keyword
                || parsed.kind(index) == .attribute
        {
            if excludingModifiers.contains(where: { parsed.is(index, $0) }) { return true }
            if parsed.is(index, "func") || parsed.is(index, "var") || parsed.is(index, "let") { return false }
            index -= 1
        }
        return false
    }
}
