/// Whether one text occurs in another, compared byte by byte in UTF-8. For needles with no
/// canonical decomposition (ASCII phrases, dashes) it answers as Foundation's `contains` and
/// `range(of:)` do, without their conversion of the whole text to UTF-16 on every call (plan
/// reading asks dozens of these per line; a plan of a few MB took seconds). Foundation also
/// matches `é` in `e` + U+0301: no byte search does.
extension StringProtocol {
    func containsLiterally(_ needle: String) -> Bool {
        firstLiteralOffset(of: needle) != nil
    }

    /// Where `needle` first occurs, as `range(of:)` answers (see above); nil when it does not.
    func literalRange(of needle: String) -> Range<Index>? {
        guard let offset = firstLiteralOffset(of: needle) else { return nil }
        let start = utf8.index(startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }

    /// The UTF-8 offset where `needle` first occurs; nil when it does not.
    func firstLiteralOffset(of needle: String) -> Int? {
        var needle = needle
        return needle.withUTF8 { wanted in
            utf8.withContiguousStorageIfAvailable { text in LiteralSearch.first(wanted, in: text) }
                ?? LiteralSearch.first(wanted, in: Array(utf8))
        }
    }
}

extension StringProtocol {
    /// Whether `lowercaseNeedle` (ASCII, small letters) occurs in this text in any ASCII case.
    func containsASCIIIgnoringCase(_ lowercaseNeedle: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: lowercaseNeedle.utf8Start, count: lowercaseNeedle.utf8CodeUnitCount)
        func search(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let head = wanted.first, wanted.count <= text.count else { return wanted.isEmpty }
            for start in 0...(text.count - wanted.count) where text[start].asciiLowercased == head {
                var matched = 1
                while matched < wanted.count, text[start + matched].asciiLowercased == wanted[matched] { matched += 1 }
                if matched == wanted.count { return true }
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search)
    }
}

extension ArraySlice<UInt8> {
    /// Whether the bytes `needle` occur in these bytes.
    func containsLiterally(_ needle: [UInt8]) -> Bool {
        firstLiteralIndex(of: needle) != nil
    }

    /// The index (in this slice's indices) where the bytes `needle` first occur; nil when they do not.
    func firstLiteralIndex(of needle: [UInt8]) -> Int? {
        needle.withUnsafeBufferPointer { wanted in withUnsafeBufferPointer { LiteralSearch.first(wanted, in: $0) } }
            .map { startIndex + $0 }
    }
}

/// The first occurrence of one byte string in another, on buffers: the search every literal look-up above runs.
enum LiteralSearch {
    static func first(_ wanted: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let head = wanted.first else { return 0 }
        guard wanted.count <= text.count else { return nil }
        var start = 0
        let last = text.count - wanted.count
        while start <= last {
            if text[start] == head {
                var matched = 1
                while matched < wanted.count, text[start + matched] == wanted[matched] { matched += 1 }
                if matched == wanted.count { return start }
            }
            start += 1
        }
        return nil
    }

    static func first(_ wanted: UnsafeBufferPointer<UInt8>, in text: [UInt8]) -> Int? {
        text.withUnsafeBufferPointer { first(wanted, in: $0) }
    }
}
