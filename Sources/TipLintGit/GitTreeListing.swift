import TipLint

/// The files of commits' trees, as `git ls-tree -r --full-tree` lists them, read through the
/// repository's one `git cat-file --batch` rather than a process per commit (`report --history`
/// listed 200 commits with 200 processes, half its time). A directory the commit before had
/// unchanged has the same tree id, and its listing is reused rather than read again.
public final class GitTreeListing {
    private let reader: GitBlobReader
    /// The listings of the directories of the last tree listed, by tree id, paths relative to
    /// each: what the next commit most likely shares. Older ones are let go, so memory holds
    /// about two versions of the project, however long the range.
    private var recent: [String: [GitRepository.Entry]] = [:]
    private var current: [String: [GitRepository.Entry]] = [:]
    /// Tree objects read from git, each directory version once while it stays in use.
    private(set) var treesRead = 0

    public init(reader: GitBlobReader) { self.reader = reader }

    /// The files, links and submodules of the tree `id` and the trees below it, with paths from
    /// its root, in git's order.
    public func entries(ofTree id: String) throws(GitError) -> [GitRepository.Entry] {
        defer { (recent, current) = (current, [:]) }
        return try listing(id)
    }

    private func listing(_ id: String) throws(GitError) -> [GitRepository.Entry] {
        if let known = current[id] ?? recent[id] {
            current[id] = known
            return known
        }
        treesRead += 1
        var entries: [GitRepository.Entry] = []
        for record in try Self.records(try reader.tree(id), idLength: id.utf8.count / 2) {
            switch record.mode & 0o170000 {
            case 0o040000:
                for entry in try listing(record.object) {
                    entries.append(
                        GitRepository.Entry(
                            path: record.name + "/" + entry.path, kind: entry.kind, object: entry.object))
                }
            case 0o100000: entries.append(GitRepository.Entry(path: record.name, kind: .file, object: record.object))
            case 0o120000:
                entries.append(GitRepository.Entry(path: record.name, kind: .symbolicLink, object: record.object))
            default:
                // What git reads as neither a file, a link nor a tree is a submodule's commit.
                entries.append(GitRepository.Entry(path: record.name, kind: .submodule, object: record.object))
            }
        }
        current[id] = entries
        return entries
    }

    /// One entry of a tree object: `<octal mode> SP <name> NUL <id as raw bytes>`.
    private struct Record {
        var mode: Int
        var name: String
        var object: String
    }

    private static func records(_ bytes: [UInt8], idLength: Int) throws(GitError) -> [Record] {
        var records: [Record] = []
        var position = 0
        while position < bytes.count {
            guard let space = bytes[position...].firstIndex(of: UInt8(ascii: " ")),
                let mode = Int(String(decoding: bytes[position..<space], as: UTF8.self), radix: 8),
                let nul = bytes[space...].firstIndex(of: 0), nul + idLength < bytes.count
            else { throw GitError(message: "git gave a tree that cannot be read") }
            records.append(
                Record(
                    mode: mode, name: String(decoding: bytes[(space + 1)..<nul], as: UTF8.self),
                    object: HexText.lowercase(bytes[(nul + 1)...(nul + idLength)])))
            position = nul + 1 + idLength
        }
        return records
    }
}
