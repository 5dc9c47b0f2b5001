extension String {
    /// The last non-empty part of the text between `separator`s (`Outer.Inner` → `Inner`,
    /// `App/Views/` → `Views`), found by scanning bytes back from the end; nil when every part is
    /// empty. How type names and paths are shortened to their last component. On the contiguous
    /// bytes: stepping `utf8` indices cost about 800 instructions a name, asked 200,000 times on a
    /// large app.
    func lastNonEmptyPart(separatedBy separator: Unicode.Scalar) -> Substring? {
        let byte = UInt8(ascii: separator)
        var text = self
        let (start, end) = text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == byte { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != byte { start -= 1 }
            return (start, end)
        }
        guard end > 0 else { return nil }
        return self[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    /// The text after the last ASCII `byte` (on the bytes, as above), the whole text when there is none.
    func afterLast(_ byte: UInt8) -> Substring {
        var text = self
        let start = text.withUTF8 { bytes in
            var start = bytes.count
            while start > 0, bytes[start - 1] != byte { start -= 1 }
            return start
        }
        return self[utf8.index(utf8.startIndex, offsetBy: start)...]
    }
}
