import TipLint

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
    /// The lowest severity that fails the gate: `--fail-on`, `--strict` (warning); error by default.
    var failOn: Severity = .error
    var quiet = false
    var excludes: [String] = []
    /// Worker threads; nil for all cores.
    var jobs: Int?
    var color: ColorMode = .auto
    /// `report --min-coverage N`: the gate fails below N percent of tips wired (the headline).
    var minCoverage: Double?
    /// `report --min-checks N`: the gate fails below N percent of plan checks held.
    var minChecks: Double?
    /// `report --history [RANGE]`: the figures at each commit of a range.
    var history = false
    /// The range `--history` names; nil for the default (the last 30 commits of HEAD).
    var historyRange: String?
    /// `report --link-base URL`: code places and plan lines link to URL + path + `#Lline`.
    var linkBase: String?
    /// No `--format F` or `--output`: the text report goes to standard output only because
    /// nothing else was asked for it (`report --quiet` then writes nothing there when
    /// every format asked for goes to a file).
    var standardOutputIsDefault = true
    /// `--baseline FILE`: hide the findings it records.
    var baseline: String?
    /// `--write-baseline FILE`: record every current finding.
    var writeBaseline: String?
    /// `--staged` / `--changed-since REV`: report only findings in the files git names.
    var staged = false
    var changedSince: String?
    /// `--pre-commit`: the hook's mode; `paths` are the files pre-commit passes (see `PreCommitMode`).
    var preCommit = false
    /// `--fix`: insert missing `import TipKit`, then lint again.
    var fix = false
    /// `--plan-complete`: planned items the code has not reached yet are errors, not progress notes.
    var planComplete = false
}

struct PlanOptions: Equatable {
    var files: [String] = []
    var check = false
    /// `--accept`: write the reading to `<plan>.tiplint.json` for the gate to check against.
    var accept = false
    var format = "text"
}
