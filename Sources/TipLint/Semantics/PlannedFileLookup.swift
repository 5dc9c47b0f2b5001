/// Finds the scanned files a planned path names. Plan paths are repository-relative
/// (`Remet/Views/Home/HomeView.swift`); scanned paths are as the CLI gives them
/// (`Examples/Remet/Remet/Views/Home/HomeView.swift`, or `Views/Home/HomeView.swift` when run
/// inside `Remet/`). They match when one's path components end the other's; when several
/// scanned files match, those sharing the most components win. A place the plan names by a view
/// type (`HomeView`, `PlanNames.isViewPlace`) names the files that declare that type (not extend it),
/// whatever they are called: the one file, or several (an iOS and a macOS file), or none.
struct PlannedFileLookup {
    enum Resolution: Equatable {
        /// The one scanned file at the planned path.
        case found(String)
        /// Several scanned files end with the planned path, none longer than the others: which one
        /// the plan means is a guess.
        case ambiguous([String])
        /// No file at the planned path, but exactly one file of that name elsewhere: a moved copy.
        case moved(String)
        case absent
    }

    /// Scanned paths and their components, by file name: a planned path can only match a
    /// file of its own name.
    private let scannedByName: [String: [(path: String, components: [Substring])]]
    /// The files declaring each type, by its simple name, in scan order.
    private let declaringFiles: [String: [String]]

    /// `files`: the scanned files' facts, for the types each declares.
    init(scannedPaths: [String], files: [FileFacts] = []) {
        var byName: [String: [(path: String, components: [Substring])]] = [:]
        for path in scannedPaths {
            byName[PlanText.fileName(path), default: []].append((path, PlanText.components(path)))
        }
        scannedByName = byName
        var declaring: [String: [String]] = [:]
        for file in files {
            for type in Set(file.declaredTypes) { declaring[type, default: []].append(file.path) }
        }
        declaringFiles = declaring
    }

    /// Whether the plan shortened the path with an elided folder (`App/…/Views/HomeView.swift`):
    /// only the components after the elision are matched, and what it says is less exact.
    static func isElided(_ planned: String) -> Bool {
        PlanText.components(planned).contains(where: isElision)
    }

    private static func isElision(_ component: Substring) -> Bool {
        component == "…" || component == "..." || component == "*" || component == "**"
    }

    /// The planned path's components that name folders exactly: those after its last elision.
    private static func wantedComponents(_ planned: String) -> [Substring] {
        let components = PlanText.components(planned)
        guard let elision = components.lastIndex(where: isElision) else { return components }
        return Array(components[(elision + 1)...])
    }

    /// The scanned files at `planned`, best matches only; for a view place, the files declaring the view.
    func files(at planned: String) -> [String] {
        if PlanNames.isViewPlace(planned) { return declaringFiles[planned] ?? [] }
        let wanted = Self.wantedComponents(planned)
        var best: [String] = []
        var bestLength = 0
        for candidate in scannedByName[PlanText.fileName(planned)] ?? [] {
            let shared = PlanText.commonSuffixLength(candidate.components, wanted)
            guard shared > 0, shared == min(candidate.components.count, wanted.count), shared >= bestLength else {
                continue
            }
            if shared > bestLength {
                best = []
                bestLength = shared
            }
            best.append(candidate.path)
        }
        return best
    }

    /// Scanned files with the planned file's name but not at its path.
    func copies(of planned: String) -> [String] {
        if PlanNames.isViewPlace(planned) { return [] }
        let wanted = Self.wantedComponents(planned)
        return (scannedByName[PlanText.fileName(planned)] ?? []).filter { candidate in
            PlanText.commonSuffixLength(candidate.components, wanted) < min(candidate.components.count, wanted.count)
        }.map(\.path)
    }

    func resolve(_ planned: String) -> Resolution {
        let found = files(at: planned)
        if found.count == 1 { return .found(found[0]) }
        if found.count > 1 { return .ambiguous(found) }
        let copies = copies(of: planned)
        return copies.count == 1 ? .moved(copies[0]) : .absent
    }

    /// The files to look in for something planned in `planned`: the file itself or its moved copy;
    /// none when the path names several files (`plan_file_missing` lists them).
    func filesToCheck(for planned: String) -> [String] {
        switch resolve(planned) {
        case .found(let file): return [file]
        case .moved(let copy): return [copy]
        case .ambiguous, .absent: return []
        }
    }
}

/// Places and names shared by the plan evaluation and the plan rules.
enum PlanRuleSupport {
    /// The plan line that set an expectation, as a location in the plan document: where a
    /// finding about something absent from the code goes when no code file can hold it.
    static func location(of reference: PlanReference) -> SourceLocation {
        SourceLocation(file: reference.file, line: reference.line, column: 1)
    }

    /// Line 1 of a scanned file: where a finding about something the file lacks goes.
    static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// `plan.md:12`: where the plan sets an expectation, for messages about code (the text
    /// format shows only the code location).
    static func cite(_ reference: PlanReference) -> String { "\(reference.file):\(reference.line)" }

    /// ` (plan.md:12)` for a finding at `location`; empty when the finding is at that plan line.
    static func citation(_ reference: PlanReference, at location: SourceLocation) -> String {
        location.file == reference.file && location.line == reference.line ? "" : " (\(cite(reference)))"
    }

    /// Whether the plan names any tip: in code blocks, tables, sections or bullets, a site, or a
    /// design copy row. A plan that names none says nothing about which tips the code should have.
    static func namesTips(_ plan: Plan) -> Bool {
        !plan.tips.isEmpty || !plan.designCopy.isEmpty
            || (plan.displaySites + plan.donations).contains { $0.tip != nil }
    }
}
