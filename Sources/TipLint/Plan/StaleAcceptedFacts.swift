/// The accepted facts a plan edit touches (`plan_reading_stale`): each fact of the accepted reading
/// whose plan line was edited or removed since it was accepted, so the author sees which checks the
/// gate still runs on the old wording (`tip ShelfTip's title "Stock Up"`).
enum StaleAcceptedFacts {
    /// The facts on the accepted lines `change` touches, in the reading's order; every fact of the
    /// document when it is gone.
    static func facts(_ plan: Plan, touchedBy change: PlanLineChange) -> [String] {
        let lines = change.acceptedLines.map(Set.init)
        func touched(_ source: PlanReference) -> Bool {
            source.file == change.document && (lines?.contains(source.line) ?? true)
        }
        var facts: [String] = []
        for count in plan.statedTipCounts where touched(count.source) { facts.append("tip count \(count.value)") }
        for tip in plan.tips {
            if touched(tip.source) { facts.append("tip \(tip.name)") }
            let copy: [(PlannedTipFact, String, String?)] = [
                (.title, "title", tip.title), (.message, "message", tip.message), (.image, "image", tip.image),
            ]
            for (fact, field, value) in copy {
                guard let value, touched(tip.line(of: fact)) else { continue }
                facts.append("\(tip.name)'s \(field) \"\(value)\"")
            }
            for event in tip.events {
                guard touched(tip.line(of: .event(event.name))) else { continue }
                facts.append("\(tip.name)'s event \(event.name)")
            }
        }
        for file in plan.files where touched(file.source) {
            facts.append("file \(file.path)")
        }
        for site in plan.displaySites where touched(site.source) {
            facts.append("\(site.tip ?? "a tip") shown in \(site.file)")
        }
        for site in plan.donations where touched(site.source) {
            facts.append(
                "\(site.event.map { "event \($0)" } ?? "\(site.tip ?? "a tip")'s event") donated in \(site.file)")
        }
        for site in plan.imports where touched(site.source) { facts.append("import TipKit in \(site.file)") }
        if let configure = plan.configure, touched(configure.source) {
            facts.append("Tips.configure in \(configure.file)")
        }
        return facts
    }
}
