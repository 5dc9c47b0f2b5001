import TipKit

struct WaterTip: Tip {
    static let watered = Tips.Event(id: "fernWatered")

    var title: Text { Text("Water the Fern") }

    var rules: [Rule] {
        #Rule(Self.watered) { $0.donations.count == 0 }
    }
}

struct MistTip: Tip {
    static let misted = Tips.Event(id: "leavesMisted")

    var title: Text { Text("Mist the Leaves") }

    var rules: [Rule] {
        #Rule(Self.misted) { $0.donations.count == 0 }
    }
}
