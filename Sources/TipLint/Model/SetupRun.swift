/// One way a TipKit setup call (`Tips.configure`, `Tips.resetDatastore`, a testing API) runs:
/// where it is written, or — when it sits in a helper that the project calls — from a call of
/// that helper, through further helpers. The merge (`SetupCallResolution`) builds one run per
/// call and outermost call site.
struct SetupRun: Sendable, Hashable {
    enum Call: Sendable, Hashable {
        case configure(ConfigureCall)
        case testing(TestingCall)
    }

    /// A helper on the way and where it is called, outermost first.
    struct Hop: Sendable, Hashable {
        var helper: FunctionSignature
        /// The call of the helper.
        var site: Site

        var call: SourceLocation { site.location }
    }

    /// Where the run starts: the outermost helper call, or the TipKit call itself.
    struct Site: SitedFact, Sendable, Hashable {
        var site: FactSite
        /// The function it is written in, when there is one.
        var caller: FunctionSignature?
        var position: CallPosition
        /// `.call` for the TipKit call itself and for helper calls.
        var kind: HelperCall.Kind = .call
    }

    /// A place the run passes through, for the build and runtime-arm questions.
    struct Link: Sendable, Hashable {
        var location: SourceLocation
        var branch: BranchPath
        var arms: [ExclusiveArm]
    }

    var call: Call
    /// The TipKit call as a place in its function.
    var callSite: Site
    /// Empty when the TipKit call is not reached through a helper.
    var hops: [Hop] = []
    /// The first runtime condition on the way, from the site inwards.
    var condition: RuntimeCondition?
    /// The site, each helper call and the TipKit call.
    var links: [Link] = []

    // MARK: The TipKit call

    /// `configure`, `resetDatastore`, `showAllTipsForTesting`…
    var api: String {
        switch call {
        case .configure: return "configure"
        case .testing(let testing): return testing.name
        }
    }

    var callLocation: SourceLocation {
        switch call {
        case .configure(let configure): return configure.location
        case .testing(let testing): return testing.location
        }
    }

    var isThroughHelper: Bool { !hops.isEmpty }

    /// Where the run starts: the outermost helper call, or the TipKit call itself.
    var site: Site { hops.first?.site ?? callSite }

    /// Every place on the way, outermost first: the helper calls, then the TipKit call.
    var sites: [Site] { hops.map(\.site) + [callSite] }

    /// Whether any place on the way is compiled only in debug builds.
    var isDevelopmentOnly: Bool { links.contains { $0.branch.isDevelopmentOnly } }

    /// Whether both runs can happen in one build and one launch: every place of one can be
    /// compiled with every place of the other, and no two of them sit in different arms of one
    /// runtime `if … else` or cases of one `switch`.
    func canRun(with other: SetupRun) -> Bool {
        for mine in links {
            for theirs in other.links {
                if !BranchPath.canBuildTogether(mine.location, mine.branch, theirs.location, theirs.branch) {
                    return false
                }
                if mine.location.file == theirs.location.file, ExclusiveArm.areApart(mine.arms, theirs.arms) {
                    return false
                }
            }
        }
        return true
    }

    /// Whether both runs start in one function or closure body, this one after the other.
    func follows(_ other: SetupRun) -> Bool {
        site.location.file == other.site.location.file && site.position.body == other.site.position.body
            && other.site.position.order < site.position.order
    }
}
