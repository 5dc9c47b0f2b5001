/// What a table column or a field-list key means. Headers and keys are matched by
/// meaning, in any case: `Tip`, `Name` and `Type` all name the tip; `Screen`, `View`,
/// `File`, `Shown in` and `Location` where it shows.
enum PlanField: Equatable, CaseIterable {
    case title, message, image, eventID, event, rule, donation, anchor, place, status, tip, tipAction

    /// The meaning of a header or key, or nil when it has none tiplint reads
    /// (`Change`, `Notes`). Phrases first (`Shows when` is a rule, `Shown in` a place),
    /// then the strongest word: `Tip title` is a title, not a tip.
    static func meaning(of key: String) -> PlanField? {
        let words = PlanWords.alphanumerics(in: MarkdownInline.plain(key).lowercasedByScalar).map(String.init)
        guard !words.isEmpty, words.count <= 6 else { return nil }
        for index in words.indices.dropLast() {
            if let field = phrases[words[index] + " " + words[index + 1]] { return field }
        }
        var named = Set(words.compactMap { PlanField.words[$0] })
        // `Tip style`, `Tip kind`: how a tip is shown (`Popover on habit row`), never its name.
        if words.contains(where: styleWords.contains) { named.remove(.tip) }
        if named.contains(.event) && words.contains(where: { $0 == "id" || $0 == "ids" }) { return .eventID }
        return PlanField.allCases.first(where: named.contains)
    }

    private static let phrases: [String: PlanField] = [
        "shows when": .rule, "show when": .rule, "shown when": .rule, "displayed when": .rule,
        "shown in": .place, "shown on": .place, "shows in": .place, "shows on": .place, "appears in": .place,
        "appears on": .place, "displayed in": .place, "displayed on": .place, "lives in": .place,
        "donated in": .donation, "donated on": .donation, "donated where": .donation, "donated from": .donation,
        "sf symbol": .image, "event id": .eventID, "event ids": .eventID,
        "trigger condition": .rule, "trigger conditions": .rule,
    ]

    private static let styleWords: Set<String> = ["style", "styles", "kind", "presentation", "appearance", "format"]

    private static let words: [String: PlanField] = {
        var words: [String: PlanField] = [:]
        let lists: [(PlanField, [String])] = [
            (.tip, ["tip", "tips", "name", "type", "struct"]),
            (.place, ["screen", "view", "file", "location", "where", "path", "placement", "display", "page"]),
            (.anchor, ["anchor", "control", "target", "element", "button"]),
            (.event, ["event", "events", "trigger", "triggers"]),
            // A tip's button (`Action(id:title:)`), not an event: its id is no event id.
            (.tipAction, ["action", "actions"]),
            // And the same headers in Spanish, French, German, Italian and Portuguese plans.
            (.title, ["title", "headline", "título", "titulo", "titre", "titel", "titolo"]),
            (
                .message,
                [
                    "message", "body", "copy", "text", "description", "mensaje", "cuerpo", "texto", "corps",
                    "nachricht", "testo", "messaggio", "mensagem", "corpo",
                ]
            ),
            (.image, ["image", "icon", "symbol"]),
            (.rule, ["rule", "rules", "condition", "conditions", "when", "eligibility"]),
            (.donation, ["donation", "donations", "donated", "donates", "donate"]),
            (.status, ["status", "state", "progress", "done"]),
        ]
        for (field, list) in lists {
            for word in list { words[word] = field }
        }
        return words
    }()
}

/// Names a plan line may hold: tip types and TipKit API.
enum PlanNames {
    /// The tip types `text` names: UpperCamel identifiers ending in `Tip` (`NewFaceTip`, the
    /// `NewFaceTip` of `NewFaceTip.tapped`), without placeholders (`SomeTip`, `YourTip`), in order.
    static func tipTypes(in text: String) -> [String] { lastTipTypes.answer(for: text, readTipTypes) }

    private static let lastTipTypes = LastLineAnswer<[String]>()

    private static func readTipTypes(in text: String) -> [String] {
        var found: [String] = []
        var seen = Set<Substring>()
        // Only a word holding `Tip` may be one: no Substring is made of the others.
        let candidates = PlanWords.identifiers(in: text, holding: "Tip")
        for word in candidates where isTipType(word) && seen.insert(word).inserted {
            found.append(String(word))
        }
        return found
    }

