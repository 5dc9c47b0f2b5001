import SwiftScan

/// Finds a TutorialKit tour in one file: element and blur-target declarations,
/// the capture/blur/trigger/overlay modifiers, steps with their arrows, blur
/// targets and triggers, the protocol conformers and `.tutorial(…)`.
enum TutorialExtractor {
    /// Types only TutorialKit itself declares: a file declaring one is the library's source.
    private static let libraryTypes: [StaticString] = [
        "TutorialElement", "TutorialBlurTargets", "TutorialArrow", "TutorialStep", "TutorialStepProvider",
        "TutorialOverlay", "TutorialStepProviding", "DefaultTutorialOverlay",
    ]
    /// Modifiers only TutorialKit itself declares.
    private static let libraryModifiers: [StaticString] = [
        "captureTutorialFrame", "tutorialBlur", "tutorialTriggered", "tutorialAction", "tutorialOverlay", "tutorial",
    ]

    /// The identifiers the extractor reacts to, matched on bytes without allocating.
    private enum Name {
        case arrow, step, capture, blur, triggered, action, overlay, tutorial, stepLabel, environmentKey

        private static let table: [(StaticString, Name)] = [
            ("TutorialArrow", .arrow), ("TutorialStep", .step), ("captureTutorialFrame", .capture),
            ("tutorialBlur", .blur), ("tutorialTriggered", .triggered), ("tutorialAction", .action),
            ("tutorialOverlay", .overlay), ("tutorial", .tutorial), ("arrows", .stepLabel),
            ("supplementalArrows", .stepLabel), ("blurTargets", .stepLabel), ("triggers", .stepLabel),
            ("activeTutorialTriggers", .environmentKey), ("activeTutorialBlurTargets", .environmentKey),
            ("activeSupplementalArrows", .environmentKey),
        ]
        /// For each first byte, the lengths of the names in `table` that start with it, one bit a length: the
        /// caller skips nearly every identifier at once with it, without hashing or comparing (this runs for
        /// every identifier of every extracted file; `a`, `b`, `c`, `s`, `t` start many). Read once a file:
        /// a static's accessor checks its initialisation at every ask.
        static let lengthsByFirstByte: [UInt64] = {
            var lengths = [UInt64](repeating: 0, count: 256)
            for (name, _) in Name.table {
                lengths[Int(name.withUTF8Buffer { $0[0] })] |= 1 << UInt64(name.utf8CodeUnitCount)
            }
            return lengths
        }()

        init?(_ token: Token, _ parsed: ParsedSwift) {
            guard let match = Name.table.first(where: { parsed.file.token(token, is: $0.0) }) else { return nil }
            self = match.1
        }
    }

