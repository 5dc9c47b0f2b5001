import SwiftUI
import TutorialKit

struct TourSteps: TutorialStepProvider {
    static var steps: [TutorialStep] { [
        TutorialStep(
            title: "Ahoy!",
            body: "A two-minute tour of your chart table.",
            blurTargets: [.chart, .instruments]
        ),
        TutorialStep(
            title: "The Chart",
            body: "Pinch to zoom, drag to pan.",
            arrows: [
                TutorialArrow(.chartView, anchor: .center, fromAnchor: .bottom),
                TutorialArrow(.zoomButton, anchor: .topTrailing),
                // TutorialArrow(.compassRose, anchor: .top) went with the old compass.
                TutorialArrow(.tideButton, anchor: .leading, length: 40)
            ],
            blurTargets: [.instruments]
        ),
        TutorialStep(
            title: "Depth",
            body: "Keep an eye on the water under the keel.",
            arrows: [TutorialArrow(.depthGauge, anchor: .trailing)],
            blurTargets: .chart
        ),
        TutorialStep(
            title: "Heading",
            body: "Turn the dial to steer.",
            arrows: [
                TutorialArrow(.headingDial, anchor: .bottom, angle: 200)
            ],
            blurTargets: [.chart, .toolbar],
            triggers: ["spinHeadingDial"]
        ),
        TutorialStep(
            title: "Preferences",
            body: "Pick your boat and your units.",
            arrows: [
                TutorialArrow(.preferencesButton, anchor: .topLeading, fromAnchor: .bottomTrailing),
            ],
            blurTargets: [.chart],
            supplementalArrows: [
                TutorialArrow(.boatPicker, anchor: .trailing, length: 30),
                TutorialArrow(.unitsToggle, anchor: .leading),
            ],
            triggers: ["openPreferences"]
        ),
        TutorialStep(
            title: "Fair Winds",
            body: "That's the whole chart table.",
            blurTargets: .everything,
            centered: true,
            cardContent: { actions in
                AnyView(
                    Button("Cast Off") { actions.dismiss() }
                        .padding()
                )
            }
        ),
    ] }
}
