#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Where lines start. A line ends at LF, CRLF or a lone CR, as in Swift.
enum LineTable {
    static func lineStarts(_ text: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var starts: [Int32] = [0]
        guard let base = text.baseAddress, !text.isEmpty else { return starts }
        let count = text.count
        starts.reserveCapacity(count / 24 + 1)
        let raw = UnsafeRawPointer(base)
        if !containsCarriageReturn(text) {
            // The common case: LF only, found with the C library's fast search.
            var offset = 0
            while offset < count, let hit = memchr(raw + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                offset = raw.distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(Int32(offset))
            }
        } else {
            var offset = 0
            while offset < count {
                let byte = text[offset]
                if byte == UInt8(ascii: "\n") {
                    starts.append(Int32(offset + 1))
                } else if byte == UInt8(ascii: "\r") {
                    if offset + 1 < count, text[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
                    starts.append(Int32(offset + 1))
                }
                offset += 1
            }
        }
        return starts
    }

    static func containsCarriageReturn(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress, !text.isEmpty else { return false }
        return memchr(UnsafeRawPointer(base), Int32(UInt8(ascii: "\r")), text.count) != nil
    }
}
