import Dispatch
import SwiftScan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Maps items across worker threads, keeping the input order.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(
        _ items: [Input], jobs: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = max(1, min(jobs > 0 ? jobs : cores, items.count))
        if workers == 1 { return items.map(transform) }
        let results = ResultSlots<Output>(count: items.count)
        let next = AtomicCounter()
        // WorkMeter counts per thread: each worker's steps join the caller's count, so a count does
        // not depend on which thread did the work (the caller is one of the workers, or none).
        let steps = ResultSlots<Int>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let counted = WorkMeter.measure {
                while true {
                    let index = next.increment()
                    if index >= items.count { break }
                    results.store(transform(items[index]), at: index)
                }
            }
            steps.store(counted, at: worker)
        }
        WorkMeter.count(steps.values().reduce(0, +))
        return results.values()
    }

    /// Asked once: Foundation works it out anew at each ask (30,000 instructions; discovery maps
    /// each level of each walked tree).
    private static let cores = ProcessInfo.processInfo.activeProcessorCount
}

/// Slots written by exactly one worker each, read after all have finished. A raw buffer, not an
/// array: `Array.withUnsafeMutableBufferPointer` moves the array out of the property while it
/// runs, so two workers storing at once would see an empty array and crash.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) { slots[index] = value }

    func values() -> [Value] { (0..<count).map { slots[$0]! } }
}

/// Hands out work indices to workers.
private final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = ThreadLock()
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