    /// A type name a plan gives a tip: UpperCamel, ending in `Tip`, not TipKit's own nor a placeholder.
    static func isTipType<S: StringProtocol>(_ word: S) -> Bool {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return isASCIITipType(word.utf8) }
        guard word.count > 3, word.hasSuffix("Tip"), let first = word.first, first.isUppercase, first.isASCII else {
            return false
        }
        return !isPlaceholderStem(Array(word.dropLast(3).utf8)[...])
    }

    /// `isTipType` of an ASCII word, on its bytes: every word of every plan line is asked.
    private static func isASCIITipType<Bytes: Collection>(_ word: Bytes) -> Bool where Bytes.Element == UInt8 {
        guard word.count > 3, word.suffix(3).elementsEqual("Tip".utf8), let first = word.first,
            first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
        else { return false }
        return !isPlaceholderStem(Array(word.dropLast(3))[...])
    }

    /// Whether `text` writes a placeholder tip type, as "how to add a tip" instructions do: `___Tip`,
    /// `<Name>Tip`, `{Name}Tip`, `YourTip`, `MyTip`, `XxxTip`, `FooTip`. Scanned on bytes.
    static func namesPlaceholderTip(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func isWordByte(_ byte: UInt8) -> Bool { byte.isASCIILetter || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F }
        var from = 0
        while let found = bytes[from...].firstLiteralIndex(of: Array("Tip".utf8)) {
            from = found + 3
            guard from >= bytes.count || !isWordByte(bytes[from]) else { continue }
            var start = found
            while start > 0 && isWordByte(bytes[start - 1]) { start -= 1 }
            if start == found {
                if found > 0 && [UInt8(ascii: ">"), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[found - 1]) {
                    return true
                }
            } else if isPlaceholderStem(bytes[start..<found]) {
                return true
            }
        }
        return false
    }

    /// A tip type's name before `Tip` that stands for any name: underscores (`___`), a run of `x`
    /// (`Xxx`, `XXX`), or a word such as `Your`, `Some`, `Foo`.
    private static func isPlaceholderStem(_ stem: ArraySlice<UInt8>) -> Bool {
        guard !stem.isEmpty else { return false }
        if stem.allSatisfy({ $0 == UInt8(ascii: "_") }) { return true }
        if stem.allSatisfy({ $0 | 0x20 == UInt8(ascii: "x") }) { return true }
        return placeholderPrefixes.contains { stem.elementsEqual($0.utf8) }
    }

    /// Whether `path` is where `tip` is declared, not shown: the tip's own file (`Tips/FooTip.swift`),
    /// a file of tips (`Tips.swift`, `AppTips.swift`) or any file in a `Tips` folder.
    static func isDeclarationFile(_ path: String, of tip: String) -> Bool {
        let components = path.split(separator: "/")
        guard let file = components.last, file.hasSuffix(".swift") else { return false }
        let stem = file.dropLast(".swift".count)
        return stem == tip || stem.hasSuffix("Tips") || components.dropLast().contains("Tips")
    }

    /// Whether a code span of a plan is a TipKit display: `.popoverTip(…)`, `TipView(…)`, `TipUIView`,
    /// `TipUIPopoverViewController`.
    static func isTipDisplay(_ code: String) -> Bool {
        code.hasPrefix(".popoverTip") || code.hasPrefix("TipView") || code.hasPrefix("TipUI")
    }

    /// Whether `path` is a test's file (`ChartTipsTests.swift`, `AppUITests/…`, `Tests/…`): a tip it names is
    /// tested there, never shown.
    static func isTestFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let file = components.last, file.hasSuffix(".swift") else { return false }
        let stem = file.dropLast(".swift".count)
        return stem.hasSuffix("Tests") || stem.hasSuffix("Test")
            || components.dropLast().contains { $0.hasSuffix("Tests") }
    }

    /// The tip type a lowerCamel tip id spells (`newFaceTip` → `NewFaceTip`) when `text` is one.
    static func tipTypeOfID(in text: String) -> String? {
        let words = identifiers(in: MarkdownInline.plain(text))
        guard words.count == 1, let word = words.first, let first = word.first, first.isLowercase, first.isASCII
        else { return nil }
        let type = first.uppercased() + word.dropFirst()
        return isTipType(type) ? type : nil
    }

    /// An UpperCamel type name (`NewFaceTip`, `Outer.NewFaceTip`), as a table's tip column may write any tip.
    static func isTypeName<S: StringProtocol>(_ word: S) -> Bool {
        guard let first = word.first, first.isUppercase, first.isASCII, word.count <= 200 else { return false }
        return word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            && word.last != "."
    }

    private static let placeholderPrefixes = [
        "Some", "Your", "My", "Example", "Sample", "Foo", "Bar", "Any", "The",
    ]

    /// The view a heading or cell names: the identifier in its last parentheses (`Main View (HomeView)`),
    /// else its last CamelCase word ending in `View`, `ViewController` or `Screen`.
    static func viewName(in text: String) -> String? {
        let plain = MarkdownInline.plain(text)
        if let open = plain.lastIndex(of: "("), let close = plain[open...].firstIndex(of: ")") {
            let inner = plain[plain.index(after: open)..<close].markdownTrimmed
            // A type name of two words or more (`HomeView`), not a decoration (`(German)`, `(MVP)`).
            if let first = inner.first, first.isUppercase,
                inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                inner.contains(where: \.isLowercase), inner.dropFirst().contains(where: \.isUppercase)
            {
                return String(inner)
            }
        }
        return plain.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.last(where: isViewName).map(String.init)
    }

    /// A place the plan names by a view type (`HomeView`, not `HomeView.swift`): it stands for the one
    /// file that declares the type, which the plan evaluation finds in the code. TipKit's own views
    /// (`TipView`, `TipUIView`) are how a tip shows, never where.
    static func isViewPlace(_ planned: String) -> Bool {
        isViewName(planned) && !tipKitViews.contains(planned)
    }

    private static let tipKitViews: Set<String> = ["TipView", "TipUIView"]

    /// A CamelCase type name ending in `View`, `ViewController` or `Screen` (`HomeView`).
    static func isViewName<S: StringProtocol>(_ word: S) -> Bool {
        guard let first = word.first, first.isUppercase, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return false }
        return ["View", "ViewController", "Screen"].contains { word.hasSuffix($0) && word.count > $0.count }
    }

    /// The TipKit API `text` names, as written in the table of `apis`, each as a name of its own:
    /// `LampTips.configure()` is the app's helper, not `Tips.configure`; `TipViewStyle` is no `TipView`.
    static func tipKitAPIs(in text: String) -> [String] {
        let namesTip = text.containsLiterally("Tip")
        guard namesTip || text.containsLiterally("donate") else { return [] }
        let bytes = Array(text.utf8)
        // App Intents donate too (`call .donate() after the in-app action so Siri learns it`): on a line naming an
        // intent or Siri and no tip, `.donate(` is theirs.
        let donatesIntent = !namesTip && (text.containsLiterally("Intent") || text.containsLiterally("Siri"))
        return apis.filter { api in
            if donatesIntent, api == ".donate(" { return false }
            let wanted = Array(api.utf8)
            var from = 0
            while let at = bytes[from...].firstLiteralIndex(of: wanted) {
                let end = at + wanted.count
                // A name starting or ending with a letter may not run on into a longer identifier.
                let startsAlone = !isIdentifierByte(wanted[0]) || at == 0 || !isIdentifierByte(bytes[at - 1])
                let endsAlone =
                    !isIdentifierByte(wanted[wanted.count - 1]) || end == bytes.count
                    || !isIdentifierByte(bytes[end])
                if startsAlone && endsAlone { return true }
                from = at + 1
            }
            return false
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The API a plan states facts with; other TipKit names (`#Rule`, `@Parameter`) describe tips
    /// the plan model does not hold.
    static let apis = [
        ".popoverTip", "TipView", "TipUIPopoverViewController", "TipUIView", ".donate(", "Tips.Event",
        "Tips.configure", "import TipKit",
    ]

    /// Identifier-like words of `text`, split at dots (`NewFaceTip.tapped.donate()` gives three).
    static func identifiers(in text: String) -> [Substring] {
        PlanWords.identifiers(in: text)
    }
}
