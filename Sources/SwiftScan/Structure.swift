/// Light structure over a SourceFile's significant tokens. Built once per file,
/// in linear time, without recursion: bracket partners, `#if` clauses, and
/// call arguments on demand.
public struct Structure: Sendable {
    /// For each token index: the index of the matching ( [ { or ) ] } token, or -1 when unmatched
    /// or not a bracket. Mismatched input recovers without crashing.
    public let partner: [Int32]
    /// Every #if/#elseif/#else clause in the file, in source order.
    public let clauses: [IfClause]
    /// For each token index: index into `clauses` of the innermost clause it sits in, or -1.
    /// Directive tokens themselves (#if, its condition, #endif) belong to the enclosing clause.
    public let clauseOf: [Int32]

    private let file: SourceFile

    public init(_ file: SourceFile) {
        self.file = file
        self.partner = Structure.matchBrackets(file)
        let conditional = ConditionalBlocks(file)
        self.clauses = conditional.clauses
        self.clauseOf = conditional.clauseOf
    }

    /// The clauses around token `index`, outermost first.
    public func clausePath(ofToken index: Int) -> [IfClause] {
        guard index >= 0, index < clauseOf.count else { return [] }
        var path: [IfClause] = []
        var clause = Int(clauseOf[index])
        while clause >= 0 {
            path.append(clauses[clause])
            clause = clauses[clause].parent
        }
        return path.reversed()
    }

    /// The arguments of the call whose "(" (or "[" for subscripts) is at `openIndex`:
    /// split at top-level commas; `label` set when the argument is `name:` (also `_:` is no label).
    ///
    /// Trailing closures of a "(" call follow, as Swift passes them: the first
    /// unlabelled, the others with their labels. A `{` after the ")" of a call
    /// in an `if`/`guard`/`while`/`for`/`switch`/`catch` condition is the
    /// statement's body, not a closure, and is left out.
    public func arguments(ofCallAt openIndex: Int) -> [Argument] {
        let tokens = file.tokens
        guard openIndex >= 0, openIndex < tokens.count,
            file.token(at: openIndex, is: "(") || file.token(at: openIndex, is: "["),
            partner[openIndex] > openIndex
        else { return [] }
        let close = Int(partner[openIndex])
        var arguments: [Argument] = []
        // Room for most calls' arguments made once: grown from empty, the array was made up to three times.
        if close > openIndex + 1 { arguments.reserveCapacity(4) }
        var segmentStart = openIndex + 1
        var index = segmentStart
        while index <= close {
            if index == close || (tokens[index].kind == .punctuation && file.token(at: index, is: ",")) {
                if segmentStart < index { arguments.append(argument(segmentStart..<index)) }
                segmentStart = index + 1
            } else if partner[index] > index {
                index = Int(partner[index]) // skip a nested bracket group
            }
            index += 1
        }
        if file.token(at: openIndex, is: "(") {
            appendTrailingClosures(after: close, callOpen: openIndex, to: &arguments)
        }
        return arguments
    }

    private func argument(_ range: Range<Int>) -> Argument {
        let tokens = file.tokens
        let first = range.lowerBound
        if range.count >= 2,
            tokens[first].kind == .identifier || tokens[first].kind == .keyword,
            file.token(at: first + 1, is: ":")
        {
            let valueRange = (first + 2)..<range.upperBound
            if file.token(at: first, is: "_") {
                return Argument(label: nil, labelToken: nil, valueRange: valueRange)
            }
            return Argument(label: labelText(first), labelToken: first, valueRange: valueRange)
        }
        return Argument(label: nil, labelToken: nil, valueRange: range)
    }

    /// A label's name, without the backticks of `` `default`: ``.
    private func labelText(_ index: Int) -> String {
        // Bytes, not Characters: counting a label's Characters cost more than making it.
        let token = file.tokens[index]
        let start = Int(token.start)
        let end = Int(token.end)
        let backtick = UInt8(ascii: "`")
        if end - start >= 2, file.bytes[start] == backtick, file.bytes[end - 1] == backtick {
            return String(decoding: file.bytes[(start + 1)..<(end - 1)], as: UTF8.self)
        }
        return file.text(index)
    }

    private func appendTrailingClosures(after close: Int, callOpen: Int, to arguments: inout [Argument]) {
        let tokens = file.tokens
        var index = close + 1
        guard index < tokens.count, file.token(at: index, is: "{"), partner[index] > index,
            !isStatementCondition(callOpen: callOpen)
        else { return }
        arguments.append(Argument(label: nil, labelToken: nil, valueRange: index..<(Int(partner[index]) + 1)))
        index = Int(partner[index]) + 1
        // `} label: {` continues with labelled trailing closures.
        while index + 2 < tokens.count, tokens[index].kind == .identifier,
            file.token(at: index + 1, is: ":"), file.token(at: index + 2, is: "{"),
            partner[index + 2] > index + 2
        {
            let end = Int(partner[index + 2]) + 1
            arguments.append(Argument(label: labelText(index), labelToken: index, valueRange: (index + 2)..<end))
            index = end
        }
    }

