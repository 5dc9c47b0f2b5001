extension Coverage {
    /// The coverage of an analysis, as the definitions on `Coverage` say.
    public init(_ result: AnalysisResult) {
        self.init(model: result.model, plan: result.plan, usesTipKit: result.systems.contains(.tipKit))
    }

    /// The coverage of a model and an optional plan.
    public init(model: ProjectModel, plan: Plan?, usesTipKit: Bool) {
        // Without TipKit in use, no fact is TipKit's; the files stay, for the plan's paths.
        let tipKitModel = usesTipKit ? model : ProjectModel(files: model.files.map { file in
            var bare = FileFacts(path: file.path)
            bare.imports = file.imports
            return bare
        })
        let index = CoverageIndex(tipKitModel)
        let importing = Set(tipKitModel.files.filter { $0.imports("TipKit") }.map(\.path))
        self.init(
            scannedFileCount: model.files.count,
            usesTipKit: usesTipKit,
            tips: index.tipKit.tips.sorted { $0.location < $1.location }
                .map { TipCoverageBuilder.coverage(of: $0, in: index.tipKit, importing: importing) },
            files: tipKitModel.files.filter(TipKitIndex.needsImport).map {
                FileImportStatus(path: $0.path, hasImport: $0.imports("TipKit"))
            },
            plan: plan.map { PlanCoverageBuilder.coverage(of: $0, in: index) })
        tooltip = model.usesTooltipManager ? TooltipCoverage(model) : nil
        tutorial = model.usesTutorialKit ? TutorialCoverage(model) : nil
    }
}
