import TipLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads blobs of one repository through a single long-running
/// `git cat-file --batch`: one process for a whole tree, however many files,
/// instead of one `git show` each. Safe to call from many threads (requests
/// take turns). `cat-file` applies no filters or textconv, so the bytes are
/// the blob's as stored.
///
/// Blobs read are kept, up to `cacheLimit` bytes in all: `--staged` analyses
/// two versions that share most files, and the analysis reads a file twice
/// when its second pass needs it, so each blob is asked of git once.
public final class GitBlobReader: @unchecked Sendable {
    static let cacheLimit = 256 << 20

    private let process: ChildProcess
    private var responses: BufferedReader
    private let lock = ThreadLock()
    private var failure: String?
    private var cache: [String: [UInt8]] = [:]
    private var cachedBytes = 0

    init(repository: GitRepository) throws(GitError) {
        // A reader that went away must not kill tiplint with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        process = try GitProcess.launch(
            ["cat-file", "--batch"], in: repository.root, environment: repository.environment,
            input: .pipe, output: .pipe, error: .null)
        responses = BufferedReader(descriptor: process.output!)
    }

    deinit { close() }

    /// The blob's bytes. `limit`: a larger blob is an error, its bytes
    /// skipped without being kept.
    public func read(_ object: String, limit: Int) throws(GitError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[object] {
            guard cached.count <= limit else { throw GitError(message: FileReader.tooLarge(limit)) }
            return cached
        }
        let bytes = try exchange(object, type: "blob", limit: limit)
        if cachedBytes + bytes.count <= Self.cacheLimit {
            cache[object] = bytes
            cachedBytes += bytes.count
        }
        return bytes
    }

    /// The tree object's bytes as git stores them (`GitTreeListing` reads them), not kept.
    func tree(_ object: String) throws(GitError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return try exchange(object, type: "tree", limit: Int.max)
    }

    /// One object of `type`, asked for through the running `cat-file`; the caller holds the lock.
    private func exchange(_ object: String, type: String, limit: Int) throws(GitError) -> [UInt8] {
        if let failure { throw GitError(message: failure) }
        do {
            return try request(object, type: type, limit: limit)
        } catch let error as GitError {
            throw error
        } catch {
            // The pipe broke: git is gone, and every later read fails the same way.
            failure = "git cat-file stopped: \(error)"
            throw GitError(message: failure!)
        }
    }

    /// Asks for one object and reads the answer: `<id> <type> <size>`, the
    /// bytes, a newline; or `<object> missing`.
    private func request(_ object: String, type: String, limit: Int) throws -> [UInt8] {
        guard !object.contains("\n"), !object.isEmpty else {
            throw GitError(message: "'\(object)' is not an object id")
        }
        if let failure = DescriptorIO.writeAll(object + "\n", to: process.input!) { throw WriteFailure(code: failure) }
        let header = try responses.line().split(separator: " ")
        guard header.count == 3, let size = Int(header[2]), size >= 0 else {
            throw GitError(message: "git has no object \(object) (\(header.dropFirst().joined(separator: " ")))")
        }
        guard header[1] == type else {
            try responses.skip(size + 1)
            throw GitError(message: "\(object) is a \(header[1]), not a \(type == "blob" ? "file" : type)")
        }
        guard size <= limit else {
            try responses.skip(size + 1)
            throw GitError(message: FileReader.tooLarge(limit))
        }
        let bytes = try responses.bytes(size)
        try responses.skip(1)
        return bytes
    }

    /// Ends the `cat-file` process; later reads of blobs not kept fail.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return }
        failure = "the blob reader is closed"
        _ = process.wait()
    }
}

/// A request that could not be written to `cat-file`.
private struct WriteFailure: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}

/// Reads lines and counted bytes from a file descriptor, buffered.
private struct BufferedReader {
    struct EndOfData: Error, CustomStringConvertible {
        var description: String { "unexpected end of output" }
    }

    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Up to the next newline, which is consumed, not returned.
    mutating func line() throws -> String {
        var line: [UInt8] = []
        while true {
            if position == buffer.count { try fill() }
            if let newline = buffer[position...].firstIndex(of: 0x0A) {
                line += buffer[position..<newline]
                position = newline + 1
                return String(decoding: line, as: UTF8.self)
            }
            line += buffer[position...]
            position = buffer.count
        }
    }

    mutating func bytes(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            if position == buffer.count { try fill() }
            let take = min(count - bytes.count, buffer.count - position)
            bytes += buffer[position..<position + take]
            position += take
        }
        return bytes
    }

    mutating func skip(_ count: Int) throws {
        var remaining = count
        while remaining > 0 {
            if position == buffer.count { try fill() }
            let take = min(remaining, buffer.count - position)
            position += take
            remaining -= take
        }
    }

    private mutating func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes {
                DescriptorIO.read(descriptor, into: $0.baseAddress!, count: $0.count)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw EndOfData() }
            buffer = Array(chunk[..<count])
            position = 0
            return
        }
    }
}
