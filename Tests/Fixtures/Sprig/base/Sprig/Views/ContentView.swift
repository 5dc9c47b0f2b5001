import SwiftUI
import TipKit

enum SprigTab: Hashable {
    case garden, care, identify, settings
}

struct ContentView: View {
    @State private var selectedTab: SprigTab = .garden
    @State private var showAddMenu = false
    @State private var showCareLog = false

    private let quickLogTip = QuickLogTip()

    var body: some View {
        ZStack(alignment: .bottom) {
            TabView(selection: $selectedTab) {
                HomeView()
                    .tag(SprigTab.garden)
                    .tabItem { Label("Garden", systemImage: "leaf") }
                CareScheduleView()
                    .tag(SprigTab.care)
                    .tabItem { Label("Care", systemImage: "calendar") }
                IdentifyView()
                    .tag(SprigTab.identify)
                    .tabItem { Label("Identify", systemImage: "camera.viewfinder") }
                SettingsView()
                    .tag(SprigTab.settings)
                    .tabItem { Label("Settings", systemImage: "gearshape") }
            }

            if showAddMenu {
                menuContent
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }

            addButton
        }
        .sheet(isPresented: $showCareLog) {
            CareLogSheet(kind: .water)
        }
    }

    private var addButton: some View {
        Button {
            withAnimation(.spring(duration: 0.3)) { showAddMenu.toggle() }
        } label: {
            Image(systemName: showAddMenu ? "xmark" : "plus")
                .font(.title2.weight(.semibold))
                .frame(width: 56, height: 56)
                .background(SprigColors.moss, in: Circle())
                .foregroundStyle(.white)
        }
        .padding(.bottom, 24)
    }

    private var menuContent: some View {
        VStack(spacing: 0) {
            menuRow(icon: "drop.fill", label: "Log Care") {
                QuickLogTip.tapped.donate()
                closeMenu()
                showCareLog = true
            }
            Divider()
            menuRow(icon: "camera.fill", label: "Identify a Plant") {
                closeMenu()
                selectedTab = .identify
            }
        }
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 18))
        .frame(width: 240)
        .popoverTip(quickLogTip)
        .padding(.bottom, 92)
    }

    private func menuRow(icon: String, label: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Label(label, systemImage: icon)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
        }
        .buttonStyle(.plain)
    }

    private func closeMenu() {
        withAnimation(.spring(duration: 0.3)) { showAddMenu = false }
    }
}
