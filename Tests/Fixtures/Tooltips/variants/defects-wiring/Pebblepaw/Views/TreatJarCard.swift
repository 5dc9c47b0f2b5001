import SwiftUI

/// Keeps its own manager, so the tab overlay (which renders the app's manager) never shows its hint.
struct TreatJarCard: View {
    @StateObject private var hintCenter = TooltipManager()
    @State private var treats = 3

    var body: some View {
        HStack {
            Image(systemName: "takeoutbag.and.cup.and.straw")
            Text("\(treats) treats")
        }
        .padding()
        .background(Capsule().fill(.yellow.opacity(0.3)))
        .onAppear {
            hintCenter.showTooltipIfNeeded( // tiplint-expect: tooltip_overlay_missing
                "treat_jar_first_look",
                title: "Treat Jar",
                message: "Activities fill the jar. Spend treats in the shop.",
                position: .top
            )
        }
    }
}
