/// Events handed to helpers that donate them: the donation counts where the caller hands the event over.
enum DonationForwarding: MergePass {
    /// A helper donates the event it is given (`func record(_ event: Tips.Event) { event.donate() }`,
    /// or hands it to such a helper): each event a caller passes to it is donated at the call.
    static func apply(to project: inout ProjectModel) { forward(&project.files) }

    private static func forward(_ files: inout [FileFacts]) {
        var seeds: [String: Set<TipForwarding>] = [:]
        for index in files.indices { // by index: a loop over the files would copy each one's facts
            for donation in files[index].donations {
                guard let forwarding = donation.forwarding else { continue }
                seeds[forwarding.callee, default: []].insert(forwarding)
            }
        }
        guard !seeds.isEmpty else { return }
        let helpers = ArgumentForwarding.handingOn(
            seeds, ArgumentForwarding.forwardedArguments(in: files), receives: { $0 }, rebased: { $1.from })
        for index in files.indices where !files[index].eventArguments.isEmpty {
            let donations = files[index].eventArguments
                .filter { argument in
                    (helpers[argument.callee] ?? []).contains {
                        ArgumentForwarding.receives($0, label: argument.label, position: argument.position)
                    }
                }
                .map {
                    var donation = Donation(
                        owner: $0.owner, event: $0.event, site: $0.site)
                    donation.helper = $0.callee
                    return donation
                }
            if !donations.isEmpty { files[index].donations += donations }
        }
    }
}
