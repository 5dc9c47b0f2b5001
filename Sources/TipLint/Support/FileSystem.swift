#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system questions discovery asks, answered with POSIX calls:
/// fast, and explicit about symbolic links.
public enum FileSystem {
    public enum Kind: Sendable { case file, directory, symbolicLink, other }

    /// The kind of `path`, or nil when it does not exist. `followLinks`
    /// answers for a link's destination instead of the link.
    public static func kind(of path: String, followLinks: Bool) -> Kind? {
        var status = stat()
        let result = followLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    public struct Entry: Sendable {
        public var name: String
        public var kind: Kind

        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    public struct ListingError: Error {
        public var reason: String
    }

    /// The entries of a directory, without `.` and `..`, unsorted.
    public static func entries(of directory: String) throws(ListingError) -> [Entry] {
        guard let handle = opendir(directory) else { throw ListingError(reason: lastError()) }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = Self.kind(of: PathText.join(directory, name), followLinks: false)
            default: kind = .other
            }
            if let kind { entries.append(Entry(name: name, kind: kind)) }
        }
        return entries
    }

    /// Why `path` cannot be looked at (`File name too long`, `Permission
    /// denied`); nil when it can, or simply does not exist.
    static func lookupFailure(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) != 0, errno != ENOENT else { return nil }
        return lastError()
    }

    /// The reason the last call failed, from `errno`.
    static func lastError() -> String { String(cString: strerror(errno)) }

    /// The physical current directory.
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
