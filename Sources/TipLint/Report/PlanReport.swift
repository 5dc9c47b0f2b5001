public enum PlanReportFormat: String, Sendable, CaseIterable {
    case text, json
}

/// `tiplint plan FILE… [--check] [--format text|json]`: what the plan expects, where it
/// contradicts itself, and the lines it did not understand. With `check`, only the
/// contradictions (`plan_inconsistent` warnings) and the lines not understood (`plan_unread` notes).
public enum PlanReport {
    public static func render(_ plan: Plan, check: Bool, format: PlanReportFormat) -> String {
        switch format {
        // Plan text is the repository's: no escape sequence or bidi control reaches the terminal.
        case .text: return TerminalText.sanitizedLines(check ? checkLines(plan) : text(plan))
        case .json: return JSONWriter.string(json(plan, check: check)) + "\n"
        }
    }

    /// The rules whose findings `--check` lists, with their severities.
    private static let inconsistentRule = PlanInconsistentRule.description
    private static let unreadRule = PlanUnreadRule.description

    // MARK: Text

    private static func checkLines(_ plan: Plan) -> String {
        contradictionLines(plan)
            + plan.unread.map {
                "\($0.source.fileAndLine): \(unreadRule.severity.rawValue): \($0.message) (\(unreadRule.id))\n"
            }.joined()
    }

    private static func contradictionLines(_ plan: Plan) -> String {
        plan.contradictions.map {
            "\($0.source.fileAndLine): \(inconsistentRule.severity.rawValue): \($0.message) (\(inconsistentRule.id))\n"
        }.joined()
    }

    private static func text(_ plan: Plan) -> String {
        var out = "Plan documents: \(plan.documents.joined(separator: ", "))\n"
        if !plan.archived.isEmpty { out += "Archived (not read): \(plan.archived.joined(separator: ", "))\n" }
        if !plan.readInPart.isEmpty {
            out +=
                "Read in part (a project log or a broad document: no list of every tip): "
                + "\(plan.readInPart.joined(separator: ", "))\n"
        }
        func section(_ title: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            out += "\n\(title)\n" + lines.map { "  \($0)\n" }.joined()
        }
        func at(_ reference: PlanReference) -> String { "(\(reference.fileAndLine))" }
        /// The plan line and how strongly it states the fact: `(plan.md:12, stated)`.
        func at(_ reference: PlanReference, _ grade: EvidenceGrade) -> String {
            "(\(reference.fileAndLine), \(grade.rawValue))"
        }

        section("Stated tip count:", plan.statedTipCounts.map { "\($0.value) \(at($0.source))" })
        section("Tips (\(plan.tips.count)):", plan.tips.flatMap { tipLines($0, plan) })
        section(
            "Described tips (\(plan.describedTips.count)): planned in words, no type (mentioned: notes at most)",
            plan.describedTips.flatMap { tip in
                [tip.listing + " " + at(tip.source, .mentioned) + (tip.isDone ? " [done]" : "")]
                    + wordedLines(plan, tip: tip.name)
            })
        section(
            "Files (\(plan.files.count)):",
            plan.files.map { "\($0.action.rawValue.lowercased()) \($0.path) \(at($0.source, $0.evidence))" })
        section("Sites:", siteLines(plan))
        if let configure = plan.configure {
            section(
                "Tips.configure:",
                [
                    "in \(configure.file), options: \(configure.options.map(optionList) ?? "not given") "
                        + at(configure.source, configure.evidence)
                ])
        }
        section("Where Tips.configure runs:", plan.configurePlacements.map { "\($0.value) \(at($0.source))" })
        section(
            "Stated file counts:",
            [
                plan.statedImportFileCount.map { "\($0.value) with `import TipKit` \(at($0.source))" },
                plan.statedConfigureFileCount.map { "\($0.value) with `Tips.configure` \(at($0.source))" },
            ].compactMap { $0 })
        section(
            "Design copy (\(plan.designCopy.count)):",
            plan.designCopy.map { row in
                "\(row.view.isEmpty ? "" : "\(row.view): ")\(quoted(row.title)) / \(quoted(row.message)) \(at(row.source))"
            })
        // A plan whose only files are its design table's lists them under "Files" already.
        let designOnly = plan.designFiles.filter { design in
            !plan.files.contains { $0.path == design.path && $0.source == design.source }
        }
        section(
            "Design files (\(designOnly.count)):",
            designOnly.map { "\($0.action.rawValue.lowercased()) \($0.path) \(at($0.source))" })
        section("Tasks (\(plan.tasks.count)):", taskLines(plan))
        out +=
            plan.contradictions.isEmpty
            ? "\nNo contradictions.\n"
            : "\nContradictions (\(plan.contradictions.count)):\n" + contradictionLines(plan)
        if !plan.unread.isEmpty {
            out +=
                "\nNot understood (\(plan.unread.count)): lines that name a tip, a file or TipKit API but added nothing\n"
                + plan.unread.map {
                    "  \($0.source.fileAndLine): \($0.text)\n    names \($0.names.joined(separator: ", "))\n"
                }.joined()
        }
        if !plan.skipped.isEmpty {
            out +=
                "\nSkipped (\(plan.skipped.count)): lines that name a tip, a file or TipKit API, read as nothing on purpose\n"
                + plan.skipped.map { "  \($0.source.fileAndLine): \($0.reason.rawValue)\n    \($0.text)\n" }.joined()
        }
        return out
    }

