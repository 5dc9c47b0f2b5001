/// Matching the repo-relative paths a plan writes against the paths that were scanned.
public enum PlanPath {
    /// Whether `planned` and `scanned` name one file: the components of one end with
    /// all the components of the other (`Remet/Views/Home/HomeView.swift` and
    /// `./Remet/Views/Home/HomeView.swift`, or `Views/Home/HomeView.swift` when run inside `Remet`).
    public static func matches(planned: String, scanned: String) -> Bool {
        let plannedParts = components(planned)
        let scannedParts = components(scanned)
        guard !plannedParts.isEmpty, !scannedParts.isEmpty else { return false }
        let shorter = plannedParts.count <= scannedParts.count ? plannedParts : scannedParts
        let longer = plannedParts.count <= scannedParts.count ? scannedParts : plannedParts
        return longer.suffix(shorter.count).elementsEqual(shorter)
    }

    /// The last component: `HomeView.swift`.
    public static func fileName(_ path: String) -> String {
        components(path).last.map(String.init) ?? path
    }

    /// The file name without `.swift`: `HomeView`, used to name an area.
    public static func stem(_ path: String) -> String {
        let name = fileName(path)
        return name.hasSuffix(".swift") && name.count > 6 ? String(name.dropLast(6)) : name
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }
}
