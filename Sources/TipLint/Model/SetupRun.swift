/// One way a TipKit setup call (`Tips.configure`, `Tips.resetDatastore`, a testing API) runs:
/// where it is written, or — when it sits in a helper that the project calls — from a call of
/// that helper, through further helpers. The merge (`SetupCallResolution`) builds one run per
/// call and outermost call site.
public struct SetupRun: Sendable, Hashable {
    public enum Call: Sendable, Hashable {
        case configure(ConfigureCall)
        case testing(TestingCall)
    }

    /// A helper on the way and where it is called, outermost first.
    public struct Hop: Sendable, Hashable {
        public var helper: FunctionSignature
        /// The call of the helper.
        public var site: Site

        public init(helper: FunctionSignature, site: Site) {
            self.helper = helper
            self.site = site
        }

        public var call: SourceLocation { site.location }
    }

    /// Where the run starts: the outermost helper call, or the TipKit call itself.
    public struct Site: Sendable, Hashable {
        public var location: SourceLocation
        public var context: CodeContext
        public var branch: BranchPath
        /// The function it is written in, when there is one.
        public var caller: FunctionSignature?
        public var position: CallPosition
        /// `.call` for the TipKit call itself and for helper calls.
        public var kind: HelperCall.Kind

        public init(
            location: SourceLocation, context: CodeContext, branch: BranchPath, caller: FunctionSignature?,
            position: CallPosition, kind: HelperCall.Kind = .call
        ) {
            self.location = location
            self.context = context
            self.branch = branch
            self.caller = caller
            self.position = position
            self.kind = kind
        }
    }

    /// A place the run passes through, for the build and runtime-arm questions.
    public struct Link: Sendable, Hashable {
        public var location: SourceLocation
        public var branch: BranchPath
        public var arms: [ConditionArm]

        public init(location: SourceLocation, branch: BranchPath, arms: [ConditionArm]) {
            self.location = location
            self.branch = branch
            self.arms = arms
        }
    }

    public var call: Call
    /// The TipKit call as a place in its function.
    public var callSite: Site
    /// Empty when the TipKit call is not reached through a helper.
    public var hops: [Hop]
    /// The first runtime condition on the way, from the site inwards.
    public var condition: RuntimeCondition?
    /// The site, each helper call and the TipKit call.
    public var links: [Link]

    public init(call: Call, callSite: Site, hops: [Hop] = [], condition: RuntimeCondition? = nil, links: [Link] = []) {
        self.call = call
        self.callSite = callSite
        self.hops = hops
        self.condition = condition
        self.links = links
    }

    // MARK: The TipKit call

    /// `configure`, `resetDatastore`, `showAllTipsForTesting`…
    public var api: String {
        switch call {
        case .configure: return "configure"
        case .testing(let testing): return testing.name
        }
    }

    public var callLocation: SourceLocation {
        switch call {
        case .configure(let configure): return configure.location
        case .testing(let testing): return testing.location
        }
    }

    public var isThroughHelper: Bool { !hops.isEmpty }

    /// Where the run starts: the outermost helper call, or the TipKit call itself.
    public var site: Site { hops.first?.site ?? callSite }

    /// Every place on the way, outermost first: the helper calls, then the TipKit call.
    public var sites: [Site] { hops.map(\.site) + [callSite] }

    /// Whether any place on the way is compiled only in debug builds.
    public var isDebugOnly: Bool { links.contains { $0.branch.isDebugOnly } }

    /// Whether both runs can happen in one build and one launch: every place of one can be
    /// compiled with every place of the other, and no two of them sit in different arms of one
    /// runtime `if … else`.
    public func canRun(with other: SetupRun) -> Bool {
        for mine in links {
            for theirs in other.links {
                if !BranchPath.canBuildTogether(mine.location, mine.branch, theirs.location, theirs.branch) {
                    return false
                }
                guard mine.location.file == theirs.location.file else { continue }
                for arm in mine.arms
                where theirs.arms.contains(where: { $0.statement == arm.statement && $0.arm != arm.arm }) {
                    return false
                }
            }
        }
        return true
    }

    /// Whether both runs start in one function or closure body, this one after the other.
    public func follows(_ other: SetupRun) -> Bool {
        site.location.file == other.site.location.file && site.position.body == other.site.position.body
            && other.site.position.order < site.position.order
    }
}
