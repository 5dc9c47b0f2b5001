/// `.tiplint.json`, validated. Relative `plan` and `exclude` entries are
/// relative to the file's own directory.
public struct Configuration: Equatable, Sendable {
    public static let fileName = ".tiplint.json"
    public static let keys = ["plan", "exclude", "rules", "copy", "baseline", "planComplete"]
    static let copyKeys = ["maxTitleLength", "maxMessageLength", "maxSentences"]

    /// A path the config names (a `plan` entry, the `baseline`): absolute,
    /// as written, and where.
    struct PathEntry: Equatable, Sendable {
        var absolutePath: String
        var written: String
        var position: JSONPosition
    }

    /// The file as the user would name it.
    public var path: String
    /// Absolute directory holding the file.
    public var directory: String
    var absolutePath: String { PathText.join(directory, PathText.lastComponent(path)) }
    /// nil when the file has no `plan` key.
    var plans: [PathEntry]?
    var excludes: [IgnorePattern] = []
    var severities: [String: Severity?] = [:]
    var copyLimits = CopyLimits()
    /// The baseline file used when `--baseline` is not given.
    var baseline: PathEntry?
    /// `"planComplete": true`: planned items the code has not reached yet are errors (the release gate).
    public var planComplete = false

    /// Reads and validates the file at `path` (absolute `absolutePath`).
    static func load(
        path: String, absolutePath: String, tree: any SourceTree = WorkingTree()
    ) throws(ConfigurationError) -> Configuration {
        switch tree.lookupKind(of: absolutePath, followLinks: true) {
        case nil: throw ConfigurationError(path: path, message: "configuration file not found")
        case .directory: throw ConfigurationError(path: path, message: "configuration is a directory, not a file")
        default: break
        }
        let bytes: [UInt8]
        switch tree.lookupSettings(absolutePath, followsLinks: true) {
        case .bytes(let contents): bytes = contents
        case .failure(let reason): throw ConfigurationError(path: path, message: "cannot read configuration: \(reason)")
        }
        return try parse(bytes, path: path, directory: PathText.parent(absolutePath))
    }

    /// The nearest `.tiplint.json` in `directory` or its parents up to
    /// `root`, the repository root (see `ProjectBoundary.repositoryRoot`).
    /// Outside a repository only `directory` itself is searched: nothing
    /// says where the project ends, and a file in a shared parent (`/tmp`)
    /// could be anyone's. Absolute paths.
    static func find(from directory: String, upTo root: String?, tree: any SourceTree = WorkingTree()) -> String? {
        let top = root.flatMap { PathText.relative(directory, to: $0) != nil ? $0 : nil } ?? directory
        var current = directory
        while true {
            let candidate = PathText.join(current, fileName)
            // Whatever it is: one that cannot be read is an error, not passed over.
            if let kind = tree.lookupKind(of: candidate, followLinks: true), kind != .directory { return candidate }
            if current == top || current == "/" { return nil }
            current = PathText.parent(current)
        }
    }

