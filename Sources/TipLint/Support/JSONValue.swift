/// A JSON value. Objects keep their members in order, so what we write is
/// deterministic and what we read can be reported in source order.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits in an Int.
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
    /// An array whose elements are made as the writer reaches them, and let go once written.
    case elements(JSONElements)

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// The elements of an array made one at a time, by index: a report's 25,000 SARIF results or
/// 300,000 JSON findings are never held as values all together.
struct JSONElements: Sendable, Equatable {
    var count: Int
    var element: @Sendable (Int) -> JSONValue

    /// Equal when they make equal elements.
    static func == (a: JSONElements, b: JSONElements) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a.element($0) == b.element($0) }
    }
}

struct JSONMember: Sendable, Equatable {
    var key: String
    var value: JSONValue
    init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }
}

/// A JSON value as read, with where each part starts, so readers of config
/// and baseline files can report `file:line:column` for what they reject.
struct JSONNode: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    struct Member: Sendable, Equatable {
        var key: String
        var keyPosition: JSONPosition
        var value: JSONNode
    }

    var kind: Kind
    var position: JSONPosition

    /// The value without positions.
    var value: JSONValue {
        switch kind {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .integer(let value): return .integer(value)
        case .number(let value): return .number(value)
        case .string(let value): return .string(value)
        case .array(let elements): return .array(elements.map(\.value))
        case .object(let members): return .object(members.map { JSONMember($0.key, $0.value.value) })
        }
    }

    /// What the value is, for messages: "a string", "an object".
    var typeDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// 1-based line and column; the column counts characters (Unicode scalars).
struct JSONPosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
}