    /// Whether the call opening at `callOpen` sits in the condition of an
    /// `if`/`guard`/`while`/`for`/`switch`/`catch`, where a following `{` is
    /// the statement's body. Walks back over the expression to where its
    /// statement starts.
    private func isStatementCondition(callOpen: Int) -> Bool {
        let tokens = file.tokens
        var index = callOpen - 1
        while index >= 0 {
            if startsNewStatement(before: index + 1) { return false }
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                switch file.bytes[Int(token.start)] {
                case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                    // A separator, or a bracket we are inside of.
                    return false
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    guard partner[index] >= 0 else { return false }
                    index = Int(partner[index])
                case UInt8(ascii: "}"):
                    // `list.map { … }.contains(x)` goes on; any other `}` ends a statement.
                    guard partner[index] >= 0, file.token(at: index + 1, is: ".") else { return false }
                    index = Int(partner[index])
                default:
                    break
                }
            case .keyword:
                if file.token(token, is: "if") || file.token(token, is: "guard") || file.token(token, is: "while")
                    || file.token(token, is: "for") || file.token(token, is: "switch") || file.token(token, is: "catch")
                {
                    return true
                }
            default:
                break
            }
            index -= 1
        }
        return false
    }

    /// Whether a line break between tokens `index - 1` and `index` ends a
    /// statement: neither side continues the expression.
    private func startsNewStatement(before index: Int) -> Bool {
        let tokens = file.tokens
        guard index > 0, index < tokens.count else { return false }
        let before = tokens[index - 1]
        let after = tokens[index]
        guard file.hasLineBreak(from: Int(before.end), to: Int(after.start)) else { return false }
        if after.kind == .operator || file.token(after, is: ".") { return false }
        switch before.kind {
        case .operator, .keyword:
            return false
        case .punctuation:
            return file.token(before, is: ")") || file.token(before, is: "]") || file.token(before, is: "}")
        default:
            return true
        }
    }

    /// Pairs brackets with a stack. A closer with no opener of its kind is
    /// left unmatched; one that has an opener further down closes it, and the
    /// openers above it stay unmatched (a missing `)` inside a `{…}` does not
    /// unbalance the braces).
    private static func matchBrackets(_ file: SourceFile) -> [Int32] {
        let tokens = file.tokens
        var partner = [Int32](repeating: -1, count: tokens.count)
        var stack: [(index: Int32, kind: Int)] = []
        var openCounts = [0, 0, 0]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation && token.length == 1 {
            let kind: Int
            let opens: Bool
            switch file.bytes[Int(token.start)] {
            case UInt8(ascii: "("): (kind, opens) = (0, true)
            case UInt8(ascii: "["): (kind, opens) = (1, true)
            case UInt8(ascii: "{"): (kind, opens) = (2, true)
            case UInt8(ascii: ")"): (kind, opens) = (0, false)
            case UInt8(ascii: "]"): (kind, opens) = (1, false)
            case UInt8(ascii: "}"): (kind, opens) = (2, false)
            default: continue
            }
            if opens {
                stack.append((Int32(index), kind))
                openCounts[kind] += 1
                continue
            }
            guard openCounts[kind] > 0 else { continue }
            while let top = stack.popLast() {
                openCounts[top.kind] -= 1
                if top.kind == kind {
                    partner[Int(top.index)] = Int32(index)
                    partner[index] = top.index
                    break
                }
            }
        }
        return partner
    }
}

public struct IfClause: Sendable, Hashable {
    public var group: Int // which #if group in the file (0, 1, 2… in source order)
    public var index: Int // 0 for #if, 1… for each #elseif/#else
    public var condition: String? // condition source text, whitespace-normalised; nil for #else
    public var groupCondition: String // condition of the group's #if clause
    public var parent: Int // index into clauses of the enclosing clause, or -1
    public var directiveToken: Int // token index of its #if/#elseif/#else

    public init(group: Int, index: Int, condition: String?, groupCondition: String, parent: Int, directiveToken: Int) {
        self.group = group
        self.index = index
        self.condition = condition
        self.groupCondition = groupCondition
        self.parent = parent
        self.directiveToken = directiveToken
    }
}

