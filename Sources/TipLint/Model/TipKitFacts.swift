/// Literal copy (a title, message or image name) and where it is written.
struct CopyText: Sendable, Hashable {
    /// The literal text; for an interpolated or computed value, its source text.
    var text: String
    /// Whether `text` is a plain literal (no interpolation, no expression).
    var isLiteral: Bool
    var location: SourceLocation
    /// `text` is a key an explicit lookup (`String(localized: "key")`, `NSLocalizedString("key", comment:)`)
    /// passes to a strings table tiplint does not read: the copy users read may be another text.
    var isLocalizationKey: Bool = false
    /// The key SwiftUI looks up in the `Localizable` strings table (`Text("…")`, `String(localized:)`);
    /// nil for text shown as written (`Text(verbatim:)`, a `String` constant).
    var tableKey: String? = nil
    /// The strings table whose source-language value for `tableKey` is `text`; nil when `text` is the
    /// code's own literal.
    var tableFile: String? = nil
    /// For a string literal with interpolations: its decoded text with each `\(…)` written as
    /// `interpolationMark`, the words every reader sees whatever the interpolations compute.
    var textAroundInterpolations: String?
    /// `Text` shows it as Markdown (`Text("…")`, `Text(LocalizedStringKey("…"))`): `**bold**` shows its
    /// words, a link its label. Not `Text(verbatim:)` or a `String` (`Text(String(localized: "…"))`).
    var rendersMarkdown: Bool = false
    /// `….replacingOccurrences(of: ". ", with: "\n")` on the copy: made on whatever text is shown, the
    /// strings table's value too.
    var replacement: Replacement?

    /// One literal replaced by another throughout the copy.
    struct Replacement: Sendable, Hashable {
        var target: String
        var substitute: String

        func applied(to text: String) -> String { target.isEmpty ? text : text.replacing(target, with: substitute) }
    }

    /// Stands for one interpolation in `textAroundInterpolations` (the object replacement character).
    static let interpolationMark: Character = "\u{FFFC}"

    /// The text users read: the strings table's value for the key.
    mutating func resolve(_ value: String, from table: String) {
        text = replacement?.applied(to: value) ?? value
        isLiteral = true
        isLocalizationKey = false
        tableFile = table
        textAroundInterpolations = nil
    }

    /// For copy read from a strings table, the key the code holds when it is not the value itself (a
    /// table keyed by its source-language text): a message quoting the value names it too.
    var tableKeyOtherThanText: String? { tableFile == nil || tableKey == text ? nil : tableKey }

    /// The words shown for certain, for measuring copy: a literal's text, or an interpolated literal's
    /// text around its interpolations; nil for computed copy.
    var measurableText: String? { isLiteral ? text : textAroundInterpolations }

    /// How many characters are shown at least: interpolations count as nothing.
    var minimumLength: Int? { measurableText.map(Self.length) }

    /// The characters of a measurable text, its interpolation marks not counted.
    static func length(_ text: String) -> Int {
        text.reduce(0) { count, character in character == interpolationMark ? count : count + 1 }
    }
}

/// A declared requirement's written type, for `optional_requirement_type`.
struct MemberType: Sendable, Hashable {
    var member: String // "message", "image"
    var type: String // "Text", "Text?", "Image"
    var location: SourceLocation
}

/// A type conforming to TipKit's `Tip` (directly, through an extension, nested).
struct TipDeclaration: Sendable, Hashable {
    /// Dotted name for nested types (`Outer.InnerTip`).
    var name: String
    var location: SourceLocation
    var conformsThroughExtension: Bool = false
    var isGeneric: Bool = false
    var branch: BranchPath = BranchPath()
    /// The tip's own `id`, when it declares one: a literal (`isLiteral`), a string constant it names
    /// resolved across the project at the merge (then `isLiteral` too), else its source text.
    var id: CopyText?
    var title: CopyText?
    var message: CopyText?
    /// The stored `String` property the title shows as written, which the memberwise init takes
    /// (`Text(titleValue)`): whoever builds the tip gives its copy (`GivenTipCopy`).
    var titleGivenBy: String?
    /// The same for the message.
    var messageGivenBy: String?
    /// The SF Symbol name of `Image(systemName:)`.
    var image: CopyText?
    var memberTypes: [MemberType] = []
    /// Source text of each `options` entry (`.maxDisplayCount(3)`, `Tips.MaxDisplayCount(3)`).
    var options: [String] = []
    var actionCount: Int = 0
    /// Per-launch data its `id` is made from (`var id: String { UUID().uuidString }`, `init() { id =
    /// "\(Date())" }`): a new id each launch, so TipKit never finds its stored state.
    var unstableID: PerLaunchValue?
    /// Whether its `id` is a stored `String` with no value of its own (`let id: String`): whoever
    /// builds the tip gives it (`RowTip(id: …)`).
    var idIsGiven: Bool = false
    /// Whether it conforms through an app's own protocol or class (`struct A: BrandTip`), whose
    /// extensions may give it members (`actions`) its own bodies do not declare.
    var inheritsMembers: Bool = false

