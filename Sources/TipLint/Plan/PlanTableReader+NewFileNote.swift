extension PlanTableReader {
    /// Whether a file table's path cell notes after the path that the file is new: `` `BannerView.swift` (new) ``,
    /// `(new file)`, `(created)`.
    static func notesNewFile(_ cell: String) -> Bool {
        let plain = MarkdownInline.plain(cell).lowercasedByScalar
        return ["(new)", "(new file)", "(created)", "(create)"].contains { plain.containsLiterally($0) }
    }
}
