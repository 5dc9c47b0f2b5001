/// Why an accepted reading (`<plan>.tiplint.json`) could not be read: a message and where.
struct AcceptedReadingError: Error, Sendable, Equatable {
    var message: String
    var position: JSONPosition
}

/// Reads back the facts `PlanFactsJSON.members` wrote, strictly: a missing or unknown key, or a
/// value of the wrong type, is an error at its place, as a reading that silently lost a fact
/// would let the gate pass on less than was accepted.
struct PlanFactsDecoder {
    /// Turns a stored document path back into the path the run shows.
    let path: (String) -> String

    func fill(_ plan: inout Plan, from fields: ReadingFields) throws(AcceptedReadingError) {
        plan.statedTipCounts = try fields.array("statedTipCounts").map { node throws(AcceptedReadingError) in
            try stated(node)
        }
        plan.tips = try fields.array("tips").map { node throws(AcceptedReadingError) in try tip(node) }
        plan.files = try fields.array("files").map { node throws(AcceptedReadingError) in try file(node) }
        plan.imports = try fields.array("imports").map { node throws(AcceptedReadingError) in try importSite(node) }
        plan.displaySites = try fields.array("displaySites").map { node throws(AcceptedReadingError) in try site(node) }
        plan.donations = try fields.array("donations").map { node throws(AcceptedReadingError) in try site(node) }
        plan.configure = try fields.optionalNode("configure").map { node throws(AcceptedReadingError) in
            try configure(node)
        }
        plan.configurePlacements = try fields.array("configurePlacements").map { node throws(AcceptedReadingError) in
            let fields = try ReadingFields(node, keys: ["value", "plan"])
            return Stated(value: try fields.string("value"), source: try reference(fields.node("plan")))
        }
        plan.statedImportFileCount = try fields.optionalNode("statedImportFileCount").map {
            node throws(AcceptedReadingError) in try stated(node)
        }
        plan.statedConfigureFileCount = try fields.optionalNode("statedConfigureFileCount").map {
            node throws(AcceptedReadingError) in try stated(node)
        }
        plan.designCopy = try fields.array("designCopy").map { node throws(AcceptedReadingError) in try designCopy(node)
        }
        plan.designFiles = try fields.array("designFiles").map { node throws(AcceptedReadingError) in try file(node) }
        plan.tasks = try fields.array("tasks").map { node throws(AcceptedReadingError) in try task(node) }
    }

    func reference(_ node: JSONNode) throws(AcceptedReadingError) -> PlanReference {
        let fields = try ReadingFields(node, keys: ["file", "line"])
        let line = try fields.integer("line")
        guard line >= 1 else {
            throw AcceptedReadingError(
                message: "\"line\" must be 1 or more", position: try fields.node("line").position)
        }
        return PlanReference(file: path(try fields.string("file")), line: line)
    }

    /// Every fact of an accepted reading is strong evidence: its author read and accepted it.
    private func strong(_ fields: ReadingFields) throws(AcceptedReadingError) -> EvidenceGrade {
        let grade = try fields.grade("evidence")
        return grade.isStrong ? grade : .stated
    }

    /// The line an optional fact-line key gives, nil when it is absent or null.
    private func factLine(_ fields: ReadingFields, _ key: String) throws(AcceptedReadingError) -> PlanReference? {
        guard fields.has(key), let node = try fields.optionalNode(key) else { return nil }
        return try reference(node)
    }

    private func stated(_ node: JSONNode) throws(AcceptedReadingError) -> Stated<Int> {
        let fields = try ReadingFields(node, keys: ["value", "plan"])
        return Stated(value: try fields.integer("value"), source: try reference(fields.node("plan")))
    }