    static func parse(
        _ bytes: [UInt8], path: String, directory: String
    ) throws(ConfigurationError) -> Configuration {
        func error(_ message: String, at position: JSONPosition) -> ConfigurationError {
            ConfigurationError(path: path, position: position, message: message)
        }
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            // A configuration written as YAML, as SwiftLint's is, fails on its first byte.
            let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            let looksLikeYAML = first.map { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "[") } ?? false
            throw ConfigurationError(
                path: path, position: error.position,
                message: error.message
                    + (looksLikeYAML ? "; the configuration is JSON, not YAML ('tiplint init' writes a starter)" : ""))
        }
        guard case .object(let members) = root.kind else {
            throw error("the configuration must be a JSON object, not \(root.typeDescription)", at: root.position)
        }
        var configuration = Configuration(path: path, directory: directory)
        for member in members {
            switch member.key {
            case "plan":
                configuration.plans = try strings(member, error: error).map { entry in
                    PathEntry(
                        absolutePath: PathText.absolute(entry.text, in: directory), written: entry.text,
                        position: entry.position)
                }
            case "exclude":
                let entries = try strings(member, error: error)
                // Globs are relative to the file's directory: one climbing out of it names paths outside the project.
                if let climbing = entries.first(where: { $0.text.split(separator: "/").contains("..") }) {
                    throw error(
                        "exclude '\(climbing.text)' leaves the configuration's directory; globs stay inside the project",
                        at: climbing.position)
                }
                configuration.excludes = entries.compactMap { IgnorePattern($0.text) }
            case "$schema":
                // For editors (see ConfigurationSchema); nothing for tiplint to do.
                guard case .string = member.value.kind else {
                    throw error(
                        "\"$schema\" must be a string, not \(member.value.typeDescription)", at: member.value.position)
                }
            case "rules":
                configuration.severities = try severities(member.value, error: error)
            case "copy":
                configuration.copyLimits = try copyLimits(member.value, error: error)
            case "baseline":
                guard case .string(let text) = member.value.kind, !text.isEmpty else {
                    throw error(
                        "\"baseline\" must be a file name, not \(member.value.typeDescription)",
                        at: member.value.position)
                }
                configuration.baseline = PathEntry(
                    absolutePath: PathText.absolute(text, in: directory), written: text,
                    position: member.value.position)
            case "planComplete":
                guard case .bool(let value) = member.value.kind else {
                    throw error(
                        "\"planComplete\" must be true or false, not \(member.value.typeDescription)",
                        at: member.value.position)
                }
                configuration.planComplete = value
            default:
                let hint =
                    swiftLintKeys[member.key].map { "; \($0)" }
                    ?? Suggestion.hint(for: member.key, among: keys, quote: "\"")
                throw error(
                    "unknown key \"\(member.key)\"\(hint); the keys are \(keys.joined(separator: ", "))",
                    at: member.keyPosition)
            }
        }
        return configuration
    }

    /// SwiftLint's configuration keys, to how tiplint says the same.
    static let swiftLintKeys: [String: String] = [
        "disabled_rules": "tiplint turns a rule off in \"rules\": {\"RULE_ID\": \"off\"}",
        "opt_in_rules": "every tiplint rule is on; \"rules\": {\"RULE_ID\": \"error\"} sets a severity",
        "only_rules": "tiplint turns the others off in \"rules\": {\"RULE_ID\": \"off\"}",
        "excluded": "did you mean \"exclude\"?",
        "included": "name the directories to lint as PATHs on the command line",
    ]

    /// Severity spellings of other tools, to tiplint's.
    static let severityAliases: [String: String] = [
        "warn": "warning", "info": "note", "information": "note", "disabled": "off", "disable": "off",
        "none": "off", "ignore": "off", "false": "off",
    ]

    /// An array of non-empty strings.
    private static func strings(
        _ member: JSONNode.Member, error: (String, JSONPosition) -> ConfigurationError
    )
        throws(ConfigurationError) -> [(text: String, position: JSONPosition)]
    {
        guard case .array(let elements) = member.value.kind else {
            var message = "\"\(member.key)\" must be an array of strings, not \(member.value.typeDescription)"
            if case .string(let text) = member.value.kind {
                message += "; write [\"\(text)\"]"
            }
            throw error(message, member.value.position)
        }
        var entries: [(text: String, position: JSONPosition)] = []
        for element in elements {
            guard case .string(let text) = element.kind else {
                throw error(
                    "\"\(member.key)\" entries must be strings, not \(element.typeDescription)", element.position)
            }
            guard !text.isEmpty else { throw error("\"\(member.key)\" entries must not be empty", element.position) }
            entries.append((text, element.position))
        }
        return entries
    }

    private static func severities(
        _ node: JSONNode, error: (String, JSONPosition) -> ConfigurationError
    )
        throws(ConfigurationError) -> [String: Severity?]
    {
        guard case .object(let members) = node.kind else {
            throw error(
                "\"rules\" must be an object of rule ids to severities, not \(node.typeDescription)", node.position)
        }
        let known = RuleRegistry.ids
        var severities: [String: Severity?] = [:]
        for member in members {
            guard known.contains(member.key) else {
                throw error(
                    "unknown rule \"\(member.key)\"\(Suggestion.hint(for: member.key, among: known.sorted(), quote: "\""))"
                        + " (see 'tiplint rules')", member.keyPosition)
            }
            guard case .string(let value) = member.value.kind, value == "off" || Severity(rawValue: value) != nil else {
                var message = "rule \"\(member.key)\" must be \"error\", \"warning\", \"note\" or \"off\""
                if case .string(let value) = member.value.kind,
                    let meant = severityAliases[value.lowercased()]
                        ?? Suggestion.closest(to: value.lowercased(), among: ["error", "warning", "note", "off"])
                {
                    message += ", not \"\(value)\"; did you mean \"\(meant)\"?"
                } else if case .bool(false) = member.value.kind {
                    message += "; did you mean \"off\"?"
                }
                throw error(message, member.value.position)
            }
            // "off" stores nil: the key must stay, so no subscript assignment.
            severities.updateValue(Severity(rawValue: value), forKey: member.key)
        }
        return severities
    }

    private static func copyLimits(
        _ node: JSONNode, error: (String, JSONPosition) -> ConfigurationError
    )
        throws(ConfigurationError) -> CopyLimits
    {
        guard case .object(let members) = node.kind else {
            throw error("\"copy\" must be an object, not \(node.typeDescription)", node.position)
        }
        var limits = CopyLimits()
        for member in members {
            guard copyKeys.contains(member.key) else {
                throw error(
                    "unknown key \"\(member.key)\" in \"copy\"\(Suggestion.hint(for: member.key, among: copyKeys, quote: "\""))"
                        + "; the keys are maxTitleLength, maxMessageLength, maxSentences", member.keyPosition)
            }
            guard case .integer(let value) = member.value.kind, value >= 1 else {
                throw error("\"\(member.key)\" must be a whole number of at least 1", member.value.position)
            }
            switch member.key {
            case "maxTitleLength": limits.maxTitleLength = value
            case "maxMessageLength": limits.maxMessageLength = value
            default: limits.maxSentences = value
            }
        }
        return limits
    }
}
