import SwiftScan

/// Finds a home-made tooltip manager's API in one file: the manager's
/// properties and injections, `.tooltip(manager:id:…)`, `showTooltipIfNeeded`,
/// `hasSeenTooltip`, the `activeTooltip` overlay and the reset calls.
enum TooltipExtractor {
    /// Member names of the manager's own API; other `.…tooltip…(` calls are view helpers.
    private static let apiNames: Set<String> = [
        "tooltip", "showTooltipIfNeeded", "hasSeenTooltip", "resetAllTooltips", "resetTooltip", "dismissTooltip",
    ]

    static func extract(_ reader: ExtractionReader, into facts: inout TooltipFacts) {
        var state = State()
        let tokens = reader.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            switch reader.file.bytes[Int(token.start)] {
            case UInt8(ascii: "T"):
                if reader.file.token(token, is: "TooltipManager") {
                    managerMention(at: index, reader, &facts)
                } else if reader.file.token(token, is: "TooltipView"), reader.isCall(index),
                          reader.arguments(ofCallNamed: index).contains(where: { $0.label == "tooltip" }) {
                    state.overlayTokens.append(index)
                }
            case UInt8(ascii: "t"):
                if reader.file.token(token, is: "tooltip"), reader.isMemberCall(index) {
                    modifierShow(at: index, reader, &facts)
                } else {
                    helperCall(at: index, reader, &facts)
                }
            case UInt8(ascii: "s"):
                if reader.file.token(token, is: "showTooltipIfNeeded") {
                    if declares(index, reader, &state) { break }
                    if reader.isCall(index) { managerShow(at: index, reader, &facts) }
                } else {
                    helperCall(at: index, reader, &facts)
                }
            case UInt8(ascii: "h"):
                if reader.file.token(token, is: "hasSeenTooltip") {
                    if declares(index, reader, &state) { break }
                    if reader.isCall(index), let id = firstArgument(of: index, reader) {
                        facts.seenChecks.append(TooltipSeenCheck(
                            id: id, location: reader.location(of: index), context: reader.context(at: index)))
                    }
                } else {
                    helperCall(at: index, reader, &facts)
                }
            case UInt8(ascii: "a"):
                if reader.file.token(token, is: "activeTooltip") {
                    state.activeTooltipTypes.insert(reader.scopes.typeScope(at: index) ?? -1)
                }
            case UInt8(ascii: "r"):
                let isResetAll = reader.file.token(token, is: "resetAllTooltips")
                guard isResetAll || reader.file.token(token, is: "resetTooltip") else {
                    helperCall(at: index, reader, &facts)
                    break
                }
                if declares(index, reader, &state) { break }
                if reader.isCall(index) { state.resetTokens.append((index, isResetAll)) }
            case UInt8(ascii: "e"):
                if reader.file.token(token, is: "environmentObject") || reader.file.token(token, is: "environment"),
                   reader.isMemberCall(index) {
                    state.environmentCalls.append(index)
                } else {
                    helperCall(at: index, reader, &facts)
                }
            default:
                helperCall(at: index, reader, &facts)
            }
        }
        finish(state, reader, &facts)
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
    private static func declares(_ index: Int, _ reader: ExtractionReader, _ state: inout State) -> Bool {
        guard index > 0, reader.is(index - 1, "func") else { return false }
        state.implementingTypes.insert(reader.scopes.typeScope(at: index) ?? -1)
        return true
    }

