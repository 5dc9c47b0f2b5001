#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A source file's bytes, read with POSIX calls straight into the array the
/// tokenizer scans (no Data, no second copy), or why they could not be read.
public enum FileContents: Sendable {
    case bytes([UInt8])
    /// The system's reason (`Permission denied`, `Is a directory`).
    case failure(String)

    /// Reads the whole file. One that shrinks while it is read ends where it
    /// now ends; one that grows is read to its new end.
    public static func read(_ path: String) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(systemError(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(systemError(errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(systemError(EISDIR)) }

        // One byte more than the size, so the read that finds the end is the second of two.
        var failure: Int32 = 0
        let expected = max(Int(status.st_size), 0) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), failure: &failure)
        }
        var grew = bytes.count == expected
        var chunk = [UInt8](repeating: 0, count: grew ? 65536 : 0)
        while failure == 0 && grew {  // read on to its new end
            let count = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0, failure: &failure) }
            bytes += chunk[..<count]
            grew = count == chunk.count
        }
        return failure == 0 ? .bytes(bytes) : .failure(systemError(failure))
    }

    /// Reads until `buffer` is full or the file ends; the count read. Sets
    /// `failure` to `errno` on an error.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer,
                                  failure: inout Int32) -> Int {
        var count = 0
        while count < buffer.count {
            let result = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            count += result
        }
        return count
    }

    private static func systemError(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// `read(2)`, named apart from our own `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #else
    return Glibc.read(descriptor, buffer, count)
    #endif
}
