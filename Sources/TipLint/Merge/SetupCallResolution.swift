/// The merge step that follows TipKit setup calls through the helpers holding them: a function
/// holding `Tips.configure`, `Tips.resetDatastore` or a testing API is a helper; a call that names
/// it (unqualified or on `self` from its own type, on its type, on a value whose type the project
/// declares, or handed over as `action:`/`perform:`/`#selector`) runs it; the function holding
/// that call is a helper in turn, a few levels up. Each TipKit call gives one `SetupRun` per
/// outermost call site, or one where it is written when nothing calls its function.
///
/// Linear in the project's calls: each level is one pass over the recorded helper calls with a
/// dictionary probe each, and the levels and the runs per call are capped.
enum SetupCallResolution: MergePass {
    /// Helper levels followed above the function holding the TipKit call.
    static let deepestLevel = 4
    /// Runs kept per TipKit call (a helper called from very many places).
    static let mostRunsPerCall = 64

    private struct FunctionRef: Hashable {
        var file: Int
        var index: Int
    }

    private struct CallRef: Hashable {
        var file: Int
        var index: Int
    }

    /// A helper call and the function it runs.
    private struct Step {
        var call: CallRef
        var helper: FunctionRef
    }

    /// The calls that run each helper, and for a helper handed to a type's initializer
    /// (`.closureArgument`), the type's calls of the property it is stored in.
    private struct CallGraph {
        var callers: [FunctionRef: [CallRef]] = [:]
        var propertyCalls: [CallRef: [CallRef]] = [:]
    }

    static func apply(to project: inout ProjectModel) { project.setupRuns = runs(project.files) }

    private static func runs(_ files: [FileFacts]) -> [SetupRun] {
        let graph = callGraph(files)
        var runs: [SetupRun] = []
        for file in files.indices {
            for call in files[file].configureCalls {
                runs += self.runs(
                    of: .configure(call), site: call.site, position: call.position, file: file, files, graph)
            }
            for call in files[file].testingCalls {
                runs += self.runs(
                    of: .testing(call), site: call.site, position: call.position, file: file, files, graph)
            }
        }
        return runs
    }

    // MARK: The call graph

    /// The calls that run each helper, found level by level from the functions holding TipKit calls.
    private static func callGraph(_ files: [FileFacts]) -> CallGraph {
        var helpers = Set<FunctionRef>()
        for file in files.indices {
            for call in files[file].configureCalls {
                if let caller = call.position.caller { helpers.insert(FunctionRef(file: file, index: caller)) }
            }
            for call in files[file].testingCalls {
                if let caller = call.position.caller { helpers.insert(FunctionRef(file: file, index: caller)) }
            }
        }
        var graph = CallGraph()
        var properties: ClosurePropertyCalls?
        var level = helpers
        var declarations: TypedPropertyResolution.Declarations?
        for _ in 0..<deepestLevel where !level.isEmpty {
            var byName: [String: [FunctionRef]] = [:]
            for helper in level { byName[files[helper.file].functions[helper.index].name, default: []].append(helper) }
            var next = Set<FunctionRef>()
            for file in files.indices {
                for (index, call) in files[file].helperCalls.enumerated() {
                    guard let candidates = byName[call.callee] else { continue }
                    for helper in candidates {
                        let caller = call.position.caller.map { FunctionRef(file: file, index: $0) }
                        guard caller != helper,
                            runs(call, files[helper.file].functions[helper.index], files, &declarations)
                        else { continue }
                        let ref = CallRef(file: file, index: index)
                        if let recipient = call.recipient {
                            // Handed over, not run: it runs where the type calls the property, if it does. A call
                            // in a closure handed over to a type that never calls it (a framework's) stays where
                            // it is written.
                            if properties == nil { properties = ClosurePropertyCalls(files) }
                            let calls = properties!.calls(of: recipient, files).map {
                                CallRef(file: $0.file, index: $0.index)
                            }
                            if !calls.isEmpty {
                                graph.propertyCalls[ref] = calls
                                graph.callers[helper, default: []].append(ref)
                                continue
                            }
                            if call.kind == .closureArgument { continue }
                        }
                        graph.callers[helper, default: []].append(ref)
                        if let caller, helpers.insert(caller).inserted { next.insert(caller) }
                    }
                }
            }
            level = next
        }
        return graph
    }

