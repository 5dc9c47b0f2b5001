import SwiftUI
import TutorialKit

/// Shown in a popover from the instrument panel: the boat and the speed units.
struct PreferencesPanel: View {
    @AppStorage("boat") private var boat = "Sloop"
    @AppStorage("useKnots") private var useKnots = true

    var body: some View {
        Form {
            Picker("Boat", selection: $boat) {
                ForEach(["Sloop", "Ketch", "Catamaran"], id: \.self) { kind in
                    Text(kind)
                }
            }
            .captureTutorialFrame(.boatPicker)
            Toggle("Knots", isOn: $useKnots)
                .captureTutorialFrame(.unitsToggle)
        }
        .frame(minWidth: 280, minHeight: 200)
    }
}
