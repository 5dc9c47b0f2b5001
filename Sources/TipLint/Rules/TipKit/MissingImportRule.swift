struct MissingImportRule: Rule {
    static let description = RuleDescription(
        id: "missing_import", severity: .error, system: .tipKit,
        summary: "a file uses TipKit API without `import TipKit`",
        details: """
            A file that names a TipKit type (`Tip`, `Tips`, `TipView`, `#Rule`, `@Parameter`) does not compile \
            without `import TipKit`. A file that only uses TipKit members (`.popoverTip(…)`, `.donate()`, \
            `invalidate(reason:)`) compiles only because another file of the module imports TipKit (leaky member \
            visibility), and breaks when that file changes or Swift's upcoming MemberImportVisibility feature is on. \
            Add `import TipKit` (`tiplint --fix` does).
            """,
        triggering: [
            // A TipKit type named: it does not compile.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                    import TipKit

                    struct SaveRouteTip: Tip {
                        static let saved = Tips.Event(id: "route-saved")
                        var title: Text { Text("Save this route") }
                    }
                    """,
                "Views/RouteView.swift": """
                    import SwiftUI

                    struct RouteView: View {
                        var body: some View {
                            ↓TipView(SaveRouteTip())
                        }
                    }
                    """,
            ]),
            // Only TipKit members: it compiles through leaky member visibility.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                    import TipKit

                    struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                    """,
                "Views/RouteView.swift": """
                    import SwiftUI

                    struct RouteView: View {
                        let tip = SaveRouteTip()
                        var body: some View {
                            Button("Save") { }↓.popoverTip(tip)
                        }
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            // Imported (with an attribute); a `donate()` that is no event's and an own `TipView` type.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                    import TipKit

                    struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                    """,
                "Views/RouteView.swift": """
                    @preconcurrency import TipKit
                    import SwiftUI

                    struct RouteView: View {
                        var body: some View { TipView(SaveRouteTip()) }
                    }
                    """,
                "Views/DonateView.swift": """
                    import SwiftUI

                    struct TipView: View { var body: some View { Text("Tip the guide") } }
                    struct DonateView: View {
                        var body: some View { Button("Give") { store.donate() } }
                    }
                    """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        // `@_exported import TipKit` in one file makes TipKit visible in every file of the target.
        if context.model.files.contains(where: { $0.imports.contains { $0.module == "TipKit" && $0.isExported } }) {
            return []
        }
        let index = context.tipKit
        return context.model.files.filter { !$0.imports("TipKit") }.compactMap { file in
            let uses = tipKitUses(in: file, index: index).sorted { $0.location < $1.location }
            guard let first = uses.first else { return nil }
            let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
            if let named = uses.first(where: \.namesType) {
                return finding(
                    "\(fileName) uses TipKit (`\(named.name)`) without `import TipKit`: it will not compile; "
                        + "add `import TipKit`", at: named.location, key: fileName)
            }
            return finding(
                "\(fileName) uses TipKit members (`\(first.name)`) without `import TipKit`: it compiles only because "
                    + "another file imports TipKit (leaky member visibility); add `import TipKit`",
                at: first.location, key: fileName)
        }
    }

    /// The file's TipKit uses, without names the project declares itself, plus
    /// donations of the project's events and invalidations of its tips.
    private func tipKitUses(in file: FileFacts, index: TipKitIndex) -> [TipKitUse] {
        var uses = file.tipKitUses.filter { !index.ownTypes.contains($0.name) }
        for donation in file.donations where index.donatesKnownEvent(donation) {
            uses.append(TipKitUse(name: ".donate()", namesType: false, location: donation.location, branch: donation.branch))
        }
        for invalidation in file.invalidations where invalidation.tipType.flatMap(index.tip(named:)) != nil {
            uses.append(TipKitUse(name: ".invalidate(reason:)", namesType: false, location: invalidation.location,
                                  branch: invalidation.branch))
        }
        return uses
    }
}
