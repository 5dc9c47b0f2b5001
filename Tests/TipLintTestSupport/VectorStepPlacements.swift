/// A text alone and placed at each of the 64 offsets of a vector step (sixteen or 32 positions,
/// 64 with AVX2), with room after it for the step to read on: the byte scans that compare many
/// positions at once must find the same wherever a word falls, and short texts alone exercise
/// their byte-at-a-time tail.
public func vectorStepPlacements(of text: String) -> [String] {
    [text] + (0...64).map { String(repeating: "x", count: $0) + text + String(repeating: "y", count: 70) }
}
