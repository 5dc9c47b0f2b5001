import TipLint

/// Turns the command line into a `Command`. Every mistake is a
/// `CommandError.usage` naming the argument; nothing is silently ignored.
enum ArgumentParser {
    /// Commands that exist, in help order.
    static let commands = ["lint", "report", "plan", "rules", "tokens", "init"]
    /// Options only `lint` has: they act on findings, which `report` does not list.
    static let findingOptionNames = [
        "--strict", "--fail-on", "--baseline", "--write-baseline", "--staged", "--changed-since", "--pre-commit",
        "--fix",
    ]
    static let lintOptionNames = [
        "--plan", "--no-plan", "--plan-complete", "--config", "--format", "--output", "--strict", "--fail-on",
        "--quiet",
        "--baseline", "--write-baseline", "--staged", "--changed-since", "--pre-commit",
        "--exclude", "--jobs", "--color", "--fix", "--help", "--version",
    ]
    static let reportOptionNames =
        lintOptionNames.filter { !findingOptionNames.contains($0) }
        + ["--min-coverage", "--min-checks", "--history", "--link-base"]

    static func parse(_ arguments: [String]) throws(CommandError) -> Command {
        let command = commands.contains(arguments.first ?? "") ? arguments[0] : nil
        let rest = command == nil ? arguments[...] : arguments.dropFirst()
        let beforeSeparator = rest.prefix { $0 != "--" }
        if beforeSeparator.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help(command: command)
        }
        if beforeSeparator.contains("--version") { return .version }
        switch command {
        case "plan": return .plan(try parsePlan(rest))
        case "rules": return try parseRules(rest)
        case "tokens": return try parseTokens(rest)
        case "init": return try parseInit(rest)
        case "report": return .report(try parseLint(rest, command: command))
        default:
            return .lint(try parseLint(rest, command: command))
        }
    }

    // MARK: lint

    private static func parseLint(_ arguments: ArraySlice<String>, command: String?) throws(CommandError) -> LintOptions
    {
        var options = LintOptions()
        var reader = ArgumentReader(arguments, command: command)
        var plainFormats: [String] = []
        var extraOutputs: [OutputRequest] = []
        var output: String?
        var jobs: String?, color: String?, minCoverage: String?, minChecks: String?
        var strict = false, failOn: String?
        let isReport = command == "report"
        while let argument = try reader.next() {
            switch argument {
            case .positional(let path):
                options.paths.append(path)
            case .option(let name, let inline):
                switch name {
                case "--plan": options.plans.append(try reader.value(of: name, inline, placeholder: "a file"))
                case "--no-plan": try reader.flag(name, inline, into: &options.noPlan)
                case "--plan-complete": try reader.flag(name, inline, into: &options.planComplete)
                case "--config": try reader.single(name, inline, placeholder: "a file", into: &options.configPath)
                case "--output": try reader.single(name, inline, placeholder: "a file", into: &output)
                case "--strict" where !isReport: try reader.flag(name, inline, into: &strict)
                case "--fail-on" where !isReport:
                    try reader.single(name, inline, placeholder: "error, warning or note", into: &failOn)
                case "--min-coverage" where isReport:
                    try reader.single(name, inline, placeholder: "a number", into: &minCoverage)
                case "--min-checks" where isReport:
                    try reader.single(name, inline, placeholder: "a number", into: &minChecks)
                case "--history" where isReport:
                    guard !options.history else { throw .usage("--history given more than once", command: command) }
                    options.history = true
                    options.historyRange = try reader.optionalRange(name, inline)
                case "--link-base" where isReport:
                    try reader.single(name, inline, placeholder: "a URL", into: &options.linkBase)
                case "--quiet": try reader.flag(name, inline, into: &options.quiet)
                case "--baseline" where !isReport:
                    try reader.single(name, inline, placeholder: "a file", into: &options.baseline)
                case "--write-baseline" where !isReport:
                    try reader.single(name, inline, placeholder: "a file", into: &options.writeBaseline)
                case "--staged" where !isReport: try reader.flag(name, inline, into: &options.staged)
                case "--changed-since" where !isReport:
                    try reader.single(name, inline, placeholder: "a revision", into: &options.changedSince)
                case "--pre-commit" where !isReport: try reader.flag(name, inline, into: &options.preCommit)
                case "--fix" where !isReport: try reader.flag(name, inline, into: &options.fix)
                case "--exclude": options.excludes.append(try reader.value(of: name, inline, placeholder: "a glob"))
                case "--jobs": try reader.single(name, inline, placeholder: "a number", into: &jobs)
                case "--color": try reader.single(name, inline, placeholder: "auto, always or never", into: &color)
                case "--format":
                    let value = try reader.value(of: name, inline, placeholder: "a format")
                    let request = try parseFormat(value, command: command)
                    if request.path == nil { plainFormats.append(request.format) } else { extraOutputs.append(request) }
                case "--min-coverage", "--min-checks", "--history", "--link-base":
                    throw .usage("\(name) is an option of 'tiplint report'", command: command)
                case "--strict":
                    throw .usage(
                        "--strict is an option of 'tiplint lint'; the report's gate is --min-coverage N",
                        command: command)
                case "--fail-on", "--baseline", "--write-baseline", "--staged", "--changed-since", "--pre-commit",
                    "--fix":
                    throw .usage("\(name) is an option of 'tiplint lint'", command: command)
                default:
                    throw reader.unknown(name, known: isReport ? reportOptionNames : lintOptionNames)
                }
            }
        }
        if options.noPlan && !options.plans.isEmpty {
            throw .usage("--plan and --no-plan cannot be used together", command: command)
        }
        if options.noPlan && options.planComplete {
            throw .usage("--plan-complete needs a plan; it cannot be used with --no-plan", command: command)
        }
        if options.writeBaseline != nil && (options.staged || options.changedSince != nil) {
            throw .usage(
                "--write-baseline records every finding; it cannot be used with --staged or --changed-since",
                command: command)
        }
        if options.staged && options.changedSince != nil {
            throw .usage(
                "--staged compares the index with HEAD and --changed-since the working tree with REV; "
                    + "give one", command: command)
        }
        if options.preCommit
            && (options.staged || options.changedSince != nil || options.fix || options.writeBaseline != nil)
        {
            throw .usage(
                "--pre-commit chooses between --staged and the whole project itself; "
                    + "it cannot be used with --staged, --changed-since, --write-baseline or --fix", command: command)
        }
        options.failOn = try failureThreshold(strict: strict, failOn: failOn, command: command)
        if options.fix && options.staged {
            throw .usage(
                "--fix changes the working tree and --staged lints the index; fix, stage, then run --staged",
                command: command)
        }
        if plainFormats.count > 1 {
            throw .usage(
                "--format given more than once; write extra formats to files with --format F:FILE",
                command: command)
        }
        options.outputs = [OutputRequest(format: plainFormats.first ?? "text", path: output)] + extraOutputs
        options.standardOutputIsDefault = plainFormats.isEmpty && output == nil
        // `a.sarif` and `./a.sarif` are one output (links are looked at once the files are known: OutputCheck).
        var seen = Set<String>()
        let workingDirectory = FileSystem.currentDirectory()
        for path in options.outputs.compactMap(\.path) + [options.writeBaseline].compactMap({ $0 })
        where !seen.insert(PathText.absolute(path, in: workingDirectory)).inserted {
            throw .usage("two outputs write to '\(path)'", command: command)
        }
        if let jobs {
            guard let count = Int(jobs), count >= 1 else {
                throw .usage("--jobs needs a whole number of at least 1, not '\(jobs)'", command: command)
            }
            options.jobs = count
        }
        if let color {
            guard let mode = ColorMode(rawValue: color) else {
                throw .usage("--color must be auto, always or never, not '\(color)'", command: command)
            }
            options.color = mode
        }
        options.minCoverage = try percentage(minCoverage, of: "--min-coverage", command: command)
        options.minChecks = try percentage(minChecks, of: "--min-checks", command: command)
        if options.minChecks != nil && options.noPlan {
            throw .usage("--min-checks gates on plan checks; it cannot be used with --no-plan", command: command)
        }
        if let base = options.linkBase, !(base.hasPrefix("https://") || base.hasPrefix("http://")) {
            throw .usage("--link-base needs an http(s) URL, not '\(base)'", command: command)
        }
        return options
    }

    /// `--fail-on error|warning|note`, or `--strict` (warning); error without either.
    private static func failureThreshold(
        strict: Bool, failOn: String?, command: String?
    ) throws(CommandError)
        -> Severity
    {
        guard let failOn else { return strict ? .warning : .error }
        if strict {
            throw .usage("--strict is --fail-on warning; give one of them, not both", command: command)
        }
        guard let severity = Severity(rawValue: failOn) else {
            throw .usage("--fail-on must be error, warning or note, not '\(failOn)'", command: command)
        }
        return severity
    }

    /// A gate's percentage, 0 to 100.
    private static func percentage(_ value: String?, of name: String, command: String?) throws(CommandError) -> Double?
    {
        guard let value else { return nil }
        guard let percent = Double(value), percent.isFinite, (0...100).contains(percent) else {
            throw .usage("\(name) needs a percentage from 0 to 100, not '\(value)'", command: command)
        }
        return percent
    }

    /// `F` or `F:FILE`.
    private static func parseFormat(_ value: String, command: String?) throws(CommandError) -> OutputRequest {
        var format = value
        var path: String?
        if let colon = value.firstIndex(of: ":") {
            format = String(value[..<colon])
            path = String(value[value.index(after: colon)...])
            if path!.isEmpty { throw .usage("--format \(value) needs a file name after ':'", command: command) }
        }
        let available =
            command == "report" ? CoverageFormat.allCases.map(\.rawValue) : Reporters.all.map { $0.identifier }
        if !available.contains(format) {
            let list = available.joined(separator: ", ")
            throw .usage("unknown format '\(format)'; available: \(list)", command: command)
        }
        return OutputRequest(format: format, path: path)
    }

    // MARK: plan, rules, tokens

    private static func parsePlan(_ arguments: ArraySlice<String>) throws(CommandError) -> PlanOptions {
        var options = PlanOptions()
        var reader = ArgumentReader(arguments, command: "plan")
        var format: String?
        while let argument = try reader.next() {
            switch argument {
            case .positional(let file): options.files.append(file)
            case .option("--check", let inline): try reader.flag("--check", inline, into: &options.check)
            case .option("--accept", let inline): try reader.flag("--accept", inline, into: &options.accept)
            case .option("--format", let inline):
                try reader.single("--format", inline, placeholder: "a format", into: &format)
            case .option(let name, _):
                throw reader.unknown(name, known: ["--check", "--accept", "--format", "--help"])
            }
        }
        if let format {
            guard format == "text" || format == "json" else {
                throw .usage("unknown plan format '\(format)'; available: text, json", command: "plan")
            }
            options.format = format
        }
        if options.accept && options.check {
            throw .usage(
                "--accept and --check cannot be combined: accept a reading, or check the plan", command: "plan")
        }
        return options
    }

    private static func parseRules(_ arguments: ArraySlice<String>) throws(CommandError) -> Command {
        var reader = ArgumentReader(arguments, command: "rules")
        var ids: [String] = []
        var markdown = false
        while let argument = try reader.next() {
            switch argument {
            case .positional(let id): ids.append(id)
            case .option("--markdown", let inline): try reader.flag("--markdown", inline, into: &markdown)
            case .option(let name, _): throw reader.unknown(name, known: ["--markdown", "--help"])
            }
        }
        guard ids.count <= 1 else { throw .usage("rules takes at most one RULE_ID", command: "rules") }
        return .rules(ruleID: ids.first, markdown: markdown)
    }

    private static func parseInit(_ arguments: ArraySlice<String>) throws(CommandError) -> Command {
        var reader = ArgumentReader(arguments, command: "init")
        var printSchema = false
        while let argument = try reader.next() {
            switch argument {
            case .positional(let extra): throw .usage("init takes no PATH, not '\(extra)'", command: "init")
            case .option("--schema", let inline): try reader.flag("--schema", inline, into: &printSchema)
            case .option(let name, _): throw reader.unknown(name, known: ["--schema", "--help"])
            }
        }
        return .initialize(printSchema: printSchema)
    }

    private static func parseTokens(_ arguments: ArraySlice<String>) throws(CommandError) -> Command {
        var reader = ArgumentReader(arguments, command: "tokens")
        var files: [String] = []
        while let argument = try reader.next() {
            switch argument {
            case .positional(let file): files.append(file)
            case .option(let name, _): throw reader.unknown(name, known: ["--help"])
            }
        }
        guard files.count == 1 else {
            throw .usage(files.isEmpty ? "tokens needs a FILE" : "tokens takes one FILE", command: "tokens")
        }
        return .tokens(path: files[0])
    }
}

