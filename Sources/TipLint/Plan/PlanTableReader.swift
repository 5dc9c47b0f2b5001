import SwiftScan

/// Reads the tables of a plan or design document, by what their columns mean (`PlanField`):
///
/// - a table with a tip column (`Tip`, `Name`, `Type`): one statement per row about the tip it
///   names, from every column tiplint knows (where it shows, event and id, title, message, image,
///   donation); a status column makes each row a task. Without a where column, the view its
///   heading names (`### Home (HomeView)`) is where the row's tip shows;
/// - otherwise, copy tables (Title and Message columns) under a heading that names a view give
///   planned copy per view, and file tables (a `File` column; `**New:**` marks a created file, a
///   change heading, column or cell a modified one; a table saying neither only mentions its files) the
///   design's files.
enum PlanTableReader {
    /// What a table gave besides the evidence it adds directly.
    struct Reading {
        var statements: [TipStatement] = []
        /// Rows with a status column: (title, line, done).
        var statusRows: [(title: String, line: Int, done: Bool)] = []
        /// Rows that added something.
        var understoodLines: [Int] = []
        /// Why the table's rows were read as nothing, when they were on purpose.
        var skipReason: PlanSkipReason?
        /// Rows left out on purpose in a table that is read, by line: a file row that forbids changing its file.
        var skippedRows: [Int: PlanSkipReason] = [:]
    }

    static func read(
        _ table: MarkdownTable, under headings: [MarkdownHeading], document: String,
        into evidence: inout PlanEvidence
    ) -> Reading {
        // A translation table's copy is not the copy the code writes.
        let translation = isTranslation(table, under: headings.last)
        let fields = table.header.map { PlanField.meaning(of: $0) }.map { field in
            translation && (field == .title || field == .message) ? nil : field
        }
        // A comparison (`| | Tooltip | Tip / coach mark |`, each row an attribute) has things compared for columns: a
        // `Tip` column is one of them, its cells what it is like, not tips.
        let compares = isComparison(table)
        let namedColumns = compares ? [] : fields.indices.filter { fields[$0] == .tip }
        // With no tip column, a table whose header is about tips (`Feature | … | Tip style`) names
        // each row's tip by its `Feature` cell.
        var tipColumns =
            namedColumns.isEmpty && !compares && table.header.contains(where: PlanTableReader.namesTips)
            ? table.header.indices.filter { PlanTableReader.namesFeature(table.header[$0]) } : namedColumns
        // A copy table under a heading about tips (`| Concept | Title | Body |`) names each row's tip by its
        // first column, when that column means nothing else: mentioned, the heading being all that says so.
        let subjectColumn =
            tipColumns.isEmpty && !translation && fields.first == .some(nil) && fields.contains(.title)
                && fields.contains(.message) && headings.last.map { PlanTableReader.namesTips($0.text) } == true
            ? 0 : nil
        if let subjectColumn { tipColumns = [subjectColumn] }
        // A `Name` or `Type` column lists tips only in a table about tips: its header or heading says so,
        // or its rows give tip types with their copy (`| Type | Copy | Anchor | Badge |` under `### Arc 2`).
        let aboutTips =
            table.header.contains(where: PlanTableReader.namesTips)
            || headings.last.map { PlanTableReader.namesTips($0.text) } == true
            || listsTipTypesWithCopy(table, fields: fields, tipColumns: tipColumns)
        guard tipColumns.isEmpty || !aboutTips else {
            var reading = readTips(
                table, fields: fields, tipColumns: tipColumns, subjectColumn: subjectColumn, heading: headings.last,
                document: document)
            if translation { reading.skipReason = .translationTable }
            return reading
        }
        var reading = Reading()
        if !tipColumns.isEmpty || compares {
            reading.skipReason = .tableNotAboutTips
        } else if translation {
            reading.skipReason = .translationTable
        }
        if !translation, let title = table.column(named: "Title"), let message = table.column(named: "Message") {
            let view = headings.last.flatMap { PlanNames.viewName(in: $0.text) } ?? ""
            let target = table.column(named: "Target")
            for row in table.rows {
                let copy = (
                    title: MarkdownInline.copy(row.cells[title]), message: MarkdownInline.copy(row.cells[message])
                )
                guard !copy.title.isEmpty || !copy.message.isEmpty else { continue }
                evidence.designCopy.append(
                    DesignCopy(
                        view: view,
                        target: target.map { MarkdownInline.plain(row.cells[$0]) }.flatMap { $0.isEmpty ? nil : $0 },
                        title: copy.title, message: copy.message, source: PlanReference(file: document, line: row.line))
                )
                reading.understoodLines.append(row.line)
            }
        }
        if let fileColumn = fileHeaders.lazy.compactMap({ table.column(named: $0) }).first {
            // Under `### New Files` (`Files to create`), every row is a file to create.
            let createsAll = headings.last.map { PlanTableReader.namesNewFiles($0.text) } == true
            // A file the table lists without saying it changes (`| Component | File | Responsibility |`) may
            // be one the design creates: only a change heading, column or cell makes it a file to modify.
            let changesAll =
                headings.last.map { PlanTableReader.saysChange($0.text) } == true
                || table.header.enumerated().contains { $0.offset != fileColumn && saysChange($0.element) }
            for row in table.rows {
                guard let path = PlanText.swiftPaths(in: row.cells[fileColumn]).first else { continue }
                let source = PlanReference(file: document, line: row.line)
                evidence.pathMentions.append(PathMention(path: path, origin: .designTable, source: source))
                // `| ShowTips.swift | Do not change |`: the plan names the file to keep it as it is.
                if row.cells.indices.contains(where: { $0 != fileColumn && forbidsChange(row.cells[$0]) }) {
                    reading.skippedRows[row.line] = .negativeSentence
                    continue
                }
                let isNew =
                    createsAll
                    || row.cells.enumerated().contains { column, cell in
                        column == fileColumn
                            ? MarkdownInline.plain(cell).lowercased().hasPrefix("new") || notesNewFile(cell)
                            : marksNewFile(cell)
                    }
                let isChanged =
                    changesAll
                    || row.cells.enumerated().contains { column, cell in
                        column != fileColumn
                            && PlanWords.letters(in: MarkdownInline.plain(cell)).first.map {
                                changeWords.contains($0.lowercased())
                            } == true
                    }
                evidence.designFiles.append(
                    PlannedFile(
                        path: path, action: isNew ? .create : .modify, source: source,
                        evidence: isNew || isChanged ? .tabled : .mentioned))
                reading.understoodLines.append(row.line)
            }
        }
        return reading
    }

