/// A sentence saying where TipKit is configured without writing the call (real plans, issue 20: an agents file's
/// "`TipKit` is configured in `ArperBirdApp`;"): TipKit, then `is configured in` or `is set up in`, then the app's
/// type or a `.swift` file, in code.
enum ConfiguredTipKitProse {
    static func configure(_ text: String) -> (file: String, options: [String]?, isInApp: Bool, isThroughHelper: Bool)? {
        guard text.containsLiterally("TipKit"), text.containsLiterally(" in `") else { return nil }
        let pieces = PlanPieces.split(text)
        for index in pieces.indices.dropFirst(3) {
            guard case .code(let place) = pieces[index], case .word(let preposition) = pieces[index - 1],
                preposition == "in", case .word(let verb) = pieces[index - 2],
                ["configured", "set"].contains(verb)
                    || verb == "up" && pieces[index - 3] == .word("set")
            else { continue }
            let subject = pieces[..<(index - 2)].suffix(verb == "up" ? 3 : 2)
            guard subject.contains(.word("is")),
                subject.contains(where: { [.word("TipKit"), .code("TipKit")].contains($0) })
            else { continue }
            if place.hasSuffix(".swift"), let file = PlanText.swiftPaths(in: "`\(place)`").first {
                return (file, nil, false, false)
            }
            if place.count > 3, place.hasSuffix("App"), place.first?.isUppercase == true,
                place.allSatisfy({ $0.isLetter || $0.isNumber })
            {
                return (PlannedConfigure.app, nil, true, false)
            }
        }
        return nil
    }
}
