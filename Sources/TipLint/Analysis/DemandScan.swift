/// What `DemandClosure` needs of one Swift file, from one pass over its bytes with no Swift parse:
/// the types and functions it declares (and which declaration encloses which), the names it mentions
/// and where, the names a type declaration links down to, and where a tip word sits.
///
/// Names are 64-bit hashes of their bytes, never Strings: two names sharing a hash only join what
/// each reaches, so the closure can grow, never shrink. Comments and string literals are skipped
/// (a string's interpolations are read as code); braces and parentheses are counted, `#if`
/// branches are read as if all were compiled.
struct DemandScan: Sendable {
    enum Kind: UInt8, Sendable {
        /// `struct`, `class`, `enum`, `protocol`, `actor`.
        case type
        /// `extension`: its name is the extended type's.
        case extensionOf
        case function
        /// A `var` or `let` at the top level (a global a chain may start from) or in an extension's body.
        case value
    }

    struct Declaration: Sendable {
        var name: UInt64
        var kind: Kind
        /// The declaration around it in the same file, or -1 at the top level.
        var enclosing: Int32
        /// A `private` or `fileprivate` free function: no other file can call it.
        var isPrivate = false
    }

    var declarations: [Declaration] = []
    /// Each name the file mentions (not where it declares one), with the innermost declarations
    /// around its mentions (-1: the top level).
    var mentions: [UInt64: [Int32]] = [:]
    /// Names a type declaration links down to: its conformances and constraints (between its name
    /// and `{`) and the capitalised names after a `var`/`let` of its own body.
    var links: [Int32: [UInt64]] = [:]
    /// The innermost declaration around each tip word (-1: the top level): a trigger word in a
    /// file that holds one, or a TipKit or TutorialKit member that names none.
    var tipPlaces: [Int32] = []
    /// Functions around a `Tips.configure`-like call or a tip observation (`SetupCallResolution`).
    var setupHelpers: [Int32] = []
    /// A file that matters whatever the tip files reach: an app entry, or a TipKit or TutorialKit
    /// fact that names no trigger word.
    var isSeed = false
    /// The file holds a trigger word: the first pass extracted it in full.
    var namesTipSystem = false
    /// Some identifier holds `tip` in any case (`HelperCallRecognizer.mentionsTips`).
    var mentionsTipAnyCase = false
    /// Types and extensions whose name holds `tip` in any case.
    var typeNamesTips: Set<Int32> = []

    /// Scans `bytes`; `namesTipSystem`: the file holds a trigger word (`ByteSurvey`).
    init(_ bytes: [UInt8], path: String, namesTipSystem: Bool) {
        isSeed = namesTipSystem || path == "main.swift" || path.hasSuffix("/main.swift")
        bytes.withUnsafeBufferPointer { text in
            var scanner = Scanner(text: text, triggered: namesTipSystem)
            scanner.code(untilParenthesis: false)
            scanner.finish(into: &self)
        }
    }

    /// The innermost type or extension at or around `index`, or -1.
    func enclosingType(_ index: Int32) -> Int32 {
        var index = index
        while index >= 0 && declarations[Int(index)].kind == .function {
            index = declarations[Int(index)].enclosing
        }
        return index
    }