    /// The last component of `name`, as code refers to it.
    var simpleName: String { TypeName.simple(name) }
}

/// A protocol that refines `Tip`, or may (`protocol BrandTip: Tip`, `protocol CoachTip: BrandTip`):
/// the types conforming to it are tips.
struct TipProtocol: Sendable, Hashable {
    var name: String
    /// What it inherits from, as written.
    var refines: [String]
}

/// A type that is a tip if one of `via` (a protocol or class named `…Tip` declared in another
/// file) turns out to be a tip protocol or tip type; the merge decides. With no `via`, the
/// members of a type another file may make a tip (`extension SaveTip: Tip {}`).
struct TipCandidate: Sendable, Hashable {
    var tip: TipDeclaration
    var via: [String]
}

/// Data that changes at every launch (`UUID()`, `Date()`, `Int.random(in:)`…) that a value is made from.
struct PerLaunchValue: Sendable, Hashable {
    /// What it is, as written (`UUID()`, `Date.now`, `Int.random`, `globallyUniqueString`).
    var source: String
    /// Where the value is given: a tip's `id`, an assignment to it.
    var location: SourceLocation
    /// Where the per-launch data is written: in the value itself, or in a declaration the value names.
    var origin: SourceLocation

    /// The same data, given as the value at `location`.
    func given(at location: SourceLocation) -> PerLaunchValue {
        PerLaunchValue(source: source, location: location, origin: origin)
    }
}

/// A call `Name(id: …)` whose `id` is text made from per-launch data (`RowTip(id: UUID().uuidString)`):
/// when `Name` is a tip that stores the id it is given, each instance has a new id.
struct PerLaunchIDArgument: Sendable, Hashable {
    /// The type called, as written.
    var callee: String
    var value: PerLaunchValue
    var context: CodeContext
    var branch: BranchPath = BranchPath()
}

/// A plain string literal passed by label to a type's initializer (`ShowButtonTip(messageValue: "…")`);
/// the merge knows which types are tips whose title or message is the argument (`GivenTipCopy`).
struct LiteralTextArgument: SitedFact, Sendable, Hashable {
    /// The type called, as written.
    var callee: String
    var label: String
    /// The literal's value, escapes decoded.
    var text: String
    /// At the literal.
    var site: FactSite
}

/// `static let x = Tips.Event(id: "…")`, `Event<T>(id:)`.
struct EventDeclaration: Sendable, Hashable {
    /// The type that declares it (dotted), nil at file scope.
    var owner: String?
    /// The property name.
    var name: String
    /// The id string TipKit stores its donations under: the literal, or the string constant
    /// `idExpression` names, resolved across the project at the merge. Nil when unknown.
    var id: String?
    /// Source text of an id that is not a literal (`EventIDs.followed`, `Self.key`,
    /// `Key.followed.rawValue`), as written.
    var idExpression: String?
    var location: SourceLocation
    var branch: BranchPath = BranchPath()

    /// `Owner.name`, or `name` at file scope.
    var qualifiedName: String { [owner, name].compactMap { $0 }.joined(separator: ".") }
}

/// A string constant the project declares (`static let followed = "followed"`, `let kKey = "k"`,
/// `case followed = "followed"` of a `String` enum, `static let id = Self.key`), for resolving
/// ids written through constants.
struct StringConstant: Sendable, Hashable {
    /// The declaring type (dotted), nil at file scope.
    var owner: String?
    var name: String
    /// The literal value, when it is one.
    var value: String?
    /// Another constant it names (`Self.key`, `Keys.base`), when its value is that.
    var reference: String?
}

/// `@Parameter static var x`.
struct ParameterDeclaration: Sendable, Hashable {
    var owner: String?
    var name: String
    var location: SourceLocation
    var branch: BranchPath = BranchPath()
    /// `@Parameter(.transient)`: its value starts over at each launch instead of persisting.
    var isTransient: Bool = false
}

