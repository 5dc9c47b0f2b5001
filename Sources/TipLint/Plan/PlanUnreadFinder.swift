import SwiftScan

/// Finds the plan lines tiplint did not understand: a line that names a tip type, a `.swift`
/// file or TipKit API, added nothing itself, and names something the plan model does not
/// hold (a tip it has no tip for, a file it plans nothing in, `.popoverTip` when it plans no
/// display). A line that names only what other lines planned (`In \`HomeView.swift\`:` before
/// the code block that plans that file) is understood.
enum PlanUnreadFinder {
    static func unread(_ lines: [PlanLine], understood: Set<PlanReference>, plan: Plan) -> [UnreadPlanLine] {
        let tips = Set(plan.tips.map { TypeName.simple($0.name) })
        let planned = PathSuffixIndex(
            plan.files.map(\.path) + plan.designFiles.map(\.path)
                + (plan.configure.map { $0.isInApp ? [] : [$0.file] } ?? []))
        let held: [String: Bool] = [
            ".popoverTip": !plan.displaySites.isEmpty, "TipView": !plan.displaySites.isEmpty,
            "TipUIPopoverViewController": !plan.displaySites.isEmpty, "TipUIView": !plan.displaySites.isEmpty,
            ".donate(": !plan.donations.isEmpty, "Tips.Event": plan.tips.contains { !$0.events.isEmpty },
            "Tips.configure": plan.configure != nil || !plan.configurePlacements.isEmpty,
            "import TipKit": !plan.imports.isEmpty,
        ]
        return lines.compactMap { line in
            WorkMeter.count()
            guard !understood.contains(line.source) else { return nil }
            let tipTypes = PlanNames.tipTypes(in: line.text), apis = PlanNames.tipKitAPIs(in: line.text)
            var names = tipTypes.filter { !tips.contains($0) } + apis.filter { held[$0] != true }
            // A file alone is no sign the line is about tips: a general development plan names
            // dozens of files, and each would be a note. Nor is a "Tip:" label before advice. A tip type
            // or TipKit API anywhere in the line is a sign for its files; the word "tip" only in the file's
            // own sentence or table cell (a status note naming a shipped view that ends "TipKit hint
            // remains parked." says nothing about tips in that view: bristlenose).
            if !tipTypes.isEmpty || !apis.isEmpty {
                names += PlanText.swiftPaths(in: line.text).filter { !planned.matches($0) }
            } else if startsWordTip(AdviceLabel.prose(of: line.text)) {
                names += sentences(of: line.text).flatMap { sentence in
                    startsWordTip(AdviceLabel.prose(of: sentence))
                        ? PlanText.swiftPaths(in: sentence).filter { !planned.matches($0) } : []
                }
            }
            // A line about a tip that quotes copy looks like a tip tiplint could not read.
            if let copy = tipCopy(in: line.text) { names.append("copy \"\(copy)\"") }
            guard !names.isEmpty else { return nil }
            return UnreadPlanLine(
                source: line.source, text: line.text, names: PlanEvidence.unique(names) { $0 }, grade: line.grade)
        }
    }

    /// Whether a word of `text` starts with "tip" in either case ("tip", "Tips", "TipKit"), compared
    /// byte by byte; "multiple" or "tooltip" do not count.
    static func startsWordTip(_ text: String) -> Bool {
        // One pass over the bytes, no copy: every heading, table line and unread line asks.
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        var previous = UInt8(ascii: " ")
        var matched = 0 // how many bytes of "tip" follow a word start
        for byte in text.utf8 {
            switch (matched, byte | 0x20) {
            case (0, UInt8(ascii: "t")): matched = isLetter(previous) ? 0 : 1
            case (1, UInt8(ascii: "i")): matched = 2
            case (2, UInt8(ascii: "p")): return true
            default: matched = 0
            }
            previous = byte
        }
        return false
    }

    /// A line's sentences and table cells: split at `|`, then as `PlanSentences` splits, so `WelcomeView.swift`
    /// stays whole. Only lines with a tip sign and a file are split.
    static func sentences(of text: String) -> [String] {
        text.split(separator: "|", omittingEmptySubsequences: false).flatMap { PlanSentences.split(String($0)) }
    }

    /// Whether a line names anything `unread` looks at, so only those lines are kept.
    static func names(_ text: String) -> Bool {
        !PlanNames.tipTypes(in: text).isEmpty || !PlanText.swiftPaths(in: text).isEmpty
            || !PlanNames.tipKitAPIs(in: text).isEmpty || tipCopy(in: text) != nil
    }

    /// The first phrase of several words a line about tips ("tip", "TipKit") gives after a colon or dash
    /// (`Tip, once the shelf exists: "…"`): perhaps a tip's copy. A label in quotes mid-sentence
    /// (`the "Log Care" row`) is none, nor a question that advice labelled "Tip" asks
    /// (`**Tip**: If you're unsure, ask: "…"`, `AdviceLabel`), nor a phrase on a line whose only tip word is in quotes.
    private static func tipCopy(in text: String) -> String? {
        // The prose is some of the line's words: a line with no word starting "tip" has none there either.
        guard startsWordTip(text) else { return nil }
        // The tip word is the line's own, not the copy's (`Copy: "… your tip keeps the app independent"`).
        let prose = PlanPieces.split(AdviceLabel.prose(of: text)).compactMap { piece -> String? in
            if case .word(let word) = piece { return word }
            return nil
        }
        guard startsWordTip(prose.joined(separator: " ")) else { return nil }
        for case .quoted(let phrase) in PlanPieces.split(text)
        where phrase.contains(" ") && phrase.count <= 200 && ProseTipMentions.follows(phrase, aColonOrDashIn: text) {
            return phrase
        }
        return nil
    }
}
