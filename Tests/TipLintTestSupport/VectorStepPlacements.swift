/// A text alone and placed at each of the sixteen offsets of a vector step, with room after it for
/// the step to read on: the byte scans that compare sixteen positions at once must find the same
/// wherever a word falls, and short texts alone exercise their byte-at-a-time tail.
public func vectorStepPlacements(of text: String) -> [String] {
    [text] + (0...16).map { String(repeating: "x", count: $0) + text + String(repeating: "y", count: 40) }
}
