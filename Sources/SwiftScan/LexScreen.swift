internal import SwiftScanVectors

/// Proves, without tokenizing, that the lexer would report no diagnostic for
/// a file. Most Swift in a large project names no tip API, and all a linter
/// needs of it is whether it lexes cleanly; walking its comments, strings and
/// the few bytes that can go wrong costs a fraction of a full tokenization.
///
/// It answers true only when sure. Anything whose reading depends on what
/// the lexer decides from context (a `/` that might open a regex literal, a
/// hexadecimal fraction, a conflict marker, non-ASCII code, a `'`, a control
/// character) makes it answer false, and the caller runs the
/// lexer. The fuzz target and `LexScreenTests` check that a true answer is
/// never wrong.
public enum LexScreen {
    public static func provesClean(_ bytes: [UInt8]) -> Bool {
        guard bytes.count < Int(Int32.max) else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var screen = Screen(buffer)
            return screen.run()
        }
    }
}

/// What the screen does with a byte in code (outside comments and literals).
enum CodeByte: UInt8 {
    case plain // whitespace, letters, brackets, operator characters that decide nothing
    case digit // starts a number unless it continues a word
    case lineBreak // ends a single-line string's interpolation
    case slash
    case star
    case doubleQuote
    case pound
    case backtick
    case lessThan // `<#` opens an editor placeholder; `<<` at a line's start may open a conflict
    case greaterThan // `>>` at a line's start may be a conflict marker
    case openParen // counted inside an interpolation
    case closeParen
    case unsure // `'`, control characters, non-ASCII

    /// Whether `swiftscan_code_stop_block` classifies this machine's bytes (x86-64 with AVX2):
    /// exactly the bytes `mayStopAtTopLevel` finds (`LexScreenTests` checks all 256).
    static let classifiesBlocks = swiftscan_has_avx2() != 0

    /// At top level, where parentheses and line breaks decide nothing.
    nonisolated(unsafe) static let topLevel = table(inInterpolation: false)
    /// Inside `\(…)`.
    nonisolated(unsafe) static let interpolation = table(inInterpolation: true)

    /// The lanes of `lanes` that may hold a byte `topLevel` does not class as plain: exactly those
    /// bytes (`LexScreenTests` checks all 256). A digit inside a word stops too; the scalar loop
    /// passes the rest of the word (testing the byte before in the vector cost more than the stops
    /// it saved).
    @inline(__always)
    static func mayStopAtTopLevel(_ lanes: ByteLanes) -> SIMDMask<SIMD16<Int8>> {
        // Pairs one bit apart share a comparison: `"` 0x22 and `#` 0x23 differ in bit 0, `'` 0x27
        // and `/` 0x2F in bit 3, `<` 0x3C and `>` 0x3E in bit 1; no other byte sets the same bits.
        func equal(_ lanes: ByteLanes, _ ascii: Unicode.Scalar) -> SIMDMask<SIMD16<Int8>> {
            lanes .== ByteLanes(repeating: UInt8(ascii: ascii))
        }
        // Read as signed after adding 1, control characters are at most 0x20 and DEL and the
        // non-ASCII bytes negative; tab to carriage return are blanks.
        let invalid =
            (lanes &+ 1).signed .<= SIMD16<Int8>(repeating: 0x20)
            .& .!((lanes &- 9) .< ByteLanes(repeating: 5))
        let digit = lanes &- UInt8(ascii: "0") .< ByteLanes(repeating: 10)
        return invalid .| digit .| equal(lanes | 0x01, "#") .| equal(lanes | 0x08, "/") .| equal(lanes | 0x02, ">")
            .| equal(lanes, "*") .| equal(lanes, "`")
    }

    private static func table(inInterpolation: Bool) -> UnsafePointer<CodeByte> {
        let table = UnsafeMutablePointer<CodeByte>.allocate(capacity: 256)
        for byte in 0..<256 {
            let kind = classify(UInt8(byte))
            let mattersOnlyInside = kind == .lineBreak || kind == .openParen || kind == .closeParen
            table[byte] = mattersOnlyInside && !inInterpolation ? .plain : kind
        }
        return UnsafePointer(table)
    }

