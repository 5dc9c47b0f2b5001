import TipLint

/// `--help` for each command. README.md repeats the overview: keep them in step.
enum HelpText {
    static func text(for command: String?) -> String {
        switch command {
        case "lint": return lint
        case "report": return report
        case "plan": return plan
        case "rules": return rules
        case "tokens": return tokens
        case "init": return initialize
        default: return overview
        }
    }

    static var overview: String {
        """
        OVERVIEW: Lint how a Swift app guides users with tips: TipKit, a home-made
        tooltip manager, TutorialKit tours; and check the code against the plan.

        USAGE: tiplint [lint] [PATH ...] [options]
               tiplint report [PATH ...] [options]
               tiplint plan [FILE.md ...] [--check | --accept] [--format F]
               tiplint rules [RULE_ID] [--markdown]
               tiplint tokens FILE
               tiplint init [--schema]
               tiplint --help | --version

        COMMANDS:
          lint          Lint the Swift files under each PATH (default: the current
                        directory). The default command. A PATH that is a file:
                        the whole project is analysed, findings in that file shown.
          report        Tip coverage report: tips wired as planned, plan checks,
                        one row per tip, task progress, history over commits.
                        See 'tiplint report --help'.
          plan          Show what plan documents expect; --check reports where they
                        contradict themselves; --accept writes the reading the gate
                        then checks against (<plan>.tiplint.json).
          rules         List the rules, or explain one.
          tokens        Print the tokens of a Swift file.
          init          Write a starter .tiplint.json here and print the pre-commit
                        snippet.


        """ + lintDetails
    }

    /// `tiplint lint --help`: the lint command alone.
    static var lint: String {
        """
        OVERVIEW: Lint the Swift files under each PATH (default: the current
        directory): how the app adopts TipKit, a tooltip manager and TutorialKit
        tours, checked against the plan. The default command: 'tiplint PATH' is
        'tiplint lint PATH'. A PATH that is a file: the whole project is analysed,
        findings in that file shown.

        USAGE: tiplint [lint] [PATH ...] [options]


        """ + lintDetails
    }

    /// The lint options, files skipped, exit status: in the overview and in `lint --help`.
    private static var lintDetails: String {
        let formats = Reporters.all.map { $0.identifier }
        return """
            LINT OPTIONS:
              --plan FILE             Plan or design document to check against; repeatable.
                                      Default: the config's "plan", else Markdown plans
                                      found under PATH and the repository's docs/, specs/,
                                      .kiro/specs/ and agents' plans folders
                                      (.cursor/plans/, .claude/plans/, .hermes/plans/,
                                      .github/plans/, ...).
              --no-plan               Skip plan checks.
              --plan-complete         The plan must be fully implemented: planned items the
                                      code has not reached yet are errors, not progress
                                      notes (also config "planComplete": true).
              --config FILE           Default: the nearest .tiplint.json in PATH or its
                                      parents, up to the repository root (outside a
                                      repository: in PATH only).
              --format F              Findings format (default: text): \(formats.prefix(3).joined(separator: ", ")),
                                      \(formats.dropFirst(3).joined(separator: ", ")).
              --format F:FILE         Also write format F to FILE; repeatable.
              --output FILE           Write the findings to FILE (atomically), not stdout.
              --strict                Warnings fail the gate too (notes never do); the
                                      same as --fail-on warning.
              --fail-on SEVERITY      The lowest severity that fails the gate: error
                                      (the default), warning or note.
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
              --pre-commit [FILE ...] The pre-commit hook's mode, given the files
                                      pre-commit passes: on a commit (each FILE
                                      staged) as --staged; when a FILE is not staged
                                      (pre-commit run --all-files) or nothing is
                                      staged, the whole project (every finding).
              --exclude GLOB          Skip matching paths (.gitignore syntax, relative to
                                      the current directory); repeatable.
              --jobs N                Worker threads (default: all cores).
              --color WHEN            auto (on a terminal, unless NO_COLOR is set),
                                      always or never.
              --fix                   Insert a missing `import TipKit`, then lint again.
              -h, --help              Show help; 'tiplint COMMAND --help' for a command.
              --version               Show the version.

            Files skipped: hidden directories, .build, DerivedData, Pods, Carthage,
            SourcePackages, checkouts, vendor, node_modules, paths .gitignore
            ignores, --exclude and config "exclude" globs. Nested git repositories
            and submodules below a PATH are other projects: skipped unless named as
            a PATH, as the summary says. Local packages (their own Package.swift)
            are analysed with the app, each as its own module. Symbolic links are
            not followed.

            EXIT STATUS:
              0   the gate passed
              1   the gate failed: an error finding (with --strict, also a warning;
                  with --fail-on note, any finding)
              2   could not run as asked: bad option, unreadable or malformed config or
                  baseline, missing plan, unreadable path, unwritable output, --staged
                  or --changed-since outside a git repository

            PATHs inside a project (Swift files, subdirectories) narrow the report,
            not the analysis: the whole project (the config's directory, else the
            repository) is analysed, so cross-file rules see everything. --staged and
            --changed-since analyse the whole project twice, before and after the
            change, and ask every repository holding a PATH; with both, a finding
            whose severity rises (a note that a task newly marked done makes an
            error) is new. With --format github and GITHUB_STEP_SUMMARY set, a
            Markdown summary is appended to that file.

            Findings go to stdout; the summary goes to stderr. 'tiplint rules' lists
            the rules; README.md describes .tiplint.json.

            """
    }

