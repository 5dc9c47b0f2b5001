#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// GitHub Actions shows what a step appends to the file `GITHUB_STEP_SUMMARY` names.
public enum StepSummary {
    /// Appends `markdown` when the variable is set; a blank line separates it
    /// from what earlier steps or runs wrote. Made only then: a summary of many findings costs time.
    public static func append(
        _ markdown: @autoclosure () -> String, environment: [String: String], what: String
    ) throws(CommandError) {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .failure("\(path): cannot append the \(what) to GITHUB_STEP_SUMMARY")
        }
        defer { close(descriptor) }
        let end = lseek(descriptor, 0, SEEK_END)
        if let failure = DescriptorIO.writeAll((end > 0 ? "\n" : "") + markdown(), to: descriptor) {
            throw .failure(
                "\(path): cannot append the \(what) to GITHUB_STEP_SUMMARY: \(String(cString: strerror(failure)))")
        }
    }
}
