import SwiftUI

struct ActivitiesView: View {
    @EnvironmentObject var hintCenter: TooltipManager
    private let activities = ["Fetch", "Nap", "Treasure Hunt", "Puddle Jumping"]

    var body: some View {
        ZStack {
            List(activities, id: \.self) { activity in
                Text(activity)
            }
            .onAppear {
                hintCenter.showTooltipIfNeeded(
                    "activities_list_first_open",
                    title: "Pick an Activity",
                    message: "Each activity earns treats. Longer ones cost more energy.",
                    position: .top
                )
            }

            if let tooltip = hintCenter.activeTooltip {
                TooltipView(tooltip: tooltip) { hintCenter.dismissTooltip() }
                    .zIndex(10)
            }
        }
    }
}
