/// Where a tip is shown, as far as that decides what can be on screen with it: the one notion of
/// mutually exclusive places that every rule asking "are these two on screen together" uses.
/// Places are apart when they never build together (`#if` clauses), sit in different presented
/// screens (a sheet, a navigation destination) or arms of one alternative (`if`/`else`, `switch`
/// cases, `TabView` tabs, `ViewThatFits` candidates, members chosen there), are shown under
/// contradicting conditions (`sizeClass == .compact` and `== .regular`, `isPad` and `!isPad`), or
/// cast one value to different tip types (`group.currentTip as? ATip`, `… as? BTip`: a `TipGroup`
/// shows one tip at a time). A tip argument chosen by a condition (`step == .search ? searchTip : nil`,
/// an explicit sequence) adds that condition to its place. Places only different programs show (two
/// `App` types: an app and its watch app, a stale copy of the app) are apart too (`ProgramReach`).
struct ScreenPlace: Hashable {
    var file: String
    var branch: BranchPath
    var presentation: Int?
    var arms: [ExclusiveArm]
    var conditions: [ScreenCondition]
    var castChoice: CastChoice?
    /// The `App` types that can show it (`ProgramReach`); empty when not known.
    var programs: Set<Int> = []

    init(_ site: DisplaySite) {
        file = site.location.file
        branch = site.branch
        presentation = site.presentation
        arms = site.arms
        conditions = site.conditions
        castChoice = site.castChoice
    }

    /// The place of `site`, with the programs that can show its view.
    init(_ site: DisplaySite, shownBy reach: ProgramReach) {
        self.init(site)
        if let type = site.context.typeName { programs = reach.programs(showing: type, in: file) }
    }

    /// Whether something at this place and something at `other` can be on screen at once.
    func canBeOnScreen(with other: ScreenPlace) -> Bool {
        guard BranchPath.canBuildTogether(inFile: file, branch, inFile: other.file, other.branch),
            !castsToAnotherType(than: other), !contradicts(other), !isInAnotherProgram(than: other)
        else { return false }
        // Token positions (presentations, arms) are the file's: across files only "on its type's own screen" compares.
        guard file == other.file else { return presentation == nil && other.presentation == nil }
        guard presentation == other.presentation else { return false }
        let armsHere = Dictionary(arms.map { ($0.group, $0.index) }, uniquingKeysWith: { first, _ in first })
        return !other.arms.contains { arm in armsHere[arm.group].map { $0 != arm.index } ?? false }
    }

    /// Shown by different programs only: never on one screen.
    func isInAnotherProgram(than other: ScreenPlace) -> Bool {
        !programs.isEmpty && !other.programs.isEmpty && programs.isDisjoint(with: other.programs)
    }

    /// One value cast to two tip types: at most one cast succeeds.
    private func castsToAnotherType(than other: ScreenPlace) -> Bool {
        guard let mine = castChoice, let theirs = other.castChoice else { return false }
        return mine.value == theirs.value && mine.type != theirs.type
    }

    /// A condition here that one there contradicts: one subject equal to two values, or equal and
    /// not equal to one.
    private func contradicts(_ other: ScreenPlace) -> Bool {
        conditions.contains { mine in
            other.conditions.contains { theirs in
                guard mine.subject == theirs.subject else { return false }
                return mine.isNegated != theirs.isNegated
                    ? mine.value == theirs.value : !mine.isNegated && mine.value != theirs.value
            }
        }
    }
}
