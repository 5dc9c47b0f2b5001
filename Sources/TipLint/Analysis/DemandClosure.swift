/// Which files the second pass extracts when a tip system is in use and no plan is given (issue 19
/// item 6). A file the first pass left partial (it names no trigger word) is extracted only when it can
/// matter to what the tip files reach; the others keep their first-pass facts (lex diagnostics,
/// suppressions), which is all a file outside every tip's reach gives the rules.
///
/// The closure is taken on `DemandScan`s, by name, and errs one way only: where a direction's reach
/// cannot be bounded by a name, the files on it are extracted. Files are linked in two directions: a
/// file that MENTIONS a name a demanded file declares (up), and a file that DECLARES a name a
/// demanded file mentions or links to (down). Why each direction is followed:
///
/// - **Seeds** (`DemandScan.isSeed`): the tip files; app entries (`ConfigureMissingRule`,
///   `ConfigureDuplicateRule`, `AppPlaces`, `ProgramReach` starts there); files with a TipKit or
///   TutorialKit member that names no trigger word (observations, donations, `@Parameter`,
///   `invalidate(reason:)`, `Event(`, options, `tip…` modifiers, a tour step's labels: a file whose
///   only TutorialKit fact is `triggers:` turns TutorialKit on).
/// - **Up by type**, transitively: the innermost type around a tip word is demanded; every file
///   mentioning a demanded type's name is extracted (it builds, presents, holds or extends it: the
///   view graph's parents, `PreviewReach`, `ProgramReach`, typed-property chains), and the innermost
///   type around that mention is demanded in turn. A mention inside a top-level function demands
///   that function's callers instead (views built by free functions).
/// - **Up by function**: a function around a tip word (a display helper, a helper taking or handing
///   on a tip: `UncalledDisplayHelpers`, the forwarding passes) has its callers' files extracted and
///   their types demanded.
/// - **Up by setup helper**, transitively: a function around a setup call or an observation
///   (`SetupCallResolution`, `ObservationTaskForwarding`) has its callers' files extracted, their
///   types demanded and the function around each call made a helper in turn (with no cap on the
///   levels). A call by name alone would take the whole app (`configure`), so a caller's file must
///   pass a test that is wider than the resolution's receiver test (`SetupCallResolution.runs`):
///   the helper is a free function, or a `View`/`Scene` extension's; or the file declares or
///   mentions its type, or a holder of it (a type or top-level value whose links reach the type,
///   transitively: a typed chain `model.store.configure()` starts from one); or the helper's type
///   names tips and the file has an identifier holding `tip` in any case (an untyped value the
///   resolution accepts by its name).
/// - **Down**: every declaration of a demanded name (namesakes, which `ProgramReach` resolves among
///   by folder; extensions, which `TipCandidatePromotion` reads as the type's bodies), and from each,
///   the names it links to (conformances, constraints, stored and computed property types:
///   `TypedPropertyResolution`, conformers' protocols), transitively. Every name a tip file mentions
///   is followed down too: the project's own types (`TipKitIndex.ownTypes`), the constants an id is
///   written with (`StringConstantResolution`), the top-level values and functions its chains and
///   calls reach. Methods are not followed down by name: a method a tip file calls is on a type the
///   chain names, or it is a word-free function whose facts no tip fact reads.
enum DemandClosure {
    /// For each scan (one per path), whether the second pass must extract its file.
    static func demanded(_ scans: [DemandScan]) -> [Bool] {
        var closure = Closure(scans)
        closure.run()
        return closure.included
    }

    private struct Place: Hashable {
        var file: Int32
        var declaration: Int32
    }

