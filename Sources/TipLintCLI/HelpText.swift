import TipLint

/// `--help` for each command. README.md repeats the overview: keep them in step.
enum HelpText {
    static func text(for command: String?) -> String {
        switch command {
        case "report": return report
        case "plan": return plan
        case "rules": return rules
        case "tokens": return tokens
        case "init": return initialize
        default: return overview
        }
    }

    static var overview: String {
        let formats = Reporters.all.map { $0.identifier }
        return """
        OVERVIEW: Lint how a Swift app guides users with tips: TipKit, a home-made
        tooltip manager, TutorialKit tours; and check the code against the plan.

        USAGE: tiplint [lint] [PATH ...] [options]
               tiplint report [PATH ...] [options]
               tiplint plan FILE.md [FILE.md ...] [--check] [--format text|json]
               tiplint rules [RULE_ID] [--markdown]
               tiplint tokens FILE
               tiplint init [--schema]
               tiplint --help | --version

        COMMANDS:
          lint          Lint the Swift files under each PATH (default: the current
                        directory). The default command. A PATH that is a file:
                        the whole project is analysed, findings in that file shown.
          report        Tip coverage report: each tip's declaration, display sites,
                        donations, invalidation and imports; with a plan, which
                        planned checks hold. See 'tiplint report --help'.
          plan          Show what plan documents expect; --check reports where they
                        contradict themselves.
          rules         List the rules, or explain one.
          tokens        Print the tokens of a Swift file.
          init          Write a starter .tiplint.json here and print the pre-commit
                        snippet.

        LINT OPTIONS:
          --plan FILE             Plan or design document to check against; repeatable.
                                  Default: the config's "plan", else Markdown plans
                                  found under PATH and the repository's docs/.
          --no-plan               Skip plan checks.
          --config FILE           Default: the nearest .tiplint.json in PATH or its
                                  parents, up to the repository root (outside a
                                  repository: in PATH only).
          --format F              Findings format (default: text): \(formats.prefix(3).joined(separator: ", ")),
                                  \(formats.dropFirst(3).joined(separator: ", ")).
          --format F:FILE         Also write format F to FILE; repeatable.
          --output FILE           Write the findings to FILE (atomically), not stdout.
          --strict                Warnings and notes fail the gate too.
          --quiet                 No summary on stderr.
          --baseline FILE         Hide the findings recorded in FILE (default: the
                                  config's "baseline").
          --write-baseline FILE   Record every current finding in FILE; they are
                                  hidden from then on (with --baseline FILE).
          --staged                Lint what is staged (the index, not the working
                                  tree): report the findings the staged change
                                  introduces, in any file, compared with HEAD.
                                  Findings already there are not reported; those
                                  it fixes are counted in the summary.
          --changed-since REV     The same for the working tree compared with REV
                                  (a ratchet for adopting tiplint on an old app).
          --exclude GLOB          Skip matching paths (.gitignore syntax, relative to
                                  the current directory); repeatable.
          --jobs N                Worker threads (default: all cores).
          --color WHEN            auto (on a terminal, unless NO_COLOR is set),
                                  always or never.
          --fix                   Insert a missing `import TipKit`, then lint again.
          -h, --help              Show help; 'tiplint COMMAND --help' for a command.
          --version               Show the version.

        Files skipped: hidden directories, .build, DerivedData, Pods, Carthage,
        vendor, node_modules, paths .gitignore ignores, --exclude and config
        "exclude" globs. Nested git repositories, submodules and directories with
        their own Package.swift below a PATH are other projects: skipped unless
        named as a PATH, as the summary says. Symbolic links are not followed.

        EXIT STATUS:
          0   the gate passed
          1   the gate failed: an error finding (with --strict, any finding)
          2   could not run as asked: bad option, unreadable or malformed config or
              baseline, missing plan, unreadable path, unwritable output, --staged
              or --changed-since outside a git repository

        PATHs that are Swift files narrow the report, not the analysis: the whole
        project is analysed, so cross-file rules see everything. --staged and
        --changed-since analyse the whole project twice, before and after the
        change, and ask every repository holding a PATH. With --format github and GITHUB_STEP_SUMMARY set, a Markdown
        summary is appended to that file.

        Findings go to stdout; the summary goes to stderr. 'tiplint rules' lists
        the rules; README.md describes .tiplint.json.

        """
    }

