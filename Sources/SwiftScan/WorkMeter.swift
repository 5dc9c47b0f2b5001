#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// Counts the steps of the loops that hostile input could make quadratic
/// (scans over a line, a chain, a list of keys), so tests can check that
/// work grows linearly with input by counting steps for n and 2n, never
/// by timing. Counts only in debug builds, and only on a thread inside
/// `measure`: in release builds `count` is empty.
public enum WorkMeter {
    @inline(__always)
    public static func count(_ steps: Int = 1) {
        #if DEBUG
        guard let counter = pthread_getspecific(key) else { return }
        counter.assumingMemoryBound(to: Int.self).pointee += steps
        #endif
    }

    /// The steps `body` counted on this thread. Zero in release builds.
    public static func measure(_ body: () throws -> Void) rethrows -> Int {
        #if DEBUG
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        defer { counter.deallocate() }
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, counter)
        defer { pthread_setspecific(key, outer) }
        try body()
        return counter.pointee
        #else
        try body()
        return 0
        #endif
    }

    #if DEBUG
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif
}