    func enclosingFunction(_ index: Int32) -> Int32 {
        var index = index
        while index >= 0 && declarations[Int(index)].kind != .function {
            index = declarations[Int(index)].enclosing
        }
        return index
    }

    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func hash(_ name: StaticString) -> UInt64 {
        hash(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}

extension DemandScan {
    fileprivate enum Names {
        static let typeKeywords: Set<UInt64> = Set(
            (["struct", "class", "enum", "protocol", "actor"] as [StaticString]).map(DemandScan.hash))
        static let `extension` = DemandScan.hash("extension")
        static let `func` = DemandScan.hash("func")
        static let `var` = DemandScan.hash("var")
        static let `let` = DemandScan.hash("let")
        static let `init` = DemandScan.hash("init")
        static let `private` = DemandScan.hash("private")
        static let `fileprivate` = DemandScan.hash("fileprivate")
        static let tips = DemandScan.hash("Tips")
        static let invalidate = DemandScan.hash("invalidate")
        static let reason = DemandScan.hash("reason")
        static let event = DemandScan.hash("Event")
        static let parameter = DemandScan.hash("Parameter")
        static let main = DemandScan.hash("main")
        /// After `Tips.`: the setup calls `SetupCallResolution` follows to the app's entry.
        static let setupMembers: Set<UInt64> = Set(
            ([
                "configure", "resetDatastore", "showAllTipsForTesting", "hideAllTipsForTesting",
                "showTipsForTesting", "hideTipsForTesting",
            ] as [StaticString]).map(DemandScan.hash))
        /// Observations of a tip: setup helpers wherever they sit, and tip words though they name none.
        static let observations: Set<UInt64> = Set(
            (["shouldDisplayUpdates", "statusUpdates"] as [StaticString]).map(DemandScan.hash))
        /// TipKit and TutorialKit members that name no trigger word: each is a tip word where it sits,
        /// and its file a seed. A tour step's labels, followed by `:`.
        static let labels: Set<UInt64> = Set(
            (["arrows", "blurTargets", "triggers", "supplementalArrows"] as [StaticString]).map(DemandScan.hash))
        /// Donations, after `.`.
        static let donations: Set<UInt64> = Set((["donate", "sendDonation"] as [StaticString]).map(DemandScan.hash))
        /// Tip options, anywhere.
        static let options: Set<UInt64> = Set(
            (["MaxDisplayCount", "IgnoresDisplayFrequency"] as [StaticString]).map(DemandScan.hash))
        /// App entries (`AppEntryRecognizer`), conformed to after `:` or `,`: the file is a seed.
        static let entries: Set<UInt64> = Set(
            ([
                "App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
            ] as [StaticString]).map(DemandScan.hash))
        /// App entries called or written anywhere.
        static let entryFunctions: Set<UInt64> = Set(
            (["UIApplicationMain", "NSApplicationMain"] as [StaticString]).map(DemandScan.hash))
    }

    /// One token of interest: an identifier (its hash), or one punctuation byte.
    fileprivate struct Token: Equatable {
        var name: UInt64 = 0
        var punctuation: UInt8 = 0
        var isCapitalised = false
    }

    fileprivate struct Scanner {
        let text: UnsafeBufferPointer<UInt8>
        let triggered: Bool
        var offset = 0
        var depth = 0
        /// (brace depth of the body, declaration) for each open declaration body.
        var stack: [(depth: Int, declaration: Int32)] = []
        /// A declaration whose `{` has not come yet.
        var pending: Int32 = -1
        var previous = Token()
        var before = Token()
        var afterProperty = false
        /// The top-level `var` or `let` whose type and value are being read, or -1.
        var topLevelValue: Int32 = -1
        var result = DemandScan(empty: ())
        /// Whether the previous identifiers were `Tips` `.` (for the setup members).
        var afterTipsDot = false

        init(text: UnsafeBufferPointer<UInt8>, triggered: Bool) {
            self.text = text
            self.triggered = triggered
        }

        func finish(into scan: inout DemandScan) {
            let seed = scan.isSeed || result.isSeed
            scan = result
            scan.isSeed = seed
            scan.namesTipSystem = triggered
        }

        var current: Int32 { stack.last?.declaration ?? -1 }

        /// Reads code until the end, or (inside a string's interpolation) until its `)`.
        mutating func code(untilParenthesis: Bool) {
            var parentheses = 0
            while offset < text.count {
                let byte = text[offset]
                switch byte {
                case UInt8(ascii: "/") where offset + 1 < text.count && text[offset + 1] == UInt8(ascii: "/"):
                    while offset < text.count && text[offset] != UInt8(ascii: "\n") { offset += 1 }
                case UInt8(ascii: "/") where offset + 1 < text.count && text[offset + 1] == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "\""):
                    string(hashes: 0)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while offset + hashes < text.count && text[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
                    if offset + hashes < text.count && text[offset + hashes] == UInt8(ascii: "\"") {
                        offset += hashes
                        string(hashes: hashes)
                    } else {
                        offset += hashes
                    }
                case UInt8(ascii: "{"):
                    offset += 1
                    depth += 1
                    if pending >= 0 {
                        stack.append((depth, pending))
                        pending = -1
                    }
                case UInt8(ascii: "}"):
                    offset += 1
                    if let last = stack.last, last.depth == depth { stack.removeLast() }
                    depth -= 1
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: ":"),
                    UInt8(ascii: ","):
                    offset += 1
                    if byte == UInt8(ascii: "(") { parentheses += 1 }
                    if byte == UInt8(ascii: ")") {
                        if untilParenthesis && parentheses == 0 { return }
                        parentheses -= 1
                    }
                    before = previous
                    previous = Token(punctuation: byte)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "_"), 0x80...0xFF:
                    identifier()
                default:
                    offset += 1
                }
            }
        }

        mutating func blockComment() {
            var nesting = 0
            while offset + 1 < text.count {
                if text[offset] == UInt8(ascii: "/") && text[offset + 1] == UInt8(ascii: "*") {
                    nesting += 1
                    offset += 2
                } else if text[offset] == UInt8(ascii: "*") && text[offset + 1] == UInt8(ascii: "/") {
                    nesting -= 1
                    offset += 2
                    if nesting == 0 { return }
                } else {
                    offset += 1
                }
            }
            offset = text.count
        }

        /// A string literal from its opening `"` (after `hashes` `#`): one line or `"""`.
        mutating func string(hashes: Int) {
            let multiline =
                offset + 2 < text.count && text[offset + 1] == UInt8(ascii: "\"")
                && text[offset + 2] == UInt8(ascii: "\"")
            offset += multiline ? 3 : 1
            while offset < text.count {
                let byte = text[offset]
                if byte == UInt8(ascii: "\\") && escapeHashes(after: offset, hashes) {
                    offset += 1 + hashes
                    guard offset < text.count else { return }
                    if text[offset] == UInt8(ascii: "(") {
                        offset += 1
                        code(untilParenthesis: true)
                        offset += 1
                    } else {
                        offset += 1
                    }
                } else if byte == UInt8(ascii: "\"") && closes(at: offset, multiline: multiline, hashes: hashes) {
                    offset += (multiline ? 3 : 1) + hashes
                    return
                } else if byte == UInt8(ascii: "\n") && !multiline {
                    // An unterminated string ends at its line, as the lexer reads it.
                    return
                } else {
                    offset += 1
                }
            }
        }

        func escapeHashes(after index: Int, _ hashes: Int) -> Bool {
            guard index + hashes < text.count else { return false }
            for step in 0..<hashes where text[index + 1 + step] != UInt8(ascii: "#") { return false }
            return true
        }

        func closes(at index: Int, multiline: Bool, hashes: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard index + quotes + hashes <= text.count else { return false }
            for step in 0..<quotes where text[index + step] != UInt8(ascii: "\"") { return false }
            for step in 0..<hashes where text[index + quotes + step] != UInt8(ascii: "#") { return false }
            return true
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
                return true
            default: return false
            }
        }

