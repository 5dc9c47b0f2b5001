/// Tips handed to wrappers that display or retire them, and events handed to helpers that donate
/// them: the display, invalidation or donation counts where the caller hands them over.
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
        let tips = tipNames(in: files)
        var seeds: [String: Set<Wrapper>] = [:]
        for index in files.indices {
            for site in files[index].displaySites {
                guard let forwarding = site.forwarding, !(site.tipType.map(tips.contains) ?? false) else { continue }
                seeds[forwarding.callee, default: []].insert(Wrapper(kind: site.kind, receives: forwarding))
            }
        }
        guard !seeds.isEmpty else { return files }
        let wrappers = handingOn(seeds, forwardedArguments(in: files), receives: \.receives) {
            Wrapper(kind: $0.kind, receives: $1)
        }
        // Written in place, only where a site is added: copying every file's facts costs more than the search.
        for index in files.indices where !files[index].typedArguments.isEmpty {
            var added = Set<ShownType>()
            var sites: [DisplaySite] = []
            for argument in files[index].typedArguments where tips.contains(argument.type) {
                // Sorted, so that the kind a site takes does not depend on set order.
                let candidates = (wrappers[argument.callee] ?? []).sorted { $0.kind.rawValue < $1.kind.rawValue }
                for wrapper in candidates
                where receives(wrapper.receives, label: argument.label, position: argument.position) {
                    guard added.insert(ShownType(location: argument.location, type: argument.type)).inserted else {
                        continue
                    }
                    sites.append(
                        DisplaySite(
                            kind: wrapper.kind, tipType: argument.type, argument: argument.text,
                            location: argument.location,
                            context: argument.context, branch: argument.branch))
                }
            }
            if !sites.isEmpty { files[index].displaySites += sites }
        }
        return files
    }

    /// A helper retires the tip it is given (`func dismiss(_ tip: some Tip) { tip.invalidate(…) }`, a
    /// presenter storing `let tip: any Tip` and invalidating it, or one handing it to such a helper):
    /// each tip a caller passes to it is invalidated at the call.
    static func invalidatingTipsPassedToHelpers(_ files: consuming [FileFacts]) -> [FileFacts] {
        var seeds: [String: Set<TipForwarding>] = [:]
        for index in files.indices { // by index: a loop over the files would copy each one's facts
            for invalidation in files[index].invalidations where invalidation.tipType == nil {
                guard let forwarding = invalidation.forwarding else { continue }
                seeds[forwarding.callee, default: []].insert(forwarding)
            }
        }
        guard !seeds.isEmpty else { return files }
        let tips = tipNames(in: files)
        let helpers = handingOn(seeds, forwardedArguments(in: files), receives: { $0 }, rebased: { $1 })
        for index in files.indices where !files[index].typedArguments.isEmpty {
            let invalidations = files[index].typedArguments
                .filter { argument in
                    tips.contains(argument.type)
                        && (helpers[argument.callee] ?? []).contains {
                            receives($0, label: argument.label, position: argument.position)
                        }
                }
                .map {
                    var invalidation = Invalidation(
                        tipType: $0.type, location: $0.location, context: $0.context, branch: $0.branch)
                    invalidation.helper = $0.callee
                    return invalidation
                }
            if !invalidations.isEmpty { files[index].invalidations += invalidations }
        }
        return files
    }

    /// A helper donates the event it is given (`func record(_ event: Tips.Event) { event.donate() }`,
    /// or hands it to such a helper): each event a caller passes to it is donated at the call.
    static func donatingEventsPassedToHelpers(_ files: consuming [FileFacts]) -> [FileFacts] {
        var seeds: [String: Set<TipForwarding>] = [:]
        for index in files.indices { // by index: a loop over the files would copy each one's facts
            for donation in files[index].donations {
                guard let forwarding = donation.forwarding else { continue }
                seeds[forwarding.callee, default: []].insert(forwarding)
            }
        }
        guard !seeds.isEmpty else { return files }
        let helpers = handingOn(seeds, forwardedArguments(in: files), receives: { $0 }, rebased: { $1 })
        for index in files.indices where !files[index].eventArguments.isEmpty {
            let donations = files[index].eventArguments
                .filter { argument in
                    (helpers[argument.callee] ?? []).contains {
                        receives($0, label: argument.label, position: argument.position)
                    }
                }
                .map {
                    var donation = Donation(
                        owner: $0.owner, event: $0.event, location: $0.location, context: $0.context, branch: $0.branch)
                    donation.helper = $0.callee
                    return donation
                }
            if !donations.isEmpty { files[index].donations += donations }
        }
        return files
    }

    /// The helpers in `seeds` and every helper that hands what it receives on to one of them,
    /// through any chain of forwarded arguments: a worklist, so each new (helper, way of receiving)
    /// is followed once.
    private static func handingOn<Value: Hashable>(
        _ seeds: [String: Set<Value>], _ forwarded: [String: [ForwardedArgument]],
        receives: (Value) -> TipForwarding, rebased: (Value, TipForwarding) -> Value
    ) -> [String: Set<Value>] {
        var helpers = seeds
        var pending = seeds.flatMap { callee, values in values.map { (callee, $0) } }
        while let (callee, value) = pending.popLast() {
            for argument in forwarded[callee] ?? []
            where Self.receives(receives(value), label: argument.label, position: argument.position) {
                let outer = rebased(value, argument.from)
                if helpers[argument.from.callee, default: []].insert(outer).inserted {
                    pending.append((argument.from.callee, outer))
                }
            }
        }
        return helpers
    }

    /// Every file's forwarded arguments, by the helper they are handed to.
    private static func forwardedArguments(in files: borrowing [FileFacts]) -> [String: [ForwardedArgument]] {
        var byCallee: [String: [ForwardedArgument]] = [:]
        for index in files.indices {
            for argument in files[index].forwardedArguments { byCallee[argument.callee, default: []].append(argument) }
        }
        return byCallee
    }

    /// The names tips are written with: dotted and simple.
    private static func tipNames(in files: borrowing [FileFacts]) -> Set<String> {
        var tips = Set<String>()
        for index in files.indices {
            for tip in files[index].tips {
                tips.insert(tip.name)
                tips.insert(tip.simpleName)
            }
        }
        return tips
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
