import SwiftUI

@main
struct TidewaterApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
