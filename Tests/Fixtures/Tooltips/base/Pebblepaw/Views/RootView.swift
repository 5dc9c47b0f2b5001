import SwiftUI

struct RootView: View {
    @EnvironmentObject var hintCenter: TooltipManager

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
            if let tooltip = hintCenter.activeTooltip {
                Rectangle()
                    .fill(.black.opacity(0.25))
                    .ignoresSafeArea()
                    .onTapGesture { hintCenter.dismissTooltip() }
                TooltipView(tooltip: tooltip, onDismiss: hintCenter.dismissTooltip)
                    .transition(.move(edge: .bottom))
            }
        }
        .animation(.spring(), value: hintCenter.activeTooltip)
    }
}

#Preview {
    RootView()
        .environmentObject(TooltipManager())
}
