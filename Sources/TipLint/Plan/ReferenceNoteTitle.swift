/// Whether a document's name says it is a reference the team keeps about code already built: a cheat
/// sheet, a handbook, a glossary, lessons learned (real plans, round 42: an app's Spanish implementation
/// cheat sheet whose TipKit section shows its two tips in Swift). It names tips, but plans none, even
/// when its subject is TipKit (`# TipKit cheat sheet`); unless its name says plan as well. Named with
/// `--plan`, it is read.
enum ReferenceNoteTitle {
    static func isReference(_ names: [String]) -> Bool {
        PlanWords.namesSay(names, words: referenceWords, pairs: [("cheat", "sheet"), ("lessons", "learned")])
    }

    private static let referenceWords: Set<String> = [
        "cheatsheet", "handbook", "glossary", "faq", "learnings", "til", "knowledge", "reference",
    ]
}