    /// One statement per row that names a tip.
    private static func readTips(
        _ table: MarkdownTable, fields: [PlanField?], tipColumns: [Int], subjectColumn: Int?,
        heading: MarkdownHeading?, document: String
    ) -> Reading {
        func describes(_ column: Int) -> Bool {
            column == subjectColumn || namesTips(table.header[column]) || namesFeature(table.header[column])
        }
        var reading = Reading()
        let headingView = heading.flatMap { PlanNames.viewName(in: $0.text) }
        let hasPlace = fields.contains(.place)
        let status = fields.firstIndex(of: .status)
        for row in table.rows {
            // A cell naming several tips (`FilterTip / SortTip`, `Search, Filters`): each its own tip, mentioned,
            // where the row shows them and nothing else: which of them the row's copy or event is, is a guess.
            if let subjects = tipColumns.lazy.compactMap({ column in
                severalTips(in: row.cells[column], describes: describes(column))
            }).first {
                for (name, described) in subjects {
                    var statement = TipStatement(name: name, source: PlanReference(file: document, line: row.line))
                    statement.isTableRow = true
                    statement.describedAs = described
                    statement.isEntry = true
                    for (column, field) in fields.enumerated() where field == .place && !row.cells[column].isEmpty {
                        statement.add(TipFactsReader.field(.place, row.cells[column]), line: row.line)
                    }
                    if !hasPlace, statement.displayFiles.isEmpty, let headingView, PlanNames.isViewPlace(headingView) {
                        statement.add(TipFacts(displayPaths: [headingView]), line: row.line)
                    }
                    reading.statements.append(statement)
                }
                continue
            }
            let typed = tipColumns.lazy.compactMap({ PlanNames.tipTypes(in: row.cells[$0]).first }).first
            // A tip id (`filterTip`) names the tip it is the id of, by the usual spelling only: mentioned.
            let id = typed == nil ? tipColumns.lazy.compactMap({ PlanNames.tipTypeOfID(in: row.cells[$0]) }).first : nil
            // A `Tip` column describing the tip in words (`Drag-to-schedule`) names it by them.
            let described =
                typed ?? id == nil
                ? tipColumns.lazy.filter(describes).compactMap({ describedTip(row.cells[$0]) })
                    .first : nil
            guard let name = typed ?? id ?? described else { continue }
            var statement = TipStatement(name: name, source: PlanReference(file: document, line: row.line))
            statement.isTableRow = true
            statement.describedAs = described
            if typed != nil { statement.strengthen(.tabled) } else { statement.isEntry = true }
            for (column, field) in fields.enumerated() {
                WorkMeter.count()
                guard let field, field != .tip, !row.cells[column].isEmpty else { continue }
                var facts = TipFactsReader.field(field, row.cells[column])
                // The view an anchor cell names (`Roles section in \`EditView\``) is where the tip shows,
                // unless a where column says it.
                if field == .anchor && hasPlace { facts.displayPaths = [] }
                statement.add(facts, line: row.line)
            }
            // Described in words, a row is strong only by the copy it gives, in a table that says it is of tips.
            if described != nil && subjectColumn == nil && (statement.title != nil || statement.message != nil) {
                statement.strengthen(.tabled)
            }
            if !hasPlace, statement.displayFiles.isEmpty, let headingView, PlanNames.isViewPlace(headingView) {
                statement.add(TipFacts(displayPaths: [headingView]), line: row.line)
            }
            if let status {
                reading.statusRows.append(
                    (
                        name, row.line,
                        PlanText.marksDone(MarkdownInline.plain(row.cells[status]))
                            || PlanText.isDoneStatus("status: " + MarkdownInline.plain(row.cells[status]))
                    ))
            }
            reading.statements.append(statement)
        }
        return reading
    }

