import TipLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a program could not be started.
public struct ChildProcessError: Error, Equatable {
    var message: String
}

/// A program started with `posix_spawnp`, found on `PATH`: what Foundation's `Process` gave the git
/// calls, without linking Foundation (on Linux its library loads ICU: milliseconds on every run).
/// Each standard stream of the child is `/dev/null` or a pipe to this process; the pipe ends kept
/// here are closed on exec, so no other child holds them open.
public final class ChildProcess {
    enum Stream { case null, pipe }

    /// How the child ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    private let id: pid_t
    /// This process's ends of the child's piped streams: input is written, output and error read.
    private(set) var input: Int32?
    private(set) var output: Int32?
    private(set) var error: Int32?

    init(
        _ program: String, arguments: [String], environment: [String: String],
        input: Stream = .null, output: Stream, error: Stream
    ) throws(ChildProcessError) {
        // Until its ends are marked close-on-exec, a pipe made here must not leak into a child
        // another thread starts (`pipe2` is not portable): children are started one at a time.
        Self.starting.lock()
        defer { Self.starting.unlock() }
        let inputPipe = try Self.makePipe(input), outputPipe = try Self.makePipe(output)
        let errorPipe = try Self.makePipe(error)
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (pipe, target, mode) in [
            (inputPipe, STDIN_FILENO, O_RDONLY), (outputPipe, STDOUT_FILENO, O_WRONLY),
            (errorPipe, STDERR_FILENO, O_WRONLY),
        ] {
            if let pipe {
                posix_spawn_file_actions_adddup2(&actions, target == STDIN_FILENO ? pipe.read : pipe.write, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
            }
        }
        // The child starts with default signal handling (tiplint ignores SIGPIPE) and nothing blocked.
        var defaults = sigset_t(), blocked = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigemptyset(&blocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &blocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for text in argv + envp { free(text) } }
        var id = pid_t()
        let status = posix_spawnp(&id, program, &actions, &attributes, argv, envp)
        // The child's ends belong to the child now (or to no one, if it did not start).
        inputPipe.map { _ = close($0.read) }
        outputPipe.map { _ = close($0.write) }
        errorPipe.map { _ = close($0.write) }
        guard status == 0 else {
            inputPipe.map { _ = close($0.write) }
            outputPipe.map { _ = close($0.read) }
            errorPipe.map { _ = close($0.read) }
            let reason = status == ENOENT ? "not found on PATH" : String(cString: strerror(status))
            throw ChildProcessError(message: "\(program): \(reason)")
        }
        self.id = id
        self.input = inputPipe?.write
        self.output = outputPipe?.read
        self.error = errorPipe?.read
    }

    /// Reads the piped output and error to their ends together, so that neither pipe can fill and
    /// block the child while the other is read; then closes them.
    func readToEnd() -> (output: [UInt8], error: [UInt8]) {
        var collected: [Int32: [UInt8]] = [:]
        var open = [output, error].compactMap { $0 }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
            for entry in polled where entry.revents != 0 {
                let count = chunk.withUnsafeMutableBytes {
                    DescriptorIO.read(entry.fd, into: $0.baseAddress!, count: $0.count)
                }
                if count > 0 {
                    collected[entry.fd, default: []] += chunk[..<count]
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        let read = (output.flatMap { collected[$0] } ?? [], error.flatMap { collected[$0] } ?? [])
        closePipes()
        return read
    }

    /// Closes the pipes (the child reads the end of its input; what it still writes is not read)
    /// and waits for it to end.
    func wait() -> Termination {
        closePipes()
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (macros).
        return status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }

    private func closePipes() {
        for descriptor in [input, output, error].compactMap({ $0 }) { close(descriptor) }
        (input, output, error) = (nil, nil, nil)
    }

    private static let starting = ThreadLock()

    private static func makePipe(_ stream: Stream) throws(ChildProcessError) -> (read: Int32, write: Int32)? {
        guard stream == .pipe else { return nil }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ChildProcessError(message: String(cString: strerror(errno))) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return (ends[0], ends[1])
    }
}
