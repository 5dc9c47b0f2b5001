import SwiftUI
import TipKit

struct WeaveTip: Tip {
    var title: Text { Text("Start a weave") }
    var message: Text? { Text("Tap the shuttle to begin a new row") }
}

struct ThreadTip: Tip {
    static let picked = Event(id: "threadPicked")

    var title: Text { Text("Pick a thread") }
    var message: Text? { Text("Long-press a colour to see every shade") }

    var rules: [Rule] {
        #Rule(Self.picked) { $0.donations.count >= 1 }
    }

    var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }
}
