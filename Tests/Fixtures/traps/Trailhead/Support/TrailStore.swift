import Foundation
import Observation

struct Trail: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var lengthKm: Double
    var elevation: [Double]
}

/// Trails and which of them the hiker saved.
@Observable
final class TrailStore {
    static let sampleCount = 3

    var trails: [Trail] = [
        Trail(name: "Ridge Loop", lengthKm: 8.4, elevation: [320, 410, 560, 610, 480, 330]),
        Trail(name: "Lake Path", lengthKm: 4.1, elevation: [210, 215, 230, 220, 212]),
        Trail(name: "Summit Trail", lengthKm: 12.9, elevation: [400, 650, 900, 1210, 1380, 1020, 600]),
    ]
    private(set) var savedIDs: Set<Trail.ID> = []

    func isSaved(_ trail: Trail) -> Bool { savedIDs.contains(trail.id) }

    func save(_ trail: Trail) async {
        savedIDs.insert(trail.id)
    }
}
