/// A place in a scanned file. Column is 1-based, in characters.
struct SourceLocation: Sendable, Hashable, Comparable {
    var file: String
    var line: Int
    var column: Int

    static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    /// `file:line`, the path as findings show it: how every message points at another place.
    var citation: String { "\(file):\(line)" }
}

/// One clause of an `#if … #elseif … #else … #endif` group that a fact sits in.
struct ConditionalClause: Sendable, Hashable {
    /// Identifies the `#if` group within its file.
    var group: Int
    /// 0 for the `#if` clause, 1… for `#elseif`/`#else` clauses in order.
    var index: Int
    /// The clause's condition text (`DEBUG`, `os(iOS)`); nil for `#else`.
    var condition: String?
    /// The condition of the group's `#if` clause, to read `#else` of `#if !DEBUG`.
    var groupCondition: String

    /// Conditions under which code never reaches users' devices: debug builds and the simulator.
    private static let developmentConditions: Set<String> = ["DEBUG", "targetEnvironment(simulator)"]

    /// Whether this clause is compiled only where users never run it: `#if DEBUG`,
    /// `#if targetEnvironment(simulator)`, or the `#else` of their negation.
    var isDevelopmentOnly: Bool {
        if let condition { return Self.developmentConditions.contains(Self.compact(condition)) }
        let negated = Self.compact(groupCondition)
        return index == 1 && negated.hasPrefix("!") && Self.developmentConditions.contains(String(negated.dropFirst()))
    }

    /// Conditions that hold wherever this clause compiles, without spaces:
    /// its own, and after the first clause the negation of the group's `#if`
    /// condition.
    var impliedConditions: [String] {
        var implied: [String] = []
        if let condition { implied.append(Self.compact(condition)) }
        if index > 0 { implied.append(Self.negation(Self.compact(groupCondition))) }
        return implied
    }

    private static func compact(_ condition: String) -> String { condition.filter { !$0.isWhitespace } }

    /// `!X` for a single term `X` (`DEBUG`, `os(iOS)`) and `X` for `!X`;
    /// `!(…)` around anything longer, and `…` for `!(…)`.
    static func negation(_ condition: String) -> String {
        if condition.hasPrefix("!(") && condition.hasSuffix(")") { return String(condition.dropFirst(2).dropLast()) }
        if condition.hasPrefix("!") && isTerm(condition.dropFirst()) { return String(condition.dropFirst()) }
        return isTerm(condition[...]) ? "!" + condition : "!(" + condition + ")"
    }

    /// A name, optionally called with operator-free arguments: `DEBUG`, `os(iOS)`, `canImport(UIKit)`.
    private static func isTerm(_ condition: Substring) -> Bool {
        guard let first = condition.first, first.isLetter || first == "_" else { return false }
        return !condition.contains { "!&|".contains($0) }
    }
}

/// The `#if` clauses around a fact, outermost first.
struct BranchPath: Sendable, Hashable {
    var clauses: [ConditionalClause]

    init(_ clauses: [ConditionalClause] = []) { self.clauses = clauses }

    var isDevelopmentOnly: Bool { clauses.contains { $0.isDevelopmentOnly } }

    /// Whether facts at `a` (inside the clauses `aBranch`) and at `b` (inside
    /// `bBranch`) can be compiled into one build. They cannot when they sit in
    /// different clauses of one `#if` group of one file, or, in any files, when
    /// a condition that holds at one is the negation of one that holds at the
    /// other (`#if DEBUG` here; `#else` of `#if DEBUG`, or `#if !DEBUG`, there).
    /// `#if` groups are numbered per file: the first test is for one file only.
    static func canBuildTogether(
        _ a: SourceLocation, _ aBranch: BranchPath,
        _ b: SourceLocation, _ bBranch: BranchPath
    ) -> Bool {
        canBuildTogether(inFile: a.file, aBranch, inFile: b.file, bBranch)
    }

    /// `canBuildTogether` for facts known by their file only.
    static func canBuildTogether(
        inFile a: String, _ aBranch: BranchPath, inFile b: String, _ bBranch: BranchPath
    ) -> Bool {
        if a == b && aBranch.sharesAGroupInAnotherClause(with: bBranch) { return false }
        let implied = Set(aBranch.clauses.flatMap(\.impliedConditions))
        guard !implied.isEmpty else { return true }
        return !bBranch.clauses.flatMap(\.impliedConditions).contains {
            implied.contains(ConditionalClause.negation($0))
        }
    }

    /// Whether a clause of this path and one of `other` are different clauses
    /// of one `#if` group; meaningful within one file only.
    private func sharesAGroupInAnotherClause(with other: BranchPath) -> Bool {
        clauses.contains { mine in other.clauses.contains { $0.group == mine.group && $0.index != mine.index } }
    }
}

/// Where a fact sits in the code: its enclosing type, function and closures.
struct CodeContext: Sendable, Hashable {
    /// The innermost enclosing type, dotted (`Outer.Inner`); for an extension, the extended type.
    var typeName: String?
    /// What the enclosing type inherits or conforms to (`View`, `App`, `UIViewController`).
    var typeConformances: [String] = []
    /// The innermost enclosing function, initializer or computed property (`body`, `init`, `viewDidLoad`).
    var functionName: String?
    /// The callee names of the enclosing closures, outermost first
    /// (`ForEach`, `List`, `Button`, `onAppear`, `task`, `toolbar`, `Task`).
    var closures: ClosureChain = []

    func isInside(closure name: String) -> Bool { closures.contains(name) }

    /// The innermost enclosing `ForEach` or `List` closure's callee, nil outside both.
    var rowLoop: String? { closures.last { $0 == "ForEach" || $0 == "List" } }

    /// Whether the enclosing type is a SwiftUI `App` (`App` or `SwiftUI.App`).
    var isInAppType: Bool { typeConformances.contains { $0 == "App" || $0.hasSuffix(".App") } }
}
