/// Why the analysis could not run: a plan it was given cannot be read.
enum AnalysisError: Error, Sendable, CustomStringConvertible {
    case unreadablePlan(path: String, reason: String)

    var description: String {
        switch self {
        case .unreadablePlan(let path, let reason): return "\(path): cannot read plan: \(reason)"
        }
    }
}
