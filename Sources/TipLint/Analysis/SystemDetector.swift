/// Which tip systems a project uses; only their rules run. Each file's own
/// facts decide it (imports, tooltip and tutorial facts), so the model need
/// not be merged first.
enum SystemDetector {
    static func systems(in outcomes: [FileOutcome]) -> [TipSystem] {
        var systems: [TipSystem] = []
        if outcomes.contains(where: { $0.facts?.usesTipKit == true }) { systems.append(.tipKit) }
        if outcomes.contains(where: { $0.facts?.usesTooltipManager == true }) { systems.append(.tooltipManager) }
        if outcomes.contains(where: { $0.facts?.usesTutorialKit == true }) { systems.append(.tutorialKit) }
        return systems
    }
}
