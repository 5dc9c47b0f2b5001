/// Sixteen bytes of a file compared at once (SSE2 on x86-64, NEON on arm64), for the scans that
/// pass over every byte of every file: most bytes decide nothing, and a vector of them is passed
/// over in a few instructions instead of a few per byte.
public typealias ByteLanes = SIMD16<UInt8>

extension ByteLanes {
    /// The sixteen bytes at `offset`, which need not be aligned; the caller keeps `offset + 16` in bounds.
    @inlinable
    public static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> ByteLanes {
        UnsafeRawPointer(base + offset).loadUnaligned(as: ByteLanes.self)
    }
}

extension ByteLanes {
    /// The same sixteen bytes read as signed (a reinterpretation: no instruction).
    @inlinable
    public var signed: SIMD16<Int8> { unsafeBitCast(self, to: SIMD16<Int8>.self) }
}

/// The lanes a vector comparison set, as a set of lane numbers: tested and walked with scalar
/// instructions (the standard library's `any()` calls out of line).
public struct LaneSet {
    /// Eight bits a lane, all set or all clear: lanes 0-7 in `low`, 8-15 in `high`.
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64

    @inlinable
    public init(_ mask: SIMDMask<SIMD16<Int8>>) {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        low = words[0]
        high = words[1]
    }

    @inlinable
    public var isEmpty: Bool { low | high == 0 }

    /// The lowest lane set; 16 when none is.
    @inlinable
    public var first: Int {
        low != 0 ? low.trailingZeroBitCount >> 3 : 8 + high.trailingZeroBitCount >> 3
    }

    /// Clears the lanes below `lane` (0 to 15).
    @inlinable
    public mutating func removeLanes(below lane: Int) {
        if lane < 8 {
            low &= ~0 << UInt64(lane &* 8)
        } else {
            low = 0
            high &= ~0 << UInt64((lane &- 8) &* 8)
        }
    }

    /// Clears the lowest lane set (`first`).
    @inlinable
    public mutating func removeFirst() {
        if low != 0 {
            low &= ~(0xFF << UInt64(low.trailingZeroBitCount & ~7))
        } else {
            high &= ~(0xFF << UInt64(high.trailingZeroBitCount & ~7))
        }
    }
}
