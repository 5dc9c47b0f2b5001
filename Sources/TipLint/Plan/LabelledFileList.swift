/// A list of files under a label of its own (`Created:`, `Modified:`, `New files:`), each item a `.swift` path in
/// code (real plans, issue 20: a plan's "Implemented Files" section): the files the plan creates or modifies.
struct LabelledFileList {
    /// What the open list does to its files; nil when no list is open.
    private(set) var action: PlannedFile.Action?

    /// Opens a list when `plain` (a prose line's plain text) is such a label; whether it was one.
    mutating func open(at plain: String) -> Bool {
        // Byte checks first: most lines do not end in a colon, and a label's words (`Files modified`) take at
        // most 13 letters; other lines are spared the lowercasing and the split into characters.
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard plain.utf8.last(where: { !isSpace($0) }) == UInt8(ascii: ":") else { return false }
        var letters = 0
        for byte in plain.utf8 where !isSpace(byte) {
            letters += 1
            if letters > 14 { return false }
        }
        let label = plain.lowercasedByScalar.trimmingSpaces
        guard label.hasSuffix(":") else { return false }
        let words = label.dropLast().split(separator: " ")
        if words.count <= 2, let action = Self.actions[words.filter { $0 != "files" }.joined(separator: " ")],
            words.count == 1 || words.contains("files")
        {
            self.action = action
            return true
        }
        return false
    }

    mutating func close() { action = nil }

    /// The path an item of the open list names: its first piece, a `.swift` path in code (a note may follow).
    func path(ofItem body: String) -> String? {
        guard action != nil, case .code(let code)? = PlanPieces.split(body).first, code.hasSuffix(".swift") else {
            return nil
        }
        return PlanText.swiftPaths(in: "`\(code)`").first
    }

    /// A label's word (`Created:`, `Files modified:`, `New files:`) and what it does to the files.
    private static let actions: [String: PlannedFile.Action] = [
        "created": .create, "new": .create, "added": .create, "modified": .modify, "changed": .modify,
        "updated": .modify, "edited": .modify,
    ]
}
