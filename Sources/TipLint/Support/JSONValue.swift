/// A JSON value. Objects keep their members in order, so what we write is
/// deterministic and what we read can be reported in source order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits in an Int.
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
}

/// A JSON value as read, with where each part starts, so readers of config
/// and baseline files can report `file:line:column` for what they reject.
public struct JSONNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    public struct Member: Sendable, Equatable {
        public var key: String
        public var keyPosition: JSONPosition
        public var value: JSONNode
    }

    public var kind: Kind
    public var position: JSONPosition

    /// The value without positions.
    public var value: JSONValue {
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
    public var typeDescription: String {
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
public struct JSONPosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}
