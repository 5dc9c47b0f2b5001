/// A set of ASCII bytes as a 128-bit mask: plan readers ask one for every byte of every line, where a
/// `Set<UInt8>` hashed each byte.
struct ByteSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The bytes of `characters`, which must be ASCII.
    init(_ characters: StaticString) {
        let bytes = UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount)
        for byte in bytes {
            precondition(byte < 0x80, "ByteSet holds ASCII bytes only")
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte &- 64)) != 0
    }
}
