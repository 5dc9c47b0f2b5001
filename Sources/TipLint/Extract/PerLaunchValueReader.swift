import SwiftScan

/// Finds data that changes at every launch in the value of an expression: `UUID()`,
/// `ProcessInfo.processInfo.globallyUniqueString`, `Int.random(in:)`, the current date or a clock
/// used as is (`Date()`, `Date.now.timeIntervalSince1970`, `CFAbsoluteTimeGetCurrent()`), a
/// `hashValue` (Swift seeds hashing per process) or an `ObjectIdentifier` (an address).
///
/// It reads only the places whose value becomes the result: both results of `?:` and `??`, the
/// operands of `+`, the code of each string interpolation, conversions (`String(x)`, `Int(x)`),
/// and the declared value of a name it reaches (`let launchID = UUID()`). Not conditions (a random
/// pick between fixed ids keeps each one's state), not a small random range (a few fixed variants),
/// and not a date handed to a formatter or calendar (`Date().formatted(.dateTime.year())` changes
/// on purpose, once a year).
struct PerLaunchValueReader {
    /// The code read: a file, or the code of one string interpolation parsed on its own.
    private let code: ParsedSwift
    /// The file that names are looked up in and findings are located in.
    private let file: ParsedSwift
    /// When `code` is an interpolation: the string literal token of `file` that holds it.
    private let literal: Int?

    init(_ file: ParsedSwift) {
        self.init(code: file, file: file, literal: nil)
    }

    private init(code: ParsedSwift, file: ParsedSwift, literal: Int?) {
        self.code = code
        self.file = file
        self.literal = literal
    }

    /// How deep names and interpolations are followed: real ids take one or two steps.
    private static let depthLimit = 4

    /// The per-launch data `range` (tokens of `code`) makes its value from; nil when none.
    func source(in range: Range<Int>, depth: Int = 0) -> PerLaunchValue? {
        guard depth < Self.depthLimit else { return nil }
        for part in valueParts(of: range) {
            if let found = source(inPart: code.unparenthesized(part), depth: depth) { return found }
        }
        return nil
    }

    /// Whether `range` is recognisably a `String`: a string literal, `String(…)`, a `+` with a
    /// literal, or a member that gives text (`uuidString`, `description`, `lowercased()`).
    func isText(_ range: Range<Int>) -> Bool {
        let range = code.unparenthesized(range)
        guard let first = range.first else { return false }
        if code.kind(first) == .string || code.is(first, "String") && code.is(first + 1, "(") { return true }
        var index = first
        var lastMember: Int?
        while index < range.upperBound {
            if code.kind(index) == .string { return true } // `"tip-" + x`, `x + "-tip"`
            if code.is(index, "."), code.isIdentifier(index + 1) { lastMember = index + 1 }
            index = code.skipGroup(index)
        }
        return lastMember.map { Self.textMembers.contains(code.text($0)) } ?? false
    }

    private static let textMembers: Set<String> = [
        "uuidString", "globallyUniqueString", "description", "lowercased", "uppercased", "ISO8601Format",
    ]

    // MARK: Parts

