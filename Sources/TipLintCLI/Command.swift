/// What the command line asks for.
enum Command: Equatable {
    case lint(LintOptions)
    /// `tiplint report`: the same options, `minCoverage` its own.
    case report(LintOptions)
    case plan(PlanOptions)
    case rules(ruleID: String?, markdown: Bool)
    case tokens(path: String)
    /// `tiplint init`: a starter configuration; with `--schema`, print the JSON Schema instead.
    case initialize(printSchema: Bool)
    /// Help for a command; nil for the overview.
    case help(command: String?)
    case version
}

enum ColorMode: String, Equatable, CaseIterable {
    case auto, always, never
}

/// One report: a format, written to a file or (no path) to standard output.
struct OutputRequest: Equatable {
    var format: String
    var path: String?
}

struct LintOptions: Equatable {
    var paths: [String] = []
    var plans: [String] = []
    var noPlan = false
    var configPath: String?
    /// The first goes to standard output unless it has a path; the others
    /// are `--format F:FILE` extras.
    var outputs: [OutputRequest] = [OutputRequest(format: "text")]
    var strict = false
    var quiet = false
    var excludes: [String] = []
    /// Worker threads; nil for all cores.
    var jobs: Int?
    var color: ColorMode = .auto
    /// `report --min-coverage N`: the gate fails below N percent of plan coverage.
    var minCoverage: Double?
    /// `--baseline FILE`: hide the findings it records.
    var baseline: String?
    /// `--write-baseline FILE`: record every current finding.
    var writeBaseline: String?
    /// `--staged` / `--changed-since REV`: report only findings in the files git names.
    var staged = false
    var changedSince: String?
    /// `--fix`: insert missing `import TipKit`, then lint again.
    var fix = false
}

struct PlanOptions: Equatable {
    var files: [String] = []
    var check = false
    var format = "text"
}