    /// Whether `table` compares its columns: its first header cell is empty, two or more columns follow, and every
    /// row is labelled in the first cell by words, not a number or a tip type.
    private static func isComparison(_ table: MarkdownTable) -> Bool {
        guard table.header.count >= 3, MarkdownInline.plain(table.header[0]).trimmingSpaces.isEmpty, !table.rows.isEmpty
        else { return false }
        return table.rows.allSatisfy { row in
            let label = MarkdownInline.plain(row.cells[0])
            return label.contains(where: \.isLetter) && PlanNames.tipTypes(in: row.cells[0]).isEmpty
        }
    }

    /// Whether every row's tip column names a tip type (`ShareTeamTip`) and the table has a copy
    /// column: a table of tips whatever its heading, where a `Type` of `struct` or `ColorTip` alone is not.
    private static func listsTipTypesWithCopy(
        _ table: MarkdownTable, fields: [PlanField?], tipColumns: [Int]
    ) -> Bool {
        guard !table.rows.isEmpty, fields.contains(.title) || fields.contains(.message) else { return false }
        return tipColumns.contains { column in
            table.rows.allSatisfy { !PlanNames.tipTypes(in: $0.cells[column]).isEmpty }
        }
    }

    /// The tips of a cell that lists several: tip types split at `/` or `,` (`FilterTip / SortTip`), with no
    /// described words, or, in a column about tips (`describes`), short phrases naming none split at `, `
    /// (`Search, Filters`), each with its words. A slash between phrases may join two names of one tip
    /// (`command palette / search`): in doubt, one tip. Nil when the cell names one tip, or its parts are
    /// neither all types nor all phrases (`` `NewTip` (was `OldTip`) ``).
    private static func severalTips(in cell: String, describes: Bool) -> [(name: String, described: String?)]? {
        let plain = MarkdownInline.plain(cell).trimmingSpaces
        guard plain.contains("/") || plain.contains(",") else { return nil }
        func parts(_ separators: [String]) -> [String] {
            var parts = [plain]
            for separator in separators {
                parts = parts.flatMap { $0.components(separatedBy: separator) }
            }
            return parts.map(\.trimmingSpaces)
        }
        let typedParts = parts(["/", ","])
        if typedParts.count > 1, case let types = typedParts.map({ PlanNames.tipTypes(in: $0) }),
            types.allSatisfy({ $0.count == 1 }),
            zip(typedParts, types).allSatisfy({ part, names in part.split(separator: " ").count == 1 && part == names[0]
            })
        {
            return types.map { ($0[0], nil) }
        }
        // Quoted copy keeps its commas.
        let phrases = parts([", "])
        guard describes, phrases.count > 1, !plain.contains(where: { "\"\u{201C}\u{201D}\u{300C}".contains($0) }),
            phrases.allSatisfy({ PlanNames.tipTypes(in: $0).isEmpty && describedTip($0) == $0 })
        else { return nil }
        return phrases.map { ($0, $0) }
    }

