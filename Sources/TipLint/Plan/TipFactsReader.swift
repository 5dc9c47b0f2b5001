/// Reads facts about a tip from prose: a checklist item or bullet that carries them inline
/// ("shown on `HomeView.swift` with `.popoverTip`, event `tapped` with id `"newFaceTapped"`,
/// title "Scan a New Face", donated there"), or the value of one field of a table row or
/// field list (`Event: tapped ("newFaceTapped")`).
enum TipFactsReader {
    /// The facts a line states inline. Copy and ids must be quoted or in code spans; a `.swift`
    /// path is where the tip is shown or donated when a word before it says so (`shown`, `donated`)
    /// or the tip's name comes before it; "In `Flows.swift`, add …" names a file to edit, not a site.
    static func inline(_ text: String) -> TipFacts {
        var reader = Walk(bareNames: false)
        for piece in PlanPieces.split(text) { reader.read(piece) }
        return reader.finish()
    }

    /// The facts one field's value states, read by what the field means.
    static func field(_ field: PlanField, _ value: String) -> TipFacts {
        var facts = TipFacts()
        switch field {
        case .title: facts.title = copy(value)
        case .message: facts.message = copy(value)
        case .image: facts.image = image(value)
        case .event:
            // A plain word is an event name only in a short value (`tapped`, `tapped → "x"`), not in
            // a sentence (`when the user taps New Face`).
            let pieces = PlanPieces.split(value)
            let quotesOrCode = pieces.contains { if case .word = $0 { return false } else { return true } }
            var reader = Walk(bareNames: pieces.count <= 3 || quotesOrCode)
            reader.expect(.eventName)
            for piece in pieces { reader.read(piece) }
            facts = reader.finish()
        case .eventID:
            // `Event (id)`: an event with its id (`tapped ("x")`), else the id alone.
            let event = TipFactsReader.field(.event, value)
            if event.events.contains(where: { $0.id != nil }) { return event }
            facts.looseIDs = ids(value)
        case .place:
            facts.displayPaths = places(value)
            var reader = Walk(bareNames: false, saysShown: true)
            for piece in PlanPieces.split(value) { reader.read(piece) }
            facts.donatedAtDisplay = reader.finish().donatedAtDisplay
        case .donation:
            let paths = PlanText.swiftPaths(in: value)
            if paths.isEmpty {
                facts.donatedAtDisplay = saysYes(value)
            } else {
                facts.donationPaths = paths
            }
        case .anchor:
            // The control a tip is anchored on, in the view that has it (`Roles section in \`EditView\``):
            // that view is where the tip shows; a control named alone (`Share button`) says no place.
            facts.displayPaths = places(value)
            facts.recognized = !MarkdownInline.plain(value).isEmpty
        case .rule, .status, .tip, .tipAction:
            facts.recognized = !MarkdownInline.plain(value).isEmpty
        }
        return facts
    }

    /// Copy as written: plain, one pair of surrounding quotes removed; nil when empty.
    private static func copy(_ value: String) -> String? {
        let copy = MarkdownInline.copy(value)
        return copy.isEmpty || isBlank(copy) ? nil : copy
    }

    /// An SF Symbol: `Image(systemName: "star")`, `"star"` or `star`.
    private static func image(_ value: String) -> String? {
        for piece in PlanPieces.split(value) {
            switch piece {
            case .quoted(let text): return text.isEmpty ? nil : text
            case .code(let code):
                if let literal = firstLiteral(in: code) { return literal }
                return code.isEmpty ? nil : code
            case .word(let word) where !isBlank(word): return word
            default: continue
            }
        }
        return nil
    }

    /// Event ids: each quoted phrase or code span, else the first word.
    private static func ids(_ value: String) -> [String] {
        var found: [String] = []
        for piece in PlanPieces.split(value) {
            switch piece {
            case .quoted(let text) where !text.isEmpty: found.append(text)
            case .code(let code): found.append(firstLiteral(in: code) ?? code)
            default: continue
            }
        }
        if found.isEmpty,
            let word = PlanPieces.split(value).lazy.compactMap({ piece -> String? in
                if case .word(let word) = piece, isIdentifier(word) { return word }
                return nil
            }).first
        {
            found.append(word)
        }
        return found
    }

    /// Where a place cell or field says the tip is shown: its `.swift` paths, else the view type it
    /// names (`HomeView`, `Home screen (HomeView)`, "Mode toggle in `EditView`"), a view place that
    /// the plan evaluation finds in the file declaring it (`PlanNames.isViewPlace`).
    static func places(_ value: String) -> [String] {
        let paths = PlanText.swiftPaths(in: value)
        if !paths.isEmpty { return paths }
        return PlanNames.viewName(in: value).flatMap { PlanNames.isViewPlace($0) ? [$0] : nil } ?? []
    }

