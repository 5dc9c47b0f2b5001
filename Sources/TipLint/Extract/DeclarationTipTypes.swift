/// The tip types each declaration of one file holds, resolved once for all the recognisers'
/// resolvers. A computed property names others in its `switch` arms, and they name others in
/// theirs: without a memo every path through them was walked again (exponential on real view
/// models). Declarations that reach each other (a cycle) are cut where the walk comes back, and
/// share what the cycle reaches (Tarjan's strongly connected components, so the walk stays linear).
final class DeclarationTipTypes {
    /// Declarations resolved at most this deep in one another: deeper ones count as holding nothing
    /// (hostile input must not exhaust a worker thread's stack).
    static let nestingLimit = 32

    private var resolved: [Int: [String]] = [:]
    /// Declarations visited and not resolved yet (open, or in a cycle whose first member is open),
    /// in visit order, with their visit number.
    private var pending: [Int] = []
    private var visitNumber: [Int: Int] = [:]
    private var visits = 0
    private var open = 0
    /// The lowest visit number the open declaration's walk came back to.
    private var lowestReached = Int.max

    /// What the declaration at token `key` holds: `resolve()` run once (never while it is already
    /// running for `key`: the walk came back, and `[]` stands for what the first visit finds).
    func types(ofDeclarationAt key: Int, resolve: () -> [String]) -> [String] {
        if let types = resolved[key] { return types }
        if let number = visitNumber[key] {
            lowestReached = min(lowestReached, number)
            return []
        }
        guard open < Self.nestingLimit else { return [] }
        let number = visits
        visits += 1
        visitNumber[key] = number
        pending.append(key)
        let outerLowest = lowestReached
        lowestReached = number
        open += 1
        let types = resolve()
        open -= 1
        let reached = lowestReached
        lowestReached = min(outerLowest, reached)
        if reached == number {
            // The first member of its cycle (or in none): it and the members after it reach the same declarations.
            while let member = pending.popLast() {
                resolved[member] = types
                visitNumber[member] = nil
                if member == key { break }
            }
        }
        return types
    }
}