    static let report = """
        OVERVIEW: Report tip coverage: every tip with where it is declared, displayed,
        donated and invalidated, and whether its files import TipKit; with a plan,
        whether each planned check holds (declared, event id, title, message, image,
        display site, donation, import, configure) and the plan coverage: checks that
        hold ÷ planned checks, as a percentage.

        USAGE: tiplint report [PATH ...] [options]

        OPTIONS:
          --plan FILE             Plan or design document; repeatable. Default: the
                                  config's "plan", else Markdown plans found under PATH
                                  and the repository's docs/.
          --no-plan               Report the code only.
          --config FILE           Default: the nearest .tiplint.json in PATH or its
                                  parents, up to the repository root.
          --format F              text (default), markdown (for a pull request or
                                  GITHUB_STEP_SUMMARY), html (one self-contained page),
                                  json, or badge (an SVG "tip coverage | 82%").
          --format F:FILE         Also write format F to FILE; repeatable.
          --output FILE           Write the report to FILE (atomically), not stdout.
          --min-coverage N        Fail when plan coverage is below N percent (0-100,
                                  compared at one decimal). Needs a plan.
          --quiet                 No summary on stderr.
          --exclude GLOB          Skip matching paths; repeatable.
          --jobs N                Worker threads (default: all cores).
          --color WHEN            auto, always or never (text format).
          -h, --help              Show this help.

        When GITHUB_STEP_SUMMARY is set, the Markdown report is also appended to
        the file it names.

        EXIT STATUS:
          0   the report was written (and plan coverage is at least --min-coverage)
          1   plan coverage is below --min-coverage
          2   could not run as asked: bad option, --min-coverage without a plan (or
              with a plan that has nothing to check), unreadable or malformed
              config, missing plan, unreadable path, unwritable output

        """

    static let plan = """
        OVERVIEW: Show what plan documents expect of the code: the tips, their events
        and copy, the files to create or modify, where tips are displayed and events
        donated, which files import TipKit, and the Tips.configure call.

        USAGE: tiplint plan FILE.md [FILE.md ...] [--check] [--format text|json]

        OPTIONS:
          --check                 Report where the plan contradicts itself or its
                                  design document; exit 1 when it does.
          --format F              text (default) or json.
          -h, --help              Show this help.

        """

    static let rules = """
        OVERVIEW: List every rule (id, default severity, tip system, what it finds),
        or explain one rule: why it matters, how to fix it, code that triggers it
        and code that does not, and how to suppress it.

        USAGE: tiplint rules [RULE_ID] [--markdown]

        Severities can be changed, or rules turned off, in .tiplint.json "rules".

        OPTIONS:
          --markdown              Markdown: every rule (Documentation/Rules.md), or
                                  the one rule's section.
          -h, --help              Show this help.

        """

    static let initialize = """
        OVERVIEW: Write a starter .tiplint.json in the current directory (never over an
        existing one): its "$schema", and every key that has a default at its default.
        Print what each key does and how to run tiplint before each commit (a
        pre-commit hook, or a plain git hook).

        .tiplint.json is strict JSON, without comments: editors that read JSON Schema
        show each key's description and complete rule ids from its "$schema".

        USAGE: tiplint init [--schema]

        OPTIONS:
          --schema                Print the JSON Schema of .tiplint.json instead.
          -h, --help              Show this help.

        """

    static let tokens = """
        OVERVIEW: Print the tokens of a Swift file, one per line, comments left out:
        LINE:COL:LEN<TAB>KIND<TAB>TEXT (COL and LEN in UTF-8 bytes).

        USAGE: tiplint tokens FILE

        OPTIONS:
          -h, --help              Show this help.

        """
}
