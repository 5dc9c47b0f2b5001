import SwiftScan

struct TipAnchoredTwiceRule: Rule {
    static let description = RuleDescription(
        id: "tip_anchored_twice", severity: .warning, system: .tipKit,
        summary: "one tip given to two `.popoverTip` anchors on one screen",
        details: """
            TipKit knows a tip by its id: it presents a tip once, at one anchor. Given to two `.popoverTip` \
            modifiers that are on screen together, the same tip (one instance, or two instances of one tip type, \
            which share its id) appears at one of them — which one depends on layout order and timing, so the \
            arrow may point at the wrong control. One screen is one view type: its `body` and the properties and \
            functions that build parts of it, across its extensions. Not reported: anchors in exclusive \
            alternatives (`if`/`else`, `switch` cases, `TabView` tabs, `ViewThatFits` candidates, a member the \
            type uses only inside one branch), in another presented screen (`.sheet`, `.popover`, \
            `.fullScreenCover`, `.navigationDestination`, an alert), in different `#if` clauses, in a `ForEach` \
            row or a view built in one (`tip_in_loop`), behind a condition (`cond ? tip : nil`), a tip the view \
            is handed, or two tips on one view (`multiple_popover_tips`). Keep one anchor, or give each place \
            its own tip type.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    let shareTip = ShareTip()
                    var body: some View {
                        VStack {
                            header
                            Button("Share") { }
                                .popoverTip(shareTip)
                        }
                    }
                    var header: some View {
                        Image(systemName: "square.and.arrow.up")
                            ↓.popoverTip(shareTip)
                    }
                }
                """)
        ],
        nonTriggering: [
            // One anchor or the other, never both.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    let shareTip = ShareTip()
                    var body: some View {
                        if sizeClass == .compact {
                            Button("Share") { }.popoverTip(shareTip)
                        } else {
                            Label("Share", systemImage: "square.and.arrow.up").popoverTip(shareTip)
                        }
                    }
                }
                """),
            // Two screens: the sheet is presented over the first.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    @State private var isShowingDetail = false
                    let shareTip = ShareTip()
                    var body: some View {
                        Button("Share") { }
                            .popoverTip(shareTip)
                            .sheet(isPresented: $isShowingDetail) {
                                Button("Share") { }.popoverTip(shareTip)
                            }
                    }
                }
                """),
            // Two view types that each show the tip.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    var body: some View { Button("Share") { }.popoverTip(ShareTip()) }
                }

                struct HistoryView: View {
                    var body: some View { Button("Share") { }.popoverTip(ShareTip()) }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var groups: [ScreenTip: [DisplaySite]] = [:]
        let index = context.tipKit
        for site in index.displaySites where TipKitIndex.isPlainAnchor(site) && !site.isInRow {
            // A view built in every row of a list anchors its tip many times over: tip_in_loop.
            guard let screen = site.context.typeName, let tip = site.tipType, index.rowBuiltView(named: screen) == nil
            else { continue }
            groups[ScreenTip(screen: screen, tip: TypeName.lastComponent(tip)), default: []].append(site)
        }
        var findings: [Finding] = []
        for sites in groups.values where sites.count > 1 {
            // Sites in one place answer alike, so each earlier place is asked once through its first site:
            // a chain of 20,000 anchors on one view is one place, not 20,000.
            var places: Set<Place> = [], earlierPlaces: [DisplaySite] = []
            for site in sites.sorted(by: { $0.location < $1.location }) {
                defer { if places.insert(Place(site)).inserted { earlierPlaces.append(site) } }
                guard
                    let first = earlierPlaces.first(where: {
                        WorkMeter.count()
                        return Self.areOnScreenTogether($0, site)
                    })
                else { continue }
                var result = finding(
                    "`.popoverTip(\(site.argument))` anchors \(site.tipType ?? site.argument) a second time on this screen "
                        + "(first at \(FindingText.place(first.location))); TipKit shows a tip at one anchor only, and "
                        + "which one is unpredictable; keep one anchor, or give each place its own tip",
                    at: site.location, key: site.tipType ?? site.argument)
                result.related = [
                    RelatedLocation(
                        message: "the other anchor of \(site.tipType ?? site.argument) on this screen",
                        file: first.location.file, line: first.location.line, column: first.location.column)
                ]
                findings.append(result)
            }
        }
        return findings
    }

    /// Whether two anchors can be on screen at once: other views, one build, the same presented
    /// screen, and no alternative separating them.
    private static func areOnScreenTogether(_ a: DisplaySite, _ b: DisplaySite) -> Bool {
        guard BranchPath.canBuildTogether(a.location, a.branch, b.location, b.branch) else { return false }
        guard a.location.file == b.location.file else { return a.presentation == nil && b.presentation == nil }
        guard a.anchor != b.anchor, a.presentation == b.presentation else { return false }
        let armsOfA = Dictionary(a.arms.map { ($0.group, $0.index) }, uniquingKeysWith: { first, _ in first })
        return !b.arms.contains { arm in armsOfA[arm.group].map { $0 != arm.index } ?? false }
    }

    /// Everything `areOnScreenTogether` reads of a site.
    private struct Place: Hashable {
        var file: String, anchor: Int?, branch: BranchPath, presentation: Int?, arms: [ExclusiveArm]

        init(_ site: DisplaySite) {
            (file, anchor, branch, presentation, arms) =
                (site.location.file, site.anchor, site.branch, site.presentation, site.arms)
        }
    }

    /// One tip on one view type.
    private struct ScreenTip: Hashable {
        var screen: String
        var tip: Substring
    }
}