    private struct Closure {
        let scans: [DemandScan]
        var included: [Bool]
        var declarations: [UInt64: [Place]] = [:]
        /// Names of the project's own types (not only extended).
        var projectTypes: Set<UInt64> = []
        var mentioning: [UInt64: [Int32]] = [:]
        var upDone: Set<UInt64> = []
        var downDone: Set<UInt64> = []
        var callersDone: Set<UInt64> = []
        var setupDone: Set<Place> = []
        /// For each name, the names of the declarations that link to it (`holders`), made on first use.
        var linkedFrom: [UInt64: [UInt64]]?
        var holderFiles: [UInt64: [Bool]] = [:]
        /// Nested types of a type not demanded down yet, by the outer type's name.
        var nestedWaiting: [UInt64: [Place]] = [:]
        var work: [Work] = []

        enum Work {
            case up(UInt64)
            case down(UInt64)
            case callers(UInt64)
            case setup(Place)
        }

        init(_ scans: [DemandScan]) {
            self.scans = scans
            included = scans.map(\.isSeed)
            for (file, scan) in scans.enumerated() {
                for (index, declaration) in scan.declarations.enumerated() {
                    declarations[declaration.name, default: []].append(
                        Place(file: Int32(file), declaration: Int32(index)))
                    if declaration.kind == .type { projectTypes.insert(declaration.name) }
                }
                for name in scan.mentions.names { mentioning[name, default: []].append(Int32(file)) }
            }
        }

        mutating func run() {
            for (file, scan) in scans.enumerated() {
                for place in scan.tipPlaces {
                    demandAround(Place(file: Int32(file), declaration: place), tipWord: true)
                }
                for helper in scan.setupHelpers { work.append(.setup(Place(file: Int32(file), declaration: helper))) }
                if scan.namesTipSystem { work += scan.mentions.names.map(Work.down) }
            }
            while let next = work.popLast() {
                switch next {
                case .up(let name): up(name)
                case .down(let name): down(name)
                case .callers(let name): callers(name)
                case .setup(let helper): setup(helper)
                }
            }
        }

        /// What a tip word, or a mention of a demanded name, demands where it sits: the innermost
        /// type around it up; for a tip word, the function around it (its callers); for a mention in a
        /// top-level function, that function's callers.
        mutating func demandAround(_ place: Place, tipWord: Bool) {
            guard place.declaration >= 0 else { return }
            let scan = scans[Int(place.file)]
            let type = scan.enclosingType(place.declaration)
            let function = scan.enclosingFunction(place.declaration)
            // In another module's type's extension (`extension View`), a function is a place of its own:
            // its callers are followed, not every file naming `View`. Outside a function there, no
            // name is known that is narrower than the type's: it goes up.
            let foreign = type >= 0 && isForeign(scan.declarations[Int(type)])
            if type >= 0 && !(foreign && function >= 0) { work.append(.up(scan.declarations[Int(type)].name)) }
            if function >= 0 && (tipWord || type < 0 || foreign) {
                work.append(.callers(scan.declarations[Int(function)].name))
            }
        }

        /// An extension of a type the project does not declare.
        func isForeign(_ declaration: DemandScan.Declaration) -> Bool {
            declaration.kind == .extensionOf && !projectTypes.contains(declaration.name)
        }

        mutating func up(_ name: UInt64) {
            guard upDone.insert(name).inserted else { return }
            // Every type of the name, nested or not: a view's name is resolved among its namesakes.
            for place in declarations[name] ?? [] {
                let declaration = scans[Int(place.file)].declarations[Int(place.declaration)]
                if declaration.kind == .type || declaration.kind == .extensionOf { extract(place) }
            }
            work.append(.down(name))
            extractMentions(of: name)
        }

        mutating func callers(_ name: UInt64) {
            guard callersDone.insert(name).inserted else { return }
            extractMentions(of: name)
        }

        /// Every file mentioning `name`, and what each mention demands where it sits.
        mutating func extractMentions(of name: UInt64) {
            for file in mentioning[name] ?? [] {
                included[Int(file)] = true
                for place in scans[Int(file)].mentions[name] ?? [] {
                    demandAround(Place(file: file, declaration: place), tipWord: false)
                }
            }
        }

