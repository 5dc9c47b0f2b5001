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
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "\(path): \(reason)" }
}

/// Writes a file so readers see the old content or the new, never a part:
/// write a temporary file beside the target, flush it to disk, rename it
/// over the target. An existing target keeps its permissions; a symbolic
/// link keeps pointing where it did and its destination is replaced.
public enum AtomicFile {
    /// Fails unless a file could be written at `path`, so a run can stop
    /// before doing any work when an output is impossible.
    public static func checkWritable(_ path: String) throws(FileWriteError) {
        _ = try destination(of: path)
    }

    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Array(text.utf8), to: path)
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let target = try destination(of: path)
        var status = stat()
        let existingMode: mode_t? = stat(target.path, &status) == 0 ? status.st_mode & 0o7777 : nil

        let (descriptor, temporary) = try createTemporary(in: target.directory, near: target.path, reportedAs: path)
        func fail(_ reason: String) -> FileWriteError {
            close(descriptor)
            unlink(temporary)
            return FileWriteError(path: path, reason: reason)
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw fail("cannot write: \(systemError())")
            }
            written += result
        }
        if let existingMode, fchmod(descriptor, existingMode) != 0 {
            throw fail("cannot keep its permissions: \(systemError())")
        }
        if fsync(descriptor) != 0 { throw fail("cannot flush to disk: \(systemError())") }
        if close(descriptor) != 0 {
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot write: \(systemError())")
        }
        if rename(temporary, target.path) != 0 {
            let reason = systemError()
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot replace the file: \(reason)")
        }
        syncDirectory(target.directory)
    }

    /// The file to replace and its directory, after following a symbolic link.
    private static func destination(of path: String) throws(FileWriteError) -> (path: String, directory: String) {
        guard !path.isEmpty else { throw FileWriteError(path: path, reason: "empty output path") }
        var target = path
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        if stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw FileWriteError(path: path, reason: "is a directory")
        }
        let directory = parentDirectory(of: target)
        guard stat(directory, &status) == 0 else {
            throw FileWriteError(path: path, reason: "directory '\(directory)' does not exist")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw FileWriteError(path: path, reason: "'\(directory)' is not a directory")
        }
        guard access(directory, W_OK) == 0 else {
            throw FileWriteError(path: path, reason: "directory '\(directory)' is not writable")
        }
        return (target, directory)
    }

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// A new file beside `target`, created with mode 0666 less the umask,
    /// exactly as a plain new file would be.
    private static func createTemporary(in directory: String, near target: String, reportedAs path: String)
        throws(FileWriteError) -> (Int32, String)
    {
        let name = target.split(separator: "/").last.map(String.init) ?? "output"
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = "\(directory)/.\(name).tiplint-\(suffix)"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST {
                throw FileWriteError(path: path, reason: "cannot create a file in '\(directory)': \(systemError())")
            }
        }
        throw FileWriteError(path: path, reason: "cannot create a temporary file in '\(directory)'")
    }

    /// Makes the rename itself durable; best effort, as some file systems refuse.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}

/// `write(2)`, named apart from our own `write` methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}