    /// The sub-ranges whose values make up the value of `range`: the results of a top-level `?:`,
    /// else the operands of top-level `+` and `??`.
    private func valueParts(of range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var question: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if question == nil, code.is(index, "?"), code.hasSpaceBefore(index) {
                question = index
            } else if let open = question, code.is(index, ":") {
                // `c ? a : b`: the condition picks, `a` and `b` are the value.
                return valueParts(of: (open + 1)..<index) + valueParts(of: (index + 1)..<range.upperBound)
            } else if question == nil, code.is(index, "+") || code.is(index, "??") {
                parts.append(start..<index)
                start = index + 1
            }
            index = code.skipGroup(index)
        }
        parts.append(start..<range.upperBound)
        return parts.filter { !$0.isEmpty }
    }

    private func source(inPart part: Range<Int>, depth: Int) -> PerLaunchValue? {
        guard let first = part.first else { return nil }
        if code.kind(first) == .string { return sourceInInterpolations(of: first, depth: depth) }
        if Self.conversions.contains(code.text(first)), code.is(first + 1, "(") {
            // `String(x)`, `String(describing: x)`, `Int(x)`: the value converted.
            return code.arguments(ofCallAt: first + 1).lazy.compactMap {
                self.source(in: $0.valueRange, depth: depth + 1)
            }.first
        }
        if let found = call(at: first, in: part) { return found }
        if let found = member(in: part) { return found }
        return declaredValue(named: part, depth: depth)
    }

    private static let conversions: Set<String> = ["String", "Int", "Double", "Substring", "NSString"]

    /// Per-launch data in the code of each interpolation of the string literal `token`.
    private func sourceInInterpolations(of token: Int, depth: Int) -> PerLaunchValue? {
        let bytes = code.file.bytes
        for range in StringLiteral.interpolations(of: code.file.tokens[token], in: code.file) {
            let inner = ParsedSwift(SourceFile(path: code.file.path, bytes: Array(bytes[range])))
            let reader = PerLaunchValueReader(code: inner, file: file, literal: literal ?? token)
            if let found = reader.source(in: 0..<inner.count, depth: depth + 1) { return found }
        }
        return nil
    }

    // MARK: Sources

    /// `UUID()`, `Date()`, `Int.random(in:)`, `CFAbsoluteTimeGetCurrent()`… at the start of `part`,
    /// with no arithmetic after it (`… / 86400` turns a clock into a day number, on purpose).
    private func call(at first: Int, in part: Range<Int>) -> PerLaunchValue? {
        let names = Array(code.chain(from: first).prefix { part.contains($0) })
        guard let last = names.last else { return nil }
        let written = code.dotted(names)
        let arguments = code.is(last + 1, "(") ? code.arguments(ofCallAt: last + 1) : nil
        let end = arguments == nil ? last + 1 : (code.partner(last + 1) ?? last) + 1
        guard !hasOperator(from: end, in: part) else { return nil }
        switch written {
        case "UUID", "NSUUID", "UUID.init", "NSUUID.init":
            // `UUID(uuidString: "…")` reads a fixed value.
            guard arguments?.isEmpty == true else { return nil }
            return found("UUID()", at: first)
        case "Date", "Date.init":
            guard let arguments, arguments.isEmpty || arguments.first?.label == "timeIntervalSinceNow",
                isRawDate(after: end, in: part)
            else { return nil }
            return found("Date()", at: first)
        case "DispatchTime.now", "ContinuousClock.now", "SuspendingClock.now", "CFAbsoluteTimeGetCurrent",
            "CACurrentMediaTime", "mach_absolute_time", "arc4random", "arc4random_uniform", "drand48", "getpid",
            "ObjectIdentifier":
            return found(written + (arguments == nil ? "" : "()"), at: first)
        default:
            if names.count >= 2, code.is(names[0], "Date"), code.is(names[1], "now"),
                names.count > 2 || arguments == nil,
                isRawDate(after: names[1] + 1, in: part)
            {
                return found("Date.now", at: first)
            }
            guard names.count == 2, code.is(last, "random"), let arguments,
                Self.numberTypes.contains(code.text(names[0])), !isSmallRange(arguments)
            else { return nil }
            return found("\(code.text(names[0])).random", at: first)
        }
    }

    /// Whether a top-level operator follows `start` in `part`.
    private func hasOperator(from start: Int, in part: Range<Int>) -> Bool {
        var index = start
        while index < part.upperBound {
            if code.kind(index) == .operator, !code.is(index, "?"), !code.is(index, "!") { return true }
            index = code.skipGroup(index)
        }
        return false
    }

    private static let numberTypes: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat",
    ]

    /// A date used as is: nothing after it, or a member that keeps its full precision.
    private func isRawDate(after end: Int, in part: Range<Int>) -> Bool {
        guard end < part.upperBound else { return true }
        guard code.is(end, "."), Self.rawDateMembers.contains(code.text(end + 1)) else { return false }
        let after = code.is(end + 2, "(") ? code.skipGroup(end + 2) : end + 2
        return after >= part.upperBound
    }

    private static let rawDateMembers: Set<String> = [
        "description", "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "hashValue", "ISO8601Format",
    ]

    /// `in: 0...3`, `in: 1..<4`: a pick among a few fixed values.
    private func isSmallRange(_ arguments: [Argument]) -> Bool {
        guard let range = arguments.first(where: { $0.label == "in" })?.valueRange, range.count == 3,
            let low = Int(code.text(range.lowerBound)), let high = Int(code.text(range.lowerBound + 2)),
            code.is(range.lowerBound + 1, "...") || code.is(range.lowerBound + 1, "..<")
        else { return false }
        return high - low <= 16
    }

    /// `….globallyUniqueString`, `….processIdentifier`, `….systemUptime` anywhere along `part`, or
    /// `….hashValue` as its last member.
    private func member(in part: Range<Int>) -> PerLaunchValue? {
        var index = part.lowerBound
        while index < part.upperBound {
            if code.is(index, "."), code.isIdentifier(index + 1) {
                let name = code.text(index + 1)
                if Self.perLaunchMembers.contains(name) || name == "hashValue" && index + 2 == part.upperBound {
                    return found(name, at: index + 1)
                }
            }
            index = code.skipGroup(index)
        }
        return nil
    }

    private static let perLaunchMembers: Set<String> = ["globallyUniqueString", "processIdentifier", "systemUptime"]

    /// `x`, `self.x`, `Self.x`, `Owner.x` when it names a declared value: what that value is made of.
    private func declaredValue(named part: Range<Int>, depth: Int) -> PerLaunchValue? {
        var names = code.chain(from: part.lowerBound)
        guard let last = names.last, last + 1 == part.upperBound else { return nil }
        if code.is(names[0], "self") { names.removeFirst() }
        // `launchID.uuidString`: the text of the value named, as `launchID` itself.
        let keepsValue = names.count == 2 && Self.textOfValue.contains(code.text(names[1]))
        if keepsValue { names.removeLast() }
        let site = literal ?? part.lowerBound
        let binding: Binding?
        switch names.count {
        case 1:
            binding = file.bindings.lookup(code.text(names[0]), at: site, in: file)
        case 2:
            let owner =
                code.is(names[0], "Self") ? file.scopes.enclosingType(at: site)?.name : code.text(names[0])
            binding = owner.flatMap { file.bindings.member(code.text(names[1]), ofType: $0, in: file) }
        default:
            binding = nil
        }
        // A stored value the memberwise initializer can replace (`var launchID = UUID()`) is only a default.
        guard let binding, !keepsValue || !isReplaceableByCallers(binding) else { return nil }
        let reader = PerLaunchValueReader(file)
        if let start = binding.initializer {
            return reader.source(in: start..<TipResolver(parsed: file).expressionEnd(from: start), depth: depth + 1)
        }
        guard let body = binding.computedBody else { return nil }
        return TipResolver(parsed: file).returnedValues(in: body).lazy.compactMap {
            reader.source(in: $0, depth: depth + 1)
        }.first
    }

    /// Members that give a value's text, kept whole: `uuid.uuidString`, `uuid.description`.
    private static let textOfValue: Set<String> = ["uuidString", "description"]

    /// A `var` with an initial value that is not `private`: callers may pass their own value to the
    /// memberwise initializer.
    private func isReplaceableByCallers(_ binding: Binding) -> Bool {
        guard file.is(binding.token - 1, "var"), binding.initializer != nil else { return false }
        return !file.is(binding.token - 2, "private") && !file.is(binding.token - 2, "fileprivate")
    }

    private func found(_ source: String, at token: Int) -> PerLaunchValue {
        let origin = file.location(literal ?? token)
        return PerLaunchValue(source: source, location: origin, origin: origin)
    }
}
