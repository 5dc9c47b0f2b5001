/// The planned checks about a file rather than a tip: `import TipKit` and `Tips.configure`.
enum FileChecks {
    /// The planned file imports TipKit.
    static func `import`(_ site: PlannedSite, in index: CoverageIndex) -> PlannedCheck {
        let (files, moved) = index.scannedFiles(at: site.file)
        let found = files.lazy.compactMap { $0.imports.first { $0.module == "TipKit" } }.first
        var detail = found?.location.pathAndLine ?? (files.isEmpty ? "file not found" : "no import TipKit")
        if moved, let file = files.first { detail += " (in \(file.path), moved from the planned path)" }
        return PlannedCheck(kind: .import, tip: nil, file: site.file, expected: "import TipKit in \(site.file)",
                            held: found != nil, detail: detail, location: found?.location, plan: site.source,
                            area: CoverageIndex.area(ofFile: site.file))
    }

    /// `Tips.configure` is called once, in the planned file, with the planned options
    /// (calls in branches of one `#if` that exclude each other count once), as
    /// `plan_configure_mismatch` reads it.
    static func configure(_ planned: PlannedConfigure, in index: CoverageIndex) -> PlannedCheck {
        let (files, moved) = index.scannedFiles(at: planned.file)
        let model = index.model
        let calls = model.configureCalls.filter { TipKitPlaces.runsInApp($0.location, $0.context, in: model) }
            .sorted { $0.location < $1.location }
        let here = calls.filter { call in files.contains { $0.path == call.location.file } }
        // A plan that names the call without its options leaves them open.
        let match = here.first { call in planned.options.map { normalized(call.options) == normalized($0) } ?? true }
        let alsoRunning = match.map { match in
            calls.filter { $0 != match && TipKitIndex.canCoexist($0.location, $0.branch, match.location, match.branch) }
        } ?? []
        var detail: String
        if let match {
            detail = match.location.pathAndLine
            if !alsoRunning.isEmpty {
                detail += "; also called at " + alsoRunning.map(\.location.pathAndLine).joined(separator: ", ")
            }
        } else if let other = here.first {
            let options = other.options.isEmpty ? "no options" : written(other.options)
            detail = "called with \(options) at \(other.location.pathAndLine)"
        } else if !calls.isEmpty {
            detail = "called only at " + calls.map(\.location.pathAndLine).joined(separator: ", ")
        } else {
            detail = files.isEmpty ? "file not found" : "not called"
        }
        if moved, let file = files.first { detail += " (in \(file.path), moved from the planned path)" }
        let held = match != nil && alsoRunning.isEmpty
        return PlannedCheck(kind: .configure, tip: nil, file: planned.file,
                            expected: "Tips.configure(\(planned.options.map(written) ?? "…")) in \(planned.file)",
                            held: held, detail: detail, location: held ? match?.location : nil, plan: planned.source,
                            area: CoverageIndex.area(ofFile: planned.file))
    }

    /// The options as the call writes them: `[.displayFrequency(.immediate)]`, or nothing.
    private static func written(_ options: [String]) -> String {
        options.isEmpty ? "" : "[" + options.joined(separator: ", ") + "]"
    }

    /// Options compared without whitespace and without regard to order.
    private static func normalized(_ options: [String]) -> [String] {
        options.map { String($0.unicodeScalars.filter { !$0.properties.isWhitespace }) }.sorted()
    }
}
