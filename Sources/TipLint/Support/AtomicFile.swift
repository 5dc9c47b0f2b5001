#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written; names the file.
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Writes every file tiplint writes (reports, baselines, `--fix`), so that
/// nothing is destroyed, often as root in CI:
/// - a regular file (or none yet) is replaced atomically: a temporary file
///   beside it, flushed, renamed over it, with the old file's owner, group
///   and mode, so readers see the old content or the new, never a part;
/// - anything else (`/dev/null`, a FIFO, a terminal, `/dev/stdout` whatever
///   it leads to) is opened and written through, never replaced;
/// - a symbolic link is never written through to a file or a block device
///   (a disk), nor a link to a directory that leads out of the directory it
///   is in: a link committed to a repository would decide where tiplint writes.
public enum AtomicFile {
    /// Fails unless a file could be written at `path`, so a run can stop
    /// before doing any work when an output is impossible.
    static func checkWritable(_ path: String) throws(FileWriteError) {
        switch try destination(of: path) {
        case .writeThrough(let target) where access(target, W_OK) != 0:
            throw FileWriteError(path: path, reason: "cannot write: \(systemError())")
        case .descriptor(let descriptor) where fcntl(descriptor, F_GETFL) < 0:
            throw FileWriteError(path: path, reason: "cannot write: \(systemError())")
        default:
            break
        }
    }

    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(to: path) { write in write(text) }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        try write(path) { descriptor in writeAll(bytes, to: descriptor) }
    }

    /// Text `produce` hands over in pieces, each written as it comes: a large report is never
    /// held whole. The file is replaced (or written through) as `write(_:to:)` does.
    public static func write(to path: String, _ produce: ((String) -> Void) -> Void) throws(FileWriteError) {
        try write(path) { descriptor in
            var failure: String?
            produce { piece in
                guard failure == nil else { return }
                var piece = piece
                failure = piece.withUTF8 { writeAll($0, to: descriptor) }
            }
            return failure
        }
    }

    /// `content` writes into the descriptor it is given and returns the system's reason if it failed.
    private static func write(_ path: String, _ content: (Int32) -> String?) throws(FileWriteError) {
        switch try destination(of: path) {
        case .replace(let target, let directory, let existing):
            try replace(target, in: directory, existing: existing, with: content, reportedAs: path)
        case .writeThrough(let target):
            try writeThrough(target, content, reportedAs: path)
        case .descriptor(let descriptor):
            if let reason = content(descriptor) {
                throw FileWriteError(path: path, reason: "cannot write: \(reason)")
            }
        }
    }

    /// The file a write to `path` replaces; nil when the write creates the
    /// file or writes through. For telling whether an output would overwrite an input.
    static func replacedFile(_ path: String) -> String? {
        guard case .replace(let target, _, let existing?) = try? destination(of: path),
            existing.st_mode & S_IFMT == S_IFREG
        else { return nil }
        return target
    }

    private enum Destination {
        /// Replace (or create) the directory entry `path`; `existing` is what is there now.
        case replace(path: String, directory: String, existing: stat?)
        case writeThrough(path: String)
        /// One of this process's open descriptors (`/dev/stdout`): written
        /// through it, so what else is written to it stays in order.
        case descriptor(Int32)
    }

    private static func destination(of path: String) throws(FileWriteError) -> Destination {
        guard !path.isEmpty else { throw FileWriteError(path: path, reason: "empty output path") }
        switch openDescriptor(named: path) {
        case .some(nil): return .writeThrough(path: path)
        case .some(let descriptor?): return .descriptor(descriptor)
        case nil: break
        }
        var status = stat()
        if stat(path, &status) != 0 || !isStream(status) { try refuseDirectoryLinkLeadingAway(in: path) }
        var existing: stat?
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw FileWriteError(path: path, reason: "is a directory")
            case S_IFREG: existing = status
            case S_IFLNK: return try linkDestination(path)
            default: return .writeThrough(path: path)
            }
        }
        let directory = parentDirectory(of: path)
        guard stat(directory, &status) == 0 else {
            throw FileWriteError(path: path, reason: "directory '\(directory)' does not exist")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw FileWriteError(path: path, reason: "'\(directory)' is not a directory")
        }
        guard access(directory, W_OK) == 0 else {
            throw FileWriteError(path: path, reason: "directory '\(directory)' is not writable")
        }
        return .replace(path: path, directory: directory, existing: existing)
    }

    /// A symbolic link is written through only when it leads to a stream: a
    /// character device, a FIFO or a socket (`/dev/stdout` on some systems, a
    /// shell's `>(...)`). A link to a file, a block device (a disk) or
    /// nothing yet may have been committed to the repository to make tiplint
    /// overwrite something elsewhere (`~/.ssh/authorized_keys`, `/dev/vda`):
    /// refused, and the link is left as it is.
    private static func linkDestination(_ path: String) throws(FileWriteError) -> Destination {
        var status = stat()
        if stat(path, &status) == 0, isStream(status) { return .writeThrough(path: path) }
        throw FileWriteError(
            path: path,
            reason: "is a symbolic link; tiplint never writes through a link to a file: "
                + "name the file itself, or remove the link")
    }

    /// Written through rather than replaced: a terminal, `/dev/null`, a pipe, a socket.
    private static func isStream(_ status: stat) -> Bool {
        [S_IFCHR, S_IFIFO, S_IFSOCK].contains(status.st_mode & S_IFMT)
    }

    /// A symbolic link among the directories of `path` is followed only when
    /// it leads below the directory it is in, as the system's own do
    /// (`/tmp -> private/tmp`). A committed `reports -> /etc` or
    /// `reports -> ../..` would decide where tiplint writes: refused, naming the link.
    private static func refuseDirectoryLinkLeadingAway(in path: String) throws(FileWriteError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        var directory = path.hasPrefix("/") ? "/" : "."
        for component in components {
            let parent = directory
            directory = PathText.join(parent, String(component))
            guard FileSystem.kind(of: directory, followLinks: false) == .symbolicLink,
                let target = FileSystem.realPath(directory), let realParent = FileSystem.realPath(parent)
            else { continue }
            if PathText.relative(target, to: realParent) == nil {
                throw FileWriteError(
                    path: path,
                    reason: "'\(directory)' is a symbolic link that leads out of its directory; tiplint never "
                        + "writes through it: name the directory it leads to, or remove the link")
            }
        }
    }

    /// `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`: names of an open
    /// descriptor. Whatever they lead to (a pipe, a file the shell opened) is
    /// written through, never replaced. `.some(descriptor)` for one of this
    /// process's own; `.some(nil)` for another process's; nil for any other path.
    private static func openDescriptor(named path: String) -> Int32?? {
        if path == "/dev/stdout" { return .some(STDOUT_FILENO) }
        if path == "/dev/stderr" { return .some(STDERR_FILENO) }
        let components = path.split(separator: "/")
        let number = { (text: Substring) -> Int32? in text.allSatisfy(\.isASCII) ? Int32(text) : nil }
        if components.count == 3, components[0] == "dev", components[1] == "fd", let descriptor = number(components[2])
        {
            return .some(descriptor)
        }
        guard components.count == 4, components[0] == "proc", components[2] == "fd",
            let descriptor = number(components[3])
        else { return nil }
        if components[1] == "self" || components[1] == "thread-self" || number(components[1]) == getpid() {
            return .some(descriptor)
        }
        return number(components[1]) != nil ? .some(nil) : nil
    }

    private static func replace(
        _ target: String, in directory: String, existing: stat?, with content: (Int32) -> String?,
        reportedAs path: String
    ) throws(FileWriteError) {
        let (descriptor, temporary) = try createTemporary(in: directory, near: target, reportedAs: path)
        // Renamed or removed by then: a signal no longer needs to remove it.
        defer { TemporaryFileCleanup.withSignalsBlocked { TemporaryFileCleanup.unregister(temporary) } }
        func fail(_ reason: String) -> FileWriteError {
            close(descriptor)
            unlink(temporary)
            return FileWriteError(path: path, reason: reason)
        }
        if let reason = content(descriptor) { throw fail("cannot write: \(reason)") }
        if let existing {
            // Owner first: changing it clears the set-id bits the mode then restores.
            var created = stat()
            if fstat(descriptor, &created) != 0 { throw fail("cannot write: \(systemError())") }
            if created.st_uid != existing.st_uid || created.st_gid != existing.st_gid,
                fchown(descriptor, existing.st_uid, existing.st_gid) != 0
            {
                throw fail("cannot keep its owner and group: \(systemError()); the file was left as it was")
            }
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                throw fail("cannot keep its permissions: \(systemError())")
            }
        }
        if fsync(descriptor) != 0 { throw fail("cannot flush to disk: \(systemError())") }
        if close(descriptor) != 0 {
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot write: \(systemError())")
        }
        if rename(temporary, target) != 0 {
            let reason = systemError()
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot replace the file: \(reason)")
        }
        syncDirectory(directory)
    }

    /// Writes into what is at `target` without replacing it. Appends, so a
    /// file the shell opened for our standard output keeps what was written
    /// to it before.
    private static func writeThrough(
        _ target: String, _ content: (Int32) -> String?, reportedAs path: String
    ) throws(FileWriteError) {
        let descriptor = open(target, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: "cannot open: \(systemError())") }
        if let reason = content(descriptor) {
            close(descriptor)
            throw FileWriteError(path: path, reason: "cannot write: \(reason)")
        }
        if close(descriptor) != 0 { throw FileWriteError(path: path, reason: "cannot write: \(systemError())") }
    }

    /// Writes every byte; the system's reason on failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> String? {
        DescriptorIO.writeAll(bytes, to: descriptor).map { systemError($0) }
    }

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// The longest part of the target's name kept in the temporary file's
    /// name: the whole name must stay within NAME_MAX (255 bytes).
    static let temporaryNameBudget = 200

    /// A new file beside `target`, created with mode 0666 less the umask,
    /// exactly as a plain new file would be.
    private static func createTemporary(
        in directory: String, near target: String, reportedAs path: String
    )
        throws(FileWriteError) -> (Int32, String)
    {
        let name = shortened(target.lastNonEmptyPart(separatedBy: "/").map(String.init) ?? "output")
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = "\(directory)/.\(name).tiplint-\(suffix)"
            let (descriptor, error) = TemporaryFileCleanup.withSignalsBlocked {
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
                if descriptor >= 0 { TemporaryFileCleanup.register(temporary) }
                return (descriptor, errno)
            }
            if descriptor >= 0 { return (descriptor, temporary) }
            if error != EEXIST {
                throw FileWriteError(
                    path: path, reason: "cannot create a file in '\(directory)': \(systemError(error))")
            }
        }
        throw FileWriteError(path: path, reason: "cannot create a temporary file in '\(directory)'")
    }

    /// `name` cut to `temporaryNameBudget` bytes, at a character boundary.
    static func shortened(_ name: String) -> String {
        guard name.utf8.count > temporaryNameBudget else { return name }
        var result = ""
        for character in name {
            if result.utf8.count + character.utf8.count > temporaryNameBudget { break }
            result.append(character)
        }
        return result
    }

    /// Makes the rename itself durable; best effort, as some file systems refuse.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func systemError(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}
