import TipKit

struct WickTip: Tip {
    static let trimmed = Tips.Event(id: "wickTrimmed")

    var title: Text { Text("Trim the Wick") }
    var message: Text? { Text("A short wick burns longer") }

    var rules: [Rule] {
        #Rule(Self.trimmed) { $0.donations.count == 0 }
    }
}

struct ShadeTip: Tip {
    var title: Text { Text("Pick a Shade") }
    var message: Text? { Text("Colored glass softens the light") }
}
