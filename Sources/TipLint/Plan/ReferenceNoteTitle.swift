/// Whether a document's name says it is a reference the team keeps about code already built: a cheat
/// sheet, a handbook, a glossary, lessons learned, deep dives (real plans, round 42: an app's Spanish
/// implementation cheat sheet whose TipKit section shows its two tips in Swift; round 59: notes breaking down
/// the app's existing code, one section its TipKit integration). It names tips, but plans none, even
/// when its subject is TipKit (`# TipKit cheat sheet`); unless its name says plan as well. Named with
/// `--plan`, it is read.
enum ReferenceNoteTitle {
    static func isReference(_ names: [String]) -> Bool {
        PlanWords.namesSay(
            names, words: referenceWords,
            pairs: [("cheat", "sheet"), ("lessons", "learned"), ("deep", "dive"), ("deep", "dives")])
    }

    private static let referenceWords: Set<String> = [
        "cheatsheet", "handbook", "glossary", "faq", "learnings", "til", "knowledge", "reference", "deepdive",
        "deepdives",
    ]
}
