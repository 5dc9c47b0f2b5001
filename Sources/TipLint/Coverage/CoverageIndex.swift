/// What coverage adds to `TipKitIndex` (shared with the TipKit rules, so both agree
/// on which tips, display sites and donations count): planned paths resolved as
/// the plan rules resolve them (`PlannedFileLookup`), and area names.
struct CoverageIndex {
    let tipKit: TipKitIndex
    private let lookup: PlannedFileLookup
    private let filesByPath: [String: FileFacts]

    init(_ model: ProjectModel) {
        tipKit = TipKitIndex(model)
        lookup = PlannedFileLookup(scannedPaths: model.files.map(\.path))
        filesByPath = Dictionary(model.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var model: ProjectModel { tipKit.model }

    /// The scanned files a planned path names, and whether they stand in as the one
    /// moved copy of a file that is not at its planned path.
    func scannedFiles(at planned: String) -> (files: [FileFacts], moved: Bool) {
        let paths = lookup.filesToCheck(for: planned)
        let moved = paths.count == 1 && lookup.files(at: planned).isEmpty
        return (paths.compactMap { filesByPath[$0] }, moved)
    }

    /// The name of the area a file stands for: its name without `.swift`.
    static func area(ofFile path: String) -> String {
        let name = PlanText.fileName(path)
        return name.hasSuffix(".swift") && name.count > 6 ? String(name.dropLast(6)) : name
    }
}
