/// The gesture a tip's copy teaches (`Swipe left to archive`, `Edit a page by double tapping on it`, `Desliza
/// para ver el mes`): a popover with such copy is about an action the user performs on the view it points at,
/// even when that view is no control (real apps, rounds 6, 29 and 33: never retired, the tip stays after the
/// gesture). A plain tap is left out: on a view that is no control, "tap" rarely names what the view does.
enum GestureTeachingCopy {
    /// The first gesture phrase of the tip's title or message, lowercased; nil when the copy teaches none.
    static func gesture(of tip: TipDeclaration) -> String? {
        for copy in [tip.title, tip.message].compactMap({ $0 }) where !copy.isLocalizationKey {
            let words = words(of: copy.text)
            for start in words.indices {
                for phrase in phrases where start + phrase.count <= words.count {
                    if zip(phrase, words[start...]).allSatisfy({ $0 == $1 }) { return phrase.joined(separator: " ") }
                }
            }
        }
        return nil
    }

    /// Lowercased words, split at anything but letters (`double-tap` is two words).
    private static func words(of text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }

    /// Each phrase as words; English, then Spanish, French, German and Italian imperatives.
    private static let phrases: [[String]] = [
        "swipe", "swiping", "double tap", "double tapping", "tap and hold", "press and hold", "touch and hold",
        "long press", "long pressing", "pinch", "pinching", "drag", "dragging", "right click", "right clicking",
        "desliza", "arrastra", "mantén pulsado", "glissez", "balayez", "faites glisser", "wische", "ziehe",
        "scorri", "trascina",
    ].map { $0.split(separator: " ").map(String.init) }
}
