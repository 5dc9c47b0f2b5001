import SwiftScan

/// Finds the plan lines tiplint did not understand: a line that names a tip type, a `.swift`
/// file or TipKit API, added nothing itself, and names something the plan model does not
/// hold (a tip it has no tip for, a file it plans nothing in, `.popoverTip` when it plans no
/// display). A line that names only what other lines planned (`In \`HomeView.swift\`:` before
/// the code block that plans that file) is understood.
enum PlanUnreadFinder {
    static func unread(_ lines: [PlanLine], understood: Set<PlanReference>, plan: Plan) -> [UnreadPlanLine] {
        let tips = Set(plan.tips.map { TypeName.simple($0.name) })
        let planned = PathSuffixIndex(
            plan.files.map(\.path) + plan.designFiles.map(\.path) + (plan.configure.map { [$0.file] } ?? []))
        let held: [String: Bool] = [
            ".popoverTip": !plan.displaySites.isEmpty, "TipView": !plan.displaySites.isEmpty,
            "TipUIPopoverViewController": !plan.displaySites.isEmpty, "TipUIView": !plan.displaySites.isEmpty,
            ".donate(": !plan.donations.isEmpty, "Tips.Event": plan.tips.contains { !$0.events.isEmpty },
            "Tips.configure": plan.configure != nil || !plan.configurePlacements.isEmpty,
            "import TipKit": !plan.imports.isEmpty,
        ]
        return lines.compactMap { line in
            WorkMeter.count()
            guard !understood.contains(line.source) else { return nil }
            var names = PlanNames.tipTypes(in: line.text).filter { !tips.contains($0) }
            names += PlanText.swiftPaths(in: line.text).filter { !planned.matches($0) }
            names += PlanNames.tipKitAPIs(in: line.text).filter { held[$0] != true }
            guard !names.isEmpty else { return nil }
            return UnreadPlanLine(source: line.source, text: line.text, names: PlanEvidence.unique(names) { $0 })
        }
    }

    /// Whether a line names anything `unread` looks at, so only those lines are kept.
    static func names(_ text: String) -> Bool {
        !PlanNames.tipTypes(in: text).isEmpty || !PlanText.swiftPaths(in: text).isEmpty
            || !PlanNames.tipKitAPIs(in: text).isEmpty
    }
}
