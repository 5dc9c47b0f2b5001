/// The merge stage: the files' facts, each extracted alone, made into one project. The passes
/// run in the order of `passes`; each comment says what a pass needs from the ones above it.
enum ProjectMerger {
    /// Computed, not stored: a stored array of metatypes is not `Sendable` (a compiler warning).
    static var passes: [any MergePass.Type] {
        [
            // First: the passes below read `tips`, and a tip declared through a protocol or class in
            // another file, or with members in another file's body, is complete only after it.
            TipCandidatePromotion.self,
            // After promotion: an id written through a constant in a promoted tip, or in the body
            // another file adds to a tip, resolves too.
            StringConstantResolution.self,
            // Before the two forwarding passes that follow tips: a display site or invalidation that
            // resolves through the project's declarations names its tip and is no wrapper's.
            TypedPropertyResolution.self,
            WrapperDisplayForwarding.self,
            InvalidationForwarding.self,
            // Reads only the extracted popovers' helpers and the files' item uses and names, which no other
            // pass writes.
            ItemHelperUses.self,
            // Reads only donations and event arguments, which no other pass writes.
            DonationForwarding.self,
            // Reads only helper calls, functions and observation tasks, which no other pass writes.
            ObservationTaskForwarding.self,
            // Before the setup runs: a call a project's own `Tips` type answers is no TipKit call.
            ShadowedTipsCalls.self,
            // Last: the setup runs are read from the merged files, and no pass reads them.
            SetupCallResolution.self,
        ]
    }

    /// Takes `files` over: the passes edit them in place.
    static func merge(_ files: consuming [FileFacts]) -> ProjectModel {
        // In path order, so that `ProjectModel.file(_:)` finds a file by binary search and the
        // passes see the files in the same order on every run.
        if !files.indices.dropFirst().allSatisfy({ files[$0 - 1].path <= files[$0].path }) {
            files.sort { $0.path < $1.path }
        }
        var project = ProjectModel(files: consume files)
        for pass in passes { pass.apply(to: &project) }
        return project
    }
}