/// Walks the arguments of one command: `--name value`, `--name=value`,
/// positionals, and `--` after which everything is positional.
private struct ArgumentReader {
    enum Argument: Equatable {
        case option(String, inline: String?)
        case positional(String)
    }

    private var remaining: ArraySlice<String>
    private var onlyPositionals = false
    let command: String?

    init(_ arguments: ArraySlice<String>, command: String?) {
        self.remaining = arguments
        self.command = command
    }

    mutating func next() throws(CommandError) -> Argument? {
        guard let argument = remaining.popFirst() else { return nil }
        if onlyPositionals {
            if argument.isEmpty { throw .usage("an argument is empty", command: command) }
            return .positional(argument)
        }
        if argument == "--" {
            onlyPositionals = true
            return try next()
        }
        if argument.hasPrefix("--") {
            if let equals = argument.firstIndex(of: "=") {
                return .option(String(argument[..<equals]), inline: String(argument[argument.index(after: equals)...]))
            }
            return .option(argument, inline: nil)
        }
        if argument.hasPrefix("-") {
            throw .usage(
                "unknown option '\(argument)'\(Suggestion.swiftLintHint(for: argument) ?? "")", command: command)
        }
        if argument.isEmpty { throw .usage("an argument is empty", command: command) }
        return .positional(argument)
    }

