struct TipInLoopRule: Rule {
    static let description = RuleDescription(
        id: "tip_in_loop", severity: .warning, system: .tipKit,
        summary: "a display site in a `ForEach`/`List` row whose tip does not depend on the row",
        details: """
            A `.popoverTip(tip)` inside a `ForEach` (or a `List` over data) is attached to every row: one tip \
            anchored to many views, so it points at whichever row TipKit picks, or flickers between them. Show it \
            on one row (`.popoverTip(index == 0 ? tip : nil)`) or on a view outside the list.
            """,
        triggering: [
            RuleExample("""
                import TipKit

                struct FacesView: View {
                    private let labelTip = LabelFaceTip()
                    var body: some View {
                        ForEach(faces) { face in
                            FaceBox(face)
                                ↓.popoverTip(labelTip)
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            // On one row only, and in a static List row.
            RuleExample("""
                import TipKit

                struct FacesView: View {
                    private let labelTip = LabelFaceTip()
                    var body: some View {
                        ForEach(Array(faces.enumerated()), id: \\.offset) { index, face in
                            FaceBox(face)
                                .popoverTip(index == 0 ? labelTip : nil)
                        }
                        List {
                            Text("Help").popoverTip(labelTip)
                        }
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.tipKit.displaySites.filter { $0.isInRow && !$0.dependsOnRow && $0.kind != .tipGroup }.map { site in
            let loop = site.context.closures.last { $0 == "ForEach" || $0 == "List" } ?? "ForEach"
            let tip = site.tipType ?? site.argument
            return finding(
                "\(tip) is shown in every row of this \(loop): one tip anchored to many views; show it on one row "
                    + "(e.g. `index == 0 ? tip : nil`) or outside the \(loop)",
                at: site.location, key: tip)
        }
    }
}
