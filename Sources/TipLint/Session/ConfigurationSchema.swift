/// The JSON Schema of `.tiplint.json`, built from what `Configuration`
/// accepts: editors that read JSON Schema complete keys and rule ids and show
/// what each key does, which is how a strict-JSON file gets its comments.
/// `tiplint init --schema` prints it; `Schemas/tiplint.schema.json` is a copy
/// kept equal by a test. A key `Configuration` reads needs an entry here.
public enum ConfigurationSchema {
    /// Where the shipped copy lives, relative to the repository root.
    public static let path = "Schemas/tiplint.schema.json"

    /// Where a configuration points its `$schema`: the copy of this version.
    static var url: String {
        "https://raw.githubusercontent.com/" + TipLintVersion.projectURL.dropFirst("https://github.com/".count)
            + "/v\(TipLintVersion.current)/\(path)"
    }

    /// One key: its schema, what it does, and the default a starter file writes (nil: left out).
    struct Key: Sendable {
        var schema: [JSONMember]
        var description: String
        var starterValue: JSONValue?
    }

    static let keys: [String: Key] = [
        "$schema": Key(
            schema: [JSONMember("type", "string")],
            description: "The JSON Schema of this file, for editors; tiplint ignores it.", starterValue: nil),
        "plan": Key(
            schema: [JSONMember("type", "array"), JSONMember("items", nonEmptyString)],
            description: "Plan and design documents to check the code against, relative to this file. "
                + "[] turns plan checks off. Without the key, plans are found automatically.",
            starterValue: nil),
        "exclude": Key(
            schema: [JSONMember("type", "array"), JSONMember("items", nonEmptyString)],
            description: "Paths to skip: globs in .gitignore syntax, relative to this file.", starterValue: []),
        "rules": Key(
            schema: [
                JSONMember("type", "object"),
                JSONMember(
                    "properties",
                    .object(
                        RuleRegistry.ids.sorted().map {
                            JSONMember($0, .object([JSONMember("$ref", "#/definitions/severity")]))
                        })),
                JSONMember("additionalProperties", false),
            ],
            description: "Rule id to \"error\", \"warning\", \"note\" or \"off\" (see 'tiplint rules').",
            starterValue: .object([])),
        "copy": Key(
            schema: [
                JSONMember("type", "object"),
                JSONMember(
                    "properties",
                    .object([
                        JSONMember("maxTitleLength", limit("Longest tip or tooltip title, in characters.", 40)),
                        JSONMember("maxMessageLength", limit("Longest message, in characters.", 150)),
                        JSONMember("maxSentences", limit("Most sentences in a message.", 2)),
                    ])),
                JSONMember("additionalProperties", false),
            ],
            description: "Limits for the copy rules (tip_copy_length, tooltip_copy_length).",
            starterValue: .object([
                JSONMember("maxTitleLength", 40), JSONMember("maxMessageLength", 150), JSONMember("maxSentences", 2),
            ])),
        "baseline": Key(
            schema: [JSONMember("type", "string"), JSONMember("minLength", 1)],
            description: "Baseline file used when --baseline is not given, relative to this file.", starterValue: nil),
        "planComplete": Key(
            schema: [JSONMember("type", "boolean")],
            description: "true for a release gate: planned items the code has not reached yet are errors, not notes.",
            starterValue: false),
    ]

    /// The keys a configuration may have, in the order `Configuration` lists them.
    static var acceptedKeys: [String] { ["$schema"] + Configuration.keys }

    static var json: JSONValue {
        .object([
            JSONMember("$schema", "http://json-schema.org/draft-07/schema#"),
            JSONMember("title", ".tiplint.json"),
            JSONMember(
                "description",
                .string("Configuration of tiplint \(TipLintVersion.current) (\(TipLintVersion.projectURL)).")),
            JSONMember("type", "object"),
            JSONMember(
                "properties",
                .object(
                    acceptedKeys.compactMap { name in
                        keys[name].map { key in
                            JSONMember(
                                name,
                                .object(
                                    key.schema + [JSONMember("description", .string(key.description))]
                                        + (key.starterValue.map { [JSONMember("default", $0)] } ?? [])))
                        }
                    })),
            JSONMember("additionalProperties", false),
            JSONMember(
                "definitions",
                .object([
                    JSONMember("severity", .object([JSONMember("enum", ["error", "warning", "note", "off"])]))
                ])),
        ])
    }

    /// The schema as shipped: pretty JSON and a final newline.
    public static var text: String { JSONWriter.string(json) + "\n" }

    /// A starter configuration: `$schema`, then every key that has a default, at its default.
    public static var starter: String {
        let members =
            [JSONMember("$schema", .string(url))]
            + acceptedKeys.compactMap { name in keys[name]?.starterValue.map { JSONMember(name, $0) } }
        return JSONWriter.string(.object(members)) + "\n"
    }

    private static let nonEmptyString: JSONValue = .object([JSONMember("type", "string"), JSONMember("minLength", 1)])

    private static func limit(_ description: String, _ defaultValue: Int) -> JSONValue {
        .object([
            JSONMember("type", "integer"), JSONMember("minimum", 1), JSONMember("default", .integer(defaultValue)),
            JSONMember("description", .string(description)),
        ])
    }
}

extension ConfigurationSchema {
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// What each key does, then how to run tiplint before each commit.
    public static var explanation: String {
        let names = acceptedKeys.filter { $0 != "$schema" }
        let width = names.map(\.count).max() ?? 0
        let lines = names.compactMap { name in
            keys[name].map { key in
                let wrapped = RuleDocumentation.wrapped(key.description, width: 76 - width).split(separator: "\n")
                return wrapped.enumerated().map { index, line in
                    "  " + padded(index == 0 ? name : "", to: width) + "  " + line
                }.joined(separator: "\n")
            }
        }
        return """
            \(Configuration.fileName) holds each key that has a default, at its default. The keys:
            \(lines.joined(separator: "\n"))
            Editors that read JSON Schema show these descriptions and complete rule ids: the
            file's "$schema" names the schema of this version ('tiplint init --schema' prints it).

            To lint each commit with pre-commit (https://pre-commit.com), add to .pre-commit-config.yaml:

            repos:
              - repo: \(TipLintVersion.projectURL)
                rev: v\(TipLintVersion.current)
                hooks:
                  - id: tiplint

            The hook lints what is staged and blocks a commit that introduces an error finding,
            in any file; run on all files (pre-commit run --all-files), it lints the whole
            project. pre-commit builds it (about ten minutes); with tiplint installed, the id
            tiplint-system uses that one instead, and tiplint-prebuilt downloads the release
            binary (its SHA-256 checked). Without pre-commit, a git hook does the same for
            commits: put

                #!/bin/sh
                exec tiplint --staged

            in .git/hooks/pre-commit and make it executable.

            """
    }
}
