import SwiftScan

/// The readings the tooltip, TutorialKit and view-hierarchy extractors add
/// to the shared parse: call shapes, copy, static member references,
/// presentations and the types a body builds.
extension ParsedSwift {
    /// An identifier written with a capital first letter, as types are named
    /// where views are built (a `quoted` name never counts).
    func isCapitalizedName(_ index: Int) -> Bool {
        guard isIdentifier(index) else { return false }
        let first = file.bytes[Int(file.tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Token `index` is `name(` called as a member or modifier: `.name(`, not `func name(`.
    func isMemberCall(_ index: Int) -> Bool {
        `is`(index - 1, ".") && `is`(index + 1, "(")
    }

    /// Token `index` is `name(` called, not declared (`func name(`).
    func isCall(_ index: Int) -> Bool {
        `is`(index + 1, "(") && !`is`(index - 1, "func")
    }

    /// The arguments of the call whose name is token `index` (its `(` follows).
    func arguments(ofCallNamed index: Int) -> [Argument] { arguments(ofCallAt: index + 1) }

    /// A value as copy: the decoded literal when it is a single plain string
    /// literal, else its source text marked as not literal.
    func copy(_ range: Range<Int>) -> CopyText? {
        guard let first = range.first else { return nil }
        if range.count == 1, let value = stringValue(first) {
            return CopyText(text: value, isLiteral: true, location: location(first))
        }
        return CopyText(
            text: source(range), isLiteral: false, location: location(first),
            textAroundInterpolations: range.count == 1 ? textAroundInterpolations(first) : nil)
    }

    /// `.map`, `TutorialElement.map`, `Targets.map`; anything else is kept as text with no name.
    func staticMember(_ range: Range<Int>) -> TutorialReference {
        let written = source(range)
        guard range.count >= 2, let last = range.last, isIdentifier(last), `is`(last - 1, ".") else {
            return TutorialReference(qualifier: nil, name: nil, text: written)
        }
        if range.count == 2 { return TutorialReference(qualifier: nil, name: text(last), text: written) }
        // Every token before `.name` must be a capitalised type path: `A.B.name`.
        let names = chain(from: range.lowerBound).prefix { $0 <= last }
        guard names.last == last, names.dropLast().allSatisfy(isCapitalizedName) else {
            return TutorialReference(qualifier: nil, name: nil, text: written)
        }
        return TutorialReference(qualifier: dotted(Array(names.dropLast())), name: text(last), text: written)
    }

    /// The elements of an array literal `[a, b]` as token ranges, nil when the range is not one.
    func arrayElements(_ range: Range<Int>) -> [Range<Int>]? {
        guard let first = range.first, `is`(first, "["), partner(first) == range.last else { return nil }
        return commaSeparated(insideGroupAt: first)
    }

    /// The first token of a type scope's written name: `Outer` in `extension Outer.Inner`.
    func typeNameStart(_ scope: Scope) -> Int {
        chain(endingAt: scope.nameToken).first ?? scope.nameToken
    }

    /// The token ranges of the file's previews (`#Preview { … }`, a `PreviewProvider`), outermost only, in order:
    /// where a call runs only in Xcode's canvas (`CalledNameRecognizer`, `ViewHierarchyExtractor`).
    func previewRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for scope in scopes.scopes {
            let isPreview =
                switch scope.kind {
                case .closure:
                    scope.name == "Preview" && scope.nameToken >= 0 && kind(scope.nameToken) == .pound
                case .type: scope.simpleConformances.contains("PreviewProvider")
                case .file, .function, .block: false
                }
            guard isPreview, ranges.last.map({ $0.upperBound <= scope.open }) ?? true else { continue }
            ranges.append(scope.open..<(scope.close + 1))
        }
        return ranges
    }

    /// Whether a type is declared `public` or `open` (`@MainActor public final class …`): code
    /// outside its module can build it. Extensions are not declarations.
    func isPublicDeclaration(_ scope: Scope) -> Bool {
        guard !scope.isExtension else { return false }
        // The token before the name is `struct`, `class`, `enum` or `actor`.
        return declarationModifiers(before: typeNameStart(scope) - 1).contains {
            `is`($0, "public") || `is`($0, "open")
        }
    }

    /// The modifiers and attributes written before the declaration keyword at `keyword` (`func`,
    /// `var`, `struct`…), nearest first: `private`, `static` and `@MainActor` in
    /// `@MainActor private static func`. An attribute's or modifier's arguments
    /// (`@available(iOS 17, *)`, `private(set)`) are skipped; their tokens are not listed.
    func declarationModifiers(before keyword: Int) -> [Int] {
        var modifiers: [Int] = []
        var index = keyword - 1
        while index >= 0 {
            if `is`(index, ")"), let open = partner(index), isDeclarationModifier(open - 1) {
                index = open - 1
            } else if isDeclarationModifier(index) {
                modifiers.append(index)
                index -= 1
            } else {
                break
            }
        }
        return modifiers
    }

    private func isDeclarationModifier(_ index: Int) -> Bool {
        kind(index) == .attribute || isOne(of: Self.declarationModifiers, index)
    }

    private static let declarationModifiers: [StaticString] = [
        "public", "open", "package", "internal", "fileprivate", "private", "static", "class", "final", "override",
        "mutating", "nonmutating", "nonisolated", "dynamic", "optional", "required", "convenience", "indirect",
        "lazy", "weak", "unowned",
    ]

    /// Where token `index` is shown when it sits in popover or sheet content.
    func presentation(at index: Int) -> PresentationAnchor? {
        scopes.presentationBrace(at: index).map { PresentationAnchor(file: file.path, token: $0) }
    }

    /// Capitalised names called in `range` (`Name(`, `Name {`, or `Name.init` passed as a
    /// builder), skipping nested type bodies and popover/sheet content; those of them on this view's
    /// screen: not the screen a link goes to, an alert's or a dialog's content; and those always part
    /// of the view: also not what an `if`/`switch` builds (one row selected, one state shown), unless
    /// every arm of a complete `if`/`else` chain builds it, or the `if` only unwraps optionals (`if let
    /// card = message.card`: there whenever the data is, not a choice of one row). One walk for all
    /// three: it runs over every type body of the project. Arms are asked about `armLevels` `if`s deep: real
    /// layouts nest a few, and the walk stays linear. `inDevelopmentOnly`: the names of `all` called only inside
    /// `#if DEBUG` (or simulator) clauses, which release builds never build from here. `inSharedArms`: what
    /// arms of an `if` chain testing only state every instance shares (`SharedCondition`) build in place: every
    /// instance builds it, or none does.
    func calledTypeNames(
        in range: Range<Int>, armLevels: Int = 3
    ) -> (
        all: [String], onScreen: [String], alwaysInPlace: [String], inDevelopmentOnly: [String],
        inSharedArms: [String]
    ) {
        // Each name called, with the walks that read it (bits: 1 all, 2 on screen, 4 in place) and 8 once a
        // call of it compiles into release builds: one hash a call, not one a walk.
        var called: [String: Int] = [:]
        var inPlace = Set<String>()
        var inSharedArms = Set<String>()
        // The three walks side by side, each with the next token it reads: one skips only type bodies
        // and presentations, the next other screens too, the last what is not always in place too (each
        // skips what the one before it skips).
        var nextForAll = range.lowerBound
        var nextOnScreen = range.lowerBound
        var nextInPlace = range.lowerBound
        var index = range.lowerBound
        let tokens = file.tokens
        while index < range.upperBound {
            let readsAll = index >= nextForAll
            let readsOnScreen = index >= nextOnScreen
            let readsInPlace = index >= nextInPlace
            guard readsAll else {
                index = nextForAll
                continue
            }
            // Only names and `{` are read: the kind first, before any byte.
            let kind = tokens[index].kind
            guard kind == .identifier || kind == .punctuation else {
                index += 1
                continue
            }
            // `NavigationLink(destination: DetailView())`: another screen, not part of this view.
            if readsOnScreen, kind == .identifier, `is`(index, "destination"), `is`(index + 1, ":") {
                nextOnScreen = argumentEnd(from: index + 2, before: range.upperBound)
                if readsInPlace { nextInPlace = nextOnScreen }
            } else if kind == .punctuation, `is`(index, "{"), let scope = scopes.scope(openedBy: index) {
                let opened = scopes.scopes[scope]
                let isPresentation =
                    opened.kind == .closure
                    && opened.name.map(ScopeTree.presentationModifiers.contains) == true
                if opened.kind == .type || isPresentation {
                    nextForAll = opened.close + 1
                    if readsOnScreen { nextOnScreen = opened.close + 1 }
                    if readsInPlace { nextInPlace = opened.close + 1 }
                } else if readsOnScreen,
                    opened.kind == .closure && opened.name.map(ExclusiveArms.otherScreens.contains) == true
                        || isDestinationClosure(opened, openedAt: index)
                {
                    nextOnScreen = opened.close + 1
                    if readsInPlace { nextInPlace = opened.close + 1 }
                } else if readsInPlace, opened.kind == .block, !unwrapsOnly(opened) {
                    nextInPlace = opened.close + 1
                    if armLevels > 0 {
                        inPlace.formUnion(namesInEveryArm(startingWith: opened, armLevels: armLevels))
                        inSharedArms.formUnion(namesInSharedArms(startingWith: opened, armLevels: armLevels))
                    }
                }
            } else if kind == .identifier, isCapitalizedName(index),
                `is`(index + 1, "(") || isClosureBrace(index + 1) || `is`(index + 1, ".") && `is`(index + 2, "init")
            {
                called[text(index), default: 0] |=
                    1 | (readsOnScreen ? 2 : 0) | (readsInPlace ? 4 : 0) | (branch(index).isDevelopmentOnly ? 0 : 8)
            }
            index += 1
        }
        inPlace.formUnion(called.lazy.filter { $0.value & 4 != 0 }.map(\.key))
        let onScreen = called.compactMap { $0.value & 2 != 0 ? $0.key : nil }
        let inDevelopmentOnly = called.compactMap { $0.value & 8 == 0 ? $0.key : nil }
        return (
            called.keys.sorted(), onScreen.sorted(), inPlace.sorted(), inDevelopmentOnly.sorted(),
            inSharedArms.isEmpty ? [] : inSharedArms.subtracting(inPlace).sorted()
        )
    }

    /// What the arms of an `if` … `else if` … `else` chain build in place, when `block` is its first arm and
    /// each of its conditions tests only shared state (`SharedCondition`); empty otherwise.
    private func namesInSharedArms(startingWith block: Scope, armLevels: Int) -> Set<String> {
        guard block.head >= 0, `is`(block.head, "if"), !`is`(block.head - 1, "else"),
            SharedCondition.holds(for: block, in: self)
        else { return [] }
        var names = Set<String>()
        var arm: Scope? = block
        while let current = arm {
            let built = calledTypeNames(in: (current.open + 1)..<current.close, armLevels: armLevels - 1)
            // What only debug builds build (an `if` under `#if DEBUG`) is in no shipped row.
            names.formUnion(built.alwaysInPlace.filter { !built.inDevelopmentOnly.contains($0) })
            names.formUnion(built.inSharedArms)
            let next = elseArm(after: current)
            if let next, next.isElseIf, !SharedCondition.holds(for: next.arm, in: self) { return [] }
            arm = next?.arm
        }
        return names
    }

    /// What every arm of a complete `if` … `else if` … `else` chain builds in place, when `block` is its
    /// first arm (`if let tag { Button(tag) } else { Button() }` always builds a `Button`); empty otherwise.
    private func namesInEveryArm(startingWith block: Scope, armLevels: Int) -> Set<String> {
        guard block.head >= 0, `is`(block.head, "if"), !`is`(block.head - 1, "else") else { return [] }
        let inArm = { (arm: Scope) in self.calledTypeNames(in: (arm.open + 1)..<arm.close, armLevels: armLevels - 1) }
        var common = Set(inArm(block).alwaysInPlace)
        var arm = block
        while !common.isEmpty {
            // No final `else`: maybe nothing is built.
            guard let next = elseArm(after: arm) else { return [] }
            arm = next.arm
            common.formIntersection(inArm(arm).alwaysInPlace)
            if !next.isElseIf { return common }
        }
        return common
    }

    /// The arm after `arm` in an `if` … `else if` … `else` chain, and whether it is an `else if`; nil after the last.
    private func elseArm(after arm: Scope) -> (arm: Scope, isElseIf: Bool)? {
        guard `is`(arm.close + 1, "else") else { return nil }
        let head = arm.close + 2
        var open = head
        if `is`(head, "if") {
            // The `{` of the `else if` arm: the first block after it whose statement is that `if`.
            open += 1
            while open < count, scopes.scope(openedBy: open).map({ scopes.scopes[$0].head }) != head {
                if `is`(open, "}") { return nil }
                open += 1
            }
        }
        guard let next = scopes.scope(openedBy: open), scopes.scopes[next].kind == .block else { return nil }
        return (scopes.scopes[next], `is`(head, "if"))
    }

    /// The first arm of an `if` whose conditions all unwrap a name or a member path (`if let card =
    /// message.card`, `if let tag, let note = item.note`): no comparison, flag or call that could
    /// pick one row or one state.
    private func unwrapsOnly(_ block: Scope) -> Bool {
        guard block.head >= 0, `is`(block.head, "if"), !`is`(block.head - 1, "else") else { return false }
        var index = block.head + 1
        while index < block.open {
            guard `is`(index, "let") || `is`(index, "var"), isIdentifier(index + 1) else { return false }
            index += 2
            if `is`(index, "=") {
                index += 1
                guard isIdentifier(index) || `is`(index, "self") else { return false }
                while index < block.open,
                    isIdentifier(index) || `is`(index, "self") || `is`(index, ".") || `is`(index, "?")
                {
                    index += 1
                }
            }
            if index == block.open { return true }
            guard `is`(index, ",") else { return false }
            index += 1
        }
        return false
    }

    /// A closure that builds the screen a link goes to: `.navigationDestination { … }`, and the
    /// `NavigationLink { … }` closure of a link given no `destination:` or `value:` (then the first
    /// trailing closure is the destination; with them it is the label).
    private func isDestinationClosure(_ scope: Scope, openedAt brace: Int) -> Bool {
        guard scope.kind == .closure else { return false }
        if scope.name == "navigationDestination" { return true }
        guard scope.name == "NavigationLink", scope.nameToken >= 0 else { return false }
        if `is`(brace - 1, ")"), let open = partner(brace - 1) {
            return !arguments(ofCallAt: open).contains { $0.label == "destination" || $0.label == "value" }
        }
        return `is`(brace - 1, "NavigationLink")
    }

    /// The `,` or `)` that ends the argument starting at `index`, stepping over nested brackets.
    private func argumentEnd(from index: Int, before end: Int) -> Int {
        var index = index
        while index < end, !`is`(index, ","), !`is`(index, ")") {
            if `is`(index, "(") || `is`(index, "[") || `is`(index, "{"), let close = partner(index) {
                index = close + 1
            } else {
                index += 1
            }
        }
        return index
    }

    private func isClosureBrace(_ index: Int) -> Bool {
        guard `is`(index, "{"), let scope = scopes.scope(openedBy: index) else { return false }
        return scopes.scopes[scope].kind == .closure
    }
}
