/// Tips handed to helpers that retire them: the invalidation counts where the caller hands the tip over.
enum InvalidationForwarding: MergePass {
    /// A helper retires the tip it is given (`func dismiss(_ tip: some Tip) { tip.invalidate(…) }`, a
    /// presenter storing `let tip: any Tip` and invalidating it, or one handing it to such a helper):
    /// each tip a caller passes to it is invalidated at the call.
    static func apply(to project: inout ProjectModel) { forward(&project.files) }

    private static func forward(_ files: inout [FileFacts]) {
        var seeds: [String: Set<TipForwarding>] = [:]
        for index in files.indices { // by index: a loop over the files would copy each one's facts
            for invalidation in files[index].invalidations where invalidation.tipType == nil {
                guard let forwarding = invalidation.forwarding else { continue }
                seeds[forwarding.callee, default: []].insert(forwarding)
            }
        }
        guard !seeds.isEmpty else { return }
        let tips = ArgumentForwarding.tipNames(in: files)
        let helpers = ArgumentForwarding.handingOn(
            seeds, ArgumentForwarding.forwardedArguments(in: files), receives: { $0 }, rebased: { $1.from })
        for index in files.indices where !files[index].typedArguments.isEmpty {
            let invalidations = files[index].typedArguments
                .filter { argument in
                    tips.contains(argument.type)
                        && (helpers[argument.callee] ?? []).contains {
                            ArgumentForwarding.receives($0, label: argument.label, position: argument.position)
                        }
                }
                .flatMap { argument in
                    // Each repeat of the call (`repeatColumns`) retires the tip again, at its own column.
                    ([argument.location.column] + argument.repeatColumns).map { column in
                        var invalidation = Invalidation(tipType: argument.type, site: argument.site)
                        invalidation.location.column = column
                        invalidation.helper = argument.callee
                        return invalidation
                    }
                }
            if !invalidations.isEmpty { files[index].invalidations += invalidations }
        }
    }
}
