/// The names a file calls or hands on (`name(…)`, `name { … }`, `.name(…)`, `content: name)`), each kept as a 64-bit hash of its
/// UTF-8 bytes, sorted: enough to ask whether any file may call a helper another file declares,
/// without holding every name's text. A collision only makes a helper look called (says less).
struct CalledNames: Sendable, Hashable {
    private var hashes: [UInt64] = []

    init() {}

    /// The hashes, in any order and with repeats: sorted and each kept once.
    init(_ hashes: [UInt64]) {
        var sorted = hashes.sorted()
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[index] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeSubrange(kept...)
        self.hashes = sorted
    }

    func contains(_ name: String) -> Bool { contains(hash: Self.hash(name.utf8)) }

    /// Whether the name `hash` (`hash(_:)` of its bytes) is here: for one name asked of many files.
    func contains(hash: UInt64) -> Bool {
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash
    }

    var isEmpty: Bool { hashes.isEmpty }

    /// FNV-1a over the bytes.
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
