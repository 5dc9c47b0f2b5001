/// What one file says about a TutorialKit tour: elements, blur targets, the
/// modifiers that capture, blur, trigger and overlay, the steps and how they
/// are attached. See tutorialkit-readme.md in the seeds.
public struct TutorialFacts: Sendable {
    /// The file is TutorialKit's own source (vendored into the project): it
    /// declares the library's types, so its internals are not app facts.
    public var isLibrarySource = false
    public var elements: [TutorialElementDeclaration] = []
    public var blurTargets: [TutorialBlurTargetDeclaration] = []
    /// `.captureTutorialFrame(.x)`.
    public var captures: [TutorialElementUse] = []
    /// `.tutorialBlur(.x)`.
    public var blurMarks: [TutorialElementUse] = []
    /// `.tutorialTriggered("t", isPresented:)` and `.tutorialAction("t")`.
    public var handlers: [TutorialTriggerHandler] = []
    /// `.tutorialOverlay()`.
    public var overlays: [TutorialOverlayUse] = []
    /// `TutorialStep(…)` and steps of a custom `TutorialStepProviding` type.
    public var steps: [TutorialStepFact] = []
    /// `TutorialArrow(…)` written outside a step's `arrows:`/`supplementalArrows:`.
    public var looseArrows: [TutorialArrowFact] = []
    /// Types conforming to `TutorialStepProvider`, `TutorialOverlay` or `TutorialStepProviding`.
    public var conformers: [TutorialConformer] = []
    /// `.tutorial(Overlay.self, isPresented:)`.
    public var attachments: [TutorialAttachment] = []
    /// `.environment(\.activeTutorialTriggers, …)` and the like: the README's manual wiring.
    public var manualInjections: [SourceLocation] = []

    public init() {}

    public var isEmpty: Bool {
        elements.isEmpty && blurTargets.isEmpty && captures.isEmpty && blurMarks.isEmpty && handlers.isEmpty
            && overlays.isEmpty && steps.isEmpty && looseArrows.isEmpty && conformers.isEmpty
            && attachments.isEmpty && manualInjections.isEmpty
    }
}

/// `static let x = TutorialElement("label")` or `TutorialElement(id: "x", label: "…")`.
public struct TutorialElementDeclaration: Sendable, Hashable {
    /// The type holding the static property: `TutorialElement` for the usual extension.
    public var owner: String?
    public var name: String
    /// The id TutorialKit keys frames by: the explicit `id:`, else the label.
    public var id: CopyText?
    public var label: CopyText?
    public var location: SourceLocation
    public var branch: BranchPath

    public init(
        owner: String?, name: String, id: CopyText?, label: CopyText?, location: SourceLocation,
        branch: BranchPath = BranchPath()
    ) {
        self.owner = owner
        self.name = name
        self.id = id
        self.label = label
        self.location = location
        self.branch = branch
    }
}

/// `static let map = TutorialBlurTargets(rawValue: 1 << 0)`, or a combination
/// `static let all: TutorialBlurTargets = [.map, .panel]`.
public struct TutorialBlurTargetDeclaration: Sendable, Hashable {
    public var owner: String?
    public var name: String
    /// The raw value when it is a literal or a shift of literals.
    public var rawValue: Int?
    /// Source text of the raw value expression.
    public var rawValueText: String?
    /// For a combination, the targets it is made of.
    public var members: [String]
    public var location: SourceLocation
    public var branch: BranchPath

    public init(
        owner: String?, name: String, rawValue: Int?, rawValueText: String?, members: [String] = [],
        location: SourceLocation, branch: BranchPath = BranchPath()
    ) {
        self.owner = owner
        self.name = name
        self.rawValue = rawValue
        self.rawValueText = rawValueText
        self.members = members
        self.location = location
        self.branch = branch
    }

    public var isCombination: Bool { rawValue == nil && rawValueText == nil }
}

/// A reference to an element or blur target: `.map`, `TutorialElement.map`, `Targets.map`.
public struct TutorialReference: Sendable, Hashable {
    /// The type written before the name; nil for an implicit member `.map`.
    public var qualifier: String?
    /// The member name; nil when the expression is not a static member (a variable, a call).
    public var name: String?
    /// Source text, for messages about unresolved references.
    public var text: String

    public init(qualifier: String?, name: String?, text: String) {
        self.qualifier = qualifier
        self.name = name
        self.text = text
    }
}

/// `.captureTutorialFrame(x)` or `.tutorialBlur(x)`.
public struct TutorialElementUse: Sendable, Hashable {
    public var reference: TutorialReference
    public var location: SourceLocation
    public var context: CodeContext
    /// The `.popover`/`.sheet` content closure it sits in within its type, if any.
    public var presentation: PresentationAnchor?

    public init(
        reference: TutorialReference, location: SourceLocation, context: CodeContext,
        presentation: PresentationAnchor? = nil
    ) {
        self.reference = reference
        self.location = location
        self.context = context
        self.presentation = presentation
    }
}

/// A trigger name as written: a literal string, or an expression compared by its text.
public struct TutorialTrigger: Sendable, Hashable {
    public var text: String
    public var isLiteral: Bool
    public var location: SourceLocation