    /// A donation cell that says yes: `✓`, `yes`, `donated`, "when tapped".
    private static func saysYes(_ value: String) -> Bool {
        let plain = MarkdownInline.plain(value).lowercasedByScalar
        if plain.isEmpty || isBlank(plain) || ["no", "none", "n/a", "not donated"].contains(plain) { return false }
        return true
    }

    /// A cell that says nothing: `—`, `-`, `n/a`.
    private static func isBlank(_ text: String) -> Bool {
        ["-", "—", "–", "n/a", "tbd", "?"].contains(text.lowercasedByScalar)
    }

    /// The first string literal inside code (`Tips.Event(id: "x")`, `"x"`).
    static func firstLiteral(in code: String) -> String? {
        guard let open = code.firstIndex(of: "\""),
            let close = code[code.index(after: open)...].firstIndex(of: "\"")
        else { return nil }
        let literal = String(code[code.index(after: open)..<close])
        return literal.isEmpty ? nil : literal
    }

    static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// One pass over a line's pieces: keywords say what the next quoted phrase or code span is
    /// (`title`, `message`, `image`, `event`, `id`) and what a path is (shown, donated, declared).
    private struct Walk {
        enum Expectation { case title, message, image, eventName, eventID }
        enum PathRole { case display, donation, declaration }

        /// Whether a plain word may be an event name or id (a table cell), not only a code span.
        let bareNames: Bool
        private var facts = TipFacts()
        /// The events named so far, and the last one still without an id: a line naming thousands stays linear.
        private var eventNames = Set<String>()
        private var lastWithoutID: Int?
        private var ids = Set<String>()
        private var expectation: Expectation?
        /// What a path is, once a word said it; nil before: a bare path is no site.
        private var role: PathRole?
        /// A word said the event is donated (not code: "call `X.tapped.donate()`" says where nothing is).
        private var saidDonated = false
        /// A path came before any word saying what it is: a file the step edits.
        private var namedFileToEdit = false
        /// A word said the tip is shown: a view name after it is where (`shown on HomeView`).
        private var saidShown = false
        /// After `event`/`events`: a code span naming an identifier is one more event.
        private var inEvents = false
        /// The first tip type the line names.
        private var tip: String?

        /// `saysShown`: the value is where the tip is shown (a `Shown in` field).
        init(bareNames: Bool, saysShown: Bool = false) {
            self.bareNames = bareNames
            if saysShown {
                role = .display
                saidShown = true
            }
        }

        mutating func expect(_ expectation: Expectation) {
            self.expectation = expectation
            inEvents = expectation == .eventName
        }

        mutating func read(_ piece: PlanPiece) {
            // On a line that names the tip (`CrustTip on \`BasketView.swift\``), a path after the name
            // is where it is shown; on a step's line that names only a file, the file is one to edit.
            if case .word(let name) = piece, PlanNames.isTipType(name) { namedTip(name) }
            if case .code(let name) = piece, PlanNames.isTipType(name) { namedTip(name) }
            switch piece {
            case .quoted(let text): readValue(text, isCode: false)
            case .code(let code): readCode(code)
            case .word(let word): readWord(word)
            }
        }

        func finish() -> TipFacts {
            var facts = facts
            // "Donated when tapped" with no file: where the tip is shown. Not when the line names a
            // file to edit ("In `Flows.swift`, add the donation"): the donation is there, if anywhere.
            if saidDonated && !namedFileToEdit && facts.donationPaths.isEmpty { facts.donatedAtDisplay = true }
            return facts
        }

        private mutating func readCode(_ code: String) {
            let paths = PlanText.swiftPaths(in: code)
            if !paths.isEmpty {
                add(paths)
                return
            }
            if code.hasPrefix("\""), let literal = TipFactsReader.firstLiteral(in: code) {
                readValue(literal, isCode: false)
                return
            }
            if code.containsLiterally("Tips.Event(") {
                if let id = TipFactsReader.firstLiteral(in: code) { assignID(id) }
                return
            }
            if code.containsLiterally(".donate(") {
                role = .donation
                // `NewFaceTip.tapped.donate()` names the event.
                let parts = code.split(separator: ".")
                if parts.count >= 3, let event = parts.dropLast().last, TipFactsReader.isIdentifier(String(event)) {
                    addEvent(String(event))
                }
                expectation = nil
                return
            }
            if PlanNames.isTipDisplay(code) {
                role = .display
                saidShown = true
                expectation = nil
                return
            }
            // `NewFaceTip.tapped`: the tip's event.
            let parts = code.split(separator: ".")
            if parts.count == 2, PlanNames.isTipType(parts[0]), let name = eventName(String(parts[1])) {
                addEvent(name)
                expectation = .eventID
                return
            }
            if saidShown, role == .display, PlanNames.isViewPlace(code) {
                add([code])
                return
            }
            if code.hasPrefix("Image(") || code.containsLiterally("systemName:") {
                if let symbol = TipFactsReader.firstLiteral(in: code) { facts.image = facts.image ?? symbol }
                return
            }
            readValue(code, isCode: true)
        }

