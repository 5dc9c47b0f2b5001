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
            while offset < target {
                if bytes[offset] & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
            while offset > target {
                offset -= 1
                if bytes[offset] & 0xC0 != 0x80 { column -= 1 }
            }
        }
        return column
    }

    public mutating func column(of token: Token) -> Int {
        column(ofOffset: token.start, line: token.line)
    }
}
