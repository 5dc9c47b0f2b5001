import SwiftUI

/// One care task with a check button.
struct CareTaskRow: View {
    var task: CareTask
    var plant: Plant?
    var onComplete: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: task.kind.symbol)
                .foregroundStyle(task.isDueToday ? SprigColors.clay : SprigColors.moss)
            VStack(alignment: .leading) {
                Text(plant?.name ?? "Unknown plant")
                Text(task.due, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onComplete) {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.borderless)
            .disabled(task.isDone)
        }
    }
}
