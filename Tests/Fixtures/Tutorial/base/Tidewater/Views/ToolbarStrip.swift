import SwiftUI

struct ToolbarStrip: View {
    let onStartTour: () -> Void

    var body: some View {
        HStack {
            Text("Tidewater")
                .font(.headline)
            Spacer()
            Button("Take the Tour", action: onStartTour)
            // Shown in the help sheet, not a real capture:
            Text("Mark views with .captureTutorialFrame(.ghostButton) to point at them.")
                .font(.caption2)
                .hidden()
        }
        .padding(.horizontal)
        .frame(height: 44)
    }
}
