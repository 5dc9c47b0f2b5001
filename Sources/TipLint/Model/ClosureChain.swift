import SwiftScan

/// The callee names of the closures around a fact, outermost first, kept as a chain of links whose
/// outer part is shared: every fact of a view nested 16,000 closures deep holds one link, not its
/// own copy of every name above it (which took gigabytes).
struct ClosureChain: Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// One closure and the chain around it; never changed once made, so chains share them.
    private final class Link: Sendable {
        let name: String
        let outer: Link?
        let count: Int
        /// The whole chain's hash, made once: hashing or comparing a deep chain walks no links.
        let chainHash: Int
        /// Whether this closure or one around it is `Preview`, made once: asked of every fact.
        let isInPreview: Bool

        init(name: String, outer: Link?) {
            self.name = name
            self.outer = outer
            count = (outer?.count ?? 0) + 1
            isInPreview = name == "Preview" || outer?.isInPreview == true
            var hasher = Hasher()
            hasher.combine(outer?.chainHash)
            hasher.combine(name)
            chainHash = hasher.finalize()
        }
    }

    private var innermost: Link?

    init(_ names: [String] = []) {
        for name in names { append(name) }
    }

    init(arrayLiteral names: String...) { self.init(names) }

    var isEmpty: Bool { innermost == nil }
    var count: Int { innermost?.count ?? 0 }

    /// The innermost closure's callee.
    var last: String? { innermost?.name }

    /// The innermost closure's callee that satisfies `predicate`.
    func last(where predicate: (String) throws -> Bool) rethrows -> String? {
        var link = innermost
        while let current = link {
            WorkMeter.count()
            if try predicate(current.name) { return current.name }
            link = current.outer
        }
        return nil
    }

    func contains(_ name: String) -> Bool { last { $0 == name } != nil }

    /// Whether a closure of the chain is `#Preview { … }`: `contains("Preview")` without the walk.
    var containsPreview: Bool { innermost?.isInPreview ?? false }

    /// The chain one closure deeper, inside `name`.
    mutating func append(_ name: String) {
        innermost = Link(name: name, outer: innermost)
    }

    /// The names, outermost first.
    var names: [String] {
        var result: [String] = []
        result.reserveCapacity(count)
        var link = innermost
        while let current = link {
            result.append(current.name)
            link = current.outer
        }
        return result.reversed()
    }

    var description: String { names.description }

    static func == (lhs: ClosureChain, rhs: ClosureChain) -> Bool {
        var left = lhs.innermost, right = rhs.innermost
        while let leftLink = left, let rightLink = right {
            if leftLink === rightLink { return true }
            guard leftLink.chainHash == rightLink.chainHash, leftLink.name == rightLink.name else { return false }
            left = leftLink.outer
            right = rightLink.outer
        }
        return left == nil && right == nil
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(innermost?.chainHash)
    }
}
