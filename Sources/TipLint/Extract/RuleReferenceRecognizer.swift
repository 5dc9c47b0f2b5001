import SwiftScan

/// `#Rule(Self.x)`, `#Rule(Self.$p)`, `#Rule(Other.x)` inside a type: what each
/// rule reads, with `Self` resolved to the tip.
enum RuleReferenceRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        for index in 0..<parsed.count where parsed.kind(index) == .pound && parsed.is(index, "#Rule") {
            guard parsed.is(index + 1, "("), let tip = parsed.scopes.enclosingType(at: index)?.name,
                let argument = parsed.arguments(ofCallAt: index + 1).first?.valueRange
            else { continue }
            let names = parsed.chain(from: argument.lowerBound)
            guard names.count >= 2, names[names.count - 1] + 1 == argument.upperBound else { continue }
            let member = parsed.text(names[names.count - 1])
            let owner = DonationRecognizer.resolvedOwner(Array(names.dropLast()), at: index, in: parsed)
            var reference = RuleReference(
                tip: tip, owner: owner, member: member.hasPrefix("$") ? String(member.dropFirst()) : member,
                hasDollar: member.hasPrefix("$"), location: parsed.location(argument.lowerBound),
                branch: parsed.branch(argument.lowerBound))
            if let close = parsed.partner(index + 1) {
                reference.requiredBool = requiredBool(closureAt: close + 1, in: parsed)
                reference.donationsOnlyLetShow = donationsOnlyLetShow(closureAt: close + 1, in: parsed)
            }
            facts.ruleReferences.append(reference)
        }
    }

    /// `{ $0.donations.count > 0 }`, `{ $0.donations.count >= 3 }`: a count donations only raise.
    private static func donationsOnlyLetShow(closureAt open: Int, in parsed: ParsedSwift) -> Bool {
        guard parsed.is(open, "{"), let close = parsed.partner(open), close - open == 8 else { return false }
        let body = ((open + 1)..<close).map { parsed.text($0) }
        guard Array(body[0..<5]) == ["$0", ".", "donations", ".", "count"], let bound = Int(body[6]) else {
            return false
        }
        return body[5] == ">" && bound >= 0 || body[5] == ">=" && bound >= 1
    }

    /// `{ $0 }`, `{ !$0 }`, `{ $0 == true }`, `{ $0 != false }`: the value the closure needs.
    private static func requiredBool(closureAt open: Int, in parsed: ParsedSwift) -> Bool? {
        guard parsed.is(open, "{"), let close = parsed.partner(open) else { return nil }
        let body = Array((open + 1)..<close).map { parsed.text($0) }
        switch body.count {
        case 1 where body[0] == "$0": return true
        case 2 where body == ["!", "$0"]: return false
        case 3 where body[0] == "$0" && (body[2] == "true" || body[2] == "false"):
            guard body[1] == "==" || body[1] == "!=" else { return nil }
            return (body[2] == "true") == (body[1] == "==")
        default: return nil
        }
    }
}
