/// Tips handed to wrappers that display them: the display counts where the caller hands the tip over.
enum WrapperDisplayForwarding: MergePass {
    /// A tip type shown at one place: a value that can hold several tips is a site for each.
    private struct ShownType: Hashable {
        var location: SourceLocation
        var type: String
    }

    /// A wrapper's way of showing the tip it receives, and what its popover is anchored on (the control a
    /// generic `FloatingButton<T: Tip>` puts `.popoverTip(tip)` on), which the caller's site takes.
    private struct Wrapper: Hashable {
        var kind: DisplayKind
        var receives: TipForwarding
        var anchorsControl = false
        var anchorViewCall: String?
        /// A popover presented from the wrapper's parameter: the control is the caller's argument there.
        var anchorReceives: TipForwarding?
        /// The wrapper shows it under a condition or in one arm (`if condition { popoverTip(tip) }`): a caller's row
        /// may be the one it picks.
        var isConditional = false
        /// A popover on the view the wrapper modifies (`popoverTip(tip)` in a View extension): the caller's view is
        /// the anchor.
        var anchorsModifiedView = false
        /// Handed on in every row of a loop of the wrapper's (`ForwardedArgument.row`): each caller's tip is shown
        /// in each row.
        var rowHandOn: RowHandOn?

        /// Sites on a control first, then by the view called: a stable choice when one wrapper shows its tip
        /// at several places.
        static func isShownFirst(_ a: Wrapper, _ b: Wrapper) -> Bool {
            if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
            if a.anchorsControl != b.anchorsControl { return a.anchorsControl }
            return (a.anchorViewCall ?? "") < (b.anchorViewCall ?? "")
        }
    }

    /// A wrapper shows whatever tip it is given (`func tipIfAvailable(_ tip: some Tip)` calling
    /// `popoverTip(tip)`, or handing it to another wrapper): each tip a caller passes to it is
    /// displayed at the call.
    static func apply(to project: inout ProjectModel) { forward(&project.files) }

    private static func forward(_ files: inout [FileFacts]) {
        // By index throughout: a loop or closure over the files would copy each one's facts.
        let tips = ArgumentForwarding.tipNames(in: files)
        var seeds: [String: Set<Wrapper>] = [:]
        for index in files.indices {
            for site in files[index].displaySites {
                guard let forwarding = site.forwarding, !(site.tipType.map(tips.contains) ?? false) else { continue }
                seeds[forwarding.callee, default: []].insert(
                    Wrapper(
                        kind: site.kind, receives: forwarding, anchorsControl: site.anchorsControl,
                        anchorViewCall: site.anchorViewCall, anchorReceives: site.anchorForwarding,
                        isConditional: !site.conditions.isEmpty || !site.arms.isEmpty || site.conditionPicksRow,
                        anchorsModifiedView: site.anchorsModifiedView && site.kind == .popoverTip))
            }
        }
        guard !seeds.isEmpty else { return }
        let forwarded = ArgumentForwarding.forwardedArguments(in: files)
        let wrappers = ArgumentForwarding.handingOn(seeds, forwarded, receives: \.receives) { inner, handedOn in
            let from = handedOn.from
            var outer = inner
            outer.receives = from
            // An inner wrapper anchoring the tip on the view it modifies, handed it on a control
            // (`Menu { … }.tipIfAny(tip)` in the outer one's body), anchors it on that control. A gesture is not
            // followed: whether it is the row's own action depends on the row (`DisplaySite.gestureActionCallees`).
            if inner.anchorsModifiedView, let receiver = handedOn.receiver, receiver.gestureActionCallees == nil {
                outer.anchorsControl = outer.anchorsControl || receiver.isControl
                if !outer.anchorsControl, outer.anchorViewCall == nil { outer.anchorViewCall = receiver.viewCall }
            }
            // What the outer wrapper modifies need not be the view it hands the inner one.
            outer.anchorsModifiedView = false
            if outer.rowHandOn == nil, let row = handedOn.row {
                outer.rowHandOn = row
                // The inner wrapper's condition can single out a row only through what the row hands it, and
                // it hands nothing of the row.
                outer.isConditional = false
            }
            // The outer helper's parameter it hands on as the inner one's source item, if it does.
            outer.anchorReceives = inner.anchorReceives.flatMap { anchor in
                forwarded[anchor.callee]?.first { argument in
                    argument.from.callee == from.callee
                        && ArgumentForwarding.receives(anchor, label: argument.label, position: argument.position)
                }?.from
            }
            return outer
        }
        let tipsByProtocol = tipsByConformance(in: files, tips: tips)
        // Written in place, only where a site is added: copying every file's facts costs more than the search.
        for index in files.indices where !files[index].typedArguments.isEmpty {
            var added = Set<ShownType>()
            var sites: [DisplaySite] = []
            for argument in files[index].typedArguments {
                // A value of a protocol only tips conform to (a pre-iOS 17 shim) can be each of them.
                let shownTypes =
                    tips.contains(argument.type)
                    ? [argument.type] : tipsByProtocol[TypeName.simple(argument.type)] ?? []
                guard !shownTypes.isEmpty else { continue }
                // Sorted, so that the kind a site takes does not depend on set order.
                let candidates = (wrappers[argument.callee] ?? []).sorted(by: Wrapper.isShownFirst)
                for wrapper in candidates
                where ArgumentForwarding.receives(wrapper.receives, label: argument.label, position: argument.position)
                {
                    for type in shownTypes
                    where added.insert(ShownType(location: argument.location, type: type)).inserted {
                        var shown = DisplaySite(
                            kind: wrapper.kind, tipType: type, argument: argument.text, site: argument.site,
                            repeatColumns: argument.repeatColumns)
                        shown.anchorsControl =
                            wrapper.anchorsControl
                            || wrapper.anchorReceives.map { anchor in
                                argument.controlArguments.contains {
                                    ArgumentForwarding.receives(anchor, label: $0.label, position: $0.position)
                                }
                            } == true
                        shown.anchorViewCall = wrapper.anchorViewCall
                        if wrapper.anchorsModifiedView, let receiver = argument.receiver {
                            // `Card().tipPopover(tip).onTapGesture { … }`: anchored on the caller's view.
                            shown.anchorsControl = shown.anchorsControl || receiver.isControl
                            shown.gestureActionCallees = receiver.gestureActionCallees
                            if !shown.anchorsControl { shown.anchorViewCall = receiver.viewCall }
                        }
                        shown.isInRow = argument.isInRow || wrapper.rowHandOn != nil
                        shown.rowHandOn = wrapper.rowHandOn
                        shown.dependsOnRow = argument.dependsOnRow || wrapper.isConditional
                        sites.append(shown)
                    }
                }
            }
            if !sites.isEmpty { files[index].displaySites += sites }
        }
    }

    /// By the simple name of a protocol, the tips that conform to it, when every type that conforms
    /// to it is a tip: what a value of that protocol's type can hold.
    private static func tipsByConformance(in files: borrowing [FileFacts], tips: Set<String>) -> [String: [String]] {
        var conformers: [String: Set<String>] = [:]
        for index in files.indices {
            for type in files[index].hierarchy.types {
                for conformance in type.conformances where TypeName.simple(conformance) != "Tip" {
                    conformers[TypeName.simple(conformance), default: []].insert(type.typeName)
                }
            }
        }
        return conformers.compactMapValues { types in
            types.allSatisfy { tips.contains($0) || tips.contains(TypeName.simple($0)) } ? types.sorted() : nil
        }
    }
}
