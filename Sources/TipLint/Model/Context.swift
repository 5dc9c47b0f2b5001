/// A place in a scanned file. Column is 1-based, in characters.
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// One clause of an `#if … #elseif … #else … #endif` group that a fact sits in.
public struct ConditionalClause: Sendable, Hashable {
    /// Identifies the `#if` group within its file.
    public var group: Int
    /// 0 for the `#if` clause, 1… for `#elseif`/`#else` clauses in order.
    public var index: Int
    /// The clause's condition text (`DEBUG`, `os(iOS)`); nil for `#else`.
    public var condition: String?
    /// The condition of the group's `#if` clause, to read `#else` of `#if !DEBUG`.
    public var groupCondition: String

    public init(group: Int, index: Int, condition: String?, groupCondition: String) {
        self.group = group
        self.index = index
        self.condition = condition
        self.groupCondition = groupCondition
    }

    /// Whether this clause is compiled only in debug builds.
    public var isDebugOnly: Bool {
        if let condition { return condition == "DEBUG" }
        return groupCondition == "!DEBUG" && index == 1
    }

    /// Whether this clause is compiled only in release builds: `#if !DEBUG`, or the `#else` of `#if DEBUG`.
    public var isReleaseOnly: Bool {
        if let condition { return condition == "!DEBUG" }
        return groupCondition == "DEBUG" && index == 1
    }
}

/// The `#if` clauses around a fact, outermost first.
public struct BranchPath: Sendable, Hashable {
    public var clauses: [ConditionalClause]

    public init(_ clauses: [ConditionalClause] = []) { self.clauses = clauses }

    public var isDebugOnly: Bool { clauses.contains { $0.isDebugOnly } }

    public var isReleaseOnly: Bool { clauses.contains { $0.isReleaseOnly } }

    /// Whether two facts, in any files, can never be compiled together: one is debug-only and
    /// the other release-only (`#if DEBUG` in one file, `#else` of it in another).
    public func excludesInEveryFile(_ other: BranchPath) -> Bool {
        (isDebugOnly && other.isReleaseOnly) || (isReleaseOnly && other.isDebugOnly)
    }

    /// Whether two facts of the same file can never be compiled together:
    /// they sit in different clauses of one `#if` group.
    public func excludes(_ other: BranchPath) -> Bool {
        for mine in clauses {
            for theirs in other.clauses where theirs.group == mine.group && theirs.index != mine.index {
                return true
            }
        }
        return false
    }
}

/// Where a fact sits in the code: its enclosing type, function and closures.
public struct CodeContext: Sendable, Hashable {
    /// The innermost enclosing type, dotted (`Outer.Inner`); for an extension, the extended type.
    public var typeName: String?
    /// What the enclosing type inherits or conforms to (`View`, `App`, `UIViewController`).
    public var typeConformances: [String]
    /// The innermost enclosing function, initializer or computed property (`body`, `init`, `viewDidLoad`).
    public var functionName: String?
    /// The callee names of the enclosing closures, outermost first
    /// (`ForEach`, `List`, `Button`, `onAppear`, `task`, `toolbar`, `Task`).
    public var closures: [String]

    public init(typeName: String? = nil, typeConformances: [String] = [], functionName: String? = nil, closures: [String] = []) {
        self.typeName = typeName
        self.typeConformances = typeConformances
        self.functionName = functionName
        self.closures = closures
    }

    public func isInside(closure name: String) -> Bool { closures.contains(name) }
}
