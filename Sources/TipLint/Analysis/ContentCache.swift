/// Contents by object id (a git blob): a file unchanged between versions is read once
/// (`report --history`). Reads take turns (one reader answers them all anyway), so none is
/// read twice.
public final class ContentCache: @unchecked Sendable {
    private let read: (String) -> FileContents
    private var contents: [String: FileContents] = [:]
    private let lock = ThreadLock()

    public init(read: @escaping (String) -> FileContents) { self.read = read }

    /// How many objects were read.
    public var readCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return contents.count
    }

    public func contents(of object: String) -> FileContents {
        lock.lock()
        defer { lock.unlock() }
        if let known = contents[object] { return known }
        let read = self.read(object)
        contents[object] = read
        return read
    }
}