/// An assignment to a parameter: `X.p = …`, `Self.p = …`, `X.p.toggle()`.
struct ParameterAssignment: SitedFact, Sendable, Hashable {
    /// The type written before the name (`Self` resolved to the enclosing type); nil when unqualified.
    var owner: String?
    var name: String
    var site: FactSite
    /// `X.p.toggle()` or `X.p = !X.p`: flipped from its current value rather than set to one.
    var isToggle: Bool = false
    /// The tip view or popover whose action handler sets it: it runs only when the user taps one of
    /// that tip's `actions`.
    var actionHandler: ActionHandler?
    /// `X.p = true` or `X.p = false`: the literal set; nil for any other value.
    var assignedBool: Bool?
}

/// `#Rule(Self.x)`, `#Rule(Self.$p)`, `#Rule(Other.x)` inside a tip's `rules`.
struct RuleReference: Sendable, Hashable {
    /// The tip whose rules hold it.
    var tip: String
    /// The type named (`Self` resolved to `tip`).
    var owner: String
    var member: String
    var hasDollar: Bool
    var location: SourceLocation
    var branch: BranchPath = BranchPath()
    /// For a parameter: the value its closure lets the tip show with, when the closure is only
    /// `$0`, `!$0`, `$0 == true`, `$0 != false`… (setting that value never retires the tip); nil otherwise.
    var requiredBool: Bool?
    /// For an event: its closure is only `$0.donations.count > n` or `>= n`, which donating never makes false
    /// (a donation lets the tip show; it never retires it).
    var donationsOnlyLetShow = false
}

/// `X.e.donate()`, `await X.e.donate()`, `X.e.donate(value)`, `X.e.sendDonation(…)`.
struct Donation: SitedFact, Sendable, Hashable {
    /// The type before the event (`Self` resolved); nil when unqualified.
    var owner: String?
    var event: String
    var site: FactSite
    /// When the event is a helper's parameter (`func record(_ event: …) { event.donate() }`),
    /// where its callers pass the event.
    var forwarding: TipForwarding?
    /// The TipKit method called, `donate` or `sendDonation`, so messages name the one the code uses.
    var method: String = "donate"
    /// The helper called here that donates the event it is handed; nil where the code donates itself
    /// (only a direct donation uses TipKit in this file).
    var helper: String?
}

/// A call argument naming a type's member (`TipEvents.record(ScanTip.scanned)`), so an event
/// handed to a helper that donates it counts as donated where it is handed over.
struct EventArgument: SitedFact, Sendable, Hashable {
    var callee: String
    var label: String?
    var position: Int
    /// The type written before the member (`Self` resolved).
    var owner: String
    var event: String
    var site: FactSite
}

enum DisplayKind: String, Sendable, Hashable, CaseIterable {
    case popoverTip
    case tipView = "TipView"
    case tipUIView = "TipUIView"
    case tipUIPopoverViewController = "TipUIPopoverViewController"
    case tipNSView = "TipNSView"
    case tipNSPopover = "TipNSPopover"
    /// `cell.configureTip(tip)`: a `TipUICollectionViewCell` shows the tip in a list.
    case tipUICollectionViewCell = "TipUICollectionViewCell"
    case tipGroup = "TipGroup"
    /// The app's own view, shown while `tip.shouldDisplayUpdates` (or `statusUpdates`) says so.
    case shouldDisplayUpdates
}