    static func extract(_ parsed: ParsedSwift, into facts: inout TutorialFacts) {
        if isLibrarySource(parsed) {
            facts.isLibrarySource = true
            return
        }
        var arrowTokens: [Int] = []
        var stepTokens = Set<Int>()
        var openParens: [Int] = []
        let tokens = parsed.file.tokens
        let bytes = parsed.file.bytes
        let lengthsByFirstByte = Name.lengthsByFirstByte
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                // Read on the byte: this runs for every token of every extracted file.
                guard token.length == 1 else { continue }
                let byte = bytes[Int(token.start)]
                if byte == UInt8(ascii: "(") {
                    openParens.append(index)
                } else if byte == UInt8(ascii: ")"), let last = openParens.last, parsed.partner(last) == index {
                    openParens.removeLast()
                }
                continue
            case .keyword:
                if parsed.is(index, "let") || parsed.is(index, "var") { staticDeclaration(at: index, parsed, &facts) }
                continue
            case .identifier:
                break
            default:
                continue
            }
            let length = token.length
            guard length < 64, lengthsByFirstByte[Int(bytes[Int(token.start)])] >> UInt64(length) & 1 == 1,
                let name = Name(token, parsed)
            else { continue }
            switch name {
            case .arrow where parsed.isCall(index):
                arrowTokens.append(index)
            case .step where parsed.isCall(index):
                stepTokens.insert(index)
            case .capture where parsed.isMemberCall(index):
                if let argument = parsed.arguments(ofCallNamed: index).first {
                    facts.captures.append(use(parsed.staticMember(argument.valueRange), at: index, parsed))
                }
            case .blur where parsed.isMemberCall(index):
                if let argument = parsed.arguments(ofCallNamed: index).first {
                    let members = parsed.arrayElements(argument.valueRange) ?? [argument.valueRange]
                    facts.blurMarks += members.map { use(parsed.staticMember($0), at: index, parsed) }
                }
            case .triggered where parsed.isMemberCall(index):
                handler(.triggered, at: index, parsed, &facts)
            case .action where parsed.isMemberCall(index):
                handler(.action, at: index, parsed, &facts)
            case .overlay where parsed.isMemberCall(index):
                facts.overlays.append(
                    TutorialOverlayUse(
                        location: parsed.location(index), context: parsed.context(index),
                        presentation: parsed.presentation(at: index)))
            case .tutorial where parsed.isMemberCall(index):
                attachment(at: index, parsed, &facts)
            case .stepLabel
            where parsed.is(index + 1, ":") && index > 0
                && (parsed.is(index - 1, "(") || parsed.is(index - 1, ",")):
                if let paren = openParens.last, let callee = stepCallee(beforeParen: paren, parsed) {
                    stepTokens.insert(callee)
                }
            case .environmentKey where index >= 2 && parsed.is(index - 1, ".") && parsed.is(index - 2, "\\"):
                facts.manualInjections.append(parsed.location(index))
            default:
                continue
            }
        }
        var consumedArrows = Set<Int>()
        for index in stepTokens.sorted() {
            facts.steps.append(step(at: index, &consumedArrows, parsed))
        }
        for index in arrowTokens where !consumedArrows.contains(index) {
            facts.looseArrows.append(arrow(at: index, parsed))
        }
        facts.conformers = conformers(parsed)
    }

    /// TutorialKit's own sources vendored into the project (the README has you copy
    /// the package in): they declare the library's types or modifiers.
    private static func isLibrarySource(_ parsed: ParsedSwift) -> Bool {
        let scopes = parsed.scopes.scopes
        for index in scopes.indices where scopes[index].kind == .type && !scopes[index].isExtension {
            if parsed.isOne(of: libraryTypes, scopes[index].nameToken) { return true }
        }
        for index in 0..<parsed.count where parsed.kind(index) == .keyword && parsed.is(index, "func") {
            if parsed.isOne(of: libraryModifiers, index + 1) { return true }
        }
        return false
    }

    private static func use(_ reference: TutorialReference, at index: Int, _ parsed: ParsedSwift) -> TutorialElementUse
    {
        TutorialElementUse(
            reference: reference, location: parsed.location(index), context: parsed.context(index),
            presentation: parsed.presentation(at: index))
    }

    private static func trigger(_ range: Range<Int>, _ parsed: ParsedSwift) -> TutorialTrigger? {
        guard let copy = parsed.copy(range) else { return nil }
        return TutorialTrigger(text: copy.text, isLiteral: copy.isLiteral, location: copy.location)
    }

    private static func handler(
        _ kind: TutorialTriggerHandler.Kind, at index: Int, _ parsed: ParsedSwift,
        _ facts: inout TutorialFacts
    ) {
        let arguments = parsed.arguments(ofCallNamed: index)
        guard let first = arguments.first, first.label == nil, let name = trigger(first.valueRange, parsed) else {
            return
        }
        facts.handlers.append(
            TutorialTriggerHandler(
                kind: kind, trigger: name,
                binding: arguments.first { $0.label == "isPresented" }.map { parsed.source($0.valueRange) },
                location: parsed.location(index), context: parsed.context(index)))
    }

    /// `.tutorial(DefaultTutorialOverlay<Steps>.self, isPresented: $show)`.
    private static func attachment(at index: Int, _ parsed: ParsedSwift, _ facts: inout TutorialFacts) {
        let arguments = parsed.arguments(ofCallNamed: index)
        guard let first = arguments.first, first.label == nil,
            arguments.contains(where: { $0.label == "isPresented" })
                || parsed.is(first.valueRange.upperBound - 1, "self")
        else { return }
        var names: [String] = []
        for token in first.valueRange where parsed.isCapitalizedName(token) {
            names.append(parsed.text(token))
        }
        facts.attachments.append(
            TutorialAttachment(
                overlay: parsed.source(first.valueRange), typeNames: names,
                location: parsed.location(index), context: parsed.context(index)))
    }

    // MARK: Declarations

    /// `static let x = TutorialElement("…")`, `TutorialElement(id:label:)`, `.init(…)` or `Self(…)` in
    /// `extension TutorialElement`; `TutorialBlurTargets(rawValue: 1 << 2)` and combinations `[.a, .b]`.
    private static func staticDeclaration(at keyword: Int, _ parsed: ParsedSwift, _ facts: inout TutorialFacts) {
        let nameToken = keyword + 1
        guard nameToken + 2 < parsed.count, parsed.isIdentifier(nameToken) else { return }
        var cursor = nameToken + 1
        var annotation: Int? // its name made only for a declaration kept below
        if parsed.is(cursor, ":"), parsed.isIdentifier(cursor + 1) {
            annotation = cursor + 1
            cursor += 2
        }
        guard parsed.is(cursor, "="), cursor + 1 < parsed.count else { return }
        var start = cursor + 1
        var constructed: String?
        if parsed.is(start, "TutorialElement") || parsed.is(start, "TutorialBlurTargets") {
            constructed = parsed.text(start)
            start += 1
        } else if !parsed.is(start, "Self"), !parsed.is(start, "."), !parsed.is(start, "[") {
            return // most declarations: cheap to rule out before reading the context
        } else if parsed.is(start, "Self") {
            start += 1
        }
        if parsed.is(start, "."), parsed.is(start + 1, "init") { start += 2 }
        let context = parsed.context(keyword)
        guard context.functionName == nil, context.closures.isEmpty else { return } // a local, not a static member
        constructed =
            constructed ?? annotation.map(parsed.text) ?? context.typeName.map { TypeName.simple($0) }
        let location = parsed.location(nameToken)
        let name = parsed.text(nameToken)
        let branch = parsed.branch(nameToken)
        if parsed.is(start, "(") {
            let arguments = parsed.arguments(ofCallAt: start)
            switch constructed {
            case "TutorialElement":
                let label = arguments.first { $0.label == nil || $0.label == "label" }.flatMap {
                    parsed.copy($0.valueRange)
                }
                let id = arguments.first { $0.label == "id" }.flatMap { parsed.copy($0.valueRange) } ?? label
                facts.elements.append(
                    TutorialElementDeclaration(
                        owner: context.typeName, name: name, id: id, label: label, location: location, branch: branch))
            case "TutorialBlurTargets":
                guard let raw = arguments.first(where: { $0.label == "rawValue" }) else { return }
                facts.blurTargets.append(
                    TutorialBlurTargetDeclaration(
                        owner: context.typeName, name: name, rawValue: IntegerExpression.value(raw.valueRange, parsed),
                        rawValueText: parsed.source(raw.valueRange), location: location, branch: branch))
            default:
                return
            }
        } else if parsed.is(start, "["), constructed == "TutorialBlurTargets", let close = parsed.partner(start),
            let elements = parsed.arrayElements(start..<(close + 1))
        {
            facts.blurTargets.append(
                TutorialBlurTargetDeclaration(
                    owner: context.typeName, name: name, rawValue: nil, rawValueText: nil,
                    members: elements.compactMap { parsed.staticMember($0).name }, location: location, branch: branch))
        }
    }

    // MARK: Steps

    /// The step type called with the `(` at `paren`: `TutorialStep`, a custom step type, or `.init`.
    private static func stepCallee(beforeParen paren: Int, _ parsed: ParsedSwift) -> Int? {
        let callee = paren - 1
        guard callee >= 0, !(callee > 0 && parsed.is(callee - 1, "func")) else { return nil }
        if parsed.is(callee, "init") { return callee > 0 && parsed.is(callee - 1, ".") ? callee : nil }
        guard parsed.isCapitalizedName(callee), !parsed.is(callee, "TutorialArrow") else { return nil }
        return callee
    }

    private static func step(at index: Int, _ consumed: inout Set<Int>, _ parsed: ParsedSwift) -> TutorialStepFact {
        var fact = TutorialStepFact(
            stepType: parsed.text(index), site: parsed.site(index))
        for argument in parsed.arguments(ofCallNamed: index) {
            let range = argument.valueRange
            switch argument.label {
            case "title":
                fact.title = parsed.copy(range)
            case "arrows", "supplementalArrows":
                guard let elements = parsed.arrayElements(range) else {
                    fact.markComputed(argument.label)
                    continue
                }
                var arrows: [TutorialArrowFact] = []
                for element in elements {
                    guard let call = arrowCall(element, parsed) else {
                        fact.markComputed(argument.label)
                        continue
                    }
                    consumed.insert(call)
                    arrows.append(arrow(at: call, parsed))
                }
                if argument.label == "arrows" { fact.arrows = arrows } else { fact.supplementalArrows = arrows }
            case "blurTargets":
                let elements = parsed.arrayElements(range) ?? [range]
                for element in elements {
                    let reference = parsed.staticMember(element)
                    if reference.name == nil {
                        fact.markComputed(argument.label)
                        continue
                    }
                    fact.blurTargets.append(
                        TutorialBlurUse(reference: reference, location: parsed.location(element.lowerBound)))
                }
            case "triggers":
                guard let elements = parsed.arrayElements(range) else {
                    fact.markComputed(argument.label)
                    continue
                }
                fact.triggers = elements.compactMap { trigger($0, parsed) }
            default:
                continue
            }
        }
        return fact
    }

    /// The `TutorialArrow` (or `.init`) token of an arrows array element.
    private static func arrowCall(_ element: Range<Int>, _ parsed: ParsedSwift) -> Int? {
        let first = element.lowerBound
        if parsed.is(first, "TutorialArrow"), parsed.is(first + 1, "(") { return first }
        if parsed.is(first, "."), parsed.is(first + 1, "init"), parsed.is(first + 2, "(") { return first + 1 }
        return nil
    }

    /// `TutorialArrow(.target, anchor: …)`: the target is the first unlabelled (or `element:`) argument.
    private static func arrow(at index: Int, _ parsed: ParsedSwift) -> TutorialArrowFact {
        let arguments = parsed.arguments(ofCallNamed: index)
        let target = arguments.first { $0.label == nil || $0.label == "element" || $0.label == "target" }
        let reference =
            target.map { parsed.staticMember($0.valueRange) }
            ?? TutorialReference(qualifier: nil, name: nil, text: "")
        return TutorialArrowFact(target: reference, location: parsed.location(index))
    }

    // MARK: Conformers

    private static func conformers(_ parsed: ParsedSwift) -> [TutorialConformer] {
        var result: [TutorialConformer] = []
        for scope in parsed.scopes.scopes where scope.kind == .type {
            let kinds = scope.simpleConformances.compactMap(TutorialConformer.Kind.init(rawValue:))
            guard !kinds.isEmpty, let name = scope.name else { continue }
            var mentioned = Set<String>()
            for index in (scope.open + 1)..<scope.close where parsed.isCapitalizedName(index) {
                mentioned.insert(parsed.text(index))
            }
            result.append(
                TutorialConformer(
                    name: name, kinds: kinds, location: parsed.location(parsed.typeNameStart(scope)),
                    mentionedTypes: mentioned.sorted()))
        }
        return result
    }
}

