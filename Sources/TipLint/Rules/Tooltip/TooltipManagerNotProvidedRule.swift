struct TooltipManagerNotProvidedRule: Rule {
    static let description = RuleDescription(
        id: "tooltip_manager_not_provided", severity: .error, system: .tooltipManager,
        summary: "a view reads `@EnvironmentObject … TooltipManager` but nothing provides one",
        details:
            "SwiftUI crashes when a view reads an environment object that no ancestor provided. Create the manager once (`@StateObject private var hintCenter = TooltipManager()` in the App) and inject it with `.environmentObject(hintCenter)`. A provision inside `#Preview` only serves the preview.",
        triggering: [
            RuleExample(
                """
                struct HomeView: View {
                    @EnvironmentObject var ↓hintCenter: TooltipManager
                    var body: some View { Text("Home") }
                }

                struct ShopView: View {
                    @Environment(TooltipManager.self) private var ↓hints
                    var body: some View { Text("Shop") }
                }

                #Preview { HomeView().environmentObject(TooltipManager()) }
                """)
        ],
        nonTriggering: [
            RuleExample(files: [
                "HomeView.swift": """
                struct HomeView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View { Text("Home") }
                }

                struct ShopView: View {
                    @Environment(TooltipManager.self) private var hints
                    var body: some View { Text("Shop") }
                }
                """,
                "GardenApp.swift": """
                @main
                struct GardenApp: App {
                    @StateObject private var hintCenter = TooltipManager()
                    @State private var hints = TooltipManager()
                    var body: some Scene {
                        WindowGroup { HomeView().environmentObject(hintCenter).environment(hints) }
                    }
                }
                """,
            ])
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let facts = context.tooltip.facts
        let provisions = facts.provisions.filter { !$0.isPreviewOnly }
        let providesObject = provisions.contains { !$0.isObservationEnvironment }
        let providesObservable = provisions.contains { $0.isObservationEnvironment }
        return facts.managerProperties.compactMap { property in
            let reader: String
            switch property.wrapper {
            case .environmentObject where !providesObject:
                reader = "@EnvironmentObject"
            case .environment where !providesObservable:
                reader = "@Environment(TooltipManager.self)"
            default:
                return nil
            }
            let injection = property.wrapper == .environment ? ".environment(…)" : ".environmentObject(…)"
            let previewNote = facts.provisions.contains(where: \.isPreviewOnly) ? " (only a preview provides one)" : ""
            let view = property.context.typeName ?? "a view"
            return finding(
                "\(view) reads \(reader) var \(property.name): TooltipManager, but no view provides one with \(injection)\(previewNote); it crashes when shown",
                at: property.location, key: view)
        }
    }
}
