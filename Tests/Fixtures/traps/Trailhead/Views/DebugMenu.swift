import SwiftUI
import TipKit

/// Developer shortcuts; the testing calls compile only in debug builds.
struct DebugMenu: View {
    var body: some View {
        Menu {
            #if !DEBUG
            Text("Release build")
            #else
            Button("Show All Tips") {
                Tips.showAllTipsForTesting()
            }
            Button("Hide All Tips") {
                Tips.hideAllTipsForTesting()
            }
            #endif
        } label: {
            Image(systemName: "ladybug")
        }
    }
}
