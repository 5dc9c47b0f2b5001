import TipLint

/// `--fix`: inserts `import TipKit` into each file with a reported
/// `missing_import` finding, atomically (keeping owner and permissions), and
/// says on stderr what it changed. A file named on the command line that is
/// a symbolic link is exit 2, as for every output; one that otherwise leads
/// outside the walked roots is left alone.
enum ImportFixRunner {
    /// How many files were changed. `roots`: the directories walked, absolute.
    static func run(
        on findings: [Finding], roots: [String], workingDirectory: String,
        console: Console
    ) throws(CommandError) -> Int {
        let realRoots = roots.compactMap(FileSystem.realPath)
        var sites: [String: [Int]] = [:]
        var files: [String] = []
        for finding in findings where finding.ruleID == "missing_import" {
            if sites[finding.file] == nil { files.append(finding.file) }
            sites[finding.file, default: []] +=
                [finding.line] + finding.related.filter { $0.file == finding.file }.map(\.line)
        }
        var changed = 0
        for file in files {
            let path = PathText.absolute(file, in: workingDirectory)
            do { try AtomicFile.checkWritable(path) } catch {
                throw .failure("\(TerminalText.sanitized(file)): \(error.reason)")
            }
            guard let realPath = FileSystem.realPath(path),
                realRoots.contains(where: { PathText.relative(realPath, to: $0) != nil })
            else {
                console.error(
                    "tiplint: not fixed: \(TerminalText.sanitized(file)) leads outside the project "
                        + "(a symbolic link); add import TipKit to the file itself\n")
                continue
            }
            guard let bytes = FileReader.read(realPath, limit: FileReader.sourceLimit).bytes,
                let insertion = ImportFixer.insertingImport(into: bytes, sites: sites[file] ?? [])
            else { continue }
            do { try AtomicFile.write(insertion.bytes, to: realPath) } catch { throw .failure(error.description) }
            console.error("tiplint: fixed \(TerminalText.location(file)):\(insertion.line): inserted import TipKit\n")
            changed += 1
        }
        return changed
    }
}
