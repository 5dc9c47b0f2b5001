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
            facts.ruleReferences.append(
                RuleReference(
                    tip: tip, owner: owner, member: member.hasPrefix("$") ? String(member.dropFirst()) : member,
                    hasDollar: member.hasPrefix("$"), location: parsed.location(argument.lowerBound),
                    branch: parsed.branch(argument.lowerBound)))
        }
    }
}
