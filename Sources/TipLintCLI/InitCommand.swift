import TipLint

/// `tiplint init`: writes a starter `.tiplint.json` in the current directory
/// (never over an existing one) and prints what each key does and the hook
/// snippets. The file is strict JSON, so its "comments" are its `$schema`
/// (editors show each key's description from it) and the explanation printed
/// here. `tiplint init --schema` prints the JSON Schema instead.
enum InitCommand {
    static func run(printSchema: Bool, console: Console) throws(CommandError) -> Int32 {
        if printSchema {
            console.output(ConfigurationSchema.text)
            return 0
        }
        let path = Configuration.fileName
        if FileSystem.kind(of: path, followLinks: false) != nil {
            throw .failure("\(path) already exists; edit it, or remove it to start again")
        }
        do { try AtomicFile.write(ConfigurationSchema.starter, to: path) } catch { throw .failure(error.description) }
        console.error("tiplint: wrote \(path)\n")
        console.output(explanation)
        return 0
    }

    /// What each key does, then how to run tiplint before each commit.
    static var explanation: String {
        let keys = ConfigurationSchema.acceptedKeys.filter { $0 != "$schema" }
        let width = keys.map(\.count).max() ?? 0
        let lines = keys.compactMap { name in
            ConfigurationSchema.keys[name].map { key in
                let wrapped = RuleDocumentation.wrapped(key.description, width: 76 - width).split(separator: "\n")
                return wrapped.enumerated().map { index, line in
                    "  " + (index == 0 ? name : "").padding(toLength: width, withPad: " ", startingAt: 0) + "  " + line
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