/// A place a tip is shown.
struct DisplaySite: SitedFact, Sendable, Hashable {
    var kind: DisplayKind
    /// The tip type the argument resolves to; nil when it cannot be resolved.
    var tipType: String?
    /// Source text of the tip argument.
    var argument: String
    var site: FactSite
    /// Whether the tip argument uses a variable of the enclosing `ForEach`/`List` row.
    var dependsOnRow: Bool = false
    /// Identifies the view a `.popoverTip` modifies: sites with the same
    /// anchor modify one view (for `multiple_popover_tips`); nil when not a modifier.
    var anchor: Int?
    /// Where the view a `.popoverTip` modifies starts: code between it and the popover (a control's action)
    /// runs on that view. Nil when not a modifier.
    var anchorStart: SourceLocation?
    /// Whether the site sits in a row of a `ForEach`, or of a `List` over data
    /// (a static `List { … }` has no rows to repeat it).
    var isInRow: Bool = false
    /// A tip handed to a wrapper that hands it on in each of its rows: where it does (`isInRow` is set).
    var rowHandOn: RowHandOn?
    /// A `.popoverTip` on a control the user acts on — a `Button`, `Toggle`, `Menu`, `NavigationLink`…,
    /// a view in such a control's label, or a view with `.onTapGesture`: the action the tip points at.
    /// Also a `TipUIPopoverViewController` whose source item is a bar button item, a button or another control.
    var anchorsControl: Bool = false
    /// A `.popoverTip` on an item of a system menu (`Menu { … }`'s content, `.contextMenu { … }`, `CommandMenu`)
    /// or of a row's `.swipeActions { … }`: the platform draws the item itself, where the popover has nothing to
    /// anchor, so it never shows. Also one in a helper used only there (`itemHelperUses`).
    var isInMenuItems: Bool = false
    /// A `.popoverTip` not itself among such items: the function, computed property or view type (for its `body`)
    /// holding it, when its own file writes that name only where it declares it, in previews or among such items.
    /// The merge asks the other files where they use it (`ItemHelperUses`).
    var itemHelper: String?
    /// Where `itemHelper` is used, when every use in the project is among system-drawn items (then
    /// `isInMenuItems`).
    var itemHelperUses: [SourceLocation] = []
    /// When only `.onTapGesture`/`.onLongPressGesture` makes the anchor a control: the names its action calls
    /// (`openWikipedia`), `[]` for an empty action. A row's own action may have nothing to do with its tip.
    var gestureActionCallees: [String]?
    /// When the anchor is not a control tiplint knows: the name of the view its chain starts by building
    /// (`AddButton { … }`, or through `addButton`, a property of the file whose body builds one). A view the
    /// project declares with a control for its body (`ViewGraph.isControlView`) is a control too.
    var anchorViewCall: String?
    /// A `.popoverTip` on the whole of its view's `body` (`var body: some View { VStack { … }.popoverTip(tip) }`):
    /// where the app builds that view with a tap gesture (`FileFacts.tappedViews`), the tip points at a control.
    var anchorsBodyRoot = false
    /// The app's view type a `.popoverTip` modifies when its chain starts by building one
    /// (`TagSection(…).popoverTip(tip)`): a tip anchored inside that view too is on screen with it.
    var anchoredViewType: String?
    /// The alternatives of its view it sits in (innermost first): two sites in different arms of
    /// one group are never on screen together.
    var arms: [ExclusiveArm] = []
    /// The `{` token of the sheet, popover, navigation destination… whose content holds it; nil on
    /// its type's own screen.
    var presentation: Int?
    /// The simple conditions it is shown under (`if sizeClass == .compact`, the `else` of `if isCompact`,
    /// `case .pad:` of `switch idiom`): a site under a contradicting one is never on screen with it.
    var conditions: [ScreenCondition] = []
    /// `.popoverTip(group.currentTip as? ShareTip)`: one value cast to one tip type; sites casting the
    /// same value to other types never show at once (a `TipGroup` shows one tip at a time).
    var castChoice: CastChoice?
    /// Whether a condition around it (in its own member) looks like it picks one row: it names an
    /// index, position, offset, "first", a tip flag, or compares with 0.
    var conditionPicksRow: Bool = false
    /// `.popoverTip(strike.distance != nil ? tip : nil)`: the text of a condition choosing the tip that only asks
    /// whether fields of the view's own stored values are set (`TipResolver.rowDataGate`), which every row with
    /// such data passes; nil for any other argument.
    var rowDataGate: String?
    /// `content.popoverTip(…)` in a `ViewModifier`'s `body(content:)`, or `popoverTip(…)` on `self` in a View
    /// extension: anchored on whatever view the modifier is applied to.
    var anchorsModifiedView: Bool = false
    /// When the tip argument is a wrapper's parameter or stored property, where callers pass the tip.
    var forwarding: TipForwarding?
    /// A `TipUIPopoverViewController` whose source item is the wrapper's parameter too (`present(_ tip: any Tip,
    /// from item: any UIPopoverPresentationControllerSourceItem)`): where callers pass what it points at.
    var anchorForwarding: TipForwarding?
    /// The other tip types the argument can hold (`flag ? ATip() : BTip()`, an element of
    /// `[ATip(), BTip()]`, an enum's `tip` returning one per case): shown here too.
    var otherTipTypes: [String] = []
    /// The argument with its first name replaced by that binding's type (`Onboarding.tip` for
    /// `step.tip`, `let step: Onboarding`), for resolving it against other files' declarations.
    var qualifiedArgument: String?
    /// The columns of the same call repeated right after it on its line (`.popoverTip(t).popoverTip(t)`):
    /// each is a display of its own, alike in all but its column, folded into this fact (issue 23).
    var repeatColumns: [Int] = []

