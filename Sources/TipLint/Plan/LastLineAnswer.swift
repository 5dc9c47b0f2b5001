/// What a question about one line of a plan was last answered. The plan reader asks the same
/// question of a line from many of its readers, one line after another: a 1 MB plan split each line
/// into pieces twice, looked for tip types three times and lowercased it thirteen times. The last
/// answer serves the repeats. Plans read on other threads share it under a lock: a thread that
/// finds another line's answer works it out again.
final class LastLineAnswer<Answer>: @unchecked Sendable {
    private let lock = ThreadLock()
    private var last: (text: String, answer: Answer)?

    /// `compute(text)`, or the answer kept for `text`.
    func answer(for text: String, _ compute: (String) -> Answer) -> Answer {
        lock.lock()
        if let last, last.text == text {
            lock.unlock()
            return last.answer
        }
        lock.unlock()
        let answer = compute(text)
        lock.lock()
        last = (text, answer)
        lock.unlock()
        return answer
    }
}
