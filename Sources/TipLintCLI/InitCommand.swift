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
        console.output(ConfigurationSchema.explanation)
        return 0
    }
}
