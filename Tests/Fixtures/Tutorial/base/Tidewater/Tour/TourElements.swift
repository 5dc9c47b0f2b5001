import TutorialKit

extension TutorialElement {
    // Chart controls
    static let chartView = TutorialElement("Nautical Chart")
    static let zoomButton = TutorialElement("Zoom")
    static let tideButton = TutorialElement("Tides")

    // Instrument panel
    static let preferencesButton = TutorialElement("Preferences")
    static let depthGauge = TutorialElement("Depth under keel")

    // The label is a sentence, so the id is given apart from it.
    static let headingDial = TutorialElement(
        id: "headingDial",
        label: "Turn the dial\nto set a new heading"
    )

    // Inside the preferences popover
    static let boatPicker = TutorialElement("Choose your boat")
    static let unitsToggle = TutorialElement(id: "unitsToggle", label: "Knots or km/h")
}
