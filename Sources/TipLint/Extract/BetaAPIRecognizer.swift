import SwiftScan

/// Pre-release TipKit names (WWDC 2023 betas) and what they became:
/// `TipsCenter` → `Tips`, `.popoverMiniTip(tip:)` → `.popoverTip(_:)`,
/// `.userPerformedAction` → `.actionPerformed`, `DisplayFrequency(…)` builders →
/// `.displayFrequency(…)`, `.maxDisplayCount(n)` → `Tips.MaxDisplayCount(n)`,
/// `.ignoresDisplayFrequency(b)` → `Tips.IgnoresDisplayFrequency(b)`,
/// `Predicate<RuleInput…>` rules → `[Rule]`, `.donate(with:)` → `.donate(_:)`, a `DonationValue`
/// donation type → `Codable & Sendable`. (`var asset: Image` is found with the tip's members.)
enum BetaAPIRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        // Beta code imported TipKit like released code; without the import these names
        // (`RuleInput`, `DisplayFrequency`, …) are the project's own (lorvex's nested `RuleInput`).
        guard facts.imports("TipKit") else { return }
        for index in 0..<parsed.count where parsed.isIdentifier(index) && startsBetaName(parsed.firstByte(index)) {
            guard let use = betaUse(at: index, in: parsed) else { continue }
            facts.betaUses.append(
                BetaUse(
                    name: use.name, replacement: use.replacement, site: parsed.site(use.at)))
        }
    }

    /// Whether a name starting with `byte` can be one `betaUse` looks for: every identifier of the
    /// file is asked, and most are passed on their first byte instead of ten comparisons.
    private static func startsBetaName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "T"), UInt8(ascii: "p"), UInt8(ascii: "u"), UInt8(ascii: "D"), UInt8(ascii: "m"),
            UInt8(ascii: "i"), UInt8(ascii: "R"), UInt8(ascii: "d"):
            return true
        default:
            return false
        }
    }

    private static func betaUse(at index: Int, in parsed: ParsedSwift) -> (name: String, replacement: String, at: Int)?
    {
        let afterDot = parsed.is(index - 1, ".")
        if !afterDot, parsed.is(index, "TipsCenter") {
            return tipsCenter(at: index, in: parsed)
        }
        if afterDot, parsed.is(index, "popoverMiniTip"), parsed.is(index + 1, "(") {
            return (".popoverMiniTip(tip:)", ".popoverTip(_:)", index - 1)
        }
        if afterDot, parsed.is(index, "userPerformedAction") {
            return (".userPerformedAction", ".actionPerformed", index - 1)
        }
        if !afterDot, parsed.is(index, "DisplayFrequency"), parsed.is(index + 1, "(") {
            let arguments = callText(index + 1, in: parsed)
            return ("DisplayFrequency\(arguments)", ".displayFrequency\(arguments) in Tips.configure([…])", index)
        }
        if afterDot, parsed.is(index, "maxDisplayCount") || parsed.is(index, "ignoresDisplayFrequency"),
            parsed.is(index + 1, "("), isInTipOptions(index, in: parsed)
        {
            let arguments = callText(index + 1, in: parsed)
            let released = parsed.is(index, "maxDisplayCount") ? "Tips.MaxDisplayCount" : "Tips.IgnoresDisplayFrequency"
            return (".\(parsed.text(index))\(arguments)", released + arguments, index - 1)
        }
        if !afterDot, parsed.is(index, "RuleInput") {
            return ("Predicate<RuleInput…>", "var rules: [Rule]", index)
        }
        if afterDot, parsed.is(index, "donate"), parsed.is(index + 1, "("),
            parsed.arguments(ofCallAt: index + 1).first?.label == "with"
        {
            return (".donate(with:)", ".donate(_:)", index - 1)
        }
        // Only as a conformance: a project may have its own value named so.
        if !afterDot, parsed.is(index, "DonationValue"), parsed.is(index - 1, ":") || parsed.is(index - 1, ",") {
            return ("DonationValue", "Codable & Sendable (a Tips.Event<T> donation type)", index)
        }
        return nil
    }

    /// `TipsCenter.shared.configure` → `Tips.configure(_:)`, `TipsCenter.showAllTips()` →
    /// `Tips.showAllTipsForTesting()`, and so on.
    private static func tipsCenter(at index: Int, in parsed: ParsedSwift) -> (String, String, Int) {
        let names = parsed.chain(from: index)
        let members = names.dropFirst().map { parsed.text($0) }
        let replacements: [String: String] = [
            "configure": "Tips.configure(_:)", "showAllTips": "Tips.showAllTipsForTesting()",
            "showTips": "Tips.showTipsForTesting(_:)", "hideTips": "Tips.hideTipsForTesting(_:)",
            "hideAllTips": "Tips.hideAllTipsForTesting()", "resetDatastore": "Tips.resetDatastore()",
        ]
        for member in members.reversed() {
            if let replacement = replacements[member] { return (parsed.dotted(names), replacement, index) }
        }
        return ("TipsCenter", "Tips", index)
    }

    /// Inside a tip's `options`, or any tip type: elsewhere the name may be someone else's.
    private static func isInTipOptions(_ index: Int, in parsed: ParsedSwift) -> Bool {
        if parsed.context(index).functionName == "options" { return true }
        guard let type = parsed.scopes.enclosingType(at: index)?.name else { return false }
        return TipRecognizer.isTipConformance(parsed.scopes.conformancesByType[type] ?? [])
    }

    private static func callText(_ open: Int, in parsed: ParsedSwift) -> String {
        guard let close = parsed.partner(open) else { return "(…)" }
        return parsed.source(open..<(close + 1))
    }
}
