/// Which tip systems a project uses; only their rules run.
enum SystemDetector {
    static func systems(in model: ProjectModel) -> [TipSystem] {
        var systems: [TipSystem] = []
        if model.usesTipKit { systems.append(.tipKit) }
        if model.usesTooltipManager { systems.append(.tooltipManager) }
        if model.usesTutorialKit { systems.append(.tutorialKit) }
        return systems
    }
}
