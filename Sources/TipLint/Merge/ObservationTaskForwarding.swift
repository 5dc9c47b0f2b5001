/// Tip observation tasks started by a helper that another file's appearance callback calls: a
/// `UIViewController` extension method that starts `Task { for await … in tip.shouldDisplayUpdates }`,
/// called by a view controller's `viewDidAppear`, is started at every appearance. The file holding the
/// task left its `appearance` empty and named its function; this pass finds the call.
///
/// Linear in the project's calls: one dictionary of the holding functions by name, one pass over the
/// recorded helper calls.
enum ObservationTaskForwarding: MergePass {
    private struct TaskRef {
        var file: Int
        var task: Int
    }

    static func apply(to project: inout ProjectModel) {
        var waiting: [String: [TaskRef]] = [:]
        for file in project.files.indices {
            for (task, observation) in project.files[file].observationTasks.enumerated()
            where observation.appearance == nil {
                guard let function = observation.function else { continue }
                waiting[project.files[file].functions[function].name, default: []].append(
                    TaskRef(file: file, task: task))
            }
        }
        guard !waiting.isEmpty else { return }
        var declaredTypes = Set<String>()
        for file in project.files.indices { declaredTypes.formUnion(project.files[file].declaredTypes) }
        var found: [(TaskRef, callback: String)] = []
        for file in project.files.indices {
            for call in project.files[file].helperCalls where call.kind == .call {
                guard let refs = waiting[call.callee], let caller = call.position.caller else { continue }
                let callback = project.files[file].functions[caller].name
                guard AppearanceCallbacks.functions.contains(callback) else { continue }
                for ref in refs {
                    let task = project.files[ref.file].observationTasks[ref.task]
                    let helper = project.files[ref.file].functions[task.function!]
                    if runs(call, helper, declaredTypes) { found.append((ref, callback)) }
                }
            }
        }
        for (ref, callback) in found where project.files[ref.file].observationTasks[ref.task].appearance == nil {
            let function = project.files[ref.file].observationTasks[ref.task].function!
            project.files[ref.file].observationTasks[ref.task].appearance = callback
            project.files[ref.file].observationTasks[ref.task].helper = project.files[ref.file].functions[function].name
        }
    }

    /// Whether a call written without a receiver (or on `self`) in a type runs `helper`: a function of
    /// that type, of a protocol or class it declares, or of a framework type the project extends
    /// (`extension UIViewController`), which the caller can only reach by inheriting it.
    private static func runs(_ call: HelperCall, _ helper: FunctionSignature, _ declaredTypes: Set<String>) -> Bool {
        guard helper.accepts(labels: call.labels, trailingClosures: call.trailingClosures) else { return false }
        switch call.receiver {
        case .none, .selfValue:
            guard let owner = helper.owner, let caller = call.context.typeName else { return helper.owner == nil }
            let simpleOwner = TypeName.simple(owner)
            return TypeName.sameType(owner, caller) || !declaredTypes.contains(simpleOwner)
                || call.context.typeConformances.contains { TypeName.simple($0) == simpleOwner }
        case .superclass, .type, .value, .view:
            return false
        }
    }
}
