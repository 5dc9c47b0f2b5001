import SwiftScan

/// Items the system draws itself from the views a closure builds: a menu's content (`Menu { … }`,
/// `Menu("Sort", content: { … })`, `.contextMenu { … }`, `CommandMenu`, `CommandGroup`) and a list row's
/// `.swipeActions { … }`, whose buttons become the row's swipe actions. A `.popoverTip` on such an item has
/// nothing to anchor, whether it is written there or in a helper (a function, a computed property, a view
/// type's `body`) that is used only there.
enum SystemDrawnItems {
    private static let drawingClosures: Set<String> = [
        "Menu", "contextMenu", "CommandMenu", "CommandGroup", "swipeActions",
    ]
    private static let presentedContent: Set<String> = [
        "sheet", "popover", "fullScreenCover", "navigationDestination", "inspector",
    ]
    /// The closures between a helper's use and the items around it that only build more items: a use in a
    /// button's action, or in any other closure, may build a view shown elsewhere.
    private static let itemBuilders: Set<String> = ["ForEach", "Group", "Section", "ControlGroup"]
    /// The keywords before a name that declare it rather than use it.
    private static let declaring: [StaticString] = [
        "func", "var", "let", "struct", "class", "enum", "actor", "extension", "protocol", "typealias", "case",
    ]

    /// Where a walk out from a token stopped.
    private enum Reach {
        /// Among system-drawn items.
        case items
        /// Somewhere else: a `Menu`'s `label:`, a context menu's `preview:`, a sheet presented from an item.
        case elsewhere
        /// At the innermost scope that is no closure or block (a function, a type, the file), by its index.
        case holder(Int)
    }

    /// Whether the token sits among system-drawn items within its function: not a `Menu`'s `label:` or
    /// `primaryAction:`, nor a context menu's `preview:`, nor a sheet or popover presented from an item.
    static func contains(_ index: Int, in parsed: ParsedSwift) -> Bool {
        if case .items = reach(from: index, in: parsed) { return true }
        return false
    }

    /// The helper whose uses decide whether the `.popoverTip` at `index` is on a system-drawn item, when it is
    /// not among such items in its own function: that function or computed property, or for a view type's
    /// `body`, the view type (its simple name). Nil in an initializer, or in content presented from there.
    static func helper(holding index: Int, in parsed: ParsedSwift) -> String? {
        guard case .holder(let holder) = reach(from: index, in: parsed) else { return nil }
        let scope = parsed.scopes.scopes[holder]
        guard scope.kind == .function, let name = scope.name, scope.nameToken > 0,
            parsed.is(scope.nameToken - 1, "func") || parsed.is(scope.nameToken - 1, "var")
        else { return nil }
        guard name == "body" else { return name }
        let context = parsed.context(index)
        guard context.typeConformances.contains("View"), let type = context.typeName else { return nil }
        return TypeName.simple(type)
    }

