import SwiftUI
import TipKit

struct CareScheduleView: View {
    @EnvironmentObject private var garden: GardenStore
    @State private var showDueToday = false
    @State private var showFilters = false
    @State private var roomFilter: String?

    private let dueTodayTip = DueTodayTip()
    private let careFilterTip = CareFilterTip()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Button {
                        DueTodayTip.opened.donate()
                        showDueToday = true
                    } label: {
                        HStack {
                            Label("Due Today", systemImage: "calendar.badge.clock")
                            Spacer()
                            Text("\(garden.dueToday.count)")
                                .foregroundStyle(.secondary)
                        }
                    }
                    .popoverTip(dueTodayTip)
                }

                Section("Upcoming") {
                    ForEach(filteredTasks) { task in
                        CareTaskRow(task: task, plant: garden.plant(for: task)) {
                            garden.complete(task)
                            CareNotesTip.hasLoggedCare = true
                        }
                    }
                }
            }
            .navigationTitle("Care")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        CareFilterTip.tapped.donate()
                        showFilters = true
                    } label: {
                        Image(systemName: roomFilter == nil
                              ? "line.3.horizontal.decrease.circle"
                              : "line.3.horizontal.decrease.circle.fill")
                    }
                    .popoverTip(careFilterTip)
                }
            }
            .sheet(isPresented: $showDueToday) {
                DueTodayList(tasks: garden.dueToday)
            }
            .confirmationDialog("Show room", isPresented: $showFilters) {
                ForEach(rooms, id: \.self) { room in
                    Button(room) { roomFilter = room }
                }
                Button("All rooms") { roomFilter = nil }
            }
        }
    }

    private var rooms: [String] {
        Array(Set(garden.plants.map(\.room))).sorted()
    }

    private var filteredTasks: [CareTask] {
        guard let roomFilter else { return garden.tasks }
        return garden.tasks.filter { garden.plant(for: $0)?.room == roomFilter }
    }
}

private struct DueTodayList: View {
    var tasks: [CareTask]

    var body: some View {
        List(tasks) { task in
            Label(task.kind.rawValue.capitalized, systemImage: task.kind.symbol)
        }
    }
}
