/// Words without which a file cannot show that a project uses a tip system,
/// searched in its raw bytes before any extractor runs. Most Swift in a large
/// project names no tip API, and skipping its extraction is most of the
/// pipeline's speed.
///
/// The first pass extracts only the files that name one of these; the
/// systems in use are detected from them, and when one is (or a plan is
/// given) the second pass extracts every other file too. So the words need
/// only mark the files that detection reads:
/// - TipKit: `import TipKit` (and every TipKit name) holds `Tip`, matched as
///   written;
/// - a tooltip manager: its facts all come from names holding `tooltip`
///   (TooltipManager, showTooltipIfNeeded, activeTooltip, `.…tooltip…(`);
/// - TutorialKit: `import TutorialKit` and every TutorialKit name hold
///   `tutorial`. A step's labels (`arrows:`, `blurTargets:`, `triggers:`) are
///   left to the second pass: `triggers` alone is common in other Swift
///   (database triggers, event loops), and a file using them in a tour sits
///   in a project that imports TutorialKit.
enum ExtractionTriggers {
    /// `Tip` matched as written (TipKit's names all spell it so); the others in any letter case.
    static let words: [(word: String, ignoringCase: Bool)] = [
        ("Tip", false), ("tooltip", true), ("tutorial", true),
    ]

    /// Whether `bytes` may hold a tip system's API: one table step per byte.
    /// Each step waits on the one before, so the file is cut into four lanes
    /// (overlapping by a word's length) walked side by side, which keeps four
    /// steps in flight at once.
    static func mentioned(in bytes: [UInt8]) -> Bool {
        let automaton = Self.automaton
        return bytes.withUnsafeBufferPointer { buffer in
            automaton.table.withUnsafeBufferPointer { table in
                let count = buffer.count
                let lane = count / 4
                guard lane > automaton.longestWord else { return walk(table, buffer, 0..<count) }
                let starts = (0, lane, 2 * lane, 3 * lane)
                var states = (0, 0, 0, 0)
                var step = 0
                while step < lane {
                    states.0 = Int(table[states.0 &<< 8 | Int(buffer[starts.0 &+ step])])
                    states.1 = Int(table[states.1 &<< 8 | Int(buffer[starts.1 &+ step])])
                    states.2 = Int(table[states.2 &<< 8 | Int(buffer[starts.2 &+ step])])
                    states.3 = Int(table[states.3 &<< 8 | Int(buffer[starts.3 &+ step])])
                    step += 1
                    // `found` is absorbing: checking now and then is enough.
                    if step & 255 == 0, max(states.0, states.1, states.2, states.3) == Automaton.found { return true }
                }
                if max(states.0, states.1, states.2, states.3) == Automaton.found { return true }
                // Lanes 0-2 read on into the next lane by a word's length, so a
                // word across a cut is seen whole; lane 3 reads to the end.
                let overlap = automaton.longestWord - 1
                return walk(table, buffer, lane..<(lane + overlap), from: states.0)
                    || walk(table, buffer, (2 * lane)..<(2 * lane + overlap), from: states.1)
                    || walk(table, buffer, (3 * lane)..<(3 * lane + overlap), from: states.2)
                    || walk(table, buffer, (4 * lane)..<count, from: states.3)
            }
        }
    }

    /// One lane, byte by byte, from `state`.
    private static func walk(
        _ table: UnsafeBufferPointer<UInt8>, _ buffer: UnsafeBufferPointer<UInt8>,
        _ range: Range<Int>, from state: Int = 0
    ) -> Bool {
        var state = state
        for index in range {
            state = Int(table[state &<< 8 | Int(buffer[index])])
            if state == Automaton.found { return true }
        }
        return false
    }

    private static let automaton = Automaton(words)

    /// A deterministic automaton over bytes that reaches `found` at the end of
    /// the first occurrence of any word. Its states are the sets of partial
    /// matches (word, matched length) a byte can leave, built breadth first.
    struct Automaton {
        static let found = 0xFF
        /// `table[state << 8 | byte]`: the next state. `found` leads only to itself.
        let table: [UInt8]
        let longestWord: Int

        init(_ words: [(word: String, ignoringCase: Bool)]) {
            let words = words.map { (bytes: Array($0.word.utf8), ignoringCase: $0.ignoringCase) }
            func matches(_ word: Int, _ position: Int, _ byte: UInt8) -> Bool {
                let expected = words[word].bytes[position]
                // Setting bit 5 lowers an ASCII capital; no other byte becomes a lowercase letter.
                return words[word].ignoringCase ? byte | 0x20 == expected : byte == expected
            }
            struct Partial: Hashable, Comparable {
                var word: Int
                var matched: Int
                static func < (a: Partial, b: Partial) -> Bool { (a.word, a.matched) < (b.word, b.matched) }
            }
            // A byte no word holds leaves no partial match: state 0, as each row starts. Only the
            // others are worked out (a few dozen of 256), which keeps this start-up cost small.
            let wordBytes = (0...255).filter { byte in
                words.indices.contains { word in
                    words[word].bytes.indices.contains { matches(word, $0, UInt8(byte)) }
                }
            }
            var states: [[Partial]] = [[]]
            var ids: [[Partial]: Int] = [[]: 0]
            var table: [UInt8] = []
            var next = 0
            while next < states.count {
                var row = [UInt8](repeating: 0, count: 256)
                for byte in wordBytes {
                    var partials = Set<Partial>()
                    var complete = false
                    let advanced = states[next].map { Partial(word: $0.word, matched: $0.matched + 1) }
                    for candidate in advanced + words.indices.map({ Partial(word: $0, matched: 1) })
                    where matches(candidate.word, candidate.matched - 1, UInt8(byte)) {
                        if candidate.matched == words[candidate.word].bytes.count { complete = true }
                        partials.insert(candidate)
                    }
                    if complete {
                        row[byte] = UInt8(Self.found)
                        continue
                    }
                    let key = partials.sorted()
                    if let id = ids[key] {
                        row[byte] = UInt8(id)
                    } else {
                        precondition(states.count < Self.found, "too many states for a byte table")
                        ids[key] = states.count
                        row[byte] = UInt8(states.count)
                        states.append(key)
                    }
                }
                table += row
                next += 1
            }
            // Rows up to `found`, whose row keeps it there.
            table += [UInt8](repeating: 0, count: (Self.found - states.count) << 8)
            table += [UInt8](repeating: UInt8(Self.found), count: 256)
            self.table = table
            self.longestWord = words.map(\.bytes.count).max() ?? 1
        }
    }
}
