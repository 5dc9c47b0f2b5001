import Foundation

/// A plant in the user's garden.
struct Plant: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var species: String
    var room: String
    var isPinned = false
    var notes = ""
    var wateringIntervalDays: Int
    var lastWatered: Date?

    /// Whether the plant is due for water today or overdue.
    var isThirsty: Bool {
        guard let lastWatered else { return true }
        let days = Calendar.current.dateComponents([.day], from: lastWatered, to: .now).day ?? 0
        return days >= wateringIntervalDays
    }
}
