import SwiftScan

/// A JSON syntax error, located.
struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    var message: String
    var position: JSONPosition
    var description: String { "\(position): \(message)" }
}

/// A strict RFC 8259 reader that remembers where every value starts. It
/// rejects what other readers tolerate (comments, trailing commas, duplicate
/// keys, invalid UTF-8, lone surrogates) because a config or baseline that
/// says something different from what it seems to say must be an error.
enum JSONReader {
    /// Nesting deeper than this is an error, not a stack overflow.
    static let maximumDepth = 256

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = Parser(bytes: bytes)
        return try parser.parseDocument()
    }

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }
}

private struct Parser {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var column = 1
    var depth = 0

    var position: JSONPosition { JSONPosition(line: line, column: column) }
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    func error(_ message: String, at position: JSONPosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position ?? self.position)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            while offset < invalid { advance() }
            throw error("invalid UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        guard current != nil else { throw error("expected a JSON value, found the end of the file") }
        let node = try parseValue()
        skipWhitespace()
        if current != nil { throw error("unexpected \(describeCurrent()) after the JSON value") }
        return node
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = position
        guard let byte = current else { throw error("expected a JSON value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(kind: try parseObject(), position: start)
        case UInt8(ascii: "["): return JSONNode(kind: try parseArray(), position: start)
        case UInt8(ascii: "\""): return JSONNode(kind: .string(try parseString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(kind: try parseNumber(), position: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return JSONNode(kind: try parseLiteral(), position: start)
        default:
            throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONReader.maximumDepth { throw error("nesting deeper than \(JSONReader.maximumDepth) levels") }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Kind {
        try enterContainer()
        advance() // {
        var members: [JSONNode.Member] = []
        var keyPositions: [String: JSONPosition] = [:] // a 100,000-key object is checked in linear time
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let key = try parseString()
            WorkMeter.count()
            if let first = keyPositions.updateValue(keyPosition, forKey: key) {
                throw error("duplicate key \"\(key)\" (first at \(first))", at: keyPosition)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return .object(members)
            default: throw error("expected ',' or '}' after the value, found \(describeCurrent())")
            }
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Kind {
        try enterContainer()
        advance() // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return .array(elements)
            default: throw error("expected ',' or ']' after the value, found \(describeCurrent())")
            }
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        advance() // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: String(Character(try parseEscape())).utf8)
            case 0x00..<0x20:
                let name = byte == 0x0A ? "line break" : byte == 0x09 ? "tab" : "control character"
                throw error("unescaped \(name) in string")
            default:
                utf8.append(byte)
                advance()
            }
        }
    }

    mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = position
        advance() // backslash
        guard let byte = current else { throw error("unterminated string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4(escapeStart: start)
            if (0xDC00...0xDFFF).contains(unit) {
                throw error("lone low surrogate \\u\(hex(unit)) in string", at: start)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
                else {
                    throw error("lone high surrogate \\u\(hex(unit)) in string", at: start)
                }
                let lowStart = position
                advance()
                advance()
                let low = try parseHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("lone high surrogate \\u\(hex(unit)) in string", at: start)
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            return Unicode.Scalar(unit)!
        default:
            throw error("invalid escape '\\\(String(decoding: [byte], as: UTF8.self))' in string", at: start)
        }
    }

    mutating func parseHex4(escapeStart: JSONPosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigit(byte) else {
                throw error("\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Kind {
        let start = offset
        let startPosition = position
        var isInteger = true
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, isDigit(first) else { throw error("expected a digit after '-'") }
        advance()
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw error("numbers must not have leading zeros", at: startPosition)
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard let digit = current, isDigit(digit) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let digit = current, isDigit(digit) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: startPosition)
        }
        return .number(value)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func skipDigits() {
        while let byte = current, isDigit(byte) { advance() }
    }

    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONNode.Kind {
        let start = offset
        let startPosition = position
        while let byte = current, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { advance() }
        switch String(decoding: bytes[start..<offset], as: UTF8.self) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case let word:
            throw error(
                "unknown word '\(word)'; expected true, false or null",
                at: startPosition)
        }
    }

    /// The character at the current position, for messages.
    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        switch byte {
        case UInt8(ascii: "/"): return "'/' (comments are not allowed in JSON)"
        case UInt8(ascii: "'"): return "\"'\" (JSON strings use double quotes)"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let scalar = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first!
            return "U+\(hex(scalar.value))"
        }
    }
}

/// Where UTF-8 first goes wrong, per the Unicode standard's well-formed
/// byte sequences (no overlongs, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { firstInvalidOffset(in: $0) }
    }

    private static func firstInvalidOffset(in bytes: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            // Most source is ASCII: 32 bytes at a time while no high bit is set, then eight.
            if index + 32 <= count {
                let lanes =
                    bytes.loadUnaligned(fromByteOffset: index, as: SIMD16<Int8>.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 16, as: SIMD16<Int8>.self)
                if LaneSet(lanes .< SIMD16<Int8>()).isEmpty {
                    index += 32
                    continue
                }
            }
            if index + 8 <= count,
                bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return index }
            for continuation in 2..<max(2, length) where bytes[index + continuation] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
