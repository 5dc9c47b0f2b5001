import SwiftUI

@main
struct BrewJarApp: App {
    @StateObject private var jar = TipJar()

    init() {
        Tips.configure(currency: Locale.current.currency?.identifier ?? "USD")
    }

    var body: some Scene {
        WindowGroup {
            TipJarView()
                .environmentObject(jar)
                .task { await jar.loadProducts() }
        }
    }
}
