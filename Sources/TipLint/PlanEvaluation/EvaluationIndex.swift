/// What the plan evaluation reads the code through: the TipKit rules' lookups
/// (`TipKitIndex`: which tips, display sites and donations are TipKit's), which
/// code runs only in previews (`PreviewReach`), planned
/// paths resolved against the scanned files (`PlannedFileLookup`), which views build which
/// (`ViewGraph`, for places the plan names by a view type), and area names.
///
/// Without TipKit in use (no file imports it) no fact is TipKit's: a tip-jar app's
/// own `Tip` is not a planned tip, and only the files and their imports stay, for
/// the plan's paths.
struct EvaluationIndex {
    let tipKit: TipKitIndex
    /// Which code runs only in previews: a display there does not ship.
    let previews: PreviewReach
    /// The methods nothing calls: a display there never shows, a configure there never runs.
    let uncalled: UncalledDisplayHelpers
    let lookup: PlannedFileLookup
    let views: ViewGraph
    private let filesByPath: [String: FileFacts]

    /// `tipKit`, `previews`, `uncalled`, `views`: the model's indexes when already built (TipKit in use);
    /// `lookup`: the scanned files' lookup when already built.
    init(
        _ model: ProjectModel, usesTipKit: Bool, tipKit: TipKitIndex? = nil, previews: PreviewReach? = nil,
        uncalled: UncalledDisplayHelpers? = nil, views: ViewGraph? = nil, lookup: PlannedFileLookup? = nil
    ) {
        let tipKitModel =
            usesTipKit
            ? model
            : ProjectModel(
                files: model.files.map { file in
                    var bare = FileFacts(path: file.path)
                    bare.imports = file.imports
                    return bare
                })
        self.tipKit = tipKit ?? TipKitIndex(tipKitModel)
        self.uncalled = uncalled ?? UncalledDisplayHelpers(tipKitModel)
        if let previews, let views {
            (self.previews, self.views) = (previews, views)
        } else {
            // The files' type compositions merged once for both.
            let hierarchy = tipKitModel.hierarchy
            self.previews = previews ?? PreviewReach(hierarchy, files: tipKitModel.files)
            self.views = views ?? ViewGraph(hierarchy)
        }
        self.lookup = lookup ?? PlannedFileLookup(scannedPaths: model.files.map(\.path), files: model.files)
        filesByPath = Dictionary(tipKitModel.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The model as read for TipKit (facts dropped when TipKit is not in use).
    var model: ProjectModel { tipKit.model }

    /// The scanned files a planned path names, and whether they stand in as the one
    /// moved copy of a file that is not at its planned path.
    func scannedFiles(at planned: String) -> (files: [FileFacts], moved: Bool) {
        let paths = lookup.filesToCheck(for: planned)
        let moved = paths.count == 1 && lookup.files(at: planned).isEmpty
        return (paths.compactMap { filesByPath[$0] }, moved)
    }

    /// Whether the code displays `tip` at a planned place: in the file the path names, or, for a view
    /// place, in the file declaring the view or in code of the view or of a view it builds.
    func displays(_ tip: TipDeclaration, at planned: String) -> Bool {
        let files = Set(scannedFiles(at: planned).files.map(\.path))
        let view = PlanNames.isViewPlace(planned) ? planned : nil
        let declaring = view.map { Set(lookup.files(at: $0)) } ?? []
        return tipKit.displaySites(of: tip).contains { site in
            files.contains(site.location.file) || declaring.contains(site.location.file)
                || view.map { isInside(site.context.typeName, view: $0) } == true
        }
    }

    /// Whether code in `type` is part of `view`: the view itself (its declaration or an extension of it,
    /// in any file) or a view it builds in its hierarchy, at any depth.
    func isInside(_ type: String?, view: String) -> Bool {
        guard let type else { return false }
        var seen: Set<String> = [TypeName.simple(type)]
        var next = Array(seen)
        while let current = next.popLast() {
            if current == view { return true }
            for parent in views.parents(of: current) where seen.insert(parent).inserted { next.append(parent) }
        }
        return false
    }

    /// The name of the area a file stands for: its name without `.swift`.
    static func area(ofFile path: String) -> String {
        let name = PlanText.fileName(path)
        return name.hasSuffix(".swift") && name.count > 6 ? String(name.dropLast(6)) : name
    }
}
