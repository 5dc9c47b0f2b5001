import SwiftUI

struct ActivitiesView: View {
    @EnvironmentObject var tooltipManager: TooltipManager
    private let activities = ["Fetch", "Nap", "Treasure Hunt", "Puddle Jumping"]

    var body: some View {
        ZStack {
            List(activities, id: \.self) { activity in
                Text(activity)
            }
            .onAppear {
                tooltipManager.showTooltipIfNeeded(
                    "ActivitiesFirstVisit",
                    title: "Pick an Activity",
                    message: "Each activity earns treats. Longer ones cost more energy.",
                    position: .top
                )
            }

            if let tooltip = tooltipManager.activeTooltip {
                TooltipView(tooltip: tooltip) { tooltipManager.dismissTooltip() }
                    .zIndex(10)
            }
        }
    }
}
