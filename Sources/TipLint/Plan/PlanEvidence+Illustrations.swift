/// One document's tips, when all it gives are sketches: what `PlanReader` needs to read a broad
/// document's sketches as illustrations (spec: "Reading a plan", Evidence).
extension PlanEvidence {
    /// How much evidence there was before a document was read: what it added is what follows.
    struct DocumentStart {
        fileprivate let tips: Int
        fileprivate let sketchTips: Int
        fileprivate let statements: Int
        fileprivate let displaySites: Int
        fileprivate let donations: Int
    }

    var documentStart: DocumentStart {
        DocumentStart(
            tips: tips.count, sketchTips: sketchTips.count, statements: statements.count,
            displaySites: displaySites.count, donations: donations.count)
    }

    /// Whether the document read since `start` names tips only in sketches: code blocks outside any
    /// task and with no file of their own, and nothing stronger (a task's code, a table row, a field
    /// list, a site in a stated file) about any tip.
    func namesTipsOnlyInSketches(since start: DocumentStart) -> Bool {
        guard sketchTips.count > start.sketchTips, tips.count == start.tips else { return false }
        let statesTip = statements[start.statements...].contains { $0.statesFacts && $0.evidence.isStrong }
        let showsTip = (displaySites[start.displaySites...] + donations[start.donations...]).contains {
            $0.tip != nil && $0.evidence.isStrong
        }
        return !statesTip && !showsTip
    }

    /// The sketches read since `start` become mentions: a tip sketched to show an idea, and its copy,
    /// give at most notes.
    mutating func readSketchesAsMentions(since start: DocumentStart) {
        for index in sketchTips.indices.dropFirst(start.sketchTips) {
            sketchTips[index].evidence = .mentioned
        }
    }
}