    /// A tip cell's words when they describe a tip rather than name a type: a short phrase.
    private static func describedTip(_ cell: String) -> String? {
        var plain = MarkdownInline.plain(cell)
        // A cell that is the tip's copy in quotes (`"Try the map view"`) names it by the copy: the
        // quotes are the plan's, not the name's (reports quote a described name once).
        let pieces = PlanPieces.split(plain)
        if pieces.count == 1, case .quoted(let copy) = pieces[0] { plain = copy }
        let words = plain.split(separator: " ")
        guard (1...8).contains(words.count), plain.count <= 80, plain.contains(where: \.isLetter) else { return nil }
        return plain
    }

    /// Whether a header cell or heading has the word `tip`, `tips` or `TipKit` (`Tip`, `Tip type`, `## Tips`).
    /// A tip jar (`### Contextual Tip Jar`) is a gratuity, not a tip.
    static func namesTips(_ text: String) -> Bool {
        // Every heading and table line asks: most name no word starting "tip", found on the bytes.
        guard PlanUnreadFinder.startsWordTip(text) else { return false }
        let words = PlanWords.letters(in: MarkdownInline.plain(text).lowercased())
        return words.indices.contains { index in
            let word = words[index]
            guard word == "tip" || word == "tips" || word == "tipkit" else { return false }
            return word == "tipkit" || index + 1 == words.count || words[index + 1] != "jar"
        }
    }

    /// Whether a header cell is `Feature` or `Features`: in a tip table, the subject each tip introduces.
    private static func namesFeature(_ text: String) -> Bool {
        ["feature", "features"].contains(MarkdownInline.plain(text).lowercasedByScalar.trimmingSpaces)
    }

    /// Whether a change cell of a file table marks its file as created: it is `New`, `Create`,
    /// `Created`, `Add` or `Added` alone or before a dash or colon (`**New** — adds the filter`,
    /// `**Create**: the view`), `New file` or `New target`, or a CJK create mark (`创建`).
    /// `Add a badge to the header` and `New row "Replay"` change a file that is there.
    private static func marksNewFile(_ cell: String) -> Bool {
        let plain = MarkdownInline.plain(cell).lowercasedByScalar
        guard let first = PlanWords.letters(in: plain).first,
            plain.utf8[..<first.startIndex].allSatisfy({ $0 == UInt8(ascii: " ") })
        else { return false }
        if createMarks.contains(where: { first.hasPrefix($0) }) { return true }
        let rest = plain[first.endIndex...].drop { $0 == " " }
        let alone = rest.isEmpty || ["-", "—", "–", ":"].contains { rest.hasPrefix($0) }
        // `New target`, `New file`: the file is new; `New row "…"`, `New enum cases`: the file gains them.
        if first == "new" { return alone || PlanWords.letters(in: rest).first.map(newThings.contains) == true }
        return ["create", "created", "add", "added"].contains(first) && alone
    }