    /// How many displays this fact stands for: itself and its repeats.
    var timesWritten: Int { 1 + repeatColumns.count }

    /// Each display this fact stands for, at its own column: itself, then its repeats.
    var eachWritten: [DisplaySite] {
        var one = self
        one.repeatColumns = []
        return [one]
            + repeatColumns.map { column in
                var repeated = one
                repeated.location.column = column
                return repeated
            }
    }
}

/// A name used among a file's system-drawn items (`dataManager.priorityButton(item: item)` in a
/// `.contextMenu { … }`) that the file writes nowhere else but where it declares it and in previews.
struct ItemUse: Sendable, Hashable {
    var name: String
    var location: SourceLocation
}

/// A function of a `View` extension or of a view type that holds display sites (or TipKit setup calls, or
/// assignments to parameters) and whose name its
/// own file writes only where it declares it (`extension View { func showShareTip() -> some View {
/// popoverTip(ShareTip()) } }`): unless another file calls it, its sites never show. Or a method of
/// any other type that takes no arguments, nothing outside the project can run (`func presentTips()`
/// of a view controller), and whose name its file writes nowhere else, not even in a string: unless
/// another file mentions that name at all, its sites never show.
struct DisplayHelper: Sendable, Hashable {
    var name: String
    /// The type it is declared in (for an extension, the extended type), as display sites' contexts name it.
    var typeName: String
    var location: SourceLocation
    /// Outside view code: any mention of its name in another file (a reference, a key path, a string), not only a
    /// call, may run it.
    var isReachedByAnyMention = false
    /// A view type its own file never builds (named only where it is declared and extended): its displays wait
    /// for another file to name it. `name` is the type's own (`Header` of `ArtistView.Header`).
    var isView = false
}

/// A condition a place is shown under, when it is one comparison another can contradict:
/// `sizeClass == .compact` is subject `sizeClass`, value `compact`; `isCompact` is value `true`;
/// `idiom != .pad` and the `else` of `if idiom == .pad` are value `pad`, negated. `self.` is dropped.
struct ScreenCondition: Sendable, Hashable {
    var subject: String
    var value: String
    var isNegated: Bool = false
}

/// A read of a `TipGroup`'s `currentTip`: cast to one tip type (`castType`, as written), or read as any
/// of the group's tips (nil).
struct GroupTipRead: Sendable, Hashable {
    var location: SourceLocation
    var castType: String?
}

/// A tip argument that casts one value to a tip type: `group.currentTip as? ShareTip` is value
/// `group.currentTip`, type `ShareTip` (as written, `self.` dropped).
struct CastChoice: Sendable, Hashable {
    var value: String
    var type: String
}

/// A view type built in each row of a `ForEach` (or a `List` over data): `ForEach(items) { item in
/// RowView(item: item) }`, or through a member function the rows call (`ForEach(items) { row(for: $0) }`).
/// A tip the row view anchors unconditionally is anchored in every row.
struct RowBuiltView: Sendable, Hashable {
    /// The type constructed, as written (its last component).
    var typeName: String
    /// Where it is constructed.
    var location: SourceLocation
    /// `ForEach` or `List`.
    var loop: String
    /// Built in one arm of an `if` or `switch` inside the row (or the member function the row calls): maybe
    /// only some rows build it (`switch id { case .project: ProjectSection() }` over distinct ids, one row).
    var inArm = false
}

/// A view built with Bool literals for some of its labelled arguments (`PieChart(total: t, showsLabel: false)`),
/// the only place its builder builds that type: an anchor the view puts under `if showsLabel` is never built there.
struct FlaggedConstruction: Sendable, Hashable {
    /// The type constructed, as written (its last component).
    var typeName: String
    /// The simple name of the type whose code builds it; nil at file level.
    var builder: String?
    /// Each labelled argument given `true` or `false`.
    var flags: [String: Bool]
    /// Where it is constructed (the type name).
    var location: SourceLocation
}

