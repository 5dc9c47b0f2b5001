import Foundation
import SwiftUI

/// The user's plants and their care schedule, persisted as JSON.
@MainActor
final class GardenStore: ObservableObject {
    @Published private(set) var plants: [Plant] = []
    @Published private(set) var tasks: [CareTask] = []

    private let defaults = UserDefaults.standard
    private let firstLaunchKey = "sprig.firstLaunch"

    var thirstyPlants: [Plant] { plants.filter(\.isThirsty) }
    var pinnedFirst: [Plant] { plants.sorted { $0.isPinned && !$1.isPinned } }
    var dueToday: [CareTask] { tasks.filter { $0.isDueToday && !$0.isDone } }

    func recordFirstLaunchIfNeeded() {
        if defaults.object(forKey: firstLaunchKey) == nil {
            defaults.set(Date.now, forKey: firstLaunchKey)
        }
    }

    func load() async {
        let url = URL.documentsDirectory.appending(path: "garden.json")
        guard let data = try? Data(contentsOf: url),
              let saved = try? JSONDecoder().decode([Plant].self, from: data) else { return }
        plants = saved
        tasks = saved.map { CareTask(plantID: $0.id, kind: .water, due: .now) }
    }

    func add(_ plant: Plant) {
        plants.append(plant)
    }

    func togglePin(_ plant: Plant) {
        guard let index = plants.firstIndex(of: plant) else { return }
        plants[index].isPinned.toggle()
    }

    func complete(_ task: CareTask) {
        guard let index = tasks.firstIndex(of: task) else { return }
        tasks[index].isDone = true
    }

    func plant(for task: CareTask) -> Plant? {
        plants.first { $0.id == task.plantID }
    }
}
