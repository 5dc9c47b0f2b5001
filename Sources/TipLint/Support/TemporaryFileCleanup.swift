#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary files of writes under way when tiplint is stopped
/// by a signal (Ctrl-C, a CI job's SIGTERM, a file size limit), so an
/// interrupted write leaves no `.NAME.tiplint-XXXX` beside its target.
///
/// The handler may run at any instruction, so it only reads a fixed table of
/// C strings and calls `unlink` and `raise`, both async-signal-safe; the
/// table is changed with those signals blocked.
enum TemporaryFileCleanup {
    /// The signals that end tiplint by default while it may be writing.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]

    /// Runs `body` with those signals held back, so a path is in the table
    /// exactly while its file exists.
    static func withSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Call with the signals blocked, right after creating `path`.
    static func register(_ path: String) {
        installHandlersOnce()
        guard let slot = (0..<capacity).first(where: { table[$0] == nil }) else { return }
        table[slot] = strdup(path)
    }

    /// Call with the signals blocked, once `path` is renamed or removed.
    static func unregister(_ path: String) {
        for slot in 0..<capacity {
            guard let entry = table[slot], String(cString: entry) == path else { continue }
            table[slot] = nil
            free(entry)
        }
    }

    /// The paths registered now, for tests.
    static var registered: [String] { (0..<capacity).compactMap { table[$0].map { String(cString: $0) } } }

    nonisolated(unsafe) private static var installed = false

    /// A signal the parent process ignores (`nohup`, a background job's
    /// SIGINT) stays ignored. The handler runs once (`SA_RESETHAND`), then
    /// raises the signal again so tiplint ends as the signal says.
    private static func installHandlersOnce() {
        guard !installed else { return }
        installed = true
        _ = table
        for signal in signals {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if isIgnored(current) { continue }
            var action = sigaction()
            setHandler(&action)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND) // 0x80000000 on Linux
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
        let handler = action.__sigaction_u.__sa_handler
        #else
        let handler = action.__sigaction_handler.sa_handler
        #endif
        // C function pointers are not Equatable: compare their addresses.
        let address = { (function: (@convention(c) (Int32) -> Void)?) in
            function.map { unsafeBitCast($0, to: Int.self) }
        }
        return address(handler) == address(SIG_IGN)
    }

    private static func setHandler(_ action: inout sigaction) {
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = removeTemporaryFilesAndReraise
        #else
        action.__sigaction_handler.sa_handler = removeTemporaryFilesAndReraise
        #endif
    }
}

/// More writes under way than tiplint ever makes at once (it writes one file at a time).
private let capacity = 16

/// Allocated once, never freed: the handler reads it without a lock.
nonisolated(unsafe) private let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    table.initialize(repeating: nil, count: capacity)
    return table
}()

private func removeTemporaryFilesAndReraise(_ signal: Int32) {
    for slot in 0..<capacity {
        if let path = table[slot] { unlink(path) }
    }
    raise(signal)
}
