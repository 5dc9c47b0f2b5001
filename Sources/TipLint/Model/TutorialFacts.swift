/// What one file says about a TutorialKit tour: elements, blur targets, the
/// modifiers that capture, blur, trigger and overlay, the steps and how they
/// are attached. See tutorialkit-readme.md in the seeds.
struct TutorialFacts: Sendable, Equatable {
    /// The file is TutorialKit's own source (vendored into the project): it
    /// declares the library's types, so its internals are not app facts.
    var isLibrarySource = false
    var elements: [TutorialElementDeclaration] = []
    var blurTargets: [TutorialBlurTargetDeclaration] = []
    /// `.captureTutorialFrame(.x)`.
    var captures: [TutorialElementUse] = []
    /// `.tutorialBlur(.x)`.
    var blurMarks: [TutorialElementUse] = []
    /// `.tutorialTriggered("t", isPresented:)` and `.tutorialAction("t")`.
    var handlers: [TutorialTriggerHandler] = []
    /// `.tutorialOverlay()`.
    var overlays: [TutorialOverlayUse] = []
    /// `TutorialStep(…)` and steps of a custom `TutorialStepProviding` type.
    var steps: [TutorialStepFact] = []
    /// `TutorialArrow(…)` written outside a step's `arrows:`/`supplementalArrows:`.
    var looseArrows: [TutorialArrowFact] = []
    /// Types conforming to `TutorialStepProvider`, `TutorialOverlay` or `TutorialStepProviding`.
    var conformers: [TutorialConformer] = []
    /// `.tutorial(Overlay.self, isPresented:)`.
    var attachments: [TutorialAttachment] = []
    /// `.environment(\.activeTutorialTriggers, …)` and the like: the README's manual wiring.
    var manualInjections: [SourceLocation] = []

    init() {}

    var isEmpty: Bool {
        elements.isEmpty && blurTargets.isEmpty && captures.isEmpty && blurMarks.isEmpty && handlers.isEmpty
            && overlays.isEmpty && steps.isEmpty && looseArrows.isEmpty && conformers.isEmpty
            && attachments.isEmpty && manualInjections.isEmpty
    }
}

/// `static let x = TutorialElement("label")` or `TutorialElement(id: "x", label: "…")`.
struct TutorialElementDeclaration: Sendable, Hashable {
    /// The type holding the static property: `TutorialElement` for the usual extension.
    var owner: String?
    var name: String
    /// The id TutorialKit keys frames by: the explicit `id:`, else the label.
    var id: CopyText?
    var label: CopyText?
    var location: SourceLocation
    var branch: BranchPath = BranchPath()
}

/// `static let map = TutorialBlurTargets(rawValue: 1 << 0)`, or a combination
/// `static let all: TutorialBlurTargets = [.map, .panel]`.
struct TutorialBlurTargetDeclaration: Sendable, Hashable {
    var owner: String?
    var name: String
    /// The raw value when it is a literal or a shift of literals.
    var rawValue: Int?
    /// Source text of the raw value expression.
    var rawValueText: String?
    /// For a combination, the targets it is made of.
    var members: [String] = []
    var location: SourceLocation
    var branch: BranchPath = BranchPath()

    var isCombination: Bool { rawValue == nil && rawValueText == nil }
}

/// A reference to an element or blur target: `.map`, `TutorialElement.map`, `Targets.map`.
struct TutorialReference: Sendable, Hashable {
    /// The type written before the name; nil for an implicit member `.map`.
    var qualifier: String?
    /// The member name; nil when the expression is not a static member (a variable, a call).
    var name: String?
    /// Source text, for messages about unresolved references.
    var text: String
}

/// `.captureTutorialFrame(x)` or `.tutorialBlur(x)`.
struct TutorialElementUse: Sendable, Hashable {
    var reference: TutorialReference
    var location: SourceLocation
    var context: CodeContext
    /// The `.popover`/`.sheet` content closure it sits in within its type, if any.
    var presentation: PresentationAnchor?
}

/// A trigger name as written: a literal string, or an expression compared by its text.
struct TutorialTrigger: Sendable, Hashable {
    var text: String
    var isLiteral: Bool
    var location: SourceLocation

    /// How handlers and steps are matched.
    var matchKey: String { (isLiteral ? "\"" : "") + text }
}