    public init(text: String, isLiteral: Bool, location: SourceLocation) {
        self.text = text
        self.isLiteral = isLiteral
        self.location = location
    }

    /// How handlers and steps are matched.
    public var matchKey: String { (isLiteral ? "\"" : "") + text }
}

/// `.tutorialTriggered("t", isPresented: $x)` or `.tutorialAction("t") { … }`.
public struct TutorialTriggerHandler: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case triggered = "tutorialTriggered"
        case action = "tutorialAction"
    }
    public var kind: Kind
    public var trigger: TutorialTrigger
    /// For `.tutorialTriggered`, the binding's source text (`$preferencesOpen`).
    public var binding: String?
    public var location: SourceLocation
    public var context: CodeContext

    public init(
        kind: Kind, trigger: TutorialTrigger, binding: String? = nil, location: SourceLocation,
        context: CodeContext
    ) {
        self.kind = kind
        self.trigger = trigger
        self.binding = binding
        self.location = location
        self.context = context
    }
}

/// `.tutorialOverlay()`.
public struct TutorialOverlayUse: Sendable, Hashable {
    public var location: SourceLocation
    public var context: CodeContext
    public var presentation: PresentationAnchor?

    public init(location: SourceLocation, context: CodeContext, presentation: PresentationAnchor? = nil) {
        self.location = location
        self.context = context
        self.presentation = presentation
    }
}

/// `TutorialArrow(.x, anchor: …)`.
public struct TutorialArrowFact: Sendable, Hashable {
    public var target: TutorialReference
    public var location: SourceLocation

    public init(target: TutorialReference, location: SourceLocation) {
        self.target = target
        self.location = location
    }
}

/// A blur target a step names, and where.
public struct TutorialBlurUse: Sendable, Hashable {
    public var reference: TutorialReference
    public var location: SourceLocation

    public init(reference: TutorialReference, location: SourceLocation) {
        self.reference = reference
        self.location = location
    }
}

/// One `TutorialStep(…)` (or custom step) construction.
public struct TutorialStepFact: Sendable, Hashable {
    /// `TutorialStep`, or the custom step type constructed (`init` for `.init(…)`).
    public var stepType: String
    public var title: CopyText?
    public var arrows: [TutorialArrowFact]
    public var supplementalArrows: [TutorialArrowFact]
    public var blurTargets: [TutorialBlurUse]
    public var triggers: [TutorialTrigger]
    /// The labels among `arrows`, `supplementalArrows`, `blurTargets`, `triggers` whose value
    /// is not (wholly) a literal — a variable or call — so its content is unknown.
    public var computedArguments: [String]
    public var location: SourceLocation
    public var context: CodeContext
    public var branch: BranchPath

    public init(
        stepType: String, title: CopyText? = nil, arrows: [TutorialArrowFact] = [],
        supplementalArrows: [TutorialArrowFact] = [], blurTargets: [TutorialBlurUse] = [],
        triggers: [TutorialTrigger] = [], computedArguments: [String] = [], location: SourceLocation,
        context: CodeContext, branch: BranchPath = BranchPath()
    ) {
        self.stepType = stepType
        self.title = title
        self.arrows = arrows
        self.supplementalArrows = supplementalArrows
        self.blurTargets = blurTargets
        self.triggers = triggers
        self.computedArguments = computedArguments
        self.location = location
        self.context = context
        self.branch = branch
    }

    /// The type whose `steps` hold it.
    public var owner: String? { context.typeName }
}

/// A type conforming to one of TutorialKit's protocols.
public struct TutorialConformer: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case stepProvider = "TutorialStepProvider"
        case overlay = "TutorialOverlay"
        case stepType = "TutorialStepProviding"
    }
    public var name: String
    public var kinds: [Kind]
    public var location: SourceLocation
    /// Capitalised names its body mentions, to link a custom overlay to the provider whose steps it shows.
    public var mentionedTypes: [String]

    public init(name: String, kinds: [Kind], location: SourceLocation, mentionedTypes: [String] = []) {
        self.name = name
        self.kinds = kinds
        self.location = location
        self.mentionedTypes = mentionedTypes
    }
}

/// `.tutorial(DefaultTutorialOverlay<Steps>.self, isPresented: $x)`.
public struct TutorialAttachment: Sendable, Hashable {
    /// Source text of the overlay argument.
    public var overlay: String
    /// The capitalised type names in it (`DefaultTutorialOverlay`, `Steps`).
    public var typeNames: [String]
    public var location: SourceLocation
    public var context: CodeContext

    public init(overlay: String, typeNames: [String], location: SourceLocation, context: CodeContext) {
        self.overlay = overlay
        self.typeNames = typeNames
        self.location = location
        self.context = context
    }
}

extension TutorialFacts {
    /// Adds another file's facts, for the project-wide view.
    public mutating func append(_ other: TutorialFacts) {
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
    public var tutorial: TutorialFacts { files.reduce(into: TutorialFacts()) { $0.append($1.tutorial) } }

    /// Whether the project runs a TutorialKit tour: it imports TutorialKit or builds tour facts.
    public var usesTutorialKit: Bool { files.contains(where: \.usesTutorialKit) }
}

extension FileFacts {
    public var usesTutorialKit: Bool { imports("TutorialKit") || !tutorial.isEmpty }
}