        private mutating func readValue(_ text: String, isCode: Bool) {
            switch expectation {
            case .title?: facts.title = facts.title ?? text
            case .message?: facts.message = facts.message ?? text
            case .image?: facts.image = facts.image ?? text
            case .eventID?: assignID(text)
            case .eventName?:
                if let name = eventName(text) {
                    addEvent(name)
                    expectation = .eventID
                    return
                }
                if !isCode { assignID(text) }
            case nil:
                if inEvents, isCode, let name = eventName(text) {
                    addEvent(name)
                    expectation = .eventID
                    return
                }
            }
            expectation = nil
        }

        private mutating func readWord(_ word: String) {
            let lowered = word.lowercasedByScalar
            let paths = PlanText.swiftPaths(in: word)
            if paths.count == 1 {
                add(paths)
                return
            }
            switch Walk.cues[lowered] {
            case .expect(let expected): expect(expected)
            case .eventID: expectation = .eventID
            case .role(let said):
                role = said
                saidShown = saidShown || said == .display
                saidDonated = saidDonated || said == .donation
                expectation = nil
                inEvents = false
            case .here:
                if role == .donation { facts.donatedAtDisplay = true }
            case nil:
                if Walk.fillers.contains(lowered) || lowered.allSatisfy({ !$0.isLetter && !$0.isNumber }) { return }
                if bareNames, expectation == .eventName || expectation == .eventID, TipFactsReader.isIdentifier(word) {
                    readValue(word, isCode: true)
                    return
                }
                if saidShown, role == .display, PlanNames.isViewPlace(word) {
                    add([word])
                    return
                }
                expectation = nil
            }
        }

        /// What a keyword says of what follows it: looked up once per word (a line of a long design has dozens).
        private enum Cue {
            case expect(Expectation), eventID, role(PathRole), here
        }

        private static let cues: [String: Cue] = {
            var cues: [String: Cue] = [:]
            func add(_ words: [String], _ cue: Cue) { for word in words { cues[word] = cue } }
            add(["title", "headline"], .expect(.title))
            add(["message", "body", "copy"], .expect(.message))
            add(["image", "symbol", "icon"], .expect(.image))
            add(["event", "events", "trigger"], .expect(.eventName))
            add(["id", "ids", "identifier"], .eventID)
            add(
                [
                    "shown", "show", "shows", "showing", "display", "displays", "displayed", "displaying", "appears",
                    "popover", "anchored", "attached", "inline",
                ], .role(.display))
            add(["donated", "donate", "donates", "donation", "donating"], .role(.donation))
            add(["there", "here"], .here)
            add(["declared", "declare", "declares", "defined", "define", "defines", "struct"], .role(.declaration))
            return cues
        }()

        /// `tapped`, `Self.tapped`, `NewFaceTip.tapped`: the event's property name.
        private func eventName(_ text: String) -> String? {
            let name = TypeName.simple(text)
            guard TipFactsReader.isIdentifier(name), let first = name.first, first.isLowercase else { return nil }
            return name
        }

        private mutating func addEvent(_ name: String) {
            guard eventNames.insert(name).inserted else { return }
            lastWithoutID = facts.events.count
            facts.events.append(PlannedEvent(name: name, id: nil))
        }

        /// The id of the last event named without one, else an id on its own.
        private mutating func assignID(_ id: String) {
            if let index = lastWithoutID {
                facts.events[index].id = id
                lastWithoutID = nil
            } else if ids.insert(id).inserted {
                facts.looseIDs.append(id)
            }
            expectation = nil
        }

        private mutating func namedTip(_ name: String) {
            if role == nil { role = .display }
            tip = tip ?? name
        }

        private mutating func add(_ paths: [String]) {
            expectation = nil
            // `FooTip (Tips/FooTip.swift)`: the file that declares it, unless a word said it is shown there.
            let declared = paths.filter { path in
                role == .display && !saidShown && tip.map { PlanNames.isDeclarationFile(path, of: $0) } == true
            }
            if !declared.isEmpty { facts.namesDeclarationFile = true }
            let paths = paths.filter { !declared.contains($0) }
            guard !paths.isEmpty else { return }
            switch role {
            case .display?: facts.displayPaths += paths.filter { !PlanNames.isTestFile($0) }
            case .donation?: facts.donationPaths += paths
            case .declaration?: break
            case nil: namedFileToEdit = true
            }
        }

        /// Words between a keyword and its value: `title is "…"`, `event: tapped`, `with id`.
        private static let fillers: Set<String> = [
            "is", "reads", "says", "of", "=", "set", "to", "with", "the", "a", "an", "its", "named", "called", "-", "—",
            "–", "→", "and", "or", "as", "sf", "systemname", "string", "new",
        ]
    }
}
