/// Hashes of the names a file mentions, as they came (with repeats, unsorted): asked only about the few
/// methods `UncalledDisplayHelpers` weighs, so a file pays for hashing its names, never for sorting them.
struct NameMentions: Sendable, Hashable {
    private var hashes: [UInt64] = []

    init() {}

    init(_ hashes: [UInt64]) { self.hashes = hashes }

    func contains(_ name: String) -> Bool { hashes.contains(CalledNames.hash(name.utf8)) }
}
