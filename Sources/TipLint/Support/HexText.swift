/// Bytes written as lowercase hex, two digits each, from a table (a SARIF fingerprint per result,
/// an object id per entry of a git tree).
public enum HexText {
    private static let digits = Array("0123456789abcdef".utf8)

    public static func lowercase(_ bytes: some Collection<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
