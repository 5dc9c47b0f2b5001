/// `tiplint report`'s gates: `--min-coverage N` on the headline (tips wired), `--min-checks N`
/// on plan checks (percentages).
public struct CoverageGate {
    public var minCoverage: Double?
    public var minChecks: Double?

    public init(minCoverage: Double?, minChecks: Double?) {
        self.minCoverage = minCoverage
        self.minChecks = minChecks
    }

    /// A gate needs something to count; when there is nothing, it cannot be decided,
    /// which is exit 2, not a pass.
    public func checkCanRun(_ coverage: Coverage, plans: PlanSelection) throws(CommandError) {
        if minCoverage != nil && coverage.tipsWired.total == 0 {
            throw .failure(
                "--min-coverage: "
                    + (coverage.plan == nil
                        ? "the project declares no tips and no plan names any"
                        : "neither the plan nor the code has a tip to count"))
        }
        guard minChecks != nil else { return }
        guard let plan = coverage.plan else {
            let why: String
            if case .configuration(let path) = plans.source {
                why = "\(path) lists no plan"
            } else {
                why = "no plan was found under the PATHs or the repository's docs/"
            }
            throw .failure("--min-checks needs a plan: \(why); pass --plan FILE")
        }
        guard plan.summary.total > 0 else {
            throw .failure(
                "--min-checks: the plan (\(plan.documents.joined(separator: ", "))) names no tips, "
                    + "files or sites to check")
        }
    }

    /// The gates `coverage` fails, each said as a sentence: the run exits 1 when there is one.
    public func failures(_ coverage: Coverage) -> [String] {
        var failures: [String] = []
        if let minimum = minCoverage, coverage.tipsWired.isBelow(minimum), let percent = coverage.tipsWired.percentText
        {
            failures.append("tips wired \(percent)% is below --min-coverage \(Self.written(minimum))")
        }
        if let minimum = minChecks, let figure = coverage.plan?.summary, figure.isBelow(minimum),
            let percent = figure.percentText
        {
            failures.append("plan checks \(percent)% is below --min-checks \(Self.written(minimum))")
        }
        return failures
    }

    /// `80`, `82.5`: the minimum as a person would write it.
    static func written(_ percent: Double) -> String {
        percent == percent.rounded() ? String(Int(percent)) : String(percent)
    }
}
