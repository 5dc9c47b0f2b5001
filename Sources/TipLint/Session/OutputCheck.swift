/// The files a run will write (`--output`, `--format F:FILE`,
/// `--write-baseline`), checked once the files it reads are known and before
/// any analysis: each can be written, no two are one file (through a link),
/// and none is a file the run reads — a report written over a Swift file or
/// the plan would destroy it.
enum OutputCheck {
    /// `inputs`: absolute paths of the files the run reads.
    static func check(_ outputs: [String], inputs: [String]) throws(CommandError) {
        var replaced: [(output: String, realPath: String)] = []
        for output in outputs {
            do { try AtomicFile.checkWritable(output) } catch { throw .failure(error.description) }
            guard let realPath = AtomicFile.replacedFile(output).flatMap(FileSystem.realPath) else { continue }
            if let other = replaced.first(where: { $0.realPath == realPath }) {
                throw .failure("\(other.output) and \(output) are the same file; give each output its own file")
            }
            replaced.append((output, realPath))
        }
        // Only inputs with an output's file name can be it: no call per input.
        let names = Set(replaced.map { PathText.lastComponent($0.realPath) })
        for input in inputs where names.contains(PathText.lastComponent(input)) {
            guard let realPath = FileSystem.realPath(input),
                let output = replaced.first(where: { $0.realPath == realPath })?.output
            else { continue }
            throw .failure("\(output): is a file this run reads; write the output somewhere else")
        }
    }
}
