/// Which tip systems a project uses; only their rules run. Each file's own
/// facts decide it (imports, tooltip and tutorial facts), so the model need
/// not be merged first.
enum SystemDetector {
    static func systems(in model: ProjectModel) -> [TipSystem] {
        var systems: [TipSystem] = []
        if model.usesTipKit { systems.append(.tipKit) }
        if model.usesTooltipManager { systems.append(.tooltipManager) }
        if model.usesTutorialKit { systems.append(.tutorialKit) }
        return systems
    }
}
