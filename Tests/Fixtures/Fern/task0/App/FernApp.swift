import SwiftUI

@main
struct FernApp: App {
    var body: some Scene {
        WindowGroup { Home() }
    }
}
