/// How a plan states a fact, strongest first (spec: "Reading a plan", Evidence). Only strong
/// evidence (declared, tabled, stated) can make a plan finding an error or a warning; a fact the
/// plan only mentions in prose gives at most a note, so a gate never fails on a guess.
enum EvidenceGrade: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A Swift code block declares or calls it.
    case declared
    /// A table whose header says it is about tips, in a row naming a tip type.
    case tabled
    /// A task or checklist line with a verb and a file path, a `**Files:**` item, or a field list under a tip.
    case stated
    /// Prose.
    case mentioned

    var isStrong: Bool { self != .mentioned }

    /// Declared is the strongest: it sorts first.
    static func < (lhs: EvidenceGrade, rhs: EvidenceGrade) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
