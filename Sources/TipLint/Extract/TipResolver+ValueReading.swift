extension TipResolver {
    /// What `forwarding`, `tipTypes` and `qualified` each first work out of an expression: a call
    /// argument's value, asked of all three, is peeled, split and looked up once instead of three
    /// times (Thea hands 74,000 values to them).
    struct ValueReading {
        /// The expression as written.
        let range: Range<Int>
        /// Where the expression's names are looked up.
        let site: Int
        /// The expression without what a tip passes through unchanged (`transparent`).
        let inner: Range<Int>
        /// The `c ? a : b` or `a ?? b` alternatives of `inner`.
        let alternatives: [Range<Int>]?
        /// The name chain that is the whole of `inner` (`referenceNames`).
        let names: [Int]?
        /// When the chain is one name: its text and the binding it names at `site`.
        let name: String?
        let binding: Binding?
    }

    /// Reads the expression in `range` at `site`.
    func reading(_ range: Range<Int>, at site: Int) -> ValueReading {
        let inner = transparent(range)
        guard !inner.isEmpty else {
            return ValueReading(
                range: range, site: site, inner: inner, alternatives: nil, names: nil, name: nil, binding: nil)
        }
        let names = referenceNames(spanning: inner)
        let name = names?.count == 1 ? names.map { parsed.text($0[0]) } : nil
        return ValueReading(
            range: range, site: site, inner: inner, alternatives: alternatives(inner), names: names, name: name,
            binding: name.flatMap { parsed.bindings.lookup($0, at: site, in: parsed) })
    }
}
