/// Tips handed to wrappers that display them, and events handed to helpers that donate them:
/// the display or donation counts where the caller hands them over.
extension CrossFileTipResolution {
    /// A tip type shown at one place: a value that can hold several tips is a site for each.
    private struct ShownType: Hashable {
        var location: SourceLocation
        var type: String
    }

    /// A wrapper's way of showing the tip it receives.
    private struct Wrapper: Hashable {
        var kind: DisplayKind
        var receives: TipForwarding
    }

    /// A wrapper shows whatever tip it is given (`func tipIfAvailable(_ tip: some Tip)` calling
    /// `popoverTip(tip)`, or handing it to another wrapper): each tip a caller passes to it is
    /// displayed at the call.
    static func displayingTipsPassedToWrappers(_ files: consuming [FileFacts]) -> [FileFacts] {
        // By index throughout: a loop or closure over the files would copy each one's facts.
        var tips = Set<String>()
        for index in files.indices {
            for tip in files[index].tips {
                tips.insert(tip.name)
                tips.insert(tip.simpleName)
            }
        }
        var wrappers: [String: Set<Wrapper>] = [:]
        for index in files.indices {
            for site in files[index].displaySites {
                guard let forwarding = site.forwarding, !(site.tipType.map(tips.contains) ?? false) else { continue }
                wrappers[forwarding.callee, default: []].insert(Wrapper(kind: site.kind, receives: forwarding))
            }
        }
        guard !wrappers.isEmpty else { return files }
        // Wrappers of wrappers, a few levels deep.
        let forwarded = files.indices.flatMap { files[$0].forwardedArguments }
        for _ in 0..<3 {
            var grew = false
            for argument in forwarded {
                for inner in wrappers[argument.callee] ?? []
                where receives(inner.receives, label: argument.label, position: argument.position) {
                    grew = wrappers[argument.from.callee, default: []].insert(Wrapper(kind: inner.kind, receives: argument.from))
                        .inserted || grew
                }
            }
            if !grew { break }
        }
        // Written in place, only where a site is added: copying every file's facts costs more than the search.
        for index in files.indices where !files[index].typedArguments.isEmpty {
            var added = Set<ShownType>()
            var sites: [DisplaySite] = []
            for argument in files[index].typedArguments where tips.contains(argument.type) {
                // Sorted, so that the kind a site takes does not depend on set order.
                let candidates = (wrappers[argument.callee] ?? []).sorted { $0.kind.rawValue < $1.kind.rawValue }
                for wrapper in candidates where receives(wrapper.receives, label: argument.label, position: argument.position) {
                    guard added.insert(ShownType(location: argument.location, type: argument.type)).inserted else { continue }
                    sites.append(DisplaySite(
                        kind: wrapper.kind, tipType: argument.type, argument: argument.text, location: argument.location,
                        context: argument.context, branch: argument.branch))
                }
            }
            if !sites.isEmpty { files[index].displaySites += sites }
        }
        return files
    }

    /// A helper donates the event it is given (`func record(_ event: Tips.Event) { event.donate() }`,
    /// or hands it to such a helper): each event a caller passes to it is donated at the call.
    static func donatingEventsPassedToHelpers(_ files: consuming [FileFacts]) -> [FileFacts] {
        var helpers: [String: Set<TipForwarding>] = [:]
        for index in files.indices {  // by index: a loop over the files would copy each one's facts
            for donation in files[index].donations {
                guard let forwarding = donation.forwarding else { continue }
                helpers[forwarding.callee, default: []].insert(forwarding)
            }
        }
        guard !helpers.isEmpty else { return files }
        let forwarded = files.indices.flatMap { files[$0].forwardedArguments }
        for _ in 0..<3 {
            var grew = false
            for argument in forwarded {
                guard (helpers[argument.callee] ?? []).contains(where: {
                    receives($0, label: argument.label, position: argument.position)
                }) else { continue }
                grew = helpers[argument.from.callee, default: []].insert(argument.from).inserted || grew
            }
            if !grew { break }
        }
        for index in files.indices where !files[index].eventArguments.isEmpty {
            let donations = files[index].eventArguments
                .filter { argument in (helpers[argument.callee] ?? []).contains { receives($0, label: argument.label, position: argument.position) } }
                .map { Donation(owner: $0.owner, event: $0.event, location: $0.location, context: $0.context, branch: $0.branch) }
            if !donations.isEmpty { files[index].donations += donations }
        }
        return files
    }

    /// Whether an argument with this label and position is the one a wrapper's parameter or property
    /// receives. A stored property (position -1) takes its label in the memberwise initializer, or
    /// an unlabelled argument of a custom `init(_ tip: …)`.
    private static func receives(_ forwarding: TipForwarding, label: String?, position: Int) -> Bool {
        if forwarding.position < 0 { return label == nil || label == forwarding.label }
        if let wanted = forwarding.label { return label == wanted }
        return label == nil && position == forwarding.position
    }
}
