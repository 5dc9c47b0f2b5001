/// Where a call-like fact stands: its location, the code around it and its `#if` branch, the three
/// things every such fact records, kept as one value.
struct FactSite: Sendable, Hashable {
    var location: SourceLocation
    var context = CodeContext()
    var branch = BranchPath()
}

/// A fact recorded at a `FactSite`; the site's parts read as the fact's own.
protocol SitedFact {
    var site: FactSite { get set }
}

extension SitedFact {
    var location: SourceLocation {
        get { site.location }
        set { site.location = newValue }
    }
    var context: CodeContext {
        get { site.context }
        set { site.context = newValue }
    }
    var branch: BranchPath {
        get { site.branch }
        set { site.branch = newValue }
    }
}
