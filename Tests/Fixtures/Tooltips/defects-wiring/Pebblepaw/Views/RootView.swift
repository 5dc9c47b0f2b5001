import SwiftUI

struct RootView: View {
    @EnvironmentObject var tooltipManager: TooltipManager

    var body: some View {
        ZStack {
            TabView {
                HomeView()
                    .tabItem { Label("Den", systemImage: "house") }
                ActivitiesView()
                    .tabItem { Label("Activities", systemImage: "figure.run") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }

            // The hint overlay for every tab: whatever hint a tab asked for shows here.
            if let tooltip = tooltipManager.activeTooltip {
                Color.black.opacity(0.3)
                    .ignoresSafeArea()
                    .onTapGesture { tooltipManager.dismissTooltip() }
                TooltipView(tooltip: tooltip) {
                    tooltipManager.dismissTooltip()
                }
                .transition(.scale.combined(with: .opacity))
                .zIndex(10)
            }
        }
        .animation(.spring(), value: tooltipManager.activeTooltip)
    }
}

#Preview {
    RootView()
        .environmentObject(TooltipManager())
}