        mutating func setup(_ helper: Place) {
            guard setupDone.insert(helper).inserted else { return }
            let helperScan = scans[Int(helper.file)]
            let name = helperScan.declarations[Int(helper.declaration)].name
            let type = helperScan.enclosingType(helper.declaration)
            let owner = type < 0 ? nil : helperScan.declarations[Int(type)].name
            var passing: [Bool]?
            if let owner, owner != Self.view, owner != Self.scene { passing = filesNamingHolders(of: owner) }
            let ownerNamesTips = type >= 0 && helperScan.typeNamesTips.contains(type)
            for file in mentioning[name] ?? [] {
                let scan = scans[Int(file)]
                if let passing, !passing[Int(file)] && !(ownerNamesTips && scan.mentionsTipAnyCase) { continue }
                included[Int(file)] = true
                for place in scan.mentions[name] ?? [] {
                    demandAround(Place(file: file, declaration: place), tipWord: false)
                    let function = scan.enclosingFunction(place)
                    if function >= 0 { work.append(.setup(Place(file: file, declaration: function))) }
                }
            }
        }

        /// A declaration demanded down: its file, and the names it links to.
        mutating func extract(_ place: Place) {
            included[Int(place.file)] = true
            for link in scans[Int(place.file)].links[place.declaration] ?? [] { work.append(.down(link)) }
        }

        static let view = DemandScan.hash("View")
        static let scene = DemandScan.hash("Scene")

        /// For each file, whether it mentions or declares the type or a holder of it (`holders`).
        mutating func filesNamingHolders(of owner: UInt64) -> [Bool] {
            if let known = holderFiles[owner] { return known }
            var passing = [Bool](repeating: false, count: scans.count)
            for holder in holders(of: owner) {
                for file in mentioning[holder] ?? [] { passing[Int(file)] = true }
                for place in declarations[holder] ?? [] { passing[Int(place.file)] = true }
            }
            holderFiles[owner] = passing
            return passing
        }

        /// The type's name and the names of every declaration whose links reach it, transitively.
        mutating func holders(of owner: UInt64) -> Set<UInt64> {
            if linkedFrom == nil {
                var linked: [UInt64: [UInt64]] = [:]
                for scan in scans {
                    for (declaration, names) in scan.links {
                        for name in names { linked[name, default: []].append(scan.declarations[Int(declaration)].name) }
                    }
                }
                linkedFrom = linked
            }
            var found: Set<UInt64> = [owner]
            var pending = [owner]
            while let name = pending.popLast() {
                for holder in linkedFrom?[name] ?? [] where found.insert(holder).inserted { pending.append(holder) }
            }
            return found
        }

        mutating func down(_ name: UInt64) {
            guard downDone.insert(name).inserted else { return }
            for place in nestedWaiting.removeValue(forKey: name) ?? [] { extract(place) }
            for place in declarations[name] ?? [] {
                let scan = scans[Int(place.file)]
                let declaration = scan.declarations[Int(place.declaration)]
                switch declaration.kind {
                case .type:
                    // A nested type is named by its bare name only from within its outer type (its
                    // extensions, subclasses and conformers link down to it): it waits for that type.
                    let outer = scan.enclosingType(declaration.enclosing)
                    if outer >= 0 && !isForeign(scan.declarations[Int(outer)]) {
                        let outerName = scan.declarations[Int(outer)].name
                        if !downDone.contains(outerName) {
                            nestedWaiting[outerName, default: []].append(place)
                            continue
                        }
                    }
                // Another module's type's extensions are utilities, found by their members' names.
                case .extensionOf: if isForeign(declaration) { continue }
                // Methods and properties are reached through their type; a free function or global, or a
                // member of another module's type's extension, by its own name.
                case .function, .value:
                    let enclosing = declaration.enclosing
                    if declaration.isPrivate || enclosing >= 0 && !isForeign(scan.declarations[Int(enclosing)]) {
                        continue
                    }
                }
                extract(place)
            }
        }
    }
}
