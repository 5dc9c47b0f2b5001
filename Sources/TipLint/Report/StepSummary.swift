import Foundation

/// GitHub Actions shows what a step appends to the file `GITHUB_STEP_SUMMARY` names.
public enum StepSummary {
    /// Appends `markdown` when the variable is set; a blank line separates it
    /// from what earlier steps or runs wrote.
    public static func append(_ markdown: String, environment: [String: String], what: String) throws(CommandError) {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let fileManager = FileManager.default
        if !fileManager.fileExists(atPath: path) { _ = fileManager.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw .failure("\(path): cannot append the \(what) to GITHUB_STEP_SUMMARY")
        }
        defer { try? handle.close() }
        do {
            let end = try handle.seekToEnd()
            try handle.write(contentsOf: Data(((end > 0 ? "\n" : "") + markdown).utf8))
        } catch {
            throw .failure("\(path): cannot append the \(what) to GITHUB_STEP_SUMMARY: \(error.localizedDescription)")
        }
    }
}
