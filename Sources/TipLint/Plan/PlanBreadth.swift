/// Whether a plan document is broad: a roadmap, a modernisation or migration plan, a strategy or
/// a product spec, where tips are one section among many unrelated ones. Such a document sketches
/// a tip or two in code to show the idea ("Pillar 7: TipKit" next to StoreKit, widgets and Siri
/// pillars that carry sample code too); it is no list of every tip the app will ship, nor the copy
/// they will say. Judged from cheap structure only — names and headings, never the prose — so a
/// dedicated tip plan (named for tips, or with many sections about them) is never broad.
enum PlanBreadth {
    /// Title or file-name words of a document that plans a whole product or codebase.
    private static let broadWords: Set<String> = [
        "roadmap", "modernization", "modernisation", "migration", "strategy", "overhaul",
    ]
    /// Fewer headings than this, and the document is too short to be about many things.
    private static let fewestHeadings = 8

    static func isBroad(_ markdown: String, path: String) -> Bool {
        let outline = MarkdownOutline(markdown)
        let names = [PathText.lastComponent(path)] + (outline.title.map { [$0] } ?? [])
        // Named for tips (`# Onboarding Tips Roadmap`), it is a tip plan however much else it covers.
        if PlanSubject.isTips(names) { return false }
        if PlanReader.isProjectLog(path) { return true }
        let headings = outline.headings.count
        let aboutTips = outline.headings.filter { PlanSubject.isTipsSection($0.text) }.count
        // At most one heading in five about tips; with a broad title, that is enough, without one, the
        // tips must be rarer still (one in ten): a feature spec with two tip sections of twelve is theirs.
        guard headings >= fewestHeadings, aboutTips * 5 <= headings else { return false }
        let broadTitle = names.contains { name in
            name.lowercased().split { !$0.isLetter }.contains { broadWords.contains(String($0)) }
        }
        return broadTitle || aboutTips * 10 <= headings
    }
}