    private func tip(_ node: JSONNode) throws(AcceptedReadingError) -> PlannedTip {
        // The fact lines and `described` came later: a reading accepted before them has none.
        let fields = try ReadingFields(
            node, keys: ["name", "events", "title", "message", "image", "done", "plan", "evidence"],
            optional: ["described", "titlePlan", "messagePlan", "imagePlan"])
        var factLines: [PlannedTipFact: PlanReference] = [:]
        let events = try fields.array("events").map { node throws(AcceptedReadingError) in
            let event = try ReadingFields(node, keys: ["name", "id"], optional: ["plan"])
            let name = try event.string("name")
            factLines[.event(name)] = try factLine(event, "plan")
            return PlannedEvent(name: name, id: try event.optionalString("id"))
        }
        for (fact, key) in [(PlannedTipFact.title, "titlePlan"), (.message, "messagePlan"), (.image, "imagePlan")] {
            factLines[fact] = try factLine(fields, key)
        }
        var tip = PlannedTip(
            name: try fields.string("name"), events: events, title: try fields.optionalString("title"),
            message: try fields.optionalString("message"), image: try fields.optionalString("image"),
            source: try reference(fields.node("plan")), isDone: try fields.bool("done"),
            evidence: try strong(fields))
        tip.describedAs = try fields.has("described") ? fields.optionalString("described") : nil
        tip.factLines = factLines
        return tip
    }

    private func file(_ node: JSONNode) throws(AcceptedReadingError) -> PlannedFile {
        let fields = try ReadingFields(node, keys: ["path", "action", "done", "plan", "evidence"])
        let actionNode = try fields.node("action")
        guard let action = PlannedFile.Action(rawValue: PlanFactsDecoder.capitalized(try fields.string("action")))
        else {
            throw AcceptedReadingError(
                message: "\"action\" must be \"create\" or \"modify\"", position: actionNode.position)
        }
        return PlannedFile(
            path: try fields.string("path"), action: action, source: try reference(fields.node("plan")),
            isDone: try fields.bool("done"), evidence: try strong(fields))
    }

    private func site(_ node: JSONNode) throws(AcceptedReadingError) -> PlannedSite {
        try site(ReadingFields(node, keys: PlanFactsDecoder.siteKeys))
    }

    /// An import, derived or not; `derived` came later: a reading accepted before it has none, and
    /// each of its imports is the plan's own.
    private func importSite(_ node: JSONNode) throws(AcceptedReadingError) -> PlannedSite {
        let fields = try ReadingFields(node, keys: PlanFactsDecoder.siteKeys, optional: ["derived"])
        var site = try site(fields)
        if fields.has("derived") { site.isDerived = try fields.bool("derived") }
        return site
    }

    private static let siteKeys = ["file", "tip", "event", "done", "plan", "evidence"]

    private func site(_ fields: ReadingFields) throws(AcceptedReadingError) -> PlannedSite {
        PlannedSite(
            file: try fields.string("file"), tip: try fields.optionalString("tip"),
            event: try fields.optionalString("event"), source: try reference(fields.node("plan")),
            isDone: try fields.bool("done"), evidence: try strong(fields))
    }

    private func configure(_ node: JSONNode) throws(AcceptedReadingError) -> PlannedConfigure {
        let fields = try ReadingFields(
            node, keys: ["file", "options", "done", "plan", "evidence"], optional: ["inApp"])
        let options = try fields.optionalNode("options").map { node throws(AcceptedReadingError) in
            try ReadingFields.elements(of: node, named: "options").map { element throws(AcceptedReadingError) in
                try ReadingFields.string(element, named: "an option")
            }
        }
        return PlannedConfigure(
            file: try fields.string("file"), options: options, source: try reference(fields.node("plan")),
            isDone: try fields.bool("done"), evidence: try strong(fields),
            isInApp: fields.has("inApp") ? try fields.bool("inApp") : false)
    }

    private func designCopy(_ node: JSONNode) throws(AcceptedReadingError) -> DesignCopy {
        let fields = try ReadingFields(node, keys: ["view", "target", "title", "message", "plan"])
        return DesignCopy(
            view: try fields.string("view"), target: try fields.optionalString("target"),
            title: try fields.string("title"), message: try fields.string("message"),
            source: try reference(fields.node("plan")))
    }

    private func task(_ node: JSONNode) throws(AcceptedReadingError) -> PlannedTask {
        let fields = try ReadingFields(node, keys: ["title", "done", "parent", "plan", "lastLine"])
        return PlannedTask(
            title: try fields.string("title"), source: try reference(fields.node("plan")),
            lastLine: try fields.integer("lastLine"), isMarkedDone: try fields.bool("done"),
            parent: try fields.optionalNode("parent").map { node throws(AcceptedReadingError) in
                guard case .integer(let value) = node.kind, value >= 0 else {
                    throw AcceptedReadingError(
                        message: "\"parent\" must be a task's index or null", position: node.position)
                }
                return value
            })
    }

