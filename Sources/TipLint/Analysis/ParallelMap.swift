import Dispatch
import Foundation

/// Maps items across worker threads, keeping the input order.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(
        _ items: [Input], jobs: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = max(1, min(jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount, items.count))
        if workers == 1 { return items.map(transform) }
        let results = ResultSlots<Output>(count: items.count)
        let next = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.increment()
                if index >= items.count { break }
                results.store(transform(items[index]), at: index)
            }
        }
        return results.values()
    }
}

/// Slots written by exactly one worker each, read after all have finished.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func store(_ value: Value, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }
    func values() -> [Value] { slots.map { $0! } }
}

/// Hands out work indices to workers.
private final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
