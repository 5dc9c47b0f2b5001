import SwiftScan

/// Uses of TipKit API, for `missing_import`: TipKit types named (`Tip`, `Tips`,
/// `TipView`, `#Rule`, a static `@Parameter`…), which do not compile without
/// the import, and TipKit-only view modifiers (`.popoverTip`), which compile
/// through another file's import (leaky member visibility). Donations and
/// invalidations are left to the rule, which can tell them from same-named
/// members by matching them against the project's events and tips.
enum TipKitUseRecognizer {
    private static let typeNames: [StaticString] = [
        "Tip", "Tips", "TipView", "TipUIView", "TipUIPopoverViewController", "TipUICollectionViewCell",
        "TipNSView", "TipNSPopover", "TipGroup", "TipsCenter", "TipViewStyle", "TipOption",
    ]
    private static let modifierNames: [StaticString] = [
        "popoverTip", "tipBackground", "tipViewStyle", "tipImageSize", "tipCornerRadius", "tipImageStyle",
    ]

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        // The name is made only for a use that is kept: 400,000 repeats of a modifier make none.
        func use(_ name: @autoclosure () -> String, namesType: Bool, at index: Int) {
            // The rule reads a file's first use: a repeat of the call before it (RepeatedCalls) adds none.
            guard !parsed.repeatedCalls.contains(index) else { return }
            facts.tipKitUses.append(
                TipKitUse(
                    name: name(), namesType: namesType, location: parsed.location(index),
                    branch: parsed.branch(index)))
        }
        for index in 0..<parsed.count {
            switch parsed.kind(index) {
            case .identifier?:
                // Every name looked for starts with `T`, `p` or `t`: most identifiers are ruled out by one byte.
                let first = parsed.firstByte(index)
                if parsed.is(index - 1, ".") {
                    if first == UInt8(ascii: "p") || first == UInt8(ascii: "t"),
                        modifierNames.contains(where: { parsed.is(index, $0) }), parsed.is(index + 1, "(")
                    {
                        use("." + parsed.text(index), namesType: false, at: index - 1)
                    }
                } else if first == UInt8(ascii: "p") {
                    if parsed.is(index, "popoverTip"), parsed.is(index + 1, "("), !parsed.is(index - 1, "func") {
                        use("popoverTip", namesType: false, at: index) // on `self` in a View extension
                    }
                } else if first != UInt8(ascii: "T") {
                    continue
                } else if parsed.is(index, "TipKit"), parsed.is(index + 1, "."), !isInImport(index, in: parsed) {
                    use("TipKit", namesType: true, at: index)
                } else if typeNames.contains(where: { parsed.is(index, $0) }), !isInImport(index, in: parsed) {
                    use(parsed.text(index), namesType: true, at: index)
                }
            case .pound?:
                if parsed.is(index, "#Rule") { use("#Rule", namesType: true, at: index) }
            default:
                break
            }
        }
        for parameter in facts.parameters {
            facts.tipKitUses.append(
                TipKitUse(
                    name: "@Parameter", namesType: true, location: parameter.location,
                    branch: parameter.branch))
        }
    }

    private static func isInImport(_ index: Int, in parsed: ParsedSwift) -> Bool {
        var cursor = index - 1
        while cursor >= 0, parsed.is(cursor, ".") || parsed.isIdentifier(cursor) || parsed.kind(cursor) == .keyword {
            if parsed.is(cursor, "import") { return true }
            if parsed.line(cursor) != parsed.line(index) { return false }
            cursor -= 1
        }
        return false
    }
}
