/// What one place of a plan says about one tip, in any shape but code: a table row, a
/// section with a field list, a checklist item or prose bullet. `PlanEvidence` turns it
/// into the planned tip, its display sites and its donations.
struct TipStatement {
    var name: String
    var source: PlanReference
    var events: [PlannedEvent] = []
    /// Where each event name is in `events`.
    private var eventIndex: [String: Int] = [:]
    /// Event ids given without an event name (an `Event id` column beside an `Event` column).
    var looseIDs: [String] = []
    var title: String?
    var message: String?
    var image: String?
    /// Where the tip is shown, each with the line that says so and that line's grade (nil: the
    /// statement's, for a heading or a table row, which the lines below or the table strengthen).
    var displayFiles: [(path: String, source: PlanReference, grade: EvidenceGrade?)] = []
    /// Where its events are donated, when the plan names a file.
    var donationFiles: [(path: String, source: PlanReference, grade: EvidenceGrade?)] = []
    /// "donated there", "donated when tapped": in the file that shows the tip.
    var donatedAtDisplay = false
    /// A line names the file that declares it (`FooTip (Tips/FooTip.swift)`).
    var namesDeclarationFile = false
    /// The lines that told something about the tip.
    var lines: [Int] = []
    /// The line of each copy field and event, as first stated.
    var factLines: [PlannedTipFact: PlanReference] = [:]
    /// A row of a table with a tip column: the document lists tips, whatever it is called.
    var isTableRow = false
    /// The strongest evidence of the lines that state it (`strengthen`).
    private(set) var evidence: EvidenceGrade = .mentioned

    init(name: String, source: PlanReference) {
        self.name = name
        self.source = source
    }

    /// Keeps `grade` when it is stronger than what the statement had.
    mutating func strengthen(_ grade: EvidenceGrade) {
        evidence = min(evidence, grade)
    }

    /// The words a tip named without a Swift type is named by (`PlannedTip.describedAs`).
    var describedAs: String?

    /// A list item that is the tip's own entry (`` - `FilterTip` — "Narrow the list by tag" ``):
    /// it plans the tip, though which copy field the quote is, it does not say.
    var isEntry = false
    /// The quote of that entry, and its line (`PlannedTip.entryCopy`).
    var entryCopy: Stated<String>?

    /// Whether it states any fact: a tip named with nothing about it (`- [ ] Polish NewFaceTip`) plans nothing.
    var statesFacts: Bool {
        isEntry || !events.isEmpty || !looseIDs.isEmpty || title != nil || message != nil || image != nil
            || !displayFiles.isEmpty
            || !donationFiles.isEmpty || namesDeclarationFile
    }

    /// Keeps the line of a fact stated off the tip's own line (a table row states all on one).
    private mutating func record(_ fact: PlannedTipFact, at line: PlanReference) {
        if line != source { factLines[fact] = line }
    }

    /// Adds what `facts`, read from line `line`, say; `grade` is how strongly that line states its sites.
    mutating func add(_ facts: TipFacts, line: Int, grade: EvidenceGrade? = nil) {
        let source = PlanReference(file: self.source.file, line: line)
        for event in facts.events {
            if let index = eventIndex[event.name] {
                events[index].id = events[index].id ?? event.id
            } else {
                eventIndex[event.name] = events.count
                events.append(event)
                record(.event(event.name), at: source)
            }
        }
        looseIDs += facts.looseIDs
        if title == nil, facts.title != nil { record(.title, at: source) }
        if message == nil, facts.message != nil { record(.message, at: source) }
        if image == nil, facts.image != nil { record(.image, at: source) }
        title = title ?? facts.title
        message = message ?? facts.message
        image = image ?? facts.image
        displayFiles += facts.displayPaths.map { ($0, source, grade) }
        donationFiles += facts.donationPaths.map { ($0, source, grade) }
        donatedAtDisplay = donatedAtDisplay || facts.donatedAtDisplay
        namesDeclarationFile = namesDeclarationFile || facts.namesDeclarationFile
        if !facts.isEmpty { lines.append(line) }
    }

    /// The events, each loose id given to the next event without one, else standing for an
    /// event of its own (named by its id, as the code's event is found by id).
    var plannedEvents: [PlannedEvent] {
        var result = events
        for id in looseIDs where !result.contains(where: { $0.id == id }) {
            if let index = result.firstIndex(where: { $0.id == nil }) {
                result[index].id = id
            } else {
                result.append(PlannedEvent(name: id, id: id))
            }
        }
        return result
    }
}

/// Facts about one tip read from a line or a field's value.
struct TipFacts: Equatable {
    var events: [PlannedEvent] = []
    var looseIDs: [String] = []
    var title: String?
    var message: String?
    var image: String?
    var displayPaths: [String] = []
    var donationPaths: [String] = []
    var donatedAtDisplay = false
    /// The line names the file that declares the tip (`FooTip (Tips/FooTip.swift)`), no site.
    var namesDeclarationFile = false
    /// Field values that are understood but not part of the model: an anchor, a rule, a status.
    var recognized = false

    var isEmpty: Bool {
        events.isEmpty && looseIDs.isEmpty && title == nil && message == nil && image == nil && displayPaths.isEmpty
            && donationPaths.isEmpty && !donatedAtDisplay && !namesDeclarationFile && !recognized
    }
}

extension TipStatement {
    var plannedTip: PlannedTip {
        var tip = PlannedTip(
            name: name, events: plannedEvents, title: title, message: message, image: image, source: source,
            evidence: evidence)
        tip.factLines = factLines
        tip.describedAs = describedAs
        tip.entryCopy = entryCopy
        return tip
    }

    /// Each site is as strong as the line that places it, never stronger than the statement: a site
    /// in prose stays mentioned though a task line below states another (a bug analysis's flow).
    var plannedDisplays: [PlannedSite] {
        displayFiles.map { PlannedSite(file: $0.path, tip: name, source: $0.source, evidence: siteGrade($0.grade)) }
    }

    private func siteGrade(_ lineGrade: EvidenceGrade?) -> EvidenceGrade {
        lineGrade.map { max($0, evidence) } ?? evidence
    }

    /// Each event donated in each file the statement names for donations, and, when it says
    /// "donated there", in each file that shows the tip.
    var plannedDonations: [PlannedSite] {
        let events = plannedEvents.map(\.name)
        let places = donationFiles + (donatedAtDisplay ? displayFiles : [])
        return places.flatMap { place in
            (events.isEmpty ? [nil] : events.map { Optional($0) }).map {
                PlannedSite(
                    file: place.path, tip: name, event: $0, source: place.source, evidence: siteGrade(place.grade))
            }
        }
    }
}
