extension Coverage {
    /// The coverage of an analysis, with the plan evaluation its plan rules read.
    public init(_ result: AnalysisResult) {
        self.init(
            model: result.model, plan: result.plan, usesTipKit: result.systems.contains(.tipKit),
            evaluation: result.planEvaluation)
        findings = result.findings
    }

    /// The coverage of a model and an optional plan.
    init(model: ProjectModel, plan: Plan?, usesTipKit: Bool) {
        self.init(model: model, plan: plan, usesTipKit: usesTipKit, evaluation: nil)
    }

    /// `evaluation`: the plan's, when the analysis already made it.
    private init(model: ProjectModel, plan: Plan?, usesTipKit: Bool, evaluation: PlanEvaluation?) {
        let index = EvaluationIndex(model, usesTipKit: usesTipKit)
        let tipKitModel = index.model
        let importing = Set(tipKitModel.files.filter { $0.imports("TipKit") }.map(\.path))
        let evaluation = evaluation ?? plan.map { PlanEvaluation(plan: $0, index: index) }
        let tips = index.tipKit.tips.sorted { $0.location < $1.location }
            .map {
                TipCoverageBuilder.coverage(of: $0, in: index.tipKit, previews: index.previews, importing: importing)
            }
        self.init(
            scannedFileCount: model.files.count,
            usesTipKit: usesTipKit,
            tips: tips,
            files: tipKitModel.files.filter(TipKitIndex.needsImport).map {
                FileImportStatus(path: $0.path, hasImport: $0.imports("TipKit"))
            },
            plan: evaluation.map(PlanCoverage.init))
        wiring = TipWiringBuilder.rows(code: tips, evaluation: evaluation)
        if let plan, let evaluation { progress = TaskProgress.progress(of: plan, checks: evaluation.checks) }
        tooltip = model.usesTooltipManager ? TooltipCoverage(model) : nil
        tutorial = model.usesTutorialKit ? TutorialCoverage(model) : nil
    }
}