    private static func finish(_ state: State, _ reader: ExtractionReader, _ facts: inout TooltipFacts) {
        for index in state.overlayTokens {
            facts.overlays.append(TooltipOverlay(
                location: reader.location(of: index), context: reader.context(at: index),
                readsActiveTooltip: state.activeTooltipTypes.contains(reader.scopes.typeScope(at: index) ?? -1)))
        }
        for (index, isResetAll) in state.resetTokens {
            let context = reader.context(at: index)
            let insideManager = state.implementingTypes.contains(reader.scopes.typeScope(at: index) ?? -1)
                || context.typeName == "TooltipManager"
            facts.resets.append(TooltipReset(
                name: isResetAll ? "resetAllTooltips" : "resetTooltip",
                id: isResetAll ? nil : firstArgument(of: index, reader),
                location: reader.location(of: index), context: context, branch: reader.branch(at: index),
                isInsideManager: insideManager))
        }
        let managerNames = Set(facts.managerProperties.map(\.name))
        for index in state.environmentCalls {
            let arguments = reader.arguments(ofCallNamed: index)
            guard arguments.count == 1, arguments[0].label == nil,
                  let first = arguments[0].valueRange.first, !reader.is(first, "\\"),
                  holdsManager(arguments[0].valueRange, managerNames, reader) else { continue }
            facts.provisions.append(TooltipManagerProvision(
                isObservationEnvironment: reader.is(index, "environment"),
                argument: reader.text(arguments[0].valueRange),
                location: reader.location(of: index), context: reader.context(at: index)))
        }
    }

    /// Whether an injected value is a tooltip manager: it constructs one, names a
    /// property holding one, or is named after tooltips (`appModel.tooltips`).
    private static func holdsManager(_ range: Range<Int>, _ managerNames: Set<String>, _ reader: ExtractionReader) -> Bool {
        var lastIdentifier: Int?
        for index in range where reader.tokens[index].kind == .identifier {
            if reader.is(index, "TooltipManager") { return true }
            lastIdentifier = index
        }
        guard let lastIdentifier else { return false }
        let name = reader.file.text(lastIdentifier)
        return managerNames.contains(name) || name.lowercased().contains("tooltip")
    }

    // MARK: The manager

    private static func managerMention(at index: Int, _ reader: ExtractionReader, _ facts: inout TooltipFacts) {
        if facts.firstManagerMention == nil { facts.firstManagerMention = reader.location(of: index) }
        if index > 0, reader.is(index - 1, "class") || reader.is(index - 1, "actor") || reader.is(index - 1, "struct") {
            facts.managerDeclarations.append(reader.location(of: index))
            return
        }
        guard let (nameToken, declaration) = declaredProperty(typedAt: index, reader) else { return }
        facts.managerProperties.append(TooltipManagerProperty(
            name: reader.file.text(nameToken), wrapper: wrapper(before: declaration, reader),
            location: reader.location(of: nameToken), context: reader.context(at: nameToken),
            branch: reader.branch(at: nameToken)))
    }

    /// The property a `TooltipManager` token types or initialises:
    /// `var m: TooltipManager`, `var m = TooltipManager()`, `@Environment(TooltipManager.self) var m`.
    /// Returns its name token and its `var`/`let` token.
    private static func declaredProperty(typedAt index: Int, _ reader: ExtractionReader) -> (Int, Int)? {
        guard index >= 3 else { return nil }
        let isDeclaration = { (keyword: Int) in reader.is(keyword, "var") || reader.is(keyword, "let") }
        if reader.is(index - 1, ":") || reader.is(index - 1, "="),
           reader.tokens[index - 2].kind == .identifier, isDeclaration(index - 3) {
            return (index - 2, index - 3)
        }
        // `@Environment(TooltipManager.self) private var m`
        if reader.is(index - 1, "("), reader.is(index - 2, "@Environment") {
            var cursor = reader.callEnd(index - 2)
            while cursor < reader.tokens.count, reader.tokens[cursor].kind == .keyword, !isDeclaration(cursor) { cursor += 1 }
            if isDeclaration(cursor), cursor + 1 < reader.tokens.count, reader.tokens[cursor + 1].kind == .identifier {
                return (cursor + 1, index - 2)
            }
        }
        return nil
    }

