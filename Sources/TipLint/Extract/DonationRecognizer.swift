import SwiftScan

/// `X.e.donate()`, `await X.e.donate()`, `X.e.donate(value)`, `X.e.donate(with: …)`,
/// `Self.e.sendDonation(…)`, `e.donate()`. Inside `Task { await … }` too.
enum DonationRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        for index in 0..<parsed.count where parsed.isIdentifier(index) {
            guard parsed.is(index, "donate") || parsed.is(index, "sendDonation"), parsed.is(index - 1, "."),
                parsed.is(index + 1, "(") || parsed.is(index + 1, "{")
            else { continue }
            var names = parsed.chain(endingAt: index - 2)
            if let first = names.first, parsed.is(first, "self") { names.removeFirst() }
            guard let event = names.last else { continue }
            let owner = names.dropLast()
            // A helper's own parameter: its callers name the event.
            let forwarding = owner.isEmpty ? resolver.forwarding(of: event..<(event + 1), at: index) : nil
            facts.donations.append(
                Donation(
                    owner: owner.isEmpty ? nil : resolvedOwner(Array(owner), at: index, in: parsed),
                    event: parsed.text(event),
                    site: FactSite(
                        location: parsed.location(names.first ?? event), context: parsed.context(index),
                        branch: parsed.branch(index)), forwarding: forwarding,
                    method: parsed.text(index)))
        }
    }

    /// The dotted owner with a leading `Self` replaced by the enclosing type.
    static func resolvedOwner(_ names: [Int], at site: Int, in parsed: ParsedSwift) -> String {
        guard let first = names.first, parsed.is(first, "Self"), let type = parsed.scopes.enclosingType(at: site)?.name
        else {
            return parsed.dotted(names)
        }
        return ([type] + names.dropFirst().map { parsed.text($0) }).joined(separator: ".")
    }
}