/// Evaluates a blur target's raw value: integer literals (decimal, hex, octal,
/// binary, with underscores), `<<`, `|`, and parentheses. Nil for anything else.
enum IntegerExpression {
    static func value(_ range: Range<Int>, _ parsed: ParsedSwift) -> Int? {
        var parser = Parser(parsed: parsed, cursor: range.lowerBound, end: range.upperBound)
        guard let value = parser.orExpression(), parser.cursor == range.upperBound else { return nil }
        return value
    }

    private struct Parser {
        let parsed: ParsedSwift
        var cursor: Int
        let end: Int

        mutating func orExpression() -> Int? {
            guard var value = shiftExpression() else { return nil }
            while cursor < end, parsed.is(cursor, "|") {
                cursor += 1
                guard let right = shiftExpression() else { return nil }
                value |= right
            }
            return value
        }

        mutating func shiftExpression() -> Int? {
            guard var value = primary() else { return nil }
            while cursor < end, parsed.is(cursor, "<<") {
                cursor += 1
                guard let right = primary(), right >= 0, right < Int.bitWidth - 1 else { return nil }
                value <<= right
            }
            return value
        }

        mutating func primary() -> Int? {
            guard cursor < end else { return nil }
            if parsed.is(cursor, "(") {
                cursor += 1
                guard let value = orExpression(), cursor < end, parsed.is(cursor, ")") else { return nil }
                cursor += 1
                return value
            }
            guard parsed.kind(cursor) == .number else { return nil }
            let text = String(parsed.text(cursor).filter { $0 != "_" })
            cursor += 1
            for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where text.hasPrefix(prefix) {
                return Int(text.dropFirst(2), radix: radix)
            }
            return Int(text)
        }
    }
}

private extension TutorialStepFact {
    mutating func markComputed(_ label: String?) {
        if let label, !computedArguments.contains(label) { computedArguments.append(label) }
    }
}