    /// `Create` for `create` or `CREATE`: the action names are one ASCII word each.
    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst().lowercased() }
}

/// The members of one JSON object, every key required and none other allowed.
struct ReadingFields {
    private let members: [String: JSONNode]
    private let position: JSONPosition

    /// `optional`: keys a reading written by an earlier tiplint lacks (read as absent).
    init(_ node: JSONNode, keys: [String], optional: [String] = []) throws(AcceptedReadingError) {
        guard case .object(let list) = node.kind else {
            throw AcceptedReadingError(
                message: "expected an object, not \(node.typeDescription)", position: node.position)
        }
        var members: [String: JSONNode] = [:]
        for member in list {
            guard keys.contains(member.key) || optional.contains(member.key) else {
                throw AcceptedReadingError(
                    message: "unknown key \"\(member.key)\"; the keys are \((keys + optional).joined(separator: ", "))",
                    position: member.keyPosition)
            }
            members[member.key] = member.value
        }
        for key in keys where members[key] == nil {
            throw AcceptedReadingError(message: "missing key \"\(key)\"", position: node.position)
        }
        self.members = members
        position = node.position
    }

    /// Whether the object has `key` (an optional key may be absent).
    func has(_ key: String) -> Bool { members[key] != nil }

    func node(_ key: String) throws(AcceptedReadingError) -> JSONNode {
        guard let node = members[key] else {
            throw AcceptedReadingError(message: "missing key \"\(key)\"", position: position)
        }
        return node
    }

    /// The value, or nil when it is `null`.
    func optionalNode(_ key: String) throws(AcceptedReadingError) -> JSONNode? {
        let node = try node(key)
        if case .null = node.kind { return nil }
        return node
    }

    func string(_ key: String) throws(AcceptedReadingError) -> String {
        try ReadingFields.string(node(key), named: "\"\(key)\"")
    }

    func optionalString(_ key: String) throws(AcceptedReadingError) -> String? {
        try optionalNode(key).map { node throws(AcceptedReadingError) in
            try ReadingFields.string(node, named: "\"\(key)\"")
        }
    }

    func integer(_ key: String) throws(AcceptedReadingError) -> Int {
        try scalar(key, "a whole number") { if case .integer(let value) = $0 { value } else { nil } }
    }

    func bool(_ key: String) throws(AcceptedReadingError) -> Bool {
        try scalar(key, "true or false") { if case .bool(let value) = $0 { value } else { nil } }
    }

    private func scalar<Value>(
        _ key: String, _ expected: String, _ value: (JSONNode.Kind) -> Value?
    ) throws(AcceptedReadingError) -> Value {
        let node = try node(key)
        guard let value = value(node.kind) else {
            throw AcceptedReadingError(
                message: "\"\(key)\" must be \(expected), not \(node.typeDescription)", position: node.position)
        }
        return value
    }

    func array(_ key: String) throws(AcceptedReadingError) -> [JSONNode] {
        try ReadingFields.elements(of: node(key), named: "\"\(key)\"")
    }

    func grade(_ key: String) throws(AcceptedReadingError) -> EvidenceGrade {
        let node = try node(key)
        guard let grade = EvidenceGrade(rawValue: try ReadingFields.string(node, named: "\"\(key)\"")) else {
            let grades = EvidenceGrade.allCases.map(\.rawValue).joined(separator: ", ")
            throw AcceptedReadingError(message: "\"\(key)\" must be one of \(grades)", position: node.position)
        }
        return grade
    }

    static func string(_ node: JSONNode, named name: String) throws(AcceptedReadingError) -> String {
        guard case .string(let value) = node.kind else {
            throw AcceptedReadingError(
                message: "\(name) must be a string, not \(node.typeDescription)", position: node.position)
        }
        return value
    }

    static func elements(of node: JSONNode, named name: String) throws(AcceptedReadingError) -> [JSONNode] {
        guard case .array(let elements) = node.kind else {
            throw AcceptedReadingError(
                message: "\(name) must be an array, not \(node.typeDescription)", position: node.position)
        }
        return elements
    }
}