    static let report = """
        OVERVIEW: Report how far the tips are wired. The headline is tips wired as
        planned: declared, displayed where the plan shows them (not only in
        previews), their retiring event donated where planned, something retires
        them, TipKit imported (without a plan: as the code itself wires them). Below
        it, plan checks: planned checks that hold (declared, event id, title,
        message, image, display site, donation, import, configure) as a percentage;
        beside it, lint's error, warning and note counts. Then one row per tip, task
        progress, lint findings, and the full check table.

        USAGE: tiplint report [PATH ...] [options]

        OPTIONS:
          --plan FILE             Plan or design document; repeatable. Default: the
                                  config's "plan", else Markdown plans found under PATH
                                  and the repository's docs/, specs/, .kiro/specs/ and
                                  agents' plans folders (.cursor/plans/, .claude/plans/,
                                  .hermes/plans/, .github/plans/, ...).
          --no-plan               Report the code only.
          --plan-complete         Planned items not reached yet count as errors.
          --config FILE           Default: the nearest .tiplint.json in PATH or its
                                  parents, up to the repository root.
          --format F              text (default), markdown (for a pull request or
                                  GITHUB_STEP_SUMMARY), html (one self-contained page),
                                  json, or badge (an SVG "tips wired | 9/11").
          --format F:FILE         Also write format F to FILE; repeatable. With only
                                  these, nothing goes to stdout.
          --output FILE           Write the report to FILE (atomically), not stdout.
          --min-coverage N        Fail when tips wired (the headline) is below N percent
                                  (0-100, compared at one decimal).
          --min-checks N          Fail when plan checks held are below N percent.
                                  Needs a plan.
          --history [RANGE]       Also the headline and plan checks at each commit of
                                  RANGE (default: the last 30 commits of HEAD; a longer
                                  range is cut to its newest 200, and stderr says so),
                                  read from git without a checkout; a chart in html. A
                                  next argument with '..' is taken as RANGE.
          --link-base URL         Link code places and plan lines to URL + the path
                                  from the repository root + #Lline (e.g. a blob URL
                                  at a commit); without it, html links are relative.
          --quiet                 No summary on stderr.
          --exclude GLOB          Skip matching paths; repeatable.
          --jobs N                Worker threads (default: all cores).
          --color WHEN            auto, always or never (text format).
          -h, --help              Show this help.

        Lint options report does not take: --strict, --fail-on, --baseline,
        --write-baseline, --staged, --changed-since, --pre-commit, --fix (they act
        on findings, which the report counts but does not gate on).

        When GITHUB_STEP_SUMMARY is set, the Markdown report is also appended to
        the file it names. In a git repository the report names the commit, branch
        and commit date.

        EXIT STATUS:
          0   the report was written (and the gates passed)
          1   tips wired below --min-coverage, or plan checks below --min-checks
          2   could not run as asked: bad option, a gate with nothing to count
              (--min-checks without a plan or with a plan that checks nothing,
              --min-coverage with no tips), --history outside a git repository or
              with a range git does not know, unreadable or malformed config,
              missing plan, unreadable path, unwritable output

        """

