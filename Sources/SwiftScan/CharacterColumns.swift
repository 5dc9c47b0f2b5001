/// Character columns of byte offsets in one file, each counted on from the
/// previous one asked for when it is on the same line (forwards or
/// backwards). Asking for every token or diagnostic of a long line then
/// costs the line's length, not its square.
public struct CharacterColumns {
    private let file: SourceFile
    private var line: Int32 = 0
    private var offset = 0
    private var column = 1

    public init(_ file: SourceFile) { self.file = file }

    /// 1-based column of byte `target` on `line`, counted in characters
    /// (Unicode scalars) as editors and the spec's findings do.
    public mutating func column(ofOffset target: Int32, line: Int32) -> Int {
        if line != self.line {
            self.line = line
            offset = Int(file.lineStarts[Int(line) - 1])
            column = 1
        }
        let target = min(Int(target), file.bytes.count)
        WorkMeter.count(abs(target - offset) + 1)
        // Every byte that is not a UTF-8 continuation byte starts a character.
        file.bytes.withUnsafeBufferPointer { bytes in
            if offset < target {
                column += target - offset - Self.continuationBytes(in: bytes, offset..<target)
            } else if offset > target {
                column -= offset - target - Self.continuationBytes(in: bytes, target..<offset)
            }
        }
        offset = target
        return column
    }

    /// The bytes of `range` that continue a character (`10xxxxxx`), eight at a time: a 9 MB line
    /// is walked once by each pass that reports on it.
    private static func continuationBytes(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Bit 7 of a byte set and bit 6 clear.
            count += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        while index < range.upperBound {
            if bytes[index] & 0xC0 == 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    public mutating func column(of token: Token) -> Int {
        column(ofOffset: token.start, line: token.line)
    }
}