/// A modifier called in each row of a `ForEach` (or a `List` over data) with nothing from the row:
/// `.editSheetTip(.color)`, `.saveTip()`.
/// A modifier applied to a control (`Button { … }.modifier(LockTipModifier(kind: .lock))`, a View extension's
/// `.editTip(.color)`): a popover the modifier anchors on the view it modifies is on that control.
struct ControlModifierUse: Sendable, Hashable {
    /// The `ViewModifier` type built (`LockTipModifier`), or the called function's name (`editTip`).
    var name: String
    /// The cases handed to it (`lock` of `kind: .lock`, `color` of `.editTip(.color)`).
    var cases: [String]
    /// Where it is applied (its `.`).
    var location: SourceLocation
}

struct RowModifierCall: Sendable, Hashable {
    var name: String
    /// The one `.case` argument (`color`), if any.
    var caseArgument: String?
    /// Where it is called (its `.`).
    var location: SourceLocation
    /// `ForEach` or `List`.
    var loop: String
}

/// One alternative of a view that shows one of several, or of code that runs one of several (a setup
/// call's `CallPosition`): a branch of an `if`/`else` chain or a `switch` (`group` is the token of its
/// first `if` or of the `switch`), a tab of a `TabView` or a candidate of a `ViewThatFits` (`group` is
/// the token of its `{`). Token positions are the file's.
struct ExclusiveArm: Sendable, Hashable {
    var group: Int
    var index: Int

    /// Whether two places' arms (of one file) put them in different arms of one `if`/`else` chain or
    /// `switch`: they never run on the same pass.
    static func areApart(_ mine: [ExclusiveArm], _ theirs: [ExclusiveArm]) -> Bool {
        mine.contains { arm in theirs.contains { $0.group == arm.group && $0.index != arm.index } }
    }
}

/// Where a wrapper's display site gets its tip: the argument of a call to `callee`
/// (`func tipIfAvailable(_ tip: some Tip)`, or `struct TipAnchor { let tip: any Tip }` built
/// with `TipAnchor(tip: …)`).
struct TipForwarding: Sendable, Hashable {
    /// The function called; for a stored property or an `init` parameter, the type constructed.
    var callee: String
    /// The argument label; nil when unlabelled.
    var label: String?
    /// The argument's position among the call's arguments, for unlabelled ones.
    var position: Int
}

/// A wrapper's own tip handed on to another call (`func hint(_ tip: some Tip) { brandTip(tip) }`):
/// when that call displays its argument, so does the wrapper.
struct ForwardedArgument: Sendable, Hashable {
    /// The function or type called with the tip.
    var callee: String
    var label: String?
    var position: Int
    /// Where the wrapper itself receives the tip.
    var from: TipForwarding
    /// For a member call (`Menu { … }.tipIfAny(tip)` in the wrapper), the view it modifies
    /// (`TypedArgument.receiver`).
    var receiver: ModifiedView?
    /// Handed on in each row of a `ForEach` or `List` with nothing of the row: every row shows what the
    /// wrapper's callers hand it.
    var row: RowHandOn?
}

/// Where a wrapper hands the tip it receives on in every row of a loop (`ForwardedArgument.row`): its callers'
/// tips are shown there, once a row.
struct RowHandOn: Sendable, Hashable {
    var location: SourceLocation
    /// `ForEach` or `List`.
    var loop: String
}

/// A call argument whose value has a known type (`.tipIfAvailable(ShareTip())`), so a tip
/// passed to a wrapper that displays it counts as displayed where it is passed.
struct TypedArgument: SitedFact, Sendable, Hashable {
    /// The function or type called (`tipIfAvailable`, `TipAnchor`).
    var callee: String
    var label: String?
    var position: Int
    /// The tip type passed; empty while `unresolvedMember` waits for the merge.
    var type: String
    /// `Owner.member` when the value is (or may be, `flag ? Tips.web : nil`) a member that another file
    /// declares: the merge resolves it through that file's property.
    var unresolvedMember: String?
    /// Source text of the argument's value.
    var text: String
    var site: FactSite
    /// Called as a member (`.popTip(tip)`, `view.popTip(tip)`), as a modifier is.
    var isMemberCall = false
    /// The columns of the same call repeated right after it on its line (`.tipped(t).tipped(t)`): each
    /// passes the value again, folded into this fact (issue 23).
    var repeatColumns: [Int] = []
    /// The call's other arguments that are controls (`from: setupView.nextButton`): what a wrapper presenting
    /// a popover from its parameter points the tip at (`DisplaySite.anchorForwarding`).
    var controlArguments: [ArgumentSlot] = []
    /// The call sits in a row of a `ForEach` (or a `List` over data), as `DisplaySite.isInRow` reads it.
    var isInRow = false
    /// The value, another argument of the call (`.tipIf(row.id == first.id, tip)`) or a condition around the
    /// call uses a row's variable: what the wrapper shows may differ from row to row.
    var dependsOnRow = false
    /// For a member call (`Card().tipPopover(tip).onTapGesture { … }`), the view the call modifies read as a
    /// `.popoverTip`'s anchor is: where a wrapper anchoring the tip on the view it modifies points it.
    var receiver: ModifiedView?
}

