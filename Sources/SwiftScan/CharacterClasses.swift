// Swift's lexical character classes, as the Swift compiler (and swift-syntax's
// lexer) define them. ASCII checks are branch-light byte tests; the Unicode
// ranges come straight from the language reference.

@inline(__always)
func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

@inline(__always)
func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

@inline(__always)
func isHexDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6 }

/// [A-Za-z_]
@inline(__always)
func isASCIIIdentifierStart(_ byte: UInt8) -> Bool { isASCIILetter(byte) || byte == UInt8(ascii: "_") }

/// [A-Za-z_0-9$]
@inline(__always)
func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
}

/// / = - + * % < > ! & | ^ ~ . ?
@inline(__always)
func isASCIIOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
        UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}

func isIdentifierContinueScalar(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierContinue(UInt8(c)) }
    return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
        || (c >= 0x00B2 && c <= 0x00B5) || (c >= 0x00B7 && c <= 0x00BA)
        || (c >= 0x00BC && c <= 0x00BE) || (c >= 0x00C0 && c <= 0x00D6)
        || (c >= 0x00D8 && c <= 0x00F6) || (c >= 0x00F8 && c <= 0x00FF)
        || (c >= 0x0100 && c <= 0x167F) || (c >= 0x1681 && c <= 0x180D)
        || (c >= 0x180F && c <= 0x1FFF)
        || (c >= 0x200B && c <= 0x200D) || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x203F && c <= 0x2040) || c == 0x2054 || (c >= 0x2060 && c <= 0x206F)
        || (c >= 0x2070 && c <= 0x218F) || (c >= 0x2460 && c <= 0x24FF)
        || (c >= 0x2776 && c <= 0x2793) || (c >= 0x2C00 && c <= 0x2DFF)
        || (c >= 0x2E80 && c <= 0x2FFF)
        || (c >= 0x3004 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F)
        || (c >= 0x3031 && c <= 0x303F) || (c >= 0x3040 && c <= 0xD7FF)
        || (c >= 0xF900 && c <= 0xFD3D) || (c >= 0xFD40 && c <= 0xFDCF)
        || (c >= 0xFDF0 && c <= 0xFE44) || (c >= 0xFE47 && c <= 0xFFF8)
        || (c >= 0x10000 && c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD)
}

func isIdentifierStartScalar(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
    guard isIdentifierContinueScalar(c) else { return false }
    // Combining marks continue an identifier but cannot start one.
    return
        !((c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
        || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F))
}

func isOperatorStartScalar(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIOperatorCharacter(UInt8(c)) }
    return (c >= 0x00A1 && c <= 0x00A7)
        || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
        || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
        || c == 0x00BF || c == 0x00D7 || c == 0x00F7
        || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
        || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
        || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
        || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
        || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
        || (c >= 0x3008 && c <= 0x3030)
}

func isOperatorContinueScalar(_ c: UInt32) -> Bool {
    if isOperatorStartScalar(c) { return true }
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
        || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F)
        || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
}

/// A decoded UTF-8 sequence. `scalar` is `invalidScalar` when the bytes are
/// not valid UTF-8; `length` is always at least 1 so scanning makes progress.
struct DecodedScalar {
    var scalar: UInt32
    var length: Int
}

let invalidScalar: UInt32 = 0xFFFF_FFFF

/// Decodes the UTF-8 sequence at `index` (which must be in bounds). Invalid
/// input — stray continuation bytes, truncated or overlong sequences,
/// surrogates — yields `invalidScalar` covering the bytes that belong to it.
@inline(__always)
func decodeScalar(_ text: UnsafeBufferPointer<UInt8>, _ index: Int) -> DecodedScalar {
    let lead = text[index]
    if lead < 0x80 { return DecodedScalar(scalar: UInt32(lead), length: 1) }
    return decodeMultiByteScalar(text, index)
}

func decodeMultiByteScalar(_ text: UnsafeBufferPointer<UInt8>, _ index: Int) -> DecodedScalar {
    let lead = text[index]
    let count = text.count
    guard lead >= 0xC2 && lead < 0xF5 else {
        // A continuation byte or an impossible lead: swallow the continuation
        // bytes that follow so one bad sequence is one error.
        var end = index + 1
        while end < count, text[end] & 0xC0 == 0x80, end - index < 4 { end += 1 }
        return DecodedScalar(scalar: invalidScalar, length: end - index)
    }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
    var end = index + 1
    while end < index + length {
        guard end < count, text[end] & 0xC0 == 0x80 else {
            return DecodedScalar(scalar: invalidScalar, length: end - index)
        }
        value = value << 6 | UInt32(text[end] & 0x3F)
        end += 1
    }
    let overlong = (length == 3 && value < 0x800) || (length == 4 && value < 0x10000)
    if overlong || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) {
        return DecodedScalar(scalar: invalidScalar, length: length)
    }
    return DecodedScalar(scalar: value, length: length)
}

/// Per-byte classes for the hot loops: one table load and a bit test instead
/// of a chain of comparisons.
enum ByteClass {
    static let identifierContinue: UInt8 = 1 // [A-Za-z0-9_$]
    static let blank: UInt8 = 2 // space, tab, vertical tab, form feed
    static let stringSpecial: UInt8 = 4 // bytes a string body must look at: " ' \ CR LF NUL, non-ASCII

    /// The table, built once per process.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            let value = UInt8(byte)
            var classes: UInt8 = 0
            if isASCIIIdentifierContinue(value) { classes |= identifierContinue }
            if value == 0x20 || value == 0x09 || value == 0x0B || value == 0x0C { classes |= blank }
            switch value {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0,
                0x80...:
                classes |= stringSpecial
            default:
                break
            }
            table[byte] = classes
        }
        return UnsafePointer(table)
    }()
}

/// What kind of token a byte starts, for the lexer's dispatch: one table
/// load and a jump, rather than matching the byte against each case.
enum TokenStart: UInt8 {
    case identifier // [A-Za-z_]
    case digit
    case doubleQuote
    case singleQuote
    case pound
    case at
    case dollar
    case backtick
    case openParenOrSquare
    case openBrace
    case closer // ) ] }
    case commaOrColon
    case semicolon
    case backslash
    case lessThan
    case bangOrQuestion
    case operatorCharacter // the other ASCII operator characters
    case invalidASCII // control characters (whitespace never reaches the dispatch)
    case nonASCII

    /// The class of every byte, built once per process.
    nonisolated(unsafe) static let table: UnsafePointer<TokenStart> = {
        let table = UnsafeMutablePointer<TokenStart>.allocate(capacity: 256)
        for byte in 0..<256 {
            table[byte] = classify(UInt8(byte))
        }
        return UnsafePointer(table)
    }()

    private static func classify(_ byte: UInt8) -> TokenStart {
        if byte >= 0x80 { return .nonASCII }
        if isASCIIIdentifierStart(byte) { return .identifier }
        if isDigit(byte) { return .digit }
        switch byte {
        case UInt8(ascii: "\""): return .doubleQuote
        case UInt8(ascii: "'"): return .singleQuote
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "$"): return .dollar
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "("), UInt8(ascii: "["): return .openParenOrSquare
        case UInt8(ascii: "{"): return .openBrace
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return .closer
        case UInt8(ascii: ","), UInt8(ascii: ":"): return .commaOrColon
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: "<"): return .lessThan
        case UInt8(ascii: "!"), UInt8(ascii: "?"): return .bangOrQuestion
        default: return isASCIIOperatorCharacter(byte) ? .operatorCharacter : .invalidASCII
        }
    }
}