    /// Whether a change cell of a file table forbids changing its file: it opens with `Do not`, `Don't`, `Never`,
    /// `No change`, `Unchanged`, `Read-only`, or a CJK mark (`禁止修改`, `不要改`, `无需修改`, `変更なし`,
    /// Korean `수정 금지`). A negation later in the cell (`Show the tip when the list is not empty`) is the
    /// change's own condition.
    static func forbidsChange(_ cell: String) -> Bool {
        let plain = MarkdownInline.plain(cell).lowercasedByScalar.trimmingSpaces
        return forbiddingOpeners.contains { plain.hasPrefix($0) }
    }

    /// Korean says it after the verb (`수정 금지`), so only whole phrases count: `… 없음` alone ends many a
    /// problem statement (`복구 경로 없음`, no way back).
    private static let forbiddingOpeners = [
        "do not", "don't", "never", "must not", "no change", "unchanged", "untouched", "leave as is", "read-only",
        "read only", "禁止", "不要", "不改", "不修改", "不变", "无需", "无须", "勿", "保持不变", "変更なし", "変更しない",
        "変更不要", "변경 없음", "수정 없음", "변경 금지", "수정 금지", "변경하지 않", "수정하지 않",
    ]

    /// The headers of a file table's path column, in the languages real plans are written in
    /// (`文件路径`: a Chinese plan's file-structure table).
    private static let fileHeaders = ["File", "Files", "Path", "文件", "文件路径", "路径", "ファイル", "파일"]

    /// A change cell's first word that creates its file: Chinese `创建`/`新建`/`新增`, Japanese `新規`/`作成`,
    /// Korean `생성`/`신규` (`修改`, `変更`, `수정` modify).
    /// What a `New` change cell says is new when it is the file itself.
    private static let newThings: Set<Substring> = ["file", "files", "target", "module", "package"]

    private static let createMarks = ["创建", "新建", "新增", "新規", "作成", "생성", "신규"]

    /// Whether a heading is about files to create: `New Files`, `Files to create`, `Created files`.
    static func namesNewFiles(_ text: String) -> Bool {
        let words = MarkdownInline.plain(text).lowercased().split { !$0.isLetter }
        return words.contains { $0 == "file" || $0 == "files" }
            && words.contains { ["new", "create", "created", "add", "added"].contains($0) }
    }

    /// Whether a heading or header cell says its files change: `Files Changed`, `Modified Files`, `Change`,
    /// `Action`, `Updates`.
    private static func saysChange(_ text: String) -> Bool {
        PlanWords.letters(in: MarkdownInline.plain(text).lowercased()).contains {
            changeWords.contains(String($0)) || $0 == "action" || $0 == "changes" || $0 == "modifications"
                || $0 == "edits" || $0 == "updates"
        }
    }

    /// The words that say an existing file changes, as a cell's first word (`Modify`, `Update the header`) or
    /// in a heading (`Files Changed`).
    private static let changeWords: Set<String> = [
        "modify", "modified", "change", "changed", "update", "updated", "edit", "edited", "extend", "extended",
        "existing",
    ]

    /// A table of translated copy: its heading names a translation or localization, or a copy
    /// header names a language code (`Title (DE)`).
    private static func isTranslation(_ table: MarkdownTable, under heading: MarkdownHeading?) -> Bool {
        let words = heading.map { MarkdownInline.plain($0.text).lowercased().split { !$0.isLetter } } ?? []
        if words.contains(where: { ["translation", "translations", "localization", "localisation"].contains($0) }) {
            return true
        }
        return table.header.contains { cell in
            guard let open = cell.firstIndex(of: "("), let close = cell[open...].firstIndex(of: ")") else {
                return false
            }
            let inner = cell[cell.index(after: open)..<close]
            return inner.count == 2 && inner.allSatisfy(\.isLetter) && inner.lowercased() != "id"
        }
    }
}
