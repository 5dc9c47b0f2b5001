import SwiftScan

/// Finds a TutorialKit tour in one file: element and blur-target declarations,
/// the capture/blur/trigger/overlay modifiers, steps with their arrows, blur
/// targets and triggers, the protocol conformers and `.tutorial(…)`.
enum TutorialExtractor {
    /// Types only TutorialKit itself declares: a file declaring one is the library's source.
    private static let libraryTypes: Set<String> = [
        "TutorialElement", "TutorialBlurTargets", "TutorialArrow", "TutorialStep", "TutorialStepProvider",
        "TutorialOverlay", "TutorialStepProviding", "DefaultTutorialOverlay",
    ]
    /// Modifiers only TutorialKit itself declares.
    private static let libraryModifiers: Set<String> = [
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
        /// First bytes of the names in `table`, to skip most identifiers at once.
        private static let firstBytes: Set<UInt8> = Set(table.map { $0.0.withUTF8Buffer { $0[0] } })

        init?(_ token: Token, _ reader: ExtractionReader) {
            guard Name.firstBytes.contains(reader.file.bytes[Int(token.start)]),
                  let match = Name.table.first(where: { reader.file.token(token, is: $0.0) }) else { return nil }
            self = match.1
        }
    }

    static func extract(_ reader: ExtractionReader, into facts: inout TutorialFacts) {
        if isLibrarySource(reader) {
            facts.isLibrarySource = true
            return
        }
        var arrowTokens: [Int] = []
        var stepTokens = Set<Int>()
        var openParens: [Int] = []
        let tokens = reader.tokens
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuation {
                if reader.is(index, "(") {
                    openParens.append(index)
                } else if reader.is(index, ")"), let last = openParens.last, Int(reader.structure.partner[last]) == index {
                    openParens.removeLast()
                }
                continue
            }
            if token.kind == .keyword, reader.is(index, "let") || reader.is(index, "var") {
                staticDeclaration(at: index, reader, &facts)
                continue
            }
            guard token.kind == .identifier, let name = Name(token, reader) else { continue }
            switch name {
            case .arrow where reader.isCall(index):
                arrowTokens.append(index)
            case .step where reader.isCall(index):
                stepTokens.insert(index)
            case .capture where reader.isMemberCall(index):
                if let argument = reader.arguments(ofCallNamed: index).first {
                    facts.captures.append(use(reader.staticMember(argument.valueRange), at: index, reader))
                }
            case .blur where reader.isMemberCall(index):
                if let argument = reader.arguments(ofCallNamed: index).first {
                    let members = reader.arrayElements(argument.valueRange) ?? [argument.valueRange]
                    facts.blurMarks += members.map { use(reader.staticMember($0), at: index, reader) }
                }
            case .triggered where reader.isMemberCall(index):
                handler(.triggered, at: index, reader, &facts)
            case .action where reader.isMemberCall(index):
                handler(.action, at: index, reader, &facts)
            case .overlay where reader.isMemberCall(index):
                facts.overlays.append(TutorialOverlayUse(
                    location: reader.location(of: index), context: reader.context(at: index),
                    presentation: reader.presentation(at: index)))
            case .tutorial where reader.isMemberCall(index):
                attachment(at: index, reader, &facts)
            case .stepLabel where reader.is(index + 1, ":") && index > 0
                && (reader.is(index - 1, "(") || reader.is(index - 1, ",")):
                if let paren = openParens.last, let callee = stepCallee(beforeParen: paren, reader) {
                    stepTokens.insert(callee)
                }
            case .environmentKey where index >= 2 && reader.is(index - 1, ".") && reader.is(index - 2, "\\"):
                facts.manualInjections.append(reader.location(of: index))
            default:
                continue
            }
        }
        var consumedArrows = Set<Int>()
        for index in stepTokens.sorted() {
            facts.steps.append(step(at: index, &consumedArrows, reader))
        }
        for index in arrowTokens where !consumedArrows.contains(index) {
            facts.looseArrows.append(arrow(at: index, reader))
        }
        facts.conformers = conformers(reader)
    }

    /// TutorialKit's own sources vendored into the project (the README has you copy
    /// the package in): they declare the library's types or modifiers.
    private static func isLibrarySource(_ reader: ExtractionReader) -> Bool {
        for scope in reader.scopes.scopes {
            if case .type(let name, _, false) = scope.kind, libraryTypes.contains(name) { return true }
        }
        let tokens = reader.tokens
        for index in tokens.indices.dropLast() where reader.is(index, "func") {
            if libraryModifiers.contains(reader.file.text(index + 1)) { return true }
        }
        return false
    }

    private static func use(_ reference: TutorialReference, at index: Int, _ reader: ExtractionReader) -> TutorialElementUse {
        TutorialElementUse(reference: reference, location: reader.location(of: index), context: reader.context(at: index),
                           presentation: reader.presentation(at: index))
    }

    private static func trigger(_ range: Range<Int>, _ reader: ExtractionReader) -> TutorialTrigger? {
        guard let copy = reader.copy(range) else { return nil }
        return TutorialTrigger(text: copy.text, isLiteral: copy.isLiteral, location: copy.location)
    }

    private static func handler(_ kind: TutorialTriggerHandler.Kind, at index: Int, _ reader: ExtractionReader,
                                _ facts: inout TutorialFacts) {
        let arguments = reader.arguments(ofCallNamed: index)
        guard let first = arguments.first, first.label == nil, let name = trigger(first.valueRange, reader) else { return }
        facts.handlers.append(TutorialTriggerHandler(
            kind: kind, trigger: name,
            binding: arguments.first { $0.label == "isPresented" }.map { reader.text($0.valueRange) },
            location: reader.location(of: index), context: reader.context(at: index)))
    }

    /// `.tutorial(DefaultTutorialOverlay<Steps>.self, isPresented: $show)`.
    private static func attachment(at index: Int, _ reader: ExtractionReader, _ facts: inout TutorialFacts) {
        let arguments = reader.arguments(ofCallNamed: index)
        guard let first = arguments.first, first.label == nil,
              arguments.contains(where: { $0.label == "isPresented" }) || reader.is(first.valueRange.upperBound - 1, "self")
        else { return }
        var names: [String] = []
        for token in first.valueRange where reader.tokens[token].kind == .identifier && reader.isCapitalized(token) {
            names.append(reader.file.text(token))
        }
        facts.attachments.append(TutorialAttachment(
            overlay: reader.text(first.valueRange), typeNames: names,
            location: reader.location(of: index), context: reader.context(at: index)))
    }

    // MARK: Declarations

    /// `static let x = TutorialElement("…")`, `TutorialElement(id:label:)`, `.init(…)` or `Self(…)` in
    /// `extension TutorialElement`; `TutorialBlurTargets(rawValue: 1 << 2)` and combinations `[.a, .b]`.
    private static func staticDeclaration(at keyword: Int, _ reader: ExtractionReader, _ facts: inout TutorialFacts) {
        let tokens = reader.tokens
        let nameToken = keyword + 1
        guard nameToken + 2 < tokens.count, tokens[nameToken].kind == .identifier else { return }
        var cursor = nameToken + 1
        var annotation: String?
        if reader.is(cursor, ":"), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
            annotation = reader.file.text(cursor + 1)
            cursor += 2
        }
        guard reader.is(cursor, "="), cursor + 1 < tokens.count else { return }
        var start = cursor + 1
        var constructed: String?
        if reader.is(start, "TutorialElement") || reader.is(start, "TutorialBlurTargets") {
            constructed = reader.file.text(start)
            start += 1
        } else if !reader.is(start, "Self"), !reader.is(start, "."), !reader.is(start, "[") {
            return  // most declarations: cheap to rule out before reading the context
        } else if reader.is(start, "Self") {
            start += 1
        }
        if reader.is(start, "."), reader.is(start + 1, "init") { start += 2 }
        let context = reader.context(at: keyword)
        guard context.functionName == nil, context.closures.isEmpty else { return }  // a local, not a static member
        constructed = constructed ?? annotation ?? context.typeName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        let location = reader.location(of: nameToken)
        let name = reader.file.text(nameToken)
        let branch = reader.branch(at: nameToken)
        if reader.is(start, "(") {
            let arguments = reader.structure.arguments(ofCallAt: start)
            switch constructed {
            case "TutorialElement":
                let label = arguments.first { $0.label == nil || $0.label == "label" }.flatMap { reader.copy($0.valueRange) }
                let id = arguments.first { $0.label == "id" }.flatMap { reader.copy($0.valueRange) } ?? label
                facts.elements.append(TutorialElementDeclaration(
                    owner: context.typeName, name: name, id: id, label: label, location: location, branch: branch))
            case "TutorialBlurTargets":
                guard let raw = arguments.first(where: { $0.label == "rawValue" }) else { return }
                facts.blurTargets.append(TutorialBlurTargetDeclaration(
                    owner: context.typeName, name: name, rawValue: IntegerExpression.value(raw.valueRange, reader),
                    rawValueText: reader.text(raw.valueRange), location: location, branch: branch))
            default:
                return
            }
        } else if reader.is(start, "["), constructed == "TutorialBlurTargets", Int(reader.structure.partner[start]) > start,
                  let elements = reader.arrayElements(start..<(Int(reader.structure.partner[start]) + 1)) {
            facts.blurTargets.append(TutorialBlurTargetDeclaration(
                owner: context.typeName, name: name, rawValue: nil, rawValueText: nil,
                members: elements.compactMap { reader.staticMember($0).name }, location: location, branch: branch))
        }
    }

    // MARK: Steps

    /// The step type called with the `(` at `paren`: `TutorialStep`, a custom step type, or `.init`.
    private static func stepCallee(beforeParen paren: Int, _ reader: ExtractionReader) -> Int? {
        let callee = paren - 1
        guard callee >= 0, !(callee > 0 && reader.is(callee - 1, "func")) else { return nil }
        if reader.is(callee, "init") { return callee > 0 && reader.is(callee - 1, ".") ? callee : nil }
        let token = reader.tokens[callee]
        guard token.kind == .identifier, reader.isCapitalized(callee),
              !reader.is(callee, "TutorialArrow") else { return nil }
        return callee
    }

    private static func step(at index: Int, _ consumed: inout Set<Int>, _ reader: ExtractionReader) -> TutorialStepFact {
        var fact = TutorialStepFact(
            stepType: reader.file.text(index), location: reader.location(of: index), context: reader.context(at: index),
            branch: reader.branch(at: index))
        for argument in reader.arguments(ofCallNamed: index) {
            let range = argument.valueRange
            switch argument.label {
            case "title":
                fact.title = reader.copy(range)
            case "arrows", "supplementalArrows":
                guard let elements = reader.arrayElements(range) else {
                    fact.markComputed(argument.label)
                    continue
                }
                var arrows: [TutorialArrowFact] = []
                for element in elements {
                    guard let call = arrowCall(element, reader) else {
                        fact.markComputed(argument.label)
                        continue
                    }
                    consumed.insert(call)
                    arrows.append(arrow(at: call, reader))
                }
                if argument.label == "arrows" { fact.arrows = arrows } else { fact.supplementalArrows = arrows }
            case "blurTargets":
                let elements = reader.arrayElements(range) ?? [range]
                for element in elements {
                    let reference = reader.staticMember(element)
                    if reference.name == nil { fact.markComputed(argument.label); continue }
                    fact.blurTargets.append(TutorialBlurUse(reference: reference, location: reader.location(of: element.lowerBound)))
                }
            case "triggers":
                guard let elements = reader.arrayElements(range) else {
                    fact.markComputed(argument.label)
                    continue
                }
                fact.triggers = elements.compactMap { trigger($0, reader) }
            default:
                continue
            }
        }
        return fact
    }

    /// The `TutorialArrow` (or `.init`) token of an arrows array element.
    private static func arrowCall(_ element: Range<Int>, _ reader: ExtractionReader) -> Int? {
        let first = element.lowerBound
        if reader.is(first, "TutorialArrow"), reader.is(first + 1, "(") { return first }
        if reader.is(first, "."), reader.is(first + 1, "init"), reader.is(first + 2, "(") { return first + 1 }
        return nil
    }

    /// `TutorialArrow(.target, anchor: …)`: the target is the first unlabelled (or `element:`) argument.
    private static func arrow(at index: Int, _ reader: ExtractionReader) -> TutorialArrowFact {
        let arguments = reader.arguments(ofCallNamed: index)
        let target = arguments.first { $0.label == nil || $0.label == "element" || $0.label == "target" }
        let reference = target.map { reader.staticMember($0.valueRange) }
            ?? TutorialReference(qualifier: nil, name: nil, text: "")
        return TutorialArrowFact(target: reference, location: reader.location(of: index))
    }

    // MARK: Conformers

    private static func conformers(_ reader: ExtractionReader) -> [TutorialConformer] {
        var result: [TutorialConformer] = []
        for scope in reader.scopes.scopes {
            guard case .type(_, let conformances, _) = scope.kind else { continue }
            let kinds = conformances.compactMap(TutorialConformer.Kind.init(rawValue:))
            guard !kinds.isEmpty, let name = reader.context(at: scope.open).typeName else { continue }
            var mentioned = Set<String>()
            for index in (scope.open + 1)..<scope.close
            where reader.tokens[index].kind == .identifier && reader.isCapitalized(index) {
                mentioned.insert(reader.file.text(index))
            }
            result.append(TutorialConformer(
                name: name, kinds: kinds, location: reader.location(of: scope.nameToken), mentionedTypes: mentioned.sorted()))
        }
        return result
    }
}