    /// The option's value: inline after `=`, else the next argument.
    mutating func value(of name: String, _ inline: String?, placeholder: String) throws(CommandError) -> String {
        if let inline {
            guard !inline.isEmpty else { throw .usage("\(name) needs \(placeholder)", command: command) }
            return inline
        }
        guard let value = remaining.first, !value.hasPrefix("--") else {
            throw .usage("\(name) needs \(placeholder)", command: command)
        }
        guard !value.isEmpty else { throw .usage("\(name) needs \(placeholder)", command: command) }
        remaining.removeFirst()
        return value
    }

    /// A value for an option that may be given only once.
    mutating func single(
        _ name: String, _ inline: String?, placeholder: String,
        into slot: inout String?
    ) throws(CommandError) {
        let value = try value(of: name, inline, placeholder: placeholder)
        guard slot == nil else { throw .usage("\(name) given more than once", command: command) }
        slot = value
    }

    /// `--history` takes a range inline (`--history=main~5..HEAD`), or as the next argument
    /// when that names a range (it has `..`); otherwise none, so a PATH after it stays a PATH.
    mutating func optionalRange(_ name: String, _ inline: String?) throws(CommandError) -> String? {
        if let inline {
            guard !inline.isEmpty else { throw .usage("\(name)= needs a revision range", command: command) }
            return inline
        }
        guard let next = remaining.first, next.contains(".."), !next.hasPrefix("-") else { return nil }
        remaining.removeFirst()
        return next
    }

    mutating func flag(_ name: String, _ inline: String?, into slot: inout Bool) throws(CommandError) {
        if inline != nil { throw .usage("\(name) takes no value", command: command) }
        slot = true
    }

    func unknown(_ name: String, known: [String]) -> CommandError {
        .usage(
            "unknown option '\(name)'\(Suggestion.swiftLintHint(for: name) ?? Suggestion.hint(for: name, among: known))",
            command: command)
    }
}