public struct Argument: Sendable, Hashable {
    public var label: String? // nil for unlabelled
    public var labelToken: Int? // token index of the label
    public var valueRange: Range<Int> // token indices of the value (after `label:`)

    public init(label: String?, labelToken: Int?, valueRange: Range<Int>) {
        self.label = label
        self.labelToken = labelToken
        self.valueRange = valueRange
    }
}

/// The `#if` clauses of a file and which clause each token sits in.
private struct ConditionalBlocks {
    var clauses: [IfClause] = []
    var clauseOf: [Int32]

    private enum Directive { case `if`, elseif, `else`, endif }

    init(_ file: SourceFile) {
        let tokens = file.tokens
        clauseOf = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = [] // the current clause of each open group, innermost last
        var groupCount = 0
        var index = 0
        while index < tokens.count {
            let current = open.last ?? -1
            guard tokens[index].kind == .pound, let directive = ConditionalBlocks.directive(file, index) else {
                clauseOf[index] = Int32(current)
                index += 1
                continue
            }
            switch directive {
            case .if:
                let end = ConditionalBlocks.conditionEnd(file, after: index)
                let condition = ConditionalBlocks.normalizedText(file, (index + 1)..<end)
                assign(index..<end, to: current)
                clauses.append(
                    IfClause(
                        group: groupCount, index: 0, condition: condition, groupCondition: condition,
                        parent: current, directiveToken: index))
                groupCount += 1
                open.append(clauses.count - 1)
                index = end
            case .elseif, .else:
                guard let previous = open.popLast() else {
                    // A stray #else with no #if: an ordinary token.
                    clauseOf[index] = Int32(current)
                    index += 1
                    continue
                }
                let enclosing = clauses[previous].parent
                let end = directive == .elseif ? ConditionalBlocks.conditionEnd(file, after: index) : index + 1
                assign(index..<end, to: enclosing)
                clauses.append(
                    IfClause(
                        group: clauses[previous].group, index: clauses[previous].index + 1,
                        condition: directive == .elseif
                            ? ConditionalBlocks.normalizedText(file, (index + 1)..<end) : nil,
                        groupCondition: clauses[previous].groupCondition, parent: enclosing, directiveToken: index))
                open.append(clauses.count - 1)
                index = end
            case .endif:
                if let previous = open.popLast() {
                    clauseOf[index] = Int32(clauses[previous].parent)
                } else {
                    clauseOf[index] = Int32(current)
                }
                index += 1
            }
        }
    }

    private mutating func assign(_ range: Range<Int>, to clause: Int) {
        for index in range { clauseOf[index] = Int32(clause) }
    }

    private static func directive(_ file: SourceFile, _ index: Int) -> Directive? {
        let token = file.tokens[index]
        if file.token(token, is: "#if") { return .if }
        if file.token(token, is: "#elseif") { return .elseif }
        if file.token(token, is: "#else") { return .else }
        if file.token(token, is: "#endif") { return .endif }
        return nil
    }

    /// One past the last token of the condition after the directive at
    /// `index`: the rest of its line, and further lines while parentheses
    /// are open or a `&&`/`||` joins them.
    private static func conditionEnd(_ file: SourceFile, after index: Int) -> Int {
        let tokens = file.tokens
        var end = index + 1
        var depth = 0
        while end < tokens.count {
            let token = tokens[end]
            if token.kind == .pound, directive(file, end) != nil { break }
            if end > index + 1, depth == 0,
                file.hasLineBreak(from: Int(tokens[end - 1].end), to: Int(token.start)),
                !isJoiner(file, tokens[end - 1]), !isJoiner(file, token)
            {
                break
            }
            if end == index + 1, file.hasLineBreak(from: Int(tokens[index].end), to: Int(token.start)) { break }
            if file.token(token, is: "(") {
                depth += 1
            } else if file.token(token, is: ")") {
                depth = max(0, depth - 1)
            }
            end += 1
        }
        return end
    }

    private static func isJoiner(_ file: SourceFile, _ token: Token) -> Bool {
        token.kind == .operator && (file.token(token, is: "&&") || file.token(token, is: "||"))
    }

    /// Token texts joined by one space wherever the source has whitespace or
    /// comments between them.
    static func normalizedText(_ file: SourceFile, _ range: Range<Int>) -> String {
        var text = ""
        for index in range {
            if index > range.lowerBound, file.tokens[index - 1].end != file.tokens[index].start { text += " " }
            text += file.text(index)
        }
        return text
    }
}

extension SourceFile {
    /// Whether bytes `from..<to` (trivia between two tokens) contain a line break.
    func hasLineBreak(from: Int, to: Int) -> Bool {
        var offset = from
        while offset < to {
            if bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r") { return true }
            offset += 1
        }
        return false
    }
}
