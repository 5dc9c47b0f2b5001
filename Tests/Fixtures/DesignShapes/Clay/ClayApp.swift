import SwiftUI

@main
struct ClayApp: App {
    init() {
        ClayTips.configure()
    }

    var body: some Scene {
        WindowGroup {
            RackView()
        }
    }
}
