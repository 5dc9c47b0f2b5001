/// Findings a team has accepted for now. An entry matches a finding on rule,
/// file and the finding's stable key (the symbol, or the normalised source
/// line), never on the line number, so it survives edits above it. Entries
/// are a multiset: two identical findings need two entries.
///
/// Paths in the file are relative to the baseline file's directory, so the
/// baseline means the same from any working directory.
struct Baseline: Sendable, Equatable {
    struct Entry: Sendable, Hashable, Comparable {
        var rule: String
        var file: String
        var key: String
        /// For people reading the file; not matched, as wording may change.
        var message: String

        init(rule: String, file: String, key: String, message: String) {
            self.rule = rule
            self.file = file
            self.key = key
            self.message = message
        }

        var identity: Identity { Identity(rule: rule, file: file, key: key) }

        static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.key, a.message) < (b.file, b.rule, b.key, b.message)
        }
    }

    struct Identity: Hashable {
        var rule: String
        var file: String
        var key: String
    }

    static let version = 1
    var entries: [Entry]

    init(entries: [Entry]) { self.entries = entries.sorted() }

    /// A baseline recording `findings`; `path` maps a finding's file to the
    /// path the baseline stores.
    init(recording findings: [Finding], path: (String) -> String) {
        self.init(
            entries: findings.map {
                Entry(rule: $0.ruleID, file: path($0.file), key: $0.key, message: $0.message)
            })
    }

    /// The findings no entry accounts for, in their order. Each entry hides
    /// at most one finding.
    func filter(_ findings: [Finding], path: (String) -> String) -> [Finding] {
        match(findings, path: path).findings
    }

    /// The entries no finding accounts for (each finding uses up one entry):
    /// stale, as what they recorded was fixed or changed.
    func unmatchedEntries(_ findings: [Finding], path: (String) -> String) -> [Entry] {
        match(findings, path: path).entries
    }

    /// Pairs findings with entries, each entry with at most one finding; what is left on each side.
    private func match(_ findings: [Finding], path: (String) -> String) -> (findings: [Finding], entries: [Entry]) {
        var remaining: [Identity: Int] = [:]
        for entry in entries { remaining[entry.identity, default: 0] += 1 }
        let unmatchedFindings = findings.filter { finding in
            let identity = Identity(rule: finding.ruleID, file: path(finding.file), key: finding.key)
            guard let count = remaining[identity], count > 0 else { return true }
            remaining[identity] = count - 1
            return false
        }
        // The last `remaining[identity]` entries of each identity are the unused ones.
        var unused = remaining
        let unmatchedEntries = entries.reversed().filter { entry in
            guard let count = unused[entry.identity], count > 0 else { return false }
            unused[entry.identity] = count - 1
            return true
        }.reversed()
        return (unmatchedFindings, Array(unmatchedEntries))
    }

    /// Pretty JSON, entries sorted, members in alphabetical order.
    func json() -> String {
        let document: JSONValue = .object([
            JSONMember(
                "findings",
                .array(
                    entries.map { entry in
                        .object([
                            JSONMember("file", .string(entry.file)),
                            JSONMember("key", .string(entry.key)),
                            JSONMember("message", .string(entry.message)),
                            JSONMember("rule", .string(entry.rule)),
                        ])
                    })),
            JSONMember("tool", "tiplint"),
            JSONMember("version", .integer(Self.version)),
        ])
        return JSONWriter.string(document) + "\n"
    }
}

/// Why a baseline file could not be read: a message and where.
struct BaselineError: Error, Sendable, Equatable {
    var message: String
    var position: JSONPosition
}

extension Baseline {
    /// Reads a baseline, strictly: unknown keys and wrong types are errors,
    /// as a baseline that silently matched nothing would unhide everything.
    static func parse(_ bytes: [UInt8]) throws(BaselineError) -> Baseline {
        let root: JSONNode
        do { root = try JSONReader.parse(bytes) } catch {
            throw BaselineError(message: error.message, position: error.position)
        }
        guard case .object(let members) = root.kind else {
            throw BaselineError(
                message: "a baseline must be a JSON object, not \(root.typeDescription)", position: root.position)
        }
        var entries: [Entry]?
        for member in members {
            switch member.key {
            case "version":
                guard case .integer(let version) = member.value.kind, version == Self.version else {
                    throw BaselineError(message: "\"version\" must be \(Self.version)", position: member.value.position)
                }
            case "tool":
                guard case .string("tiplint") = member.value.kind else {
                    throw BaselineError(message: "\"tool\" must be \"tiplint\"", position: member.value.position)
                }
            case "findings":
                entries = try parseEntries(member.value)
            default:
                throw BaselineError(
                    message: "unknown key \"\(member.key)\"; the keys are version, tool, findings",
                    position: member.keyPosition)
            }
        }
        guard let entries else {
            throw BaselineError(message: "a baseline needs a \"findings\" array", position: root.position)
        }
        return Baseline(entries: entries)
    }

    private static func parseEntries(_ node: JSONNode) throws(BaselineError) -> [Entry] {
        guard case .array(let elements) = node.kind else {
            throw BaselineError(
                message: "\"findings\" must be an array, not \(node.typeDescription)", position: node.position)
        }
        var entries: [Entry] = []
        for element in elements {
            guard case .object(let members) = element.kind else {
                throw BaselineError(
                    message: "a finding must be an object, not \(element.typeDescription)",
                    position: element.position)
            }
            var fields: [String: String] = [:]
            for member in members {
                guard ["rule", "file", "key", "message"].contains(member.key) else {
                    throw BaselineError(
                        message: "unknown key \"\(member.key)\" in a finding; the keys are "
                            + "rule, file, key, message", position: member.keyPosition)
                }
                guard case .string(let text) = member.value.kind else {
                    throw BaselineError(
                        message: "\"\(member.key)\" must be a string, not \(member.value.typeDescription)",
                        position: member.value.position)
                }
                fields[member.key] = text
            }
            for required in ["rule", "file", "key"] where fields[required] == nil {
                throw BaselineError(message: "a finding needs \"\(required)\"", position: element.position)
            }
            entries.append(
                Entry(
                    rule: fields["rule"]!, file: fields["file"]!, key: fields["key"]!,
                    message: fields["message"] ?? ""))
        }
        return entries
    }
}
