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
        /// The innermost type or extension at or around it, and the innermost function, or -1: set
        /// when it is declared, so no walk up the nesting (as deep as the text) is repeated.
        var innermostType: Int32 = -1
        var innermostFunction: Int32 = -1
    }

    var declarations: [Declaration] = []
    /// Each name the file mentions (not where it declares one), with the innermost declarations
    /// around its mentions (-1: the top level).
    var mentions = Mentions(expected: 0)
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
        // A manifest's compiler features (`missing_import`) and a `main.swift` entry name no tip.
        isSeed =
            namesTipSystem || path == "main.swift" || path.hasSuffix("/main.swift")
            || PackageManifestRecognizer.isManifest(path)
        bytes.withUnsafeBufferPointer { text in
            var scanner = Scanner(text: text, triggered: namesTipSystem)
            scanner.scan()
            scanner.finish(into: &self)
        }
    }

    /// The innermost type or extension at or around `index`, or -1.
    func enclosingType(_ index: Int32) -> Int32 { index < 0 ? -1 : declarations[Int(index)].innermostType }

    func enclosingFunction(_ index: Int32) -> Int32 { index < 0 ? -1 : declarations[Int(index)].innermostFunction }

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
    /// The names the scan reacts to, each a bit; looked up in one small open-addressed table (a
    /// Set's hashing, eight sets an identifier, was most of the scan's cost).
    fileprivate struct Special {
        static let typeKeyword: UInt32 = 1 << 0
        static let `extension`: UInt32 = 1 << 1
        static let `func`: UInt32 = 1 << 2
        static let property: UInt32 = 1 << 3 // `var`, `let`
        static let `init`: UInt32 = 1 << 4
        static let `private`: UInt32 = 1 << 5 // `private`, `fileprivate`
        static let tips: UInt32 = 1 << 6
        static let invalidate: UInt32 = 1 << 7
        static let reason: UInt32 = 1 << 8
        static let event: UInt32 = 1 << 9
        static let parameter: UInt32 = 1 << 10
        static let main: UInt32 = 1 << 11
        /// After `Tips.`: the setup calls `SetupCallResolution` follows to the app's entry.
        static let setupMember: UInt32 = 1 << 12
        /// Observations of a tip: setup helpers wherever they sit, and tip words though they name none.
        static let observation: UInt32 = 1 << 13
        /// TipKit and TutorialKit members that name no trigger word: each is a tip word where it sits,
        /// and its file a seed. A tour step's labels, followed by `:`.
        static let label: UInt32 = 1 << 14
        /// Donations, after `.`.
        static let donation: UInt32 = 1 << 15
        /// Tip options, anywhere.
        static let option: UInt32 = 1 << 16
        /// App entries (`AppEntryRecognizer`), conformed to after `:` or `,`: the file is a seed.
        static let entry: UInt32 = 1 << 17
        /// App entries called or written anywhere.
        static let entryFunction: UInt32 = 1 << 18

        static let table = Special([
            (typeKeyword, ["struct", "class", "enum", "protocol", "actor"]), (`extension`, ["extension"]),
            (`func`, ["func"]), (property, ["var", "let"]), (`init`, ["init"]),
            (`private`, ["private", "fileprivate"]),
            (tips, ["Tips"]), (invalidate, ["invalidate"]), (reason, ["reason"]), (event, ["Event"]),
            (parameter, ["Parameter"]), (main, ["main"]),
            (
                setupMember,
                [
                    "configure", "resetDatastore", "showAllTipsForTesting", "hideAllTipsForTesting",
                    "showTipsForTesting", "hideTipsForTesting",
                ]
            ),
            (observation, ["shouldDisplayUpdates", "statusUpdates"]),
            (label, ["arrows", "blurTargets", "triggers", "supplementalArrows"]),
            (donation, ["donate", "sendDonation"]), (option, ["MaxDisplayCount", "IgnoresDisplayFrequency"]),
            (
                entry,
                [
                    "App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate",
                    "WKExtensionDelegate",
                ]
            ),
            (entryFunction, ["UIApplicationMain", "NSApplicationMain"]),
        ])

        private static let size = 256
        private var keys = [UInt64](repeating: 0, count: size)
        private var flags = [UInt32](repeating: 0, count: size)

        private init(_ groups: [(UInt32, [StaticString])]) {
            for (flag, names) in groups {
                for name in names {
                    let key = DemandScan.hash(name)
                    var slot = Int(truncatingIfNeeded: key) & (Self.size - 1)
                    while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (Self.size - 1) }
                    keys[slot] = key
                    flags[slot] |= flag
                }
            }
        }

        func flags(of name: UInt64) -> UInt32 {
            var slot = Int(truncatingIfNeeded: name) & (Self.size - 1)
            while true {
                let key = keys[slot]
                if key == name { return flags[slot] }
                if key == 0 { return 0 }
                slot = (slot + 1) & (Self.size - 1)
            }
        }
    }

    /// One token of interest: an identifier (its hash), or one punctuation byte.
    fileprivate struct Token: Equatable {
        var name: UInt64 = 0
        var flags: UInt32 = 0
        var punctuation: UInt8 = 0
        var isCapitalised = false
    }

    /// A string literal the scan is in: in its text, or in the code of one of its interpolations.
    fileprivate struct OpenString {
        var hashes: Int
        var multiline: Bool
        var inInterpolation = false
        /// The interpolation's `(` not closed yet (its own excepted).
        var parentheses = 0
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
        /// The string literals open around the scan, innermost last.
        var strings: [OpenString] = []

        let special = Special.table

        init(text: UnsafeBufferPointer<UInt8>, triggered: Bool) {
            self.text = text
            self.triggered = triggered
            result.mentions = Mentions(expected: text.count / 24)
        }

        func finish(into scan: inout DemandScan) {
            let seed = scan.isSeed || result.isSeed
            scan = result
            scan.isSeed = seed
            scan.namesTipSystem = triggered
        }

        var current: Int32 { stack.last?.declaration ?? -1 }

        /// Reads the file to its end. Strings and their interpolations nest as deep as the text
        /// makes them (`"\("` a hundred thousand times): the open ones are held in `strings`, not on
        /// the call stack.
        mutating func scan() {
            while offset < text.count {
                if let open = strings.last, !open.inInterpolation { stringText() } else { code() }
            }
        }

        /// Reads code until the end, until a string opens, or (inside a string's interpolation)
        /// until the interpolation's `)`.
        mutating func code() {
            while offset < text.count {
                let byte = text[offset]
                switch byte {
                case UInt8(ascii: "/") where offset + 1 < text.count && text[offset + 1] == UInt8(ascii: "/"):
                    while offset < text.count && text[offset] != UInt8(ascii: "\n") { offset += 1 }
                case UInt8(ascii: "/") where offset + 1 < text.count && text[offset + 1] == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "\""):
                    openString(hashes: 0)
                    return
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while offset + hashes < text.count && text[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
                    offset += hashes
                    if offset < text.count && text[offset] == UInt8(ascii: "\"") {
                        openString(hashes: hashes)
                        return
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
                    if !strings.isEmpty {
                        let innermost = strings.count - 1
                        if byte == UInt8(ascii: "(") { strings[innermost].parentheses += 1 }
                        if byte == UInt8(ascii: ")") {
                            // The interpolation ends: its string goes on.
                            if strings[innermost].parentheses == 0 {
                                strings[innermost].inInterpolation = false
                                return
                            }
                            strings[innermost].parentheses -= 1
                        }
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

        /// A string literal opens at its `"` (after `hashes` `#`): one line or `"""`.
        mutating func openString(hashes: Int) {
            let multiline =
                offset + 2 < text.count && text[offset + 1] == UInt8(ascii: "\"")
                && text[offset + 2] == UInt8(ascii: "\"")
            offset += multiline ? 3 : 1
            strings.append(OpenString(hashes: hashes, multiline: multiline))
        }

        /// Reads the innermost string's text until it ends (at its closing quote, or at the end of
        /// its line if it is one line long) or an interpolation opens.
        mutating func stringText() {
            let (hashes, multiline) = (strings[strings.count - 1].hashes, strings[strings.count - 1].multiline)
            while offset < text.count {
                let byte = text[offset]
                if byte == UInt8(ascii: "\\") && escapeHashes(after: offset, hashes) {
                    offset += 1 + hashes
                    guard offset < text.count else { return }
                    offset += 1
                    if text[offset - 1] == UInt8(ascii: "(") {
                        strings[strings.count - 1].inInterpolation = true
                        return
                    }
                } else if byte == UInt8(ascii: "\"") && closes(at: offset, multiline: multiline, hashes: hashes) {
                    offset += (multiline ? 3 : 1) + hashes
                    strings.removeLast()
                    return
                } else if byte == UInt8(ascii: "\n") && !multiline {
                    // An unterminated string ends at its line, as the lexer reads it.
                    strings.removeLast()
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

        /// Whether a lowercase name after `struct`/`class`/`enum`/… is a type's (`struct rowButton: View {`):
        /// its header goes on with `:`, `<` or `{`, where `class func`, `class var` go on with a name.
        static func opensTypeHeader(_ text: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
            var index = offset
            while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") {
                index += 1
            }
            guard index < text.count else { return false }
            let byte = text[index]
            return byte == UInt8(ascii: ":") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "{")
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
                if byte == UInt8(ascii: "T") && text[index + 1] == UInt8(ascii: "i")
                    && text[index + 2] == UInt8(ascii: "p")
                {
                    return true
                }
                if byte | 0x20 == UInt8(ascii: "t")
                    && (matches("ooltip", at: index + 1, end) || matches("utorial", at: index + 1, end))
                {
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

        /// `tip` then a capital letter: a TipKit view modifier or style (`.tipBackground(`, `.tipViewStyle(`).
        func isTipModifier(_ start: Int, _ end: Int) -> Bool {
            end - start > 3 && text[start] == UInt8(ascii: "t") && text[start + 1] == UInt8(ascii: "i")
                && text[start + 2] == UInt8(ascii: "p")
                && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[start + 3])
        }

        mutating func identifier() {
            let start = offset
            // The name's hash, and whether it holds `tip` in any case, in one pass over its bytes.
            var name: UInt64 = 0xcbf2_9ce4_8422_2325
            var window: UInt32 = 0
            var holdsTip = false
            while offset < text.count {
                let byte = text[offset]
                guard Self.isIdentifierByte(byte) else { break }
                name = (name ^ UInt64(byte)) &* 0x100_0000_01b3
                window = (window << 8 | UInt32(byte | 0x20)) & 0xFF_FFFF
                if window == 0x74_6970 { holdsTip = true }
                offset += 1
            }
            let flags = special.flags(of: name)
            let token = Token(
                name: name, flags: flags, isCapitalised: (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[start]))
            defer {
                before = previous
                previous = token
            }
            let current = self.current
            let afterWord = previous.punctuation == 0
            // A declaration: its name is declared, not mentioned.
            if afterWord && previous.flags & (Special.typeKeyword | Special.extension) != 0
                && before.punctuation != UInt8(ascii: ".")
                && (token.isCapitalised || Self.opensTypeHeader(text, after: offset))
            {
                let kind: Kind = previous.flags & Special.extension != 0 ? .extensionOf : .type
                pending = declare(name, kind, current)
                if holdsTip { result.typeNamesTips.insert(pending) }
                return
            }
            if afterWord && previous.flags & Special.func != 0 {
                let isPrivate = stack.isEmpty && before.flags & Special.private != 0
                pending = declare(name, .function, current, isPrivate: isPrivate)
                return
            }
            let isPropertyKeyword = afterWord && previous.flags & Special.property != 0
            if isPropertyKeyword && stack.isEmpty && depth == 0 && pending < 0 {
                // A private global is its file's own: no other file can name it.
                topLevelValue = before.flags & Special.private != 0 ? -1 : declare(name, .value, -1)
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
            if holdsTip { result.mentionsTipAnyCase = true }
            result.mentions.add(name, current)
            var isTipWord = triggered && holdsTriggerWord(start, offset)
            let next = offset < text.count ? text[offset] : 0
            if flags != 0 || holdsTip {
                let after = previous.punctuation
                let isWordFree =
                    flags & Special.label != 0 && next == UInt8(ascii: ":")
                    || flags & Special.donation != 0 && after == UInt8(ascii: ".")
                    || flags & (Special.option | Special.observation) != 0 || isTipModifier(start, offset)
                    || (after == UInt8(ascii: "@") && flags & Special.parameter != 0)
                    || (flags & Special.reason != 0 && after == UInt8(ascii: "(")
                        && before.flags & Special.invalidate != 0)
                    || (flags & Special.event != 0 && next == UInt8(ascii: "("))
                if isWordFree {
                    isTipWord = true
                    result.isSeed = true
                }
                let isConformance = after == UInt8(ascii: ":") || after == UInt8(ascii: ",")
                if flags & Special.entry != 0 && isConformance || flags & Special.entryFunction != 0
                    || (after == UInt8(ascii: "@") && flags & Special.main != 0)
                {
                    result.isSeed = true
                }
            }
            if isTipWord { result.tipPlaces.append(pending >= 0 ? pending : current) }
            if flags & Special.observation != 0 || (afterTipsDot && flags & Special.setupMember != 0) {
                let function = result.enclosingFunction(pending >= 0 ? pending : current)
                if function >= 0 { result.setupHelpers.append(function) }
            }
            afterTipsDot = flags & Special.tips != 0 && next == UInt8(ascii: ".")
            if token.isCapitalised {
                if pending >= 0 && result.declarations[Int(pending)].kind != .function {
                    result.links[pending, default: []].append(name)
                }
                if afterProperty && current >= 0 && result.declarations[Int(current)].kind != .function {
                    result.links[current, default: []].append(name)
                }
                if afterProperty && stack.isEmpty && topLevelValue >= 0 {
                    result.links[topLevelValue, default: []].append(name)
                }
            }
            afterProperty =
                isPropertyKeyword
                || (afterProperty && flags & (Special.property | Special.func | Special.`init`) == 0)
            if !afterProperty || !stack.isEmpty { topLevelValue = -1 }
        }

        mutating func declare(_ name: UInt64, _ kind: Kind, _ enclosing: Int32, isPrivate: Bool = false) -> Int32 {
            let index = Int32(result.declarations.count)
            var declaration = Declaration(name: name, kind: kind, enclosing: enclosing, isPrivate: isPrivate)
            declaration.innermostType = kind == .function ? result.enclosingType(enclosing) : index
            declaration.innermostFunction = kind == .function ? index : result.enclosingFunction(enclosing)
            result.declarations.append(declaration)
            return index
        }
    }

    fileprivate init(empty: Void) {}
}

/// The names a file mentions, each with the innermost declarations around its mentions (repeats in a
/// row kept once): an open-addressed table keyed by the names' hashes, each slot the head of a chain
/// of places.
struct Mentions: Sendable {
    private var keys: [UInt64]
    private var heads: [Int32]
    /// (declaration, the previous place of the same name or -1).
    private var places: [(declaration: Int32, previous: Int32)] = []
    /// The distinct names, in the order first mentioned.
    private(set) var names: [UInt64] = []

    init(expected: Int) {
        var capacity = 16
        while capacity < expected * 2 { capacity *= 2 }
        keys = Array(repeating: 0, count: capacity)
        heads = Array(repeating: -1, count: capacity)
    }

    private func slot(of name: UInt64) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: name ^ name >> 29) & mask
        while keys[slot] != 0 && keys[slot] != name { slot = (slot + 1) & mask }
        return slot
    }

    /// A hash of 0 marks an empty slot: such a name is stored as 1 (a collision only joins reaches).
    private static func key(_ name: UInt64) -> UInt64 { name == 0 ? 1 : name }

    mutating func add(_ name: UInt64, _ declaration: Int32) {
        let key = Self.key(name)
        var slot = slot(of: key)
        if keys[slot] == 0 {
            if (names.count + 1) * 2 > keys.count {
                grow()
                slot = self.slot(of: key)
            }
            keys[slot] = key
            names.append(key)
        } else if places[Int(heads[slot])].declaration == declaration {
            return
        }
        places.append((declaration, heads[slot]))
        heads[slot] = Int32(places.count - 1)
    }

    private mutating func grow() {
        let old = (keys, heads)
        keys = Array(repeating: 0, count: old.0.count * 2)
        heads = Array(repeating: -1, count: old.0.count * 2)
        for (key, head) in zip(old.0, old.1) where key != 0 {
            let slot = slot(of: key)
            keys[slot] = key
            heads[slot] = head
        }
    }

    /// The declarations around the name's mentions (-1: the top level), or nil when it is not mentioned.
    subscript(name: UInt64) -> [Int32]? {
        let key = Self.key(name)
        let slot = slot(of: key)
        guard keys[slot] != 0 else { return nil }
        var result: [Int32] = []
        var place = heads[slot]
        while place >= 0 {
            result.append(places[Int(place)].declaration)
            place = places[Int(place)].previous
        }
        return result
    }

    func contains(_ name: UInt64) -> Bool { keys[slot(of: Self.key(name))] != 0 }
}