/// The view a modifier call modifies, as `ControlAnchors` reads a popover's anchor.
struct ModifiedView: Sendable, Hashable {
    /// A control, or a view a tap or long-press gesture on the chain makes one.
    var isControl = false
    /// When only a gesture makes it a control: the names its action calls (`DisplaySite.gestureActionCallees`).
    var gestureActionCallees: [String]?
    /// When it is no control tiplint knows: the view type the chain starts by building (`AddButton { … }`), which
    /// the project may declare with a control for its body (`DisplaySite.anchorViewCall`).
    var viewCall: String?
}

/// Where an argument sits in its call: its label, else its position.
struct ArgumentSlot: Sendable, Hashable {
    var label: String?
    var position: Int
}

/// `tip.invalidate(reason: …)`.
struct Invalidation: SitedFact, Sendable, Hashable {
    var tipType: String?
    var site: FactSite
    /// Source text of the receiver (`wTip`, `self.model.tip`) when its type was not found in the
    /// file, for resolving it against properties declared in other files.
    var receiver: String?
    /// When the receiver is a helper's parameter or stored property (`func dismiss(_ tip: some Tip) {
    /// tip.invalidate(…) }`), where its callers pass the tip: it is retired at each call.
    var forwarding: TipForwarding?
    /// The helper called here that retires the tip it is handed; nil where the code calls
    /// `invalidate(reason:)` itself (only a direct call uses TipKit in this file).
    var helper: String?
    /// `invalidate(reason: .tipClosed)`: the tip is put away as if closed, not because its action was done.
    var isClosing = false
    /// Closing, as the action of a button drawn as a ✕ (a `TipViewStyle`'s own close button).
    var isCrossButtonAction = false

    /// When it sits in the action handler of a tip view or popover: that display call.
    var actionHandler: ActionHandler?
    /// When it runs, unconditionally, each time a view appears: where.
    var onAppearance: AppearanceRun?

    /// `configuration.tip.invalidate(…)` in a `TipViewStyle`: whatever tip the style draws. Not a ✕ button's: it
    /// closes the tip as the built-in ✕ does, not because its action was done.
    var retiresAnyStyledTip: Bool {
        tipType == nil && !isCrossButtonAction && context.typeConformances.contains("TipViewStyle")
    }
}

/// A display call whose action handler holds code: `.popoverTip(tip) { action in … }`, `TipView(tip,
/// action: { … })`, `TipUIPopoverViewController(tip, sourceItem: b) { … }`, `TipUIView(tip, actionHandler: { … })`.
/// TipKit calls the handler only when the user taps one of the tip's `actions`.
struct ActionHandler: Sendable, Hashable {
    var kind: DisplayKind
    /// The tip types the call's tip argument can hold; empty when unresolved.
    var tipTypes: [String]
    /// Where the display call is written.
    var location: SourceLocation
}

/// An unstructured task (`Task { … }`, `Task.detached { … }`) that loops over a tip's
/// `shouldDisplayUpdates` or `statusUpdates` (`for await show in tip.shouldDisplayUpdates`).
struct TipObservationTask: SitedFact, Sendable, Hashable {
    /// What happens to the task's handle.
    enum Handle: Sendable, Hashable {
        /// A statement of its own (or `_ = Task …`): nothing can cancel it.
        case dropped
        /// Assigned to this property (`observationTask = Task { … }`).
        case property(String)
        /// Kept some other way (a local, an argument, a collection): not followed.
        case other
    }

    /// The stream followed, `shouldDisplayUpdates` or `statusUpdates`.
    var stream: String
    /// Where `Task` is written.
    var site: FactSite
    /// The appearance callback that starts it (`viewDidAppear`, `onAppear`, `task`), directly or
    /// through `helper`; nil when it starts elsewhere.
    var appearance: String?
    /// The function that starts it, when an appearance callback calls that function.
    var helper: String?
    /// The functions of its type between the appearance callback and `helper`, outermost first
    /// (`viewWillAppear` → `loadSchedules` → `setContentView` → `helper`).
    var calledThrough: [String] = []
    /// The function holding it, an index into its file's `functions`, when no appearance callback of
    /// its own file starts it and its handle is dropped: the merge looks for one in other files (a
    /// `UIViewController` extension method that `viewDidAppear` calls).
    var function: Int?
    var handle: Handle
    /// Whether the code can stop or reuse it: its property is read elsewhere in the file (to cancel it, or
    /// to start only once, `task = task ?? Task { … }`), or its loop can end (`break`, `return`).
    var canStop: Bool
}