    /// A tip and each fact the plan gives it, each with the line that states it and how strongly.
    private static func tipLines(_ tip: PlannedTip, _ plan: Plan) -> [String] {
        func at(_ fact: PlannedTipFact) -> String {
            "(\(tip.line(of: fact).fileAndLine), \(tip.evidence(of: fact).rawValue))"
        }
        var lines = [
            (tip.isDescribed ? "\"\(tip.name)\" (named by its words, no type)" : tip.name)
                + " (\(tip.source.fileAndLine), \(tip.evidence.rawValue))"
        ]
        for event in tip.events {
            lines.append(
                "  event \(event.name): \(event.id.map(quoted) ?? "(no literal id)") \(at(.event(event.name)))")
        }
        let copy: [(PlannedTipFact, String, String?)] = [
            (.title, "title", tip.title), (.message, "message", tip.message), (.image, "image", tip.image),
        ]
        for (fact, name, value) in copy {
            if let value { lines.append("  \(name): \(quoted(value)) \(at(fact))") }
        }
        return lines + wordedLines(plan, tip: tip.name)
    }

    /// The facts the plan gives a tip in words, each with its line.
    private static func wordedLines(_ plan: Plan, tip: String) -> [String] {
        plan.wordedFacts.filter { $0.tip == tip }.map {
            "  \($0.kind.rawValue): \($0.kind == .copy ? quoted($0.words) : $0.words) (\($0.source.fileAndLine), mentioned)"
        }
    }

    /// Each task and step, indented under its task, with its box ticked when the plan marks it done.
    private static func taskLines(_ plan: Plan) -> [String] {
        plan.tasks.map { task in
            var depth = 0
            var parent = task.parent
            while let index = parent, depth < 8 {
                depth += 1
                parent = plan.tasks[index].parent
            }
            return String(repeating: "  ", count: depth)
                + "[\(task.isMarkedDone ? "x" : " ")] \(task.title) (\(task.source.fileAndLine))"
        }
    }