    /// Whether `call` can run `helper`.
    private static func runs(
        _ call: HelperCall, _ helper: FunctionSignature, _ files: [FileFacts],
        _ declarations: inout TypedPropertyResolution.Declarations?
    ) -> Bool {
        if call.kind == .call, !helper.accepts(labels: call.labels, trailingClosures: call.trailingClosures) {
            return false
        }
        switch call.receiver {
        case .superclass:
            return false
        case .none:
            return helper.owner == nil || TypeName.sameType(helper.owner, call.context.typeName)
        case .selfValue:
            return helper.owner != nil && TypeName.sameType(helper.owner, call.context.typeName)
        case .type(let type):
            return helper.owner != nil && TypeName.sameType(helper.owner, type)
        case .view:
            return helper.owner.map {
                TypeName.lastComponent($0) == "View" || TypeName.lastComponent($0) == "Scene"
            } ?? false
        case .value(let value):
            guard let owner = helper.owner else { return false }
            if declarations == nil { declarations = TypedPropertyResolution.Declarations(files) }
            let types = TypedPropertyResolution.types(of: value, in: call.context, declarations!)
            if types.count == 1, let type = types.first {
                return TypeName.sameType(owner, type)
            }
            // An untyped value (`manager.resetTips()`, `tipsService.reset()`): only a name that says tips.
            return HelperCallRecognizer.mentionsTips(call.callee)
                || HelperCallRecognizer.mentionsTips(value) && HelperCallRecognizer.mentionsTips(owner)
        }
    }

    // MARK: Runs

    private static func runs(
        of call: SetupRun.Call, site: FactSite, position: CallPosition, file: Int, _ files: [FileFacts],
        _ graph: CallGraph
    ) -> [SetupRun] {
        let own = position.caller.map { files[file].functions[$0] }
        if own?.isNeverCalled == true { return [] }
        let direct = SetupRun.Site(site: site, caller: own, position: position)
        let callLink = SetupRun.Link(location: site.location, branch: site.branch, arms: position.arms)
        guard let caller = position.caller else {
            return [SetupRun(call: call, callSite: direct, condition: position.condition, links: [callLink])]
        }
        return paths(to: FunctionRef(file: file, index: caller), level: 0, visiting: [], files, graph).map { path in
            guard !path.isEmpty else {
                return SetupRun(call: call, callSite: direct, condition: position.condition, links: [callLink])
            }
            let helperCalls = path.map { files[$0.call.file].helperCalls[$0.call.index] }
            let hops = zip(path, helperCalls).map { step, helperCall in
                // A call in a closure handed over runs where the type's call of the property runs it.
                let handedOver = helperCall.kind == .call && graph.propertyCalls[step.call] != nil
                return SetupRun.Hop(
                    helper: files[step.helper.file].functions[step.helper.index],
                    site: SetupRun.Site(
                        site: helperCall.site,
                        caller: helperCall.position.caller.map { files[step.call.file].functions[$0] },
                        position: helperCall.position, kind: handedOver ? .inHandedClosure : helperCall.kind))
            }
            let condition = helperCalls.lazy.compactMap(\.position.condition).first ?? position.condition
            let links = helperCalls.map {
                SetupRun.Link(location: $0.location, branch: $0.branch, arms: $0.position.arms)
            }
            return SetupRun(call: call, callSite: direct, hops: hops, condition: condition, links: links + [callLink])
        }
    }

    /// The chains of helper calls that reach `function`, outermost first; `[[]]` when nothing calls it.
    private static func paths(
        to function: FunctionRef, level: Int, visiting: Set<FunctionRef>, _ files: [FileFacts],
        _ graph: CallGraph
    ) -> [[Step]] {
        guard let calls = graph.callers[function], !calls.isEmpty else { return [[]] }
        var result: [[Step]] = []
        for call in calls {
            let step = Step(call: call, helper: function)
            let helperCall = files[call.file].helperCalls[call.index]
            if let propertyCalls = graph.propertyCalls[call] {
                // The type's call of the property runs the helper handed over: the call, then the hand-over.
                for propertyCall in propertyCalls {
                    result.append([Step(call: propertyCall, helper: function), step])
                    if result.count >= mostRunsPerCall { return result }
                }
            } else if let outer = helperCall.position.caller.map({ FunctionRef(file: call.file, index: $0) }),
                level + 1 < deepestLevel,
                !visiting.contains(outer), outer != function, graph.callers[outer] != nil
            {
                for path in paths(to: outer, level: level + 1, visiting: visiting.union([function]), files, graph) {
                    result.append(path + [step])
                    if result.count >= mostRunsPerCall { return result }
                }
            } else {
                result.append([step])
            }
            if result.count >= mostRunsPerCall { return result }
        }
        return result
    }
}
