/// The tutorial index: a project's tour resolved across files: steps, the elements and blur
/// targets that references name, and what views capture, blur and handle.
struct TutorialIndex {
    /// An arrow with the step that draws it.
    struct PlacedArrow {
        var arrow: TutorialArrowFact
        var step: TutorialStepFact?
        var isSupplemental: Bool
    }

    let facts: TutorialFacts
    /// `TutorialStep(…)` and custom `TutorialStepProviding` steps, in source order.
    let steps: [TutorialStepFact]
    let elementsByKey: [String: [TutorialElementDeclaration]]
    let blurTargetsByKey: [String: TutorialBlurTargetDeclaration]
    let capturedKeys: Set<String>
    /// A capture names its element through a variable: any element may be captured.
    let hasDynamicCaptures: Bool

    init(_ model: ProjectModel) {
        facts = model.tutorial
        let customStepTypes = Set(facts.conformers.filter { $0.kinds.contains(.stepType) }.map(\.simpleName))
        steps = facts.steps
            .filter { $0.stepType == "TutorialStep" || $0.stepType == "init" || customStepTypes.contains($0.stepType) }
            .sorted { $0.location < $1.location }
        elementsByKey = Dictionary(grouping: facts.elements, by: Self.key)
        var blurTargets: [String: TutorialBlurTargetDeclaration] = [:]
        for target in facts.blurTargets where blurTargets[Self.key(target)] == nil {
            blurTargets[Self.key(target)] = target
        }
        blurTargetsByKey = blurTargets
        capturedKeys = Set(facts.captures.compactMap { Self.key($0.reference, defaultOwner: "TutorialElement") })
        hasDynamicCaptures = facts.captures.contains { $0.reference.name == nil && !Self.isPlumbing($0.context) }
    }

    /// Every arrow: each step's arrows and supplemental arrows, then arrows built outside steps.
    var arrows: [PlacedArrow] {
        steps.flatMap { step in
            step.arrows.map { PlacedArrow(arrow: $0, step: step, isSupplemental: false) }
                + step.supplementalArrows.map { PlacedArrow(arrow: $0, step: step, isSupplemental: true) }
        } + facts.looseArrows.map { PlacedArrow(arrow: $0, step: nil, isSupplemental: false) }
    }

    func elementKey(_ reference: TutorialReference) -> String? { Self.key(reference, defaultOwner: "TutorialElement") }

    func isDeclared(_ reference: TutorialReference) -> Bool {
        elementKey(reference).map { elementsByKey[$0] != nil } ?? true
    }

    func isCaptured(_ reference: TutorialReference) -> Bool {
        hasDynamicCaptures || elementKey(reference).map(capturedKeys.contains) ?? true
    }

    /// `TutorialElement.map` for a declaration in `extension TutorialElement`, `Tour.map` in `enum Tour`.
    static func key(_ element: TutorialElementDeclaration) -> String {
        "\(element.owner.map(TypeName.simple) ?? "").\(element.name)"
    }

    static func key(_ target: TutorialBlurTargetDeclaration) -> String {
        "\(target.owner.map(TypeName.simple) ?? "").\(target.name)"
    }

    /// The key a reference resolves to: `.map` is a static member of the parameter's type.
    static func key(_ reference: TutorialReference, defaultOwner: String) -> String? {
        guard let name = reference.name else { return nil }
        return "\(reference.qualifier.map(TypeName.simple) ?? defaultOwner).\(name)"
    }

    /// How messages name a reference: `.map`, or `Tour.map` when qualified by another type.
    static func display(_ reference: TutorialReference) -> String {
        guard let name = reference.name else { return reference.text }
        if let qualifier = reference.qualifier, qualifier != "TutorialElement", qualifier != "TutorialBlurTargets" {
            return "\(qualifier).\(name)"
        }
        return ".\(name)"
    }

    /// `step 'Settings'`, or `the step at Steps.swift:12` when it has no literal title.
    static func describe(_ step: TutorialStepFact) -> String {
        if let title = step.title, title.isLiteral { return "step '\(title.text)'" }
        return "the step at \(step.location.citation)"
    }

    /// View extensions and modifiers that pass an element through on a caller's behalf.
    static func isPlumbing(_ context: CodeContext) -> Bool {
        context.typeName == "View" || context.typeConformances.contains("ViewModifier")
    }

}

extension TutorialConformer {
    var simpleName: String { TypeName.simple(name) }
}
