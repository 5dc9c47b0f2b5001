struct EventDuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "event_duplicate_id", severity: .error, system: .tipKit,
        summary: "two events share one id string, so they share their donations",
        details: """
            TipKit stores donations by event id. Two events declared with the same id are one event to TipKit: \
            donating either counts for both, so a tip can retire (or appear) after an unrelated action. Ids are \
            compared after resolving string constants anywhere in the project (`Tips.Event(id: EventIDs.saved)`, \
            `Key.saved.rawValue`). An error, unless the sharing is a deliberate alias — one event is read by a \
            `#Rule` and the other donated (a tip reading an event another module donates), or the same functions \
            donate both: then a warning naming both, as one declaration used in both places says the same thing \
            without the trap. A shared property name is no sign of intent (`tapped` in two tips is the classic \
            copy-paste slip). Give unrelated events their own ids.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                enum FaceEvents {
                    static let scanned = Tips.Event(id: "tapped")
                    static let ↓favorited = Tips.Event(id: "tapped")
                }
                """),
            // `#if` groups are numbered per file: the `#else` here and the `#if` there build together on iOS.
            RuleExample(files: [
                "FaceEvents.swift": """
                import TipKit

                enum FaceEvents {
                    #if os(macOS)
                    static let clicked = Tips.Event(id: "face-clicked")
                    #else
                    static let tapped = Tips.Event(id: "face-tapped")
                    #endif
                }
                """,
                "MapTip.swift": """
                import TipKit

                struct MapTip: Tip {
                    #if os(iOS)
                    static let ↓faceTapped = Tips.Event(id: "face-tapped")
                    #endif
                    var title: Text { Text("Map") }
                }
                """,
            ]),
            // Two unrelated events under one id, through a constant in another file.
            RuleExample(files: [
                "EventIDs.swift": """
                enum EventIDs {
                    static let tapped = "tapped"
                }
                """,
                "Tips.swift": """
                import TipKit

                struct ScanTip: Tip {
                    static let scanned = Tips.Event(id: "tapped")
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.scanned) { $0.donations.count > 1 } }
                }

                struct FavoriteTip: Tip {
                    static let ↓favorited = Tips.Event(id: EventIDs.tapped)
                    var title: Text { Text("Keep it") }
                    var rules: [Rule] { #Rule(Self.favorited) { $0.donations.count > 2 } }
                }
                """,
            ]),
            // A deliberate alias (read here, donated there): a warning naming both.
            RuleExample(
                """
                import TipKit

                enum Analytics {
                    static let scanned = Tips.Event(id: "scanned")
                    static func didScan() { scanned.sendDonation() }
                }

                struct ScanTip: Tip {
                    static let ↓scanned = Tips.Event(id: "scanned")
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.scanned) { $0.donations.count < 3 } }
                }
                """),
        ],
        nonTriggering: [
            // Different clauses of one `#if`; debug-only against release-only in another file.
            RuleExample(files: [
                "MapTip.swift": """
                import TipKit

                struct MapTip: Tip {
                    #if os(iOS)
                    static let zoomed = Tips.Event(id: "map-zoomed")
                    #else
                    static let zoomed = Tips.Event(id: "map-zoomed")
                    #endif
                    #if DEBUG
                    static let opened = Tips.Event(id: "trail-opened")
                    #endif
                    var title: Text { Text("Map") }
                }
                """,
                "TrailEvents.swift": """
                import TipKit

                enum TrailEvents {
                    static let closed = Tips.Event(id: "trail-closed")
                    #if !DEBUG
                    static let opened = Tips.Event(id: "trail-opened")
                    #endif
                }
                """,
            ]),
            RuleExample(
                """
                import TipKit

                enum Key: String {
                    case scanned
                    case favorited = "favorite"
                }

                struct ScanTip: Tip {
                    static let scanned = Tips.Event(id: Key.scanned.rawValue)
                    static let favorited = Tips.Event(id: Key.favorited.rawValue)
                    var title: Text { Text("Scan a face") }
                }
                """),
            // One id in the two clauses of an `#if`: never in one build.
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip {
                    #if DEBUG
                    static let scanned = Tips.Event(id: "scanned")
                    #else
                    static let scanned = Tips.Event(id: "scanned")
                    #endif
                    var title: Text { Text("Scan a face") }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        let events = context.model.events.filter { $0.id != nil }.sorted { $0.location < $1.location }
        var findings: [Finding] = []
        var earlier: [String: [EventDeclaration]] = [:]
        for event in events {
            guard let id = event.id else { continue }
            defer { earlier[id, default: []].append(event) }
            guard
                let first = earlier[id]?.first(where: {
                    BranchPath.canBuildTogether($0.location, $0.branch, event.location, event.branch)
                })
            else { continue }
            let name = event.qualifiedName, firstName = first.qualifiedName
            let written = event.idExpression.map { "\($0), " } ?? ""
            guard Self.isDeliberateAlias(event, first, index) else {
                findings.append(
                    finding(
                        "event \(name) has id \"\(id)\" (\(written)already the id of \(firstName), "
                            + "\(first.location.citation)), so donating one counts for both; give each event its own id",
                        at: event.location, key: id))
                continue
            }
            var alias = finding(
                "event \(name) has id \"\(id)\" (\(written)as \(firstName) does, \(first.location.citation)): "
                    + "TipKit counts them as one event, which looks deliberate here; declare it once and use that "
                    + "declaration in both places, so the sharing is visible",
                at: event.location, key: id)
            alias.severity = .warning
            findings.append(alias)
        }
        return findings
    }

    /// Whether two events that share an id look meant to: one feeds the other's rule (read and not
    /// donated, donated and not read), or the same functions donate both. (A shared name is no sign:
    /// `tapped` in two tips is the classic copy-paste slip.)
    static func isDeliberateAlias(_ a: EventDeclaration, _ b: EventDeclaration, _ index: TipKitIndex) -> Bool {
        let aRead = !index.rules(reading: a).isEmpty, bRead = !index.rules(reading: b).isEmpty
        let aDonated = index.isDonatedItself(a), bDonated = index.isDonatedItself(b)
        if aRead != bRead, aDonated != bDonated, aRead == bDonated { return true }
        let aPlaces = Set(index.ownDonations(of: a).map(donatingFunction)),
            bPlaces = Set(index.ownDonations(of: b).map(donatingFunction))
        return !aPlaces.isEmpty && aPlaces == bPlaces
    }

    /// The file and function a donation is written in.
    private static func donatingFunction(_ donation: Donation) -> String {
        "\(donation.location.file):\(donation.context.typeName ?? ""):\(donation.context.functionName ?? "")"
    }
}
