extension Coverage {
    /// The coverage of an analysis, with the plan evaluation its plan rules read.
    public init(_ result: AnalysisResult) {
        self.init(
            result.context, usesTipKit: result.systems.contains(.tipKit), evaluation: result.context.planEvaluation)
        findings = result.findings
    }

    /// The coverage of a model and an optional plan.
    init(model: ProjectModel, plan: Plan?, usesTipKit: Bool) {
        self.init(RuleContext(model: model, plan: plan), usesTipKit: usesTipKit, evaluation: nil)
    }

    /// Read through `context`'s indexes, so an analysis's are not built again. `evaluation`: the
    /// plan's, when the analysis already made it.
    private init(_ context: RuleContext, usesTipKit: Bool, evaluation: PlanEvaluation?) {
        let model = context.model
        // The context's index reads TipKit's facts when the model uses TipKit; a caller may ask otherwise. Reading
        // them, it reads the whole model: the context's indexes of it serve, not built again.
        let index =
            usesTipKit == model.usesTipKit
            ? context.evaluationIndex
            : EvaluationIndex(
                model, usesTipKit: usesTipKit, tipKit: usesTipKit ? context.tipKit : nil,
                previews: usesTipKit ? context.previews : nil,
                uncalled: usesTipKit ? context.uncalledDisplayHelpers : nil, views: usesTipKit ? context.views : nil,
                lookup: context.plannedFiles)
        let tipKitModel = index.model
        let importing = Set(tipKitModel.files.filter { $0.imports("TipKit") }.map(\.path))
        let evaluation = evaluation ?? context.plan.map { PlanEvaluation(plan: $0, index: index) }
        let tips = index.tipKit.tips.sorted { $0.location < $1.location }
            .map {
                TipCoverageBuilder.coverage(
                    of: $0, in: index.tipKit, previews: index.previews, uncalled: index.uncalled, importing: importing)
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
        if let plan = context.plan, let evaluation {
            progress = TaskProgress.progress(of: plan, checks: evaluation.checks)
        }
        tooltip = model.usesTooltipManager ? TooltipCoverage(context.tooltip) : nil
        tutorial = model.usesTutorialKit ? TutorialCoverage(context.tutorial) : nil
    }
}