/// `.tutorialTriggered("t", isPresented: $x)` or `.tutorialAction("t") { … }`.
struct TutorialTriggerHandler: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case triggered = "tutorialTriggered"
        case action = "tutorialAction"
    }
    var kind: Kind
    var trigger: TutorialTrigger
    /// For `.tutorialTriggered`, the binding's source text (`$preferencesOpen`).
    var binding: String?
    var location: SourceLocation
    var context: CodeContext
}

/// `.tutorialOverlay()`.
struct TutorialOverlayUse: Sendable, Hashable {
    var location: SourceLocation
    var context: CodeContext
    var presentation: PresentationAnchor?
}

/// `TutorialArrow(.x, anchor: …)`.
struct TutorialArrowFact: Sendable, Hashable {
    var target: TutorialReference
    var location: SourceLocation
}

/// A blur target a step names, and where.
struct TutorialBlurUse: Sendable, Hashable {
    var reference: TutorialReference
    var location: SourceLocation
}

/// One `TutorialStep(…)` (or custom step) construction.
struct TutorialStepFact: SitedFact, Sendable, Hashable {
    /// `TutorialStep`, or the custom step type constructed (`init` for `.init(…)`).
    var stepType: String
    var title: CopyText?
    var arrows: [TutorialArrowFact] = []
    var supplementalArrows: [TutorialArrowFact] = []
    var blurTargets: [TutorialBlurUse] = []
    var triggers: [TutorialTrigger] = []
    /// The labels among `arrows`, `supplementalArrows`, `blurTargets`, `triggers` whose value
    /// is not (wholly) a literal — a variable or call — so its content is unknown.
    var computedArguments: [String] = []
    var site: FactSite

    /// The type whose `steps` hold it.
    var owner: String? { context.typeName }
}

/// A type conforming to one of TutorialKit's protocols.
struct TutorialConformer: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case stepProvider = "TutorialStepProvider"
        case overlay = "TutorialOverlay"
        case stepType = "TutorialStepProviding"
    }
    var name: String
    var kinds: [Kind]
    var location: SourceLocation
    /// Capitalised names its body mentions, to link a custom overlay to the provider whose steps it shows.
    var mentionedTypes: [String] = []
}

/// `.tutorial(DefaultTutorialOverlay<Steps>.self, isPresented: $x)`.
struct TutorialAttachment: Sendable, Hashable {
    /// Source text of the overlay argument.
    var overlay: String
    /// The capitalised type names in it (`DefaultTutorialOverlay`, `Steps`).
    var typeNames: [String]
    var location: SourceLocation
    var context: CodeContext
}

extension TutorialFacts {
    /// Adds another file's facts, for the project-wide view.
    mutating func append(_ other: TutorialFacts) {
        isLibrarySource = isLibrarySource || other.isLibrarySource
        elements += other.elements
        blurTargets += other.blurTargets
        captures += other.captures
        blurMarks += other.blurMarks
        handlers += other.handlers
        overlays += other.overlays
        steps += other.steps
        looseArrows += other.looseArrows
        conformers += other.conformers
        attachments += other.attachments
        manualInjections += other.manualInjections
    }
}

extension ProjectModel {
    /// Every file's TutorialKit facts, merged in path order.
    var tutorial: TutorialFacts { files.reduce(into: TutorialFacts()) { $0.append($1.tutorial) } }

    /// Whether the project runs a TutorialKit tour: it imports TutorialKit or builds tour facts.
    var usesTutorialKit: Bool { files.contains(where: \.usesTutorialKit) }
}

extension FileFacts {
    /// An import, or a fact written with a TutorialKit name (a type, modifier, conformance or environment key).
    /// Step labels alone (`haptics.play(triggers: …)`) are any call's words: they count with an import elsewhere.
    var usesTutorialKit: Bool { imports("TutorialKit") || tutorial.namesTutorialKitAPI }
}

extension TutorialFacts {
    /// Whether a fact names TutorialKit's API, not only a step's argument labels on a custom callee.
    var namesTutorialKitAPI: Bool {
        !(elements.isEmpty && blurTargets.isEmpty && captures.isEmpty && blurMarks.isEmpty && handlers.isEmpty
            && overlays.isEmpty && looseArrows.isEmpty && conformers.isEmpty && attachments.isEmpty
            && manualInjections.isEmpty) || steps.contains { $0.stepType == "TutorialStep" }
    }
}
