/// `tiplint tokens` output, exactly as the spec's "Token dump" says: one line
/// per significant token (comments left out),
/// `LINE:COL:LEN<TAB>KIND<TAB>TEXT`, LINE and COL 1-based, COL and LEN in
/// UTF-8 bytes. TEXT writes backslash, tab, newline and carriage return as
/// `\\`, `\t`, `\n`, `\r`, so every token stays on its line, and any other
/// control character or bidirectional mark as `\u{1B}`, so none reaches the
/// terminal (an error token holds whatever bytes the file has).
public enum TokenDump {
    public static func render(_ file: SourceFile) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(file.bytes.count * 3 + 64)
        for token in file.tokens {
            append(Int(token.line), to: &output)
            output.append(UInt8(ascii: ":"))
            append(Int(token.column), to: &output)
            output.append(UInt8(ascii: ":"))
            append(token.length, to: &output)
            output.append(UInt8(ascii: "\t"))
            output.append(contentsOf: token.kind.dumpName.utf8)
            output.append(UInt8(ascii: "\t"))
            for scalar in String(decoding: file.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self).unicodeScalars
            {
                if scalar == "\\" {
                    output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                } else if ControlCharacters.needsEscape(scalar) {
                    output.append(contentsOf: ControlCharacters.escape(scalar).utf8)
                } else {
                    UTF8.encode(scalar) { output.append($0) }
                }
            }
            output.append(UInt8(ascii: "\n"))
        }
        // Invalid UTF-8 in an error token prints as U+FFFD.
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(_ number: Int, to output: inout [UInt8]) {
        output.append(contentsOf: String(number).utf8)
    }
}
