@testable import TipLint

/// The tips a document gives, one line each: `name | words it is named by | evidence | path:line`.
func plannedTipLines(_ text: String, path: String = "plan.md") -> [String] {
    PlanReader.read(documents: [(path: path, text: text)]).tips.map {
        "\($0.name) | \($0.describedAs ?? "-") | \($0.evidence.rawValue) | \(path):\($0.source.line)"
    }
}