/// Evaluates a blur target's raw value: integer literals (decimal, hex, octal,
/// binary, with underscores), `<<`, `|`, and parentheses. Nil for anything else.
enum IntegerExpression {
    static func value(_ range: Range<Int>, _ reader: ExtractionReader) -> Int? {
        var parser = Parser(reader: reader, cursor: range.lowerBound, end: range.upperBound)
        guard let value = parser.orExpression(), parser.cursor == range.upperBound else { return nil }
        return value
    }

    private struct Parser {
        let reader: ExtractionReader
        var cursor: Int
        let end: Int

        mutating func orExpression() -> Int? {
            guard var value = shiftExpression() else { return nil }
            while cursor < end, reader.is(cursor, "|") {
                cursor += 1
                guard let right = shiftExpression() else { return nil }
                value |= right
            }
            return value
        }

        mutating func shiftExpression() -> Int? {
            guard var value = primary() else { return nil }
            while cursor < end, reader.is(cursor, "<<") {
                cursor += 1
                guard let right = primary(), right >= 0, right < Int.bitWidth - 1 else { return nil }
                value <<= right
            }
            return value
        }

        mutating func primary() -> Int? {
            guard cursor < end else { return nil }
            if reader.is(cursor, "(") {
                cursor += 1
                guard let value = orExpression(), cursor < end, reader.is(cursor, ")") else { return nil }
                cursor += 1
                return value
            }
            guard reader.tokens[cursor].kind == .number else { return nil }
            let text = String(reader.file.text(cursor).filter { $0 != "_" })
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
