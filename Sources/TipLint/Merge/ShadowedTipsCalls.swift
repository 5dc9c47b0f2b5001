/// The merge step that gives `Tips.configure()` and the testing calls back to a project's own `Tips`
/// type (`enum Tips { static func configure() { try? TipKit.Tips.configure() } }`): inside the
/// project its `Tips` shadows TipKit's, so a call written on `Tips` alone that names one of its
/// functions runs that function (a helper, followed by `SetupCallResolution`), not TipKit's. Counting
/// it as TipKit's too configured TipKit twice at one line.
enum ShadowedTipsCalls: MergePass {
    static func apply(to project: inout ProjectModel) {
        let ownFunctions = Set(
            project.files.filter { $0.declaredTypes.contains("Tips") }.flatMap { file in
                file.functions.filter { $0.owner == "Tips" }.map(\.name)
            })
        guard !ownFunctions.isEmpty else { return }
        for index in project.files.indices {
            let file = project.files[index]
            guard
                file.configureCalls.contains(where: \.isOnBareTips) || file.testingCalls.contains(where: \.isOnBareTips)
            else { continue }
            project.files[index].configureCalls.removeAll { $0.isOnBareTips && ownFunctions.contains("configure") }
            project.files[index].testingCalls.removeAll { $0.isOnBareTips && ownFunctions.contains($0.name) }
        }
    }
}
