import Foundation

/// One thing to do for one plant: water, feed, mist, repot.
struct CareTask: Identifiable, Hashable {
    enum Kind: String, CaseIterable, Codable {
        case water, feed, mist, repot

        var symbol: String {
            switch self {
            case .water: return "drop.fill"
            case .feed: return "leaf.arrow.triangle.circlepath"
            case .mist: return "humidity.fill"
            case .repot: return "shippingbox.fill"
            }
        }
    }

    var id = UUID()
    var plantID: Plant.ID
    var kind: Kind
    var due: Date
    var isDone = false

    var isDueToday: Bool { Calendar.current.isDateInToday(due) || due < .now }
}