    /// The uses of names among the file's system-drawn items (a call or construction, `sortButton` alone), for the
    /// names the file writes nowhere else but where it declares them and in previews; and the display sites'
    /// helpers (`DisplaySite.itemHelper`) the file writes somewhere else lose theirs. The merge joins both
    /// across files (`ItemHelperUses`). Only files with such items, or with such helpers, pay for the scan.
    static func recognizeUses(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let scopes = parsed.scopes.scopes
        let hasItems = scopes.contains { $0.kind == .closure && $0.name.map(drawingClosures.contains) == true }
        let helpers = Set(facts.displaySites.compactMap(\.itemHelper))
        guard hasItems || !helpers.isEmpty else { return }
        var uses: [(name: String, token: Int)] = []
        var usedTokens: Set<Int> = []
        if hasItems {
            for scope in scopes where scope.kind == .closure && scope.name.map(drawingClosures.contains) == true {
                for index in (scope.open + 1)..<min(scope.close, parsed.count)
                where parsed.isIdentifier(index) && isViewUse(index, in: parsed) && !usedTokens.contains(index)
                    && isItemUse(index, in: parsed)
                {
                    uses.append((parsed.text(index), index))
                    usedTokens.insert(index)
                }
            }
        }
        guard !uses.isEmpty || !helpers.isEmpty else { return }
        // Every other mention of each name: a declaration names it, a preview never ships.
        var elsewhere: [String: Int] = [:]
        for name in helpers { elsewhere[name] = 0 }
        for use in uses { elsewhere[use.name] = 0 }
        // A name's length and first byte rule out most identifiers before a String is made of them.
        func shape(length: Int, first: UInt8) -> Int { length << 8 | Int(first) }
        let shapes = Set(elsewhere.keys.map { shape(length: $0.utf8.count, first: $0.utf8.first ?? 0) })
        for index in 0..<parsed.count where parsed.isIdentifier(index) && !usedTokens.contains(index) {
            guard shapes.contains(shape(length: parsed.file.tokens[index].length, first: parsed.firstByte(index))),
                case let name = parsed.text(index), let count = elsewhere[name],
                !declaring.contains(where: { parsed.is(index - 1, $0) }), !parsed.context(index).isPreview
            else { continue }
            elsewhere[name] = count + 1
        }
        facts.itemUses = uses.filter { elsewhere[$0.name] == 0 }.map {
            ItemUse(name: $0.name, location: parsed.location($0.token))
        }
        for site in facts.displaySites.indices {
            if let helper = facts.displaySites[site].itemHelper, elsewhere[helper] != 0 {
                facts.displaySites[site].itemHelper = nil
            }
        }
    }

    /// A name that builds an item: called or constructed (`priorityButton(item: item)`, `SortMenu { … }`), or
    /// written alone as a statement (`sortButton`, `self.sortButton.tint(.red)`).
    private static func isViewUse(_ index: Int, in parsed: ParsedSwift) -> Bool {
        if parsed.is(index + 1, "(") || parsed.is(index + 1, "{") { return true }
        guard let start = parsed.chain(endingAt: index).first, start > 0 else { return false }
        let before = start - 1
        let startsStatement = parsed.is(before, "{") || parsed.line(before) < parsed.line(start)
        let endsStatement =
            index + 1 >= parsed.count || parsed.is(index + 1, "}") || parsed.is(index + 1, ".")
            || parsed.line(index + 1) > parsed.line(index)
        return startsStatement && endsStatement && !parsed.is(before, ",") && !parsed.is(before, "(")
            && parsed.kind(before) != .operator
    }

    /// Among system-drawn items with only blocks and closures that build more items (`ForEach`, `Section`) between.
    private static func isItemUse(_ index: Int, in parsed: ParsedSwift) -> Bool {
        let scopes = parsed.scopes
        for scopeIndex in scopes.ancestors(at: index) {
            let scope = scopes.scopes[scopeIndex]
            if scope.kind == .block { continue }
            guard scope.kind == .closure, let name = scope.name else { return false }
            if drawingClosures.contains(name) { return isItemsClosure(scope, in: parsed) }
            guard itemBuilders.contains(name) else { return false }
        }
        return false
    }

    private static func reach(from index: Int, in parsed: ParsedSwift) -> Reach {
        let scopes = parsed.scopes
        for scopeIndex in scopes.ancestors(at: index) {
            let scope = scopes.scopes[scopeIndex]
            if scope.kind != .closure && scope.kind != .block { return .holder(scopeIndex) }
            guard scope.kind == .closure, let name = scope.name else { continue }
            if presentedContent.contains(name) { return .elsewhere }
            guard drawingClosures.contains(name) else { continue }
            return isItemsClosure(scope, in: parsed) ? .items : .elsewhere
        }
        return .elsewhere
    }

    /// The items closure of a drawing call: its first trailing closure, or the one labelled `content:` or
    /// `menuItems:`, not a `label:`, `primaryAction:` or `preview:`.
    private static func isItemsClosure(_ scope: Scope, in parsed: ParsedSwift) -> Bool {
        let before = scope.open - 1
        guard parsed.is(before, ":") else { return true }
        return parsed.is(before - 1, "content") || parsed.is(before - 1, "menuItems")
    }
}
