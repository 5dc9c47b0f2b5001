#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What the lexer needs to know about a word it classified as a keyword.
enum KeywordRole: UInt8 {
    case other
    /// `true`, `false`, `nil`, `self`, `Self`, `super`, `Any`: complete expressions.
    case expression
    /// `try`: a following `?`/`!` leaves the lexer expecting an expression.
    case `try`
    /// `func`: the next operator is a name, never a regex.
    case function
    /// `operator`: likewise.
    case declaresOperator
    /// `_`: stands where a value would, like an identifier.
    case wildcard
}

/// Swift's reserved words: the keywords that swift-syntax's lexer classifies
/// itself (`Keyword.isLexerClassified`), plus `_`. Contextual keywords (`some`,
/// `any`, `get`, `set`, `willSet`, `override`, `await`…) are identifiers to a
/// lexer: only a parser knows when they act as keywords.
enum Keywords {
    /// The keyword role of the ASCII word at `word` with `length` bytes, or nil
    /// when it is not a reserved word.
    static func role(_ word: UnsafePointer<UInt8>, _ length: Int) -> KeywordRole? {
        @inline(__always) func matches(_ literal: StaticString) -> Bool {
            literal.utf8CodeUnitCount == length && memcmp(word, literal.utf8Start, length) == 0
        }
        switch word[0] {
        case UInt8(ascii: "_"):
            return length == 1 ? .wildcard : nil
        case UInt8(ascii: "A"):
            return matches("Any") ? .expression : nil
        case UInt8(ascii: "S"):
            return matches("Self") ? .expression : nil
        case UInt8(ascii: "a"):
            return matches("as") || matches("associatedtype") ? .other : nil
        case UInt8(ascii: "b"):
            return matches("break") ? .other : nil
        case UInt8(ascii: "c"):
            return matches("case") || matches("catch") || matches("class") || matches("continue") ? .other : nil
        case UInt8(ascii: "d"):
            return matches("default") || matches("defer") || matches("deinit") || matches("do") ? .other : nil
        case UInt8(ascii: "e"):
            return matches("else") || matches("enum") || matches("extension") ? .other : nil
        case UInt8(ascii: "f"):
            if matches("false") { return .expression }
            if matches("func") { return .function }
            return matches("fallthrough") || matches("fileprivate") || matches("for") ? .other : nil
        case UInt8(ascii: "g"):
            return matches("guard") ? .other : nil
        case UInt8(ascii: "i"):
            return matches("if") || matches("import") || matches("in") || matches("init")
                || matches("inout") || matches("internal") || matches("is") ? .other : nil
        case UInt8(ascii: "l"):
            return matches("let") ? .other : nil
        case UInt8(ascii: "n"):
            return matches("nil") ? .expression : nil
        case UInt8(ascii: "o"):
            return matches("operator") ? .declaresOperator : nil
        case UInt8(ascii: "p"):
            return matches("precedencegroup") || matches("private") || matches("protocol")
                || matches("public") ? .other : nil
        case UInt8(ascii: "r"):
            return matches("repeat") || matches("rethrows") || matches("return") ? .other : nil
        case UInt8(ascii: "s"):
            if matches("self") || matches("super") { return .expression }
            return matches("static") || matches("struct") || matches("subscript")
                || matches("switch") ? .other : nil
        case UInt8(ascii: "t"):
            if matches("true") { return .expression }
            if matches("try") { return .try }
            return matches("throw") || matches("throws") || matches("typealias") ? .other : nil
        case UInt8(ascii: "v"):
            return matches("var") ? .other : nil
        case UInt8(ascii: "w"):
            return matches("where") || matches("while") ? .other : nil
        default:
            return nil
        }
    }
}
