import SwiftUI
import TipKit

enum ClayTips {
    static func configure() {
        try? Tips.configure([.displayFrequency(.daily)])
    }
}

struct SlipTip: Tip {
    static let titleText = "Pick a Glaze"
    static let messageText = "Choose a finish - matte or gloss."

    var title: Text { Text(Self.titleText) }
    var message: Text? { Text(Self.messageText) }
    var options: [any TipOption] { Tips.MaxDisplayCount(1) }
}

struct BisqueTip: Tip {
    var title: Text { Text("Fire It Up") }
    var message: Text? { Text("Start a firing once the rack is full.") }
    var options: [any TipOption] { Tips.MaxDisplayCount(1) }
}