    private static func classify(_ byte: UInt8) -> CodeByte {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .lineBreak
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C: return .plain
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "*"): return .star
        case UInt8(ascii: "\""): return .doubleQuote
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "<"): return .lessThan
        case UInt8(ascii: ">"): return .greaterThan
        case UInt8(ascii: "("): return .openParen
        case UInt8(ascii: ")"): return .closeParen
        case UInt8(ascii: "'"): return .unsure
        default: break
        }
        if isDigit(byte) { return .digit }
        switch TokenStart.table[Int(byte)] {
        case .invalidASCII, .nonASCII: return .unsure
        default: return .plain
        }
    }
}

private struct Screen {
    let text: UnsafeBufferPointer<UInt8>
    let count: Int
    let source: SourceText
    let byteClasses = ByteClass.table
    let hasCarriageReturn: Bool
    var position = 0
    /// Open literals, innermost last, as the lexer keeps them.
    var frames: [Frame] = []
    /// The last vector `pastPlainLanes` classified: where it starts, and its lanes that may stop.
    /// The classes depend on the bytes alone, so the next search inside it reads these bits instead
    /// of classifying the bytes again (code stops about every 36 bytes, inside most vectors). None
    /// at first: no offset of the file lies in the 16 bytes from -16.
    var classifiedStart = -16
    var classifiedStops = LaneSet(SIMDMask())
    /// With AVX2 (`swiftscan_code_stop_block`), the same for the last 64-byte block it classified,
    /// a bit a byte.
    let classifiesBlocks = CodeByte.classifiesBlocks
    var blockStart = -64
    var blockStops: UInt64 = 0

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.count = text.count
        self.source = SourceText(text)
        self.hasCarriageReturn = LineTable.containsCarriageReturn(text)
    }

    mutating func run() -> Bool {
        // A byte order mark or a `#!` line: rare, and the lexer's to read.
        if count >= 2, text[0] == 0xEF || (text[0] == UInt8(ascii: "#") && text[1] == UInt8(ascii: "!")) {
            return false
        }
        while position < count {
            let clean: Bool
            if case .string(let string)? = frames.last {
                clean = scanString(string)
            } else {
                clean = scanCode()
            }
            if !clean { return false }
        }
        // A literal still open at the end is unterminated.
        return frames.isEmpty
    }

    // MARK: Code

    /// Code at top level or inside an interpolation, until a string opens,
    /// the interpolation closes, or the file ends. False when unsure.
    mutating func scanCode() -> Bool {
        let atTopLevel = frames.isEmpty
        let stops = atTopLevel ? CodeByte.topLevel : CodeByte.interpolation
        while true {
            // Most bytes decide nothing: skip them sixteen at a time, then one at a time.
            var next = atTopLevel ? pastPlainLanes(from: position) : position
            while next < count, stops[Int(text[next])] == .plain { next += 1 }
            position = next
            guard position < count else { return true }
            switch stops[Int(text[position])] {
            case .plain:
                break
            case .digit:
                if position > 0, byteClasses[Int(text[position - 1])] & ByteClass.identifierContinue != 0 {
                    // Inside a word: its letters, digits and `_`s are all plain here.
                    position += 1
                    while position < count, byteClasses[Int(text[position])] & ByteClass.identifierContinue != 0 {
                        position += 1
                    }
                } else {
                    guard skipNumber() else { return false }
                }
            case .lineBreak:
                if case .interpolation(_, true)? = frames.last { return false } // ends the string unterminated
                position += 1
            case .slash:
                guard skipSlash() else { return false }
            case .star:
                // `*/` outside a comment is an error.
                if position + 1 < count, text[position + 1] == UInt8(ascii: "/") { return false }
                position += 1
            case .doubleQuote:
                return openString(pounds: 0)
            case .pound:
                var afterPounds = position
                while afterPounds < count, text[afterPounds] == UInt8(ascii: "#") {
                    afterPounds += 1
                    WorkMeter.count()
                }
                if afterPounds < count, text[afterPounds] == UInt8(ascii: "\"") {
                    return openString(pounds: afterPounds - position)
                }
                if afterPounds < count, text[afterPounds] == UInt8(ascii: "/") { return false } // `#/regex/#`
                position = afterPounds // `#if`, `#Preview`, bare `#`s: the name is an ordinary word
            case .backtick:
                guard skipBacktick() else { return false }
            case .lessThan:
                if position + 1 < count, text[position + 1] == UInt8(ascii: "#") { return false }
                if startsConflictMarker() { return false }
                position += 1
            case .greaterThan:
                if startsConflictMarker() { return false }
                position += 1
            case .openParen:
                position += 1
                if case .interpolation(let depth, let singleLine)? = frames.last {
                    frames[frames.count - 1] = .interpolation(parenDepth: depth + 1, inSingleLineString: singleLine)
                }
            case .closeParen:
                position += 1
                if case .interpolation(let depth, let singleLine)? = frames.last {
                    if depth == 0 {
                        frames.removeLast()
                        return true // back in the string
                    }
                    frames[frames.count - 1] = .interpolation(parenDepth: depth - 1, inSingleLineString: singleLine)
                }
            case .unsure:
                return false
            }
        }
    }

    /// From `offset`, past the bytes the scalar loop would pass at top level (plain bytes), whole
    /// vectors at a time; stops at the first byte that is not, or where fewer than sixteen are left.
    @inline(__always)
    mutating func pastPlainLanes(from offset: Int) -> Int {
        var offset = offset
        if classifiesBlocks {
            offset = pastPlainBlocks(from: offset)
            if offset &+ 64 <= count { return offset }
        }
        if offset >= classifiedStart, offset &- classifiedStart < 16 {
            var stops = classifiedStops
            stops.removeLanes(below: offset &- classifiedStart)
            if !stops.isEmpty { return classifiedStart &+ stops.first }
            offset = classifiedStart &+ 16
        }
        guard let base = text.baseAddress else { return offset }
        while offset &+ 16 <= count {
            let stops = LaneSet(CodeByte.mayStopAtTopLevel(ByteLanes.load(base, at: offset)))
            if !stops.isEmpty {
                classifiedStart = offset
                classifiedStops = stops
                return offset &+ stops.first
            }
            offset &+= 16
        }
        return offset
    }

    /// `pastPlainLanes` 64 bytes at a time, where fewer than 64 are left only at the end.
    @inline(__always)
    mutating func pastPlainBlocks(from offset: Int) -> Int {
        if offset >= blockStart, offset &- blockStart < 64 {
            let stops = blockStops >> UInt64(offset &- blockStart)
            if stops != 0 { return offset &+ stops.trailingZeroBitCount }
            return nextStopBlock(from: blockStart &+ 64)
        }
        return nextStopBlock(from: offset)
    }

    mutating func nextStopBlock(from offset: Int) -> Int {
        guard let base = text.baseAddress else { return offset }
        var stops: UInt64 = 0
        let start = swiftscan_code_stop_block(base, offset, count, &stops)
        guard stops != 0 else { return start }
        blockStart = start
        blockStops = stops
        return start &+ stops.trailingZeroBitCount
    }

    /// `<<` or `>>` at the start of a line: perhaps a version-control
    /// conflict marker, which the lexer skips and diagnoses.
    func startsConflictMarker() -> Bool {
        guard position + 1 < count, text[position + 1] == text[position] else { return false }
        return position == 0 || text[position - 1] == UInt8(ascii: "\n") || text[position - 1] == UInt8(ascii: "\r")
    }

    /// A number literal the lexer reads as valid: decimal with an optional
    /// fraction and exponent, or hexadecimal, octal or binary digits. Letters
    /// glued on, a bad exponent or a hexadecimal fraction are left to the lexer.
    mutating func skipNumber() -> Bool {
        var end: Int
        let radixDigit: ((UInt8) -> Bool)? =
            if text[position] == UInt8(ascii: "0"), position + 1 < count {
                switch text[position + 1] {
                case UInt8(ascii: "x"): isHexDigit
                case UInt8(ascii: "o"): { $0 &- 0x30 < 8 }
                case UInt8(ascii: "b"): { $0 &- 0x30 < 2 }
                default: nil
                }
            } else {
                nil
            }
        if let radixDigit {
            guard position + 2 < count, radixDigit(text[position + 2]) else { return false }
            end = position + 3
            while end < count, radixDigit(text[end]) || text[end] == UInt8(ascii: "_") { end += 1 }
            if end < count, text[end] == UInt8(ascii: ".") { return false } // `0x1.8p3`, `0xff.description`
        } else {
            end = source.scanDecimalDigits(from: position)
            if end + 1 < count, text[end] == UInt8(ascii: "."), isDigit(text[end + 1]) {
                end = source.scanDecimalDigits(from: end + 1)
            }
            if end < count, text[end] | 0x20 == UInt8(ascii: "e") {
                var digits = end + 1
                if digits < count, text[digits] == UInt8(ascii: "+") || text[digits] == UInt8(ascii: "-") {
                    digits += 1
                }
                guard digits < count, isDigit(text[digits]) else { return false }
                end = source.scanDecimalDigits(from: digits)
            }
        }
        if end < count, byteClasses[Int(text[end])] & ByteClass.identifierContinue != 0 || text[end] >= 0x80 {
            return false
        }
        position = end
        return true
    }

    /// `//` and `/* */` comments, and a `/` that is certainly an operator.
    mutating func skipSlash() -> Bool {
        let next = position + 1 < count ? text[position + 1] : 0
        if next == UInt8(ascii: "/") {
            position = source.lineEnd(from: position, hasCarriageReturn: hasCarriageReturn)
            return true
        }
        if next == UInt8(ascii: "*") {
            // An unterminated comment is a diagnostic.
            guard let end = source.blockCommentEnd(from: position) else { return false }
            position = end
            return true
        }
        // Within an operator the first `/` may open a regex: leave it to the lexer.
        if position > 0, isASCIIOperatorCharacter(text[position - 1]) { return false }
        if !source.isLeftBound(position) {
            // Not left-bound: a regex unless the operator stands alone between
            // blanks after something that ends an expression.
            // The operator's end as the lexer finds it: a dot or `<#` ends it.
            var end = position + 1
            while end < count, isASCIIOperatorCharacter(text[end]), text[end] != UInt8(ascii: ".") {
                if text[end] == UInt8(ascii: "<"), end + 1 < count, text[end + 1] == UInt8(ascii: "#") { return false }
                end += 1
            }
            if end < count, text[end] >= 0x80 { return false }
            if source.isRightBound(end, leftBound: false) || !endsExpression(before: position) { return false }
        }
        position += 1 // a left-bound `/` is never a regex
        return true
    }

    /// Whether the token before `offset` (past blanks on the same line) is
    /// one after which the lexer never starts a regex: a closing bracket, a
    /// string, a number, or an identifier or keyword that completes an
    /// expression (`self`, `nil`, `_`).
    func endsExpression(before offset: Int) -> Bool {
        var end = offset
        while end > 0, text[end - 1] == UInt8(ascii: " ") || text[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > 0 else { return false }
        switch text[end - 1] {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""):
            return true
        default:
            break
        }
        guard byteClasses[Int(text[end - 1])] & ByteClass.identifierContinue != 0 else { return false }
        var start = end - 1
        while start > 0, byteClasses[Int(text[start - 1])] & ByteClass.identifierContinue != 0 { start -= 1 }
        if isDigit(text[start]) { return true }
        // `#if x /`, `@attribute /`, `` `name` / ``: the lexer's context, not ours.
        if start > 0 {
            switch text[start - 1] {
            case UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "`"): return false
            default: if text[start - 1] >= 0x80 { return false }
            }
        }
        guard end - start <= 15, let role = Keywords.role(text.baseAddress! + start, end - start) else { return true }
        return role == .expression || role == .wildcard
    }

    /// `` `name` ``; an empty pair is an error, a lone backtick punctuation.
    mutating func skipBacktick() -> Bool {
        guard let end = source.closingBacktick(after: position) else {
            position += 1
            return true
        }
        if end == position + 1 { return false }
        position = end + 1
        return true
    }

    // MARK: Strings

    /// Opens the string whose quote follows `pounds` `#`s at `position`.
    mutating func openString(pounds: Int) -> Bool {
        let opening = source.stringOpening(at: position, pounds: pounds)
        frames.append(.string(StringFrame(kind: opening.kind, pounds: Int32(pounds), start: Int32(position))))
        position = opening.bodyStart
        return true
    }

    /// String content up to its closing delimiter or an interpolation, read
    /// as the lexer reads it. False where the lexer would report something.
    mutating func scanString(_ frame: StringFrame) -> Bool {
        let (stop, _, next) = source.scanStringContent(from: position, kind: frame.kind, pounds: Int(frame.pounds))
        position = next
        switch stop {
        case .closed:
            frames.removeLast()
            return true
        case .interpolation:
            frames.append(.interpolation(parenDepth: 0, inSingleLineString: frame.kind != .multiLine))
            return true
        case .lineBreak, .nul, .invalidUTF8, .endOfFile:
            return false
        }
    }
}