        /// Whether the identifier holds `Tip` as written, or `tooltip` or `tutorial` in any case.
        func holdsTriggerWord(_ start: Int, _ end: Int) -> Bool {
            var index = start
            while index + 2 < end {
                let byte = text[index]
                if byte == UInt8(ascii: "T") && text[index + 1] == UInt8(ascii: "i") && text[index + 2] == UInt8(ascii: "p") {
                    return true
                }
                if byte | 0x20 == UInt8(ascii: "t") && (matches("ooltip", at: index + 1, end) || matches("utorial", at: index + 1, end)) {
                    return true
                }
                index += 1
            }
            return false
        }

        func matches(_ word: StaticString, at index: Int, _ end: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= end else { return false }
            for step in 0..<count where text[index + step] | 0x20 != word.utf8Start[step] { return false }
            return true
        }

        /// Whether the identifier holds `tip` in any case.
        func mentionsTip(_ start: Int, _ end: Int) -> Bool {
            var index = start
            while index + 2 < end {
                if text[index] | 0x20 == UInt8(ascii: "t") && text[index + 1] | 0x20 == UInt8(ascii: "i")
                    && text[index + 2] | 0x20 == UInt8(ascii: "p")
                {
                    return true
                }
                index += 1
            }
            return false
        }

        /// `tip` then a capital letter: a TipKit view modifier or style (`.tipBackground(`, `.tipViewStyle(`).
        func isTipModifier(_ start: Int, _ end: Int) -> Bool {
            end - start > 3 && text[start] == UInt8(ascii: "t") && text[start + 1] == UInt8(ascii: "i")
                && text[start + 2] == UInt8(ascii: "p") && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[start + 3])
        }

        mutating func identifier() {
            let start = offset
            while offset < text.count && Self.isIdentifierByte(text[offset]) { offset += 1 }
            let name = DemandScan.hash(UnsafeBufferPointer(rebasing: text[start..<offset]))
            let first = text[start]
            let token = Token(name: name, isCapitalised: (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first))
            defer {
                before = previous
                previous = token
            }
            let current = self.current
            // A declaration: its name is declared, not mentioned.
            let declaresType = Names.typeKeywords.contains(previous.name) || previous.name == Names.extension
            if previous.punctuation == 0 && declaresType && before.punctuation != UInt8(ascii: ".")
                && token.isCapitalised
            {
                let kind: Kind = previous.name == Names.extension ? .extensionOf : .type
                pending = declare(name, kind, current)
                if mentionsTip(start, offset) { result.typeNamesTips.insert(pending) }
                return
            }
            if previous.punctuation == 0 && previous.name == Names.func {
                let isPrivate = stack.isEmpty && (before.name == Names.private || before.name == Names.fileprivate)
                pending = declare(name, .function, current, isPrivate: isPrivate)
                return
            }
            let isPropertyKeyword = previous.punctuation == 0 && (previous.name == Names.var || previous.name == Names.let)
            if isPropertyKeyword && stack.isEmpty && depth == 0 && pending < 0 {
                // A private global is its file's own: no other file can name it.
                let isPrivate = before.name == Names.private || before.name == Names.fileprivate
                topLevelValue = isPrivate ? -1 : declare(name, .value, -1)
                afterProperty = true
                return
            }
            if isPropertyKeyword, pending < 0, let last = stack.last, last.depth == depth,
                result.declarations[Int(last.declaration)].kind == .extensionOf
            {
                // A member of an extension: one of another module's type (`Color.brand`) is found by its
                // own name (`DemandClosure`).
                _ = declare(name, .value, last.declaration)
                afterProperty = true
                return
            }
            if !result.mentionsTipAnyCase && mentionsTip(start, offset) { result.mentionsTipAnyCase = true }
            result.mentions[name, default: []].appendUnlessLast(current)
            var isTipWord = triggered && holdsTriggerWord(start, offset)
            if Names.labels.contains(name) && offset < text.count && text[offset] == UInt8(ascii: ":")
                || Names.donations.contains(name) && previous.punctuation == UInt8(ascii: ".")
                || Names.options.contains(name) || Names.observations.contains(name) || isTipModifier(start, offset)
                || (previous.punctuation == UInt8(ascii: "@") && name == Names.parameter)
                || (name == Names.reason && previous.punctuation == UInt8(ascii: "(") && before.name == Names.invalidate)
            {
                isTipWord = true
                result.isSeed = true
            }
            if name == Names.event && offset < text.count && text[offset] == UInt8(ascii: "(") {
                isTipWord = true
                result.isSeed = true
            }
            let isConformance = previous.punctuation == UInt8(ascii: ":") || previous.punctuation == UInt8(ascii: ",")
            if Names.entries.contains(name) && isConformance || Names.entryFunctions.contains(name)
                || (previous.punctuation == UInt8(ascii: "@") && name == Names.main)
            {
                result.isSeed = true
            }
            if isTipWord { result.tipPlaces.append(pending >= 0 ? pending : current) }
            let isSetup =
                Names.observations.contains(name) || (afterTipsDot && Names.setupMembers.contains(name))
            if isSetup {
                let function = result.enclosingFunction(pending >= 0 ? pending : current)
                if function >= 0 { result.setupHelpers.append(function) }
            }
            afterTipsDot = false
            if name == Names.tips && offset < text.count && text[offset] == UInt8(ascii: ".") { afterTipsDot = true }
            if pending >= 0 && result.declarations[Int(pending)].kind != .function && token.isCapitalised {
                result.links[pending, default: []].append(name)
            }
            let type = result.enclosingType(current)
            if afterProperty && type >= 0 && type == current && token.isCapitalised {
                result.links[type, default: []].append(name)
            }
            if afterProperty && stack.isEmpty && topLevelValue >= 0 && token.isCapitalised {
                result.links[topLevelValue, default: []].append(name)
            }
            afterProperty =
                isPropertyKeyword
                || (afterProperty && name != Names.var && name != Names.let && name != Names.func && name != Names.`init`)
            if !afterProperty || !stack.isEmpty { topLevelValue = -1 }
        }

        mutating func declare(_ name: UInt64, _ kind: Kind, _ enclosing: Int32, isPrivate: Bool = false) -> Int32 {
            result.declarations.append(Declaration(name: name, kind: kind, enclosing: enclosing, isPrivate: isPrivate))
            return Int32(result.declarations.count - 1)
        }
    }

    fileprivate init(empty: Void) {}
}

extension Array where Element == Int32 {
    fileprivate mutating func appendUnlessLast(_ element: Int32) {
        if last != element { append(element) }
    }
}