    /// The property wrapper among the attributes before a declaration.
    private static func wrapper(before declaration: Int, _ reader: ExtractionReader) -> TooltipManagerWrapper {
        var cursor = declaration
        while cursor >= 0, declaration - cursor < 8 {
            let token = reader.tokens[cursor]
            if token.kind == .attribute {
                switch reader.file.text(of: token) {
                case "@StateObject": return .stateObject
                case "@ObservedObject": return .observedObject
                case "@EnvironmentObject": return .environmentObject
                case "@State": return .state
                case "@Environment": return .environment
                default: break
                }
            } else if reader.is(cursor, ")"), Int(reader.structure.partner[cursor]) >= 0 {
                cursor = Int(reader.structure.partner[cursor]) - 1  // `private(set)`
                continue
            } else if token.kind != .keyword, token.kind != .identifier {
                break  // modifiers (`private`, `static`) may lex either way; anything else ends the search
            }
            cursor -= 1
        }
        return .plain
    }

    // MARK: Showing

    /// `.tooltip(manager: m, id: "…", title: "…", message: "…", position: .bottom, trigger: .onAppear)`.
    private static func modifierShow(at index: Int, _ reader: ExtractionReader, _ facts: inout TooltipFacts) {
        let arguments = reader.arguments(ofCallNamed: index)
        guard let id = arguments.first(where: { $0.label == "id" }), let idCopy = reader.copy(id.valueRange) else { return }
        let value = { (label: String) in arguments.first { $0.label == label }.map(\.valueRange) }
        facts.shows.append(TooltipShow(
            kind: .modifier, id: idCopy,
            title: value("title").flatMap(reader.copy), message: value("message").flatMap(reader.copy),
            position: value("position").map(reader.text), trigger: value("trigger").map(reader.text),
            manager: value("manager").map(reader.text),
            location: reader.location(of: index), context: reader.context(at: index), branch: reader.branch(at: index)))
    }

    /// `tooltipManager.showTooltipIfNeeded("id", title: "…", message: "…", position: .top)`.
    private static func managerShow(at index: Int, _ reader: ExtractionReader, _ facts: inout TooltipFacts) {
        let arguments = reader.arguments(ofCallNamed: index)
        guard let first = arguments.first, first.label == nil, let id = reader.copy(first.valueRange) else { return }
        let value = { (label: String) in arguments.first { $0.label == label }.map(\.valueRange) }
        // `tooltipManager.showTooltipIfNeeded(`, `tooltipManager?.showTooltipIfNeeded(`
        var receiver = index - 2
        if receiver >= 0, reader.is(receiver, "?") || reader.is(receiver, "!") { receiver -= 1 }
        let manager: String? = receiver >= 0 && reader.is(index - 1, ".") && reader.tokens[receiver].kind == .identifier
            ? reader.file.text(receiver) : nil
        facts.shows.append(TooltipShow(
            kind: .showIfNeeded, id: id,
            title: value("title").flatMap(reader.copy), message: value("message").flatMap(reader.copy),
            position: value("position").map(reader.text), manager: manager,
            location: reader.location(of: index), context: reader.context(at: index), branch: reader.branch(at: index)))
    }

    private static func firstArgument(of index: Int, _ reader: ExtractionReader) -> CopyText? {
        guard let first = reader.arguments(ofCallNamed: index).first, first.label == nil else { return nil }
        return reader.copy(first.valueRange)
    }

    /// `.tooltipOverlay(manager)`: a view helper that may render the overlay for its caller.
    private static func helperCall(at index: Int, _ reader: ExtractionReader, _ facts: inout TooltipFacts) {
        guard reader.isMemberCall(index), mentionsTooltip(reader.tokens[index], reader) else { return }
        let name = reader.file.text(index)
        guard !apiNames.contains(name) else { return }
        facts.helperCalls.append(TooltipHelperCall(
            name: name, location: reader.location(of: index), context: reader.context(at: index)))
    }

    private static let tooltipWord = Array("tooltip".utf8)

    /// Whether the token's name holds `tooltip` in any case, read off its bytes:
    /// this runs for every member call, and most names are not a tooltip's.
    private static func mentionsTooltip(_ token: Token, _ reader: ExtractionReader) -> Bool {
        let word = tooltipWord
        let bytes = reader.file.bytes
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
