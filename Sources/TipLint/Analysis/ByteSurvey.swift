import SwiftScan
internal import SwiftScanVectors

/// What one pass over a file's raw bytes tells before anything reads them as Swift: whether they
/// are all ASCII (then valid UTF-8 without a closer look), whether they name a tip system's API
/// (`ExtractionTriggers.words`), and whether a comment may hold a suppression
/// (`SuppressionParser.marker`).
///
/// Most Swift names none of these words, and the whole cost of such a file here is a vector loop
/// over its bytes: every word holds `tip` or `tut` in some letter case (`Tip`, `tool|tip|`,
/// `|tut|orial`, `|tip|lint:`), so only where one of these two anchors is found, sixteen
/// positions compared at once, are the bytes around it compared with the words.
struct ByteSurvey {
    private(set) var isASCII = true
    private(set) var namesTipSystem = false
    private(set) var mayHoldSuppression = false

    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { survey($0) }
    }

    /// The two anchors, lowercase, three letters each (the vector loop finds a superset of them);
    /// a byte is folded to lowercase by setting bit 5, which makes no other byte a lowercase letter.
    static let anchors: [[UInt8]] = [Array("tip".utf8), Array("tut".utf8)]
    private static let triggers = AnchoredWord.all(
        ExtractionTriggers.words.map { (Array($0.word.utf8), $0.ignoringCase) })
    private static let suppressionMarker = AnchoredWord.all([(SuppressionParser.marker, false)])

    /// Whether `swiftscan_anchor_block` runs here (x86-64 with AVX2): 64 positions a step, tested
    /// as `nextAnchoredStep` tests them, before the vector loop below passes what is left.
    private static let surveysBlocks = swiftscan_has_avx2() != 0

    private mutating func survey(_ text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress else { return }
        var offset = 0
        if Self.surveysBlocks {
            var nonASCII: Int32 = 0
            while true {
                var anchors: UInt64 = 0
                offset = swiftscan_anchor_block(base, offset, text.count, &anchors, &nonASCII)
                if anchors == 0 { break }
                noteWords(at: anchors, from: offset, in: text)
                offset += 64
            }
            if nonASCII != 0 { isASCII = false }
        }
        var highBits = ByteLanes()
        while true {
            var lanes = (LaneSet(SIMDMask()), LaneSet(SIMDMask()))
            offset = Self.nextAnchoredStep(base, text.count, from: offset, highBits: &highBits, lanes: &lanes)
            guard offset + Self.stepReach <= text.count else { break }
            noteWords(at: lanes.0, from: offset, in: text)
            noteWords(at: lanes.1, from: offset + 16, in: text)
            offset += Self.step
        }
        if highBits & ByteLanes(repeating: 0x80) != ByteLanes() { isASCII = false }
        while offset < text.count {
            if text[offset] >= 0x80 { isASCII = false }
            // Both anchors start with `t`.
            if text[offset] | 0x20 == UInt8(ascii: "t"), Self.anchorStarts(at: offset, in: text) {
                noteWords(atAnchor: offset, in: text)
            }
            offset += 1
        }
    }

    /// The positions one step of the vector loop compares, and the bytes it reads (the anchors'
    /// last two letters reach past the last position).
    private static let step = 32
    private static let stepReach = step + 2

    /// From `offset`, the first step of `step` positions where an anchor may start, or the first
    /// offset with fewer than `stepReach` bytes left; ORs every byte passed into `highBits`, and sets
    /// `lanes` to the step's positions (its two halves) where an anchor may start. Apart from its
    /// caller's work at each hit, so the vectors stay in registers.
    @inline(never)
    private static func nextAnchoredStep(
        _ base: UnsafePointer<UInt8>, _ count: Int, from offset: Int, highBits: inout ByteLanes,
        lanes: inout (LaneSet, LaneSet)
    ) -> Int {
        let fold = ByteLanes(repeating: 0x20)
        // `t`, then `i` or `u`, then `p` or `t`, in any letter case: both anchors, and `tit` and `tup`,
        // which the caller's exact test turns away. A third byte with 0x24 set is `t` (0x74) only when
        // it was `p`, `t`, `P` or `T`.
        let (first, second0, second1, third) = (
            ByteLanes(repeating: UInt8(ascii: "t")), ByteLanes(repeating: UInt8(ascii: "i")),
            ByteLanes(repeating: UInt8(ascii: "u")), ByteLanes(repeating: UInt8(ascii: "t"))
        )
        func startsAnchor(at offset: Int, _ raw: ByteLanes) -> SIMDMask<SIMD16<Int8>> {
            let second = ByteLanes.load(base, at: offset &+ 1) | fold
            return (raw | fold .== first) .& (ByteLanes.load(base, at: offset &+ 2) | 0x24 .== third)
                .& ((second .== second0) .| (second .== second1))
        }
        var seen = highBits
        var offset = offset
        // `&+`: offsets stay below `count`, so no overflow test is needed in the loop.
        while offset &+ stepReach <= count {
            let low = ByteLanes.load(base, at: offset)
            let high = ByteLanes.load(base, at: offset &+ 16)
            seen |= low | high
            let found = (LaneSet(startsAnchor(at: offset, low)), LaneSet(startsAnchor(at: offset &+ 16, high)))
            if !found.0.isEmpty || !found.1.isEmpty {
                lanes = found
                break
            }
            offset &+= step
        }
        highBits = seen
        return offset
    }

    /// Whether one of the anchors starts at `offset` of `bytes` (a file, or a word to look for), in any
    /// letter case.
    fileprivate static func anchorStarts<Bytes: RandomAccessCollection<UInt8>>(at offset: Int, in bytes: Bytes) -> Bool
    where Bytes.Index == Int {
        anchors.contains { anchor in
            offset + anchor.count <= bytes.count
                && anchor.indices.allSatisfy { bytes[offset + $0] | 0x20 == anchor[$0] }
        }
    }

    /// `noteWords` at each of the lanes from `start` where an anchor starts.
    private mutating func noteWords(at lanes: LaneSet, from start: Int, in text: UnsafeBufferPointer<UInt8>) {
        var lanes = lanes
        while !lanes.isEmpty {
            let position = start + lanes.first
            if Self.anchorStarts(at: position, in: text) { noteWords(atAnchor: position, in: text) }
            lanes.removeFirst()
        }
    }

    /// `noteWords` at each position `start + i` whose bit i is set in `anchors`.
    private mutating func noteWords(at anchors: UInt64, from start: Int, in text: UnsafeBufferPointer<UInt8>) {
        var anchors = anchors
        while anchors != 0 {
            let position = start + anchors.trailingZeroBitCount
            if Self.anchorStarts(at: position, in: text) { noteWords(atAnchor: position, in: text) }
            anchors &= anchors - 1
        }
    }

    private mutating func noteWords(atAnchor offset: Int, in text: UnsafeBufferPointer<UInt8>) {
        if !namesTipSystem { namesTipSystem = Self.triggers.contains { $0.occurs(atAnchor: offset, in: text) } }
        if !mayHoldSuppression {
            mayHoldSuppression = Self.suppressionMarker.contains { $0.occurs(atAnchor: offset, in: text) }
        }
    }
}

/// A word looked for where an anchor it holds was found: `offset` is where that anchor starts in it.
private struct AnchoredWord {
    let bytes: [UInt8]
    let ignoringCase: Bool
    let offset: Int

    /// Each word once for every place it holds an anchor, in any letter case.
    static func all(_ words: [(bytes: [UInt8], ignoringCase: Bool)]) -> [AnchoredWord] {
        words.flatMap { word in
            let placed = word.bytes.indices.filter { ByteSurvey.anchorStarts(at: $0, in: word.bytes) }.map {
                AnchoredWord(bytes: word.bytes, ignoringCase: word.ignoringCase, offset: $0)
            }
            precondition(!placed.isEmpty, "\(String(decoding: word.bytes, as: UTF8.self)) holds no anchor")
            return placed
        }
    }

    /// Whether the word occurs in `text` with this anchor at `anchor`.
    func occurs(atAnchor anchor: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = anchor - offset
        guard start >= 0, start + bytes.count <= text.count else { return false }
        for index in bytes.indices {
            let byte = text[start + index]
            // Setting bit 5 lowers an ASCII capital; no other byte becomes a lowercase letter.
            if (ignoringCase ? byte | 0x20 : byte) != bytes[index] { return false }
        }
        return true
    }
}
