import TipLint

/// `--fix`: inserts `import TipKit` into each file with a reported
/// `missing_import` finding, atomically (keeping permissions), and says on
/// stderr what it changed.
enum ImportFixRunner {
    /// How many files were changed.
    static func run(on findings: [Finding], workingDirectory: String, console: Console) throws(CommandError) -> Int {
        var seen = Set<String>()
        var changed = 0
        for finding in findings where finding.ruleID == "missing_import" && seen.insert(finding.file).inserted {
            let path = PathText.absolute(finding.file, in: workingDirectory)
            guard let bytes = FileReader.read(path, limit: FileReader.sourceLimit).bytes,
                  let insertion = ImportFixer.insertingImport(into: bytes) else { continue }
            do { try AtomicFile.write(insertion.bytes, to: path) } catch { throw .failure(error.description) }
            console.error("tiplint: fixed \(TerminalText.sanitized(finding.file)):\(insertion.line): inserted import TipKit\n")
            changed += 1
        }
        return changed
    }
}
