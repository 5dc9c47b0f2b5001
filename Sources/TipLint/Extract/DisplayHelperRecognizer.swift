import SwiftScan

/// The functions of a `View` extension or a view type that hold display sites and that their own
/// file never names again (`func showShareTip() -> some View { popoverTip(ShareTip()) }`): the merge
/// asks the other files whether one calls them. Functions other modules may call (`public`, `open`),
/// overrides and `@objc` ones are left out.
enum DisplayHelperRecognizer {
    private static let excludingModifiers: [StaticString] = ["public", "open", "override", "@objc"]

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        var holders: Set<HolderKey> = []
        for site in facts.displaySites {
            guard let type = site.context.typeName, let function = site.context.functionName else { continue }
            holders.insert(HolderKey(type: type, function: function))
        }
        guard !holders.isEmpty else { return }
        var candidates: [(scope: Scope, type: String)] = []
        for scope in parsed.scopes.scopes where scope.kind == .function && scope.nameToken > 0 {
            guard let name = scope.name, parsed.is(scope.nameToken - 1, "func"),
                let typeScope = parsed.scopes.enclosingType(at: scope.nameToken), let type = typeScope.name,
                holders.contains(HolderKey(type: type, function: name)),
                isViewCode(typeScope, at: scope.nameToken, parsed),
                !hasExcludingModifier(beforeFunc: scope.nameToken - 1, in: parsed)
            else { continue }
            candidates.append((scope, type))
        }
        guard !candidates.isEmpty else { return }
        var mentions: [String: Int] = [:]
        for candidate in candidates { mentions[candidate.scope.name!] = 0 }
        for index in 0..<parsed.count where parsed.isIdentifier(index) {
            let name = parsed.text(index)
            if let count = mentions[name] { mentions[name] = count + 1 }
        }
        for (scope, type) in candidates where mentions[scope.name!] == 1 {
            facts.displayHelpers.append(
                DisplayHelper(name: scope.name!, typeName: type, location: parsed.location(scope.nameToken)))
        }
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