    static let plan = """
        OVERVIEW: Show what plan documents expect of the code: the tips, their events
        and copy, the files to create or modify, where tips are displayed and events
        donated, which files import TipKit, and the Tips.configure call; the tasks and
        which are marked done; and, apart, the lines it did not understand and the
        lines it skipped on purpose, each with its reason ("a negative sentence",
        "a hypothetical sentence", "a table not about tips", "a translation table",
        "code with no file named for it", "an instruction with a placeholder tip type",
        "a caution about the framework").

        USAGE: tiplint plan [FILE.md ...] [--check | --accept] [--format F]

        Without FILE, the plans `tiplint .` uses: the configuration's, else those found.

        EVIDENCE (shown per fact): declared (a Swift code block that declares or calls
        it), tabled (a tip table's row naming a tip type), stated (a task or checklist
        line with a verb and a .swift path, or a field list under a tip), mentioned
        (prose). Only declared, tabled and stated facts give errors and warnings; a
        mentioned fact gives at most a note.

        OPTIONS:
          --check                 Report where the plan contradicts itself or its
                                  design document (exit 1 when it does), and the lines
                                  not understood (plan_unread notes).
          --accept                Write this reading (tips, events, files, sites,
                                  configure, counts, tasks, each with its plan line
                                  and evidence; a tip's copy and events each with
                                  their own line) to <plan>.tiplint.json beside the
                                  first plan, for review and commit. While it exists,
                                  lint and report check the code against it, every fact
                                  as strong evidence, and a plan edited since gives one
                                  plan_reading_stale note naming the changed lines
                                  (ticking a task box or adding a done mark is no edit).
          --format F              text (default) or json.
          -h, --help              Show this help.

        SHAPES (mixed freely in one document; each gives the same plan):
          Task plan     ### Task 2: Home screen
                        **Files:**
                        - Modify: `App/Views/HomeView.swift`
                        ```swift
                        .popoverTip(newFaceTip)
                        ```
          Table         | Tip | Screen | Event | Title | Message |
                        |---|---|---|---|---|
                        | NewFaceTip | `HomeView.swift` | `tapped` | Scan a Face | … |
          Section       ### NewFaceTip
                        - **Title:** Scan a Face
                        - **Screen:** `App/Views/HomeView.swift`
          Checklist     - [x] NewFaceTip shown on `HomeView.swift` with `.popoverTip`,
                              event `tapped` with id "newFaceTapped", donated there
          Setup prose   Call `Tips.configure()` in `App/MyApp.swift`.
                        Call `TipsSetup.configure()` in the App.
                        Add `import TipKit` to `App/Views/HomeView.swift`.
        Columns and keys are matched by meaning, in any case (Tip/Name/Type;
        Screen/View/File/Shown in/Location; Event/Trigger; Message/Body/Copy;
        Image/Icon/Symbol). A table lists tips when its header or heading says
        tips and its rows name tip types. A file where the plan shows or donates a
        tip needs `import TipKit` (shown "derived": only an import a plan line adds
        makes a leaky use of TipKit members a missing_import error). Paths match
        the project's files by their last components. A place named by a view
        type (`HomeView`, "Share button in `HomeView`" in an anchor column) is
        the one file declaring that view, listed as "view HomeView"; a view
        several files or none declare is checked nowhere.

        EVIDENCE: each fact is shown with its plan line and how the plan states it:
          declared    a Swift code block in a task, or after the file it names
          tabled      a row of a table about tips
          stated      a checklist or task line with a verb and a file, a field list
          mentioned   prose, a tip id (`newFaceTip`), a list item naming a tip first,
                      a tip named by its copy or a description, not a type
                      (`"Try the Quiz" tip`, a `Tip` table cell in words; shown
                      by those words, checked as the code's tip they name);
                      a code block's site in a file named only in passing;
                      TipKit prose quoting copy after a colon or dash
                      (`TipKit: one tip on first Today visit — "…"`,
                      `Popover Tip …：「…」`), tip types placed in words
                      (`` `ScanTip` on the scan button ``, `` `ScanTip` anchored
                      to … ``, `` `ScanTip` 錨在 … ``), under a tips subsection
                      an item naming one tip type (`` `ScanTip`：… ``), a task opening
                      with a tip's file (`` `Views/SkyTip.swift` — … ``), a
                      plan's view helper (`func shelfTip() -> some View`)
                      applied in a file (`` `.shelfTip()` in `ShelfView.swift` ``);
                      a tip table's `Feature` cell (`| Feature | … | Tip style |`:
                      a style column names no tip); a proposal's `What:` field
                      about TipKit quoting copies ('…', '…' or ("…")); a TipKit
                      item adding a tip for one subject (`add a tip for X setup`);
                      a document's title asking for one tip when nothing else
                      names one (`# Add Sourdough Timer tooltip`)
        DESCRIBED TIPS: a line planning one tip in words, with a label and/or its
        copy in quotes and no type (`**First-run hint**: a one-time TipKit tip on
        the add button, "Add your first book"`; "hint" only beside TipKit or "tip";
        "tip" alone only with both a label and copy), is listed under "Described
        tips" (label, copy, place, popover/inline). It is mentioned and no tip of
        the plan: the code's tip whose title or message is its copy (case, spaces
        and punctuation aside) is that tip; one the code lacks is a plan_tip_missing
        note once its task is marked done, else nothing. Also described: a label noting
        TipKit (`- [ ] Jar tip (TipKit): "…" shows above the shelf`), and each subject
        of `TipKit for the <subject>.` (`TipKit for the two ideas: a, b.`). The last
        resort, in a document naming TipKit: a plain sentence no other reader took
        that places a tip (tip, tooltip, coach mark, hint, astuce, Hinweis, 提示, …)
        on a named place (`show a tip on the Share button`) or lists tips after a
        colon (`Tips for the two gestures: a, b.`), named by its words or its place.
        Also listed there: tips enumerated on or under a TipKit line (`one TipKit tip
        each for a and b`, `3-step tour: a, b, c`, `(e.g. "…" on Home, "…")`, a bold
        item under a TipKit heading saying where or when it shows, `Teach a, b and c
        with TipKit prompts`, `Onboarding tips (TipKit): a, b, c`, moments listed
        after a TipKit paragraph that says tips or prompts), an item that is only
        a tip's copy in quotes under a heading about tips, each row of a copy
        table under such a heading (`| Concept | Title | Body |`, its headers in
        English, Spanish, French, German, Italian or Portuguese) or right under
        a list item about tips, a row naming
        TipKit in a table not about tips, and a tip plan code shows with no file.
        A tip jar (`### Tip Jar`) is a gratuity: its heading is not about tips.
        A read tip's own unit (its table row, list item, paragraph) gives it when it
        shows, where and what retires it, as mentioned facts (`after …`, `the first
        time …`, `anchors to the … toggle`, `stops when …`; a tip table's `Where`,
        `Shows when`, `Stops when` columns); a unit naming two tips gives neither any.
        Only declared, tabled and stated facts give errors and warnings; a mentioned
        fact gives at most a note. Negative and hypothetical sentences ("does not",
        "instead of", "e.g.") add nothing; a tip's quoted copy ("Don't miss") and code
        spans never make a line negative. In a line opening with a plain statement, a
        hedged clause that narrows it ("…, and never over the paywall") drops only
        itself. `FooTip (Tips/FooTip.swift)`: the file declaring the tip, not where
        it is shown. `Created:`/`Modified:` lists of `.swift` paths and a file
        table's `(new)` cell name files to create or modify.

        DISCOVERY: a document about tips that states a tip strongly; of a TODO/ROADMAP
        log, only its sections about tips and its tasks naming TipKit or a tip type.
        A broad document (a roadmap, a modernisation plan: headings mostly about other
        things) whose tips are only code sketches is read in part: its sketches are
        mentioned, and tips it does not sketch are plan_tip_unplanned notes.
        An analysis of options (a name saying analysis, opportunities, ideas or
        research, and not plan, spec, design or roadmap) is no plan unless named
        for tips; a defect report (bug, fix, correction, root cause, post-mortem)
        is no plan even when named for tips.
        Blog posts (`_posts/`, `layout: post` front matter) and test plans or QA
        checklists (named or titled "test plan", "QA", "verification", camel case
        split: `QAChecklist.md`; not "Verification of <feature>") are never
        discovered.

        PROGRESS: a task is done when the plan marks it (`- [x]`, "Done" or "✅" in its
        heading, step or status line; a `## Done` section marks its items). A heading
        reporting a fixed bug (`✅ … bug — FIXED`) or a step named `Complete` is no
        done mark. Until then, what the code has not reached yet is a note; with
        --plan-complete it is an error.

        CONFIGURE IN THE APP: "configured in the main App", "in the App" or
        `MyApp.init` beside `Tips.configure` or the app's helper (`AppTips.configure()`)
        places the call in the App: any file declaring an `App`, reached through
        the helper.

        IN THE MARKDOWN: <!-- tiplint:disable RULE… -->,
        <!-- tiplint:disable-next RULE… -->, <!-- tiplint:archived --> (the document
        is history: not read as a plan).

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
