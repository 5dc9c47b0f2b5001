/// `--fix`: corrects each file with a reported finding of a fixable rule
/// (`RuleRegistry.fixableRules`), atomically (keeping owner and
/// permissions), and says what it changed through `say`. A file named on the
/// command line that is a symbolic link is exit 2, as for every output; one
/// that otherwise leads outside the walked roots is left alone.
public enum FindingFixes {
    /// How many files were changed. `roots`: the directories walked, absolute.
    public static func apply(
        to findings: [Finding], roots: [String], workingDirectory: String,
        say: (String) -> Void
    ) throws(CommandError) -> Int {
        let realRoots = roots.compactMap(FileSystem.realPath)
        var changed = 0
        for rule in RuleRegistry.fixableRules {
            for (file, lines) in rule.sites(in: findings) {
                let path = PathText.absolute(file, in: workingDirectory)
                do { try AtomicFile.checkWritable(path) } catch {
                    throw .failure("\(TerminalText.sanitized(file)): \(error.reason)")
                }
                guard let realPath = FileSystem.realPath(path),
                    realRoots.contains(where: { PathText.relative(realPath, to: $0) != nil })
                else {
                    say(
                        "tiplint: not fixed: \(TerminalText.sanitized(file)) leads outside the project "
                            + "(a symbolic link); \(type(of: rule).manualFix)\n")
                    continue
                }
                guard let bytes = FileReader.read(realPath, limit: FileReader.sourceLimit).bytes,
                    let fix = rule.fix(bytes, lines: lines)
                else { continue }
                do { try AtomicFile.write(fix.bytes, to: realPath) } catch { throw .failure(error.description) }
                say("tiplint: fixed \(TerminalText.location(file)):\(fix.line): \(fix.summary)\n")
                changed += 1
            }
        }
        return changed
    }
}
