import SwiftScan

/// Finds a home-made tooltip manager's API in one file: the manager's
/// properties and injections, `.tooltip(manager:id:…)`, `showTooltipIfNeeded`,
/// `hasSeenTooltip`, the `activeTooltip` overlay and the reset calls.
enum TooltipExtractor {
    /// Member names of the manager's own API; other `.…tooltip…(` calls are view helpers.
    private static let apiNames: Set<String> = [
        "tooltip", "showTooltipIfNeeded", "hasSeenTooltip", "resetAllTooltips", "resetTooltip", "dismissTooltip",
    ]

    static func extract(_ parsed: ParsedSwift, into facts: inout TooltipFacts) {
        var state = State()
        let tokens = parsed.file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            switch parsed.file.bytes[Int(token.start)] {
            case UInt8(ascii: "T"):
                if parsed.file.token(token, is: "TooltipManager") {
                    managerMention(at: index, parsed, &facts)
                } else if parsed.file.token(token, is: "TooltipView"), parsed.isCall(index),
                    parsed.arguments(ofCallNamed: index).contains(where: { $0.label == "tooltip" })
                {
                    state.overlayTokens.append(index)
                }
            case UInt8(ascii: "t"):
                if parsed.file.token(token, is: "tooltip"), parsed.isMemberCall(index) {
                    modifierShow(at: index, parsed, &facts)
                } else {
                    helperCall(at: index, parsed, &facts)
                }
            case UInt8(ascii: "s"):
                if parsed.file.token(token, is: "showTooltipIfNeeded") {
                    if declares(index, parsed, &state) { break }
                    if parsed.isCall(index) { managerShow(at: index, parsed, &facts) }
                } else {
                    helperCall(at: index, parsed, &facts)
                }
            case UInt8(ascii: "h"):
                if parsed.file.token(token, is: "hasSeenTooltip") {
                    if declares(index, parsed, &state) { break }
                    if parsed.isCall(index), let id = firstArgument(of: index, parsed) {
                        facts.seenChecks.append(
                            TooltipSeenCheck(
                                id: id, location: parsed.location(index), context: parsed.context(index)))
                    }
                } else {
                    helperCall(at: index, parsed, &facts)
                }
            case UInt8(ascii: "a"):
                if parsed.file.token(token, is: "activeTooltip") {
                    state.activeTooltipTypes.insert(parsed.scopes.enclosingTypeScope(at: index) ?? -1)
                }
            case UInt8(ascii: "r"):
                let isResetAll = parsed.file.token(token, is: "resetAllTooltips")
                guard isResetAll || parsed.file.token(token, is: "resetTooltip") else {
                    helperCall(at: index, parsed, &facts)
                    break
                }
                if declares(index, parsed, &state) { break }
                if parsed.isCall(index) { state.resetTokens.append((index, isResetAll)) }
            case UInt8(ascii: "e"):
                if parsed.file.token(token, is: "environmentObject") || parsed.file.token(token, is: "environment"),
                    parsed.isMemberCall(index)
                {
                    state.environmentCalls.append(index)
                } else {
                    helperCall(at: index, parsed, &facts)
                }
            default:
                helperCall(at: index, parsed, &facts)
            }
        }
        finish(state, parsed, &facts)
    }

    /// What the single pass collects before it can be resolved.
    private struct State {
        /// Type scopes (or -1 for file scope) that declare the manager's API.
        var implementingTypes = Set<Int>()
        var activeTooltipTypes = Set<Int>()
        var overlayTokens: [Int] = []
        var resetTokens: [(index: Int, isResetAll: Bool)] = []
        var environmentCalls: [Int] = []
    }

    /// `func showTooltipIfNeeded(`: the enclosing type implements the manager.
    private static func declares(_ index: Int, _ parsed: ParsedSwift, _ state: inout State) -> Bool {
        guard index > 0, parsed.is(index - 1, "func") else { return false }
        state.implementingTypes.insert(parsed.scopes.enclosingTypeScope(at: index) ?? -1)
        return true
    }

    private static func finish(_ state: State, _ parsed: ParsedSwift, _ facts: inout TooltipFacts) {
        for index in state.overlayTokens {
            facts.overlays.append(
                TooltipOverlay(
                    location: parsed.location(index), context: parsed.context(index),
                    readsActiveTooltip: state.activeTooltipTypes.contains(
                        parsed.scopes.enclosingTypeScope(at: index) ?? -1)))
        }
        for (index, isResetAll) in state.resetTokens {
            let context = parsed.context(index)
            let insideManager =
                state.implementingTypes.contains(parsed.scopes.enclosingTypeScope(at: index) ?? -1)
                || context.typeName == "TooltipManager"
            facts.resets.append(
                TooltipReset(
                    name: isResetAll ? "resetAllTooltips" : "resetTooltip",
                    id: isResetAll ? nil : firstArgument(of: index, parsed),
                    site: FactSite(location: parsed.location(index), context: context, branch: parsed.branch(index)),
                    isInsideManager: insideManager))
        }
        let managerNames = Set(facts.managerProperties.map(\.name))
        for index in state.environmentCalls {
            let arguments = parsed.arguments(ofCallNamed: index)
            guard arguments.count == 1, arguments[0].label == nil,
                let first = arguments[0].valueRange.first, !parsed.is(first, "\\"),
                holdsManager(arguments[0].valueRange, managerNames, parsed)
            else { continue }
            facts.provisions.append(
                TooltipManagerProvision(
                    isObservationEnvironment: parsed.is(index, "environment"),
                    argument: parsed.source(arguments[0].valueRange),
                    location: parsed.location(index), context: parsed.context(index)))
        }
    }

    /// Whether an injected value is a tooltip manager: it constructs one, names a
    /// property holding one, or is named after tooltips (`appModel.tooltips`).
    private static func holdsManager(_ range: Range<Int>, _ managerNames: Set<String>, _ parsed: ParsedSwift) -> Bool {
        var lastIdentifier: Int?
        for index in range where parsed.isIdentifier(index) {
            if parsed.is(index, "TooltipManager") { return true }
            lastIdentifier = index
        }
        guard let lastIdentifier else { return false }
        let name = parsed.text(lastIdentifier)
        return managerNames.contains(name) || name.lowercased().contains("tooltip")
    }

    // MARK: The manager

    private static func managerMention(at index: Int, _ parsed: ParsedSwift, _ facts: inout TooltipFacts) {
        if facts.firstManagerMention == nil { facts.firstManagerMention = parsed.location(index) }
        if index > 0, parsed.is(index - 1, "class") || parsed.is(index - 1, "actor") || parsed.is(index - 1, "struct") {
            facts.managerDeclarations.append(parsed.location(index))
            return
        }
        guard let (nameToken, declaration) = declaredProperty(typedAt: index, parsed) else { return }
        facts.managerProperties.append(
            TooltipManagerProperty(
                name: parsed.text(nameToken), wrapper: wrapper(before: declaration, parsed),
                site: parsed.site(nameToken)))
    }

    /// The property a `TooltipManager` token types or initialises:
    /// `var m: TooltipManager`, `var m = TooltipManager()`, `@Environment(TooltipManager.self) var m`.
    /// Returns its name token and its `var`/`let` token.
    private static func declaredProperty(typedAt index: Int, _ parsed: ParsedSwift) -> (Int, Int)? {
        guard index >= 3 else { return nil }
        let isDeclaration = { (keyword: Int) in parsed.is(keyword, "var") || parsed.is(keyword, "let") }
        if parsed.is(index - 1, ":") || parsed.is(index - 1, "="),
            parsed.isIdentifier(index - 2), isDeclaration(index - 3)
        {
            return (index - 2, index - 3)
        }
        // `@Environment(TooltipManager.self) private var m`
        if parsed.is(index - 1, "("), parsed.is(index - 2, "@Environment") {
            var cursor = parsed.skipGroup(index - 1)
            while parsed.kind(cursor) == .keyword, !isDeclaration(cursor) { cursor += 1 }
            if isDeclaration(cursor), parsed.isIdentifier(cursor + 1) {
                return (cursor + 1, index - 2)
            }
        }
        return nil
    }

    /// The property wrapper among the attributes before a declaration.
    private static func wrapper(before declaration: Int, _ parsed: ParsedSwift) -> TooltipManagerWrapper {
        var cursor = declaration
        while cursor >= 0, declaration - cursor < 8 {
            let kind = parsed.kind(cursor)
            if kind == .attribute {
                switch parsed.text(cursor) {
                case "@StateObject": return .stateObject
                case "@ObservedObject": return .observedObject
                case "@EnvironmentObject": return .environmentObject
                case "@State": return .state
                case "@Environment": return .environment
                default: break
                }
            } else if parsed.is(cursor, ")"), let open = parsed.partner(cursor) {
                cursor = open - 1 // `private(set)`
                continue
            } else if kind != .keyword, kind != .identifier {
                break // modifiers (`private`, `static`) may lex either way; anything else ends the search
            }
            cursor -= 1
        }
        return .plain
    }

    // MARK: Showing

    /// `.tooltip(manager: m, id: "…", title: "…", message: "…", position: .bottom, trigger: .onAppear)`.
    private static func modifierShow(at index: Int, _ parsed: ParsedSwift, _ facts: inout TooltipFacts) {
        let arguments = parsed.arguments(ofCallNamed: index)
        guard let id = arguments.first(where: { $0.label == "id" }), let idCopy = parsed.copy(id.valueRange) else {
            return
        }
        let value = { (label: String) in arguments.first { $0.label == label }.map(\.valueRange) }
        facts.shows.append(
            TooltipShow(
                kind: .modifier, id: idCopy,
                title: value("title").flatMap(parsed.copy), message: value("message").flatMap(parsed.copy),
                position: value("position").map(parsed.source), trigger: value("trigger").map(parsed.source),
                manager: value("manager").map(parsed.source),
                site: parsed.site(index)))
    }

    /// `tooltipManager.showTooltipIfNeeded("id", title: "…", message: "…", position: .top)`.
    private static func managerShow(at index: Int, _ parsed: ParsedSwift, _ facts: inout TooltipFacts) {
        let arguments = parsed.arguments(ofCallNamed: index)
        guard let first = arguments.first, first.label == nil, let id = parsed.copy(first.valueRange) else { return }
        let value = { (label: String) in arguments.first { $0.label == label }.map(\.valueRange) }
        // `tooltipManager.showTooltipIfNeeded(`, `tooltipManager?.showTooltipIfNeeded(`
        var receiver = index - 2
        if receiver >= 0, parsed.is(receiver, "?") || parsed.is(receiver, "!") { receiver -= 1 }
        let manager: String? =
            receiver >= 0 && parsed.is(index - 1, ".") && parsed.isIdentifier(receiver)
            ? parsed.text(receiver) : nil
        facts.shows.append(
            TooltipShow(
                kind: .showIfNeeded, id: id,
                title: value("title").flatMap(parsed.copy), message: value("message").flatMap(parsed.copy),
                position: value("position").map(parsed.source), manager: manager,
                site: parsed.site(index)))
    }

    private static func firstArgument(of index: Int, _ parsed: ParsedSwift) -> CopyText? {
        guard let first = parsed.arguments(ofCallNamed: index).first, first.label == nil else { return nil }
        return parsed.copy(first.valueRange)
    }

    /// `.tooltipOverlay(manager)`: a view helper that may render the overlay for its caller.
    private static func helperCall(at index: Int, _ parsed: ParsedSwift, _ facts: inout TooltipFacts) {
        guard parsed.isMemberCall(index), mentionsTooltip(parsed.file.tokens[index], parsed) else { return }
        let name = parsed.text(index)
        guard !apiNames.contains(name) else { return }
        facts.helperCalls.append(
            TooltipHelperCall(
                name: name, location: parsed.location(index), context: parsed.context(index)))
    }

    private static let tooltipWord = Array("tooltip".utf8)

    /// Whether the token's name holds `tooltip` in any case, read off its bytes:
    /// this runs for every member call, and most names are not a tooltip's.
    private static func mentionsTooltip(_ token: Token, _ parsed: ParsedSwift) -> Bool {
        let word = tooltipWord
        let bytes = parsed.file.bytes
        var start = Int(token.start)
        while start + word.count <= Int(token.end) {
            var matched = 0
            while matched < word.count, bytes[start + matched] | 0x20 == word[matched] { matched += 1 }
            if matched == word.count { return true }
            start += 1
        }
        return false
    }
}