/// Code that runs unconditionally each time a view appears: a statement of its own in the body of
/// `.onAppear`/`.task` or a view controller's `viewWillAppear`/`viewDidAppear`…, with no condition,
/// `return` or `await` before it there.
struct AppearanceRun: Sendable, Hashable {
    /// The callback: `onAppear`, `task`, `viewDidAppear`…
    var callback: String
    /// For `.onAppear`/`.task`: the first and last token of the view it modifies (the chain before the
    /// modifier), so what that view contains can be told; nil for a view controller's method.
    var view: ClosedRange<SourceLocation>?
    /// For `.onAppear`/`.task`: the first token of each chain that modifies that same view, for the display sites
    /// whose `anchor` is one of them: the view's own chain (`Menu { … }.onAppear { … }.popoverTip(tip)`) and each
    /// later use of the local it is bound to (`let menu = Menu { … }.onAppear { … }` then `menu.popoverTip(tip)`).
    var viewAnchors: [Int] = []
    /// Whether code before it in the callback shows a tip (`present(TipUIPopoverViewController(…))`):
    /// then it may retire a tip just shown.
    var followsDisplay: Bool
}

/// A property declared in a type, with the concrete type it holds (`var wTip = WTip()`,
/// `let tip: SaveTip`), so a tip shown or retired through it in another file resolves.
struct TypedProperty: Sendable, Hashable {
    /// The declaring type, dotted (for an extension, the extended type); `fileScope` for a global.
    var owner: String
    var name: String
    var type: String

    /// The owner of a global, declared at a file's top level.
    static let fileScope = ""
}

/// `Tips.configure(…)` (or a pre-release spelling).
struct ConfigureCall: SitedFact, Sendable, Hashable {
    /// Source text of each option (`.displayFrequency(.immediate)`).
    var options: [String]
    var site: FactSite
    /// Its function, body and the runtime conditions around it, for following it through helpers.
    var position: CallPosition = CallPosition()
    /// Written on `Tips` alone (not `TipKit.Tips`): a project's own `Tips` type shadows TipKit's there.
    var isOnBareTips = false
    /// A `try Tips.resetDatastore()` (not `try?`) comes first in the same body: once TipKit is
    /// configured that reset throws, so this call is not reached again.
    var followsThrowingReset = false
}

/// `Tips.showAllTipsForTesting()`, `Tips.showTipsForTesting(…)`, `Tips.hideAllTipsForTesting()`,
/// `Tips.hideTipsForTesting(…)`, `Tips.resetDatastore()`.
struct TestingCall: SitedFact, Sendable, Hashable {
    var name: String
    var site: FactSite
    /// Whether a runtime condition (`if`, `guard`, ternary) guards it.
    var isConditional: Bool = false
    /// Whether a `Tips.configure` call precedes it in the same function or closure body.
    var followsConfigure: Bool = false
    /// Its function, body and the runtime conditions around it, for following it through helpers.
    var position: CallPosition = CallPosition()
    /// Written on `Tips` alone (not `TipKit.Tips`): a project's own `Tips` type shadows TipKit's there.
    var isOnBareTips = false
}

/// `import M` (also `@preconcurrency import M`, `import struct M.X`).
struct ImportDeclaration: Sendable, Hashable {
    var module: String
    var location: SourceLocation
    var branch: BranchPath = BranchPath()
    /// `@_exported import M`: the module is visible in every file of the target.
    var isExported: Bool = false
}

/// A pre-release TipKit name, and what it became.
struct BetaUse: SitedFact, Sendable, Hashable {
    var name: String
    var replacement: String
    var site: FactSite
}

/// A use of TipKit API in a file, for `missing_import`.
struct TipKitUse: Sendable, Hashable {
    var name: String
    /// A TipKit type is named (`Tip`, `Tips`, `TipView`…): without the import it will not compile.
    /// False for members only (`.popoverTip`, `.donate()`), which compile through leaky member visibility.
    var namesType: Bool
    var location: SourceLocation
    var branch: BranchPath = BranchPath()
}
