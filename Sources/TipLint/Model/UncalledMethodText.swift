/// How findings and reports name code that sits in methods nothing calls (`UncalledDisplayHelpers`): the
/// methods in a message, and a related location for each place. The TipKit rules, the plan's display check and
/// the coverage report's wiring write them the same way.
enum UncalledMethodText {
    /// "markSeen() and resetAll()": each method once, in the order given.
    static func methods(_ names: [String]) -> String {
        var once: [String] = []
        for name in names where !once.contains(name) { once.append(name) }
        return once.map { "\($0)()" }.joined(separator: " and ")
    }

    /// "<what> in markSeen(), which nothing calls", at the place.
    static func related(_ what: String, in context: CodeContext, at location: SourceLocation) -> RelatedLocation {
        RelatedLocation(
            message: "\(what) in \(context.functionName ?? "a function")(), which nothing calls", location: location)
    }
}
