#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes, or why they could not be read.
public enum FileContents: Sendable, Equatable {
    case bytes([UInt8])
    /// The reason, as a phrase (`Permission denied`, `not a regular file`).
    case failure(String)

    /// The bytes, or nil on a failure.
    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}

/// The one way tiplint reads a file it did not write: Swift sources, plans,
/// ignore files, configuration, baselines. Repositories are untrusted, so
/// only a regular file is read, never more than a size bound, and never
/// blocking: a FIFO, a device or a link to `/dev/zero` is refused, not
/// opened for reading.
public enum FileReader {
    /// The largest Swift file or plan read; the largest generated sources
    /// seen in real apps are a few megabytes.
    public static let sourceLimit = 64 << 20
    /// The largest ignore file, configuration or baseline read.
    static let settingsLimit = 16 << 20

    /// Reads the whole file at `path`, straight into the array the tokenizer
    /// scans (no Data, no second copy). `followsLinks: false` refuses a
    /// symbolic link, as git does for a `.gitignore`. A file that shrinks
    /// while it is read ends where it now ends; one that grows is read to its
    /// new end, within `limit`.
    ///
    /// `checked`: the caller has found `path` to be a regular file (a directory listing's entry
    /// type, or a stat), so the stat before opening, the one path lookup of three per file that
    /// opening and reading do not need, is not made again; the check after opening still refuses
    /// whatever the path has become since.
    public static func read(
        _ path: String, limit: Int, followsLinks: Bool = true, checked: Bool = false
    )
        -> FileContents
    {
        var status = stat()
        // Checked before opening: opening a device can have effects of its own.
        if !checked {
            guard (followsLinks ? stat(path, &status) : lstat(path, &status)) == 0 else {
                return .failure(systemError(errno))
            }
            if let refusal = refusal(of: status, limit: limit) { return .failure(refusal) }
        }
        // Non-blocking, in case the path became a FIFO since; checked again below.
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followsLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return .failure(systemError(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(systemError(errno)) }
        if let refusal = refusal(of: status, limit: limit) { return .failure(refusal) }

        // One byte more than the size, so a file that grew since fills the buffer and is read on.
        // A regular file's read returns less than asked only at its end, so a read that does is
        // the last: no second read to find the end (one call fewer for each of 15,000 files).
        var failure: Int32 = 0
        let expected = min(max(Int(status.st_size), 0), limit) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = readFully(
                descriptor, into: UnsafeMutableRawBufferPointer(buffer), failure: &failure, untilShort: true)
        }
        var grew = bytes.count == expected
        var chunk = [UInt8](repeating: 0, count: grew ? 65536 : 0)
        while failure == 0 && grew { // read on to its new end
            if bytes.count > limit { return .failure(tooLarge(limit)) }
            let count = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0, failure: &failure) }
            bytes += chunk[..<count]
            grew = count == chunk.count
        }
        if failure != 0 { return .failure(systemError(failure)) }
        return bytes.count > limit ? .failure(tooLarge(limit)) : .bytes(bytes)
    }

    /// Why a file with `status` is not read, or nil when it is.
    private static func refusal(of status: stat, limit: Int) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return Int(status.st_size) > limit ? tooLarge(limit) : nil
        case S_IFDIR: return systemError(EISDIR)
        case S_IFLNK: return "is a symbolic link"
        case S_IFIFO: return "is a FIFO, not a regular file"
        case S_IFCHR, S_IFBLK: return "is a device, not a regular file"
        case S_IFSOCK: return "is a socket, not a regular file"
        default: return "is not a regular file"
        }
    }

    public static func tooLarge(_ limit: Int) -> String {
        "is larger than \(limit >> 20) MiB, the most tiplint reads"
    }

    /// Reads until `buffer` is full or the file ends (with `untilShort`, or a read returns less
    /// than asked); the count read. Sets `failure` to `errno` on an error.
    private static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer,
        failure: inout Int32, untilShort: Bool = false
    ) -> Int {
        var count = 0
        while count < buffer.count {
            let result = DescriptorIO.read(descriptor, into: buffer.baseAddress! + count, count: buffer.count - count)
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            count += result
            if untilShort && count < buffer.count { break }
        }
        return count
    }

    private static func systemError(_ code: Int32) -> String { String(cString: strerror(code)) }
}
