extension String {
    /// The last non-empty part of the text between `separator`s (`Outer.Inner` → `Inner`,
    /// `App/Views/` → `Views`), found by scanning bytes back from the end; nil when every part is
    /// empty. How type names and paths are shortened to their last component.
    func lastNonEmptyPart(separatedBy separator: Unicode.Scalar) -> Substring? {
        let byte = UInt8(ascii: separator)
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == byte { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return nil }
        let start = utf8[..<end].lastIndex(of: byte).map { utf8.index(after: $0) } ?? utf8.startIndex
        return self[start..<end]
    }
}
