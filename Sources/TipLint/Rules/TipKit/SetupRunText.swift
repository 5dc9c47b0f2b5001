/// How the TipKit setup rules name a run in messages, keys and related locations: the TipKit
/// call itself, or the helper called at the site with the TipKit call inside it.
enum SetupRunText {
    /// "`Tips.configure`", or "`TipManager.setUp()` (which calls `Tips.configure` at Support/TipManager.swift:5)".
    static func subject(_ run: SetupRun) -> String {
        let api = "`Tips.\(run.api)`"
        guard let first = run.hops.first else { return api }
        // A hand-over (`AboutSection(showTipsAgain: resetTips)`) names the helper its property call ran already.
        let through = run.hops.dropFirst().filter {
            $0.site.kind != .closureArgument && $0.site.kind != .inHandedClosure
        }.map {
            "`\($0.helper.displayName)`"
        }
        let via = through.isEmpty ? "" : " through " + through.joined(separator: ", ")
        return "`\(first.helper.displayName)` (which calls \(api)\(via) at \(run.callLocation.citation))"
    }

    /// The TipKit call inside the helper, and the helpers' calls on the way to it.
    static func related(_ run: SetupRun) -> [RelatedLocation] {
        guard let first = run.hops.first else { return [] }
        let inner = run.hops.dropFirst().map { hop in
            switch hop.site.kind {
            case .closureArgument:
                RelatedLocation(
                    message: "hands `\(hop.helper.displayName)` over as the property called", location: hop.call)
            case .inHandedClosure:
                RelatedLocation(
                    message: "calls `\(hop.helper.displayName)` in the closure handed over as the property called",
                    location: hop.call)
            default:
                RelatedLocation(message: "calls `\(hop.helper.displayName)`", location: hop.call)
            }
        }
        let holder = run.hops.last?.helper.displayName ?? first.helper.displayName
        return inner + [RelatedLocation(message: "`Tips.\(run.api)` in `\(holder)`", location: run.callLocation)]
    }

    /// A baseline key stable across edits above the site.
    static func key(_ run: SetupRun) -> String {
        let symbol = run.hops.first.map { "\($0.helper.displayName) -> Tips.\(run.api)" } ?? "Tips.\(run.api)"
        return FindingText.key(symbol, in: run.site.context)
    }
}

extension Rule {
    /// A finding at a setup run's site, with the TipKit call inside the helper as a related location.
    func finding(_ message: String, at run: SetupRun, related extra: [RelatedLocation] = []) -> Finding {
        finding(message, at: run.site.location, key: SetupRunText.key(run), related: SetupRunText.related(run) + extra)
    }
}
