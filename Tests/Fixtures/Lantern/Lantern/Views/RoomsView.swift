import SwiftUI
import TipKit

struct RoomsView: View {
    private let dimmerTip = DimmerTip()

    var body: some View {
        NavigationStack {
            List {
                Text("Kitchen")
                    .popoverTip(dimmerTip)
            }
            .toolbar {
                NavigationLink("Settings") { SettingsView() }
                NavigationLink("Scenes") { ScenesView() }
            }
        }
    }
}
