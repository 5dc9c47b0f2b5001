/// ASCII tests and case mapping on one UTF-8 byte, for the readers that scan bytes (plan lines,
/// names, conditions): a byte of a multi-byte character is 0x80 or above and none of these.
extension UInt8 {
    /// `a`–`z` or `A`–`Z`.
    var isASCIILetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }

    /// `A`–`Z` made small, every other byte as it is (so offsets into the result index the original).
    var asciiLowercased: UInt8 { self &- UInt8(ascii: "A") < 26 ? self | 0x20 : self }
}