    /// Imports, displays and donations, grouped by planned file in plan order.
    private static func siteLines(_ plan: Plan) -> [String] {
        var files: [String] = []
        var lines: [String: [String]] = [:]
        func add(_ file: String, _ line: String) {
            if lines[file] == nil { files.append(file) }
            lines[file, default: []].append(line)
        }
        func at(_ site: PlannedSite) -> String { "(\(site.source.fileAndLine), \(site.evidence.rawValue))" }
        for site in plan.imports { add(site.file, "import TipKit\(site.isDerived ? " (derived)" : "") \(at(site))") }
        for site in plan.displaySites { add(site.file, "display \(site.tip ?? "?") \(at(site))") }
        for site in plan.donations {
            add(site.file, "donate \(site.tip ?? "?").\(site.event ?? "?") \(at(site))")
        }
        return files.flatMap { [place($0)] + (lines[$0] ?? []).map { "  \($0)" } }
    }

    /// A planned file as the report names it: a place the plan names by a view type is the file
    /// declaring that view (`view HomeView`), found in the code.
    private static func place(_ path: String) -> String {
        PlanNames.isViewPlace(path) ? "view \(path)" : path
    }

    private static func optionList(_ options: [String]) -> String {
        options.isEmpty ? "none" : options.joined(separator: ", ")
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    // MARK: JSON

    private static func json(_ plan: Plan, check: Bool) -> JSONValue {
        func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
            .object(members.map { JSONMember($0.key, $0.value) })
        }
        func reference(_ source: PlanReference) -> JSONValue {
            object(["file": .string(source.file), "line": .integer(source.line)])
        }
        let unread = JSONValue.array(
            plan.unread.map { line in
                object([
                    "rule": .string(unreadRule.id), "severity": .string(unreadRule.severity.rawValue),
                    "message": .string(line.message),
                    "file": .string(line.source.file), "line": .integer(line.source.line), "text": .string(line.text),
                    "names": .array(line.names.map(JSONValue.string)),
                ])
            })
        let contradictions = JSONValue.array(
            plan.contradictions.map { contradiction in
                object([
                    "rule": .string(inconsistentRule.id), "severity": .string(inconsistentRule.severity.rawValue),
                    "message": .string(contradiction.message),
                    "file": .string(contradiction.source.file), "line": .integer(contradiction.source.line),
                    "other": contradiction.other.map(reference) ?? .null, "key": .string(contradiction.key),
                ])
            })
        let documents = JSONValue.array(plan.documents.map(JSONValue.string))
        if check {
            return object(["version": 1, "documents": documents, "contradictions": contradictions, "unread": unread])
        }
        let skipped = JSONValue.array(
            plan.skipped.map { line in
                object([
                    "file": .string(line.source.file), "line": .integer(line.source.line),
                    "reason": .string(line.reason.rawValue), "text": .string(line.text),
                ])
            })
        // Not in `PlanFactsJSON`: an accepted reading states its facts strongly, and these (and the worded
        // facts) are mentions.
        let describedTips = JSONValue.array(
            plan.describedTips.map { tip in
                func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
                return object([
                    "file": .string(tip.source.file), "line": .integer(tip.source.line),
                    "label": optional(tip.label), "copy": optional(tip.copy), "place": optional(tip.place),
                    "presentation": optional(tip.presentation), "done": .bool(tip.isDone),
                    "evidence": .string(EvidenceGrade.mentioned.rawValue),
                ])
            })
        let wordedFacts = JSONValue.array(
            plan.wordedFacts.map { fact in
                object([
                    "tip": .string(fact.tip), "kind": .string(fact.kind.rawValue), "words": .string(fact.words),
                    "file": .string(fact.source.file), "line": .integer(fact.source.line),
                    "evidence": .string(EvidenceGrade.mentioned.rawValue),
                ])
            })
        return .object(
            [JSONMember("version", 1), JSONMember("documents", documents)]
                + PlanFactsJSON.members(plan) { $0 }
                + [
                    JSONMember("describedTips", describedTips), JSONMember("wordedFacts", wordedFacts),
                    JSONMember("archived", .array(plan.archived.map(JSONValue.string))),
                    JSONMember("skipped", skipped), JSONMember("contradictions", contradictions),
                    JSONMember("unread", unread),
                ])
    }
}
