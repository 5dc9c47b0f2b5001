import SwiftUI

/// Shown in a sheet: the tab overlay behind it cannot draw over a sheet, so it has its own.
struct CharacterIntroView: View {
    @EnvironmentObject var hintCenter: TooltipManager

    var body: some View {
        ZStack {
            VStack(spacing: 16) {
                Image(systemName: "pawprint.circle.fill")
                    .font(.system(size: 96))
                Text("This is Pebble!")
                    .font(.title)
                Button("Wave") {}
                    .tooltip(
                        manager: hintCenter,
                        id: "pebble_intro_wave",
                        title: "Wave Back",
                        message: "Pebble loves a hello. Tap to wave.",
                        position: .bottom,
                        trigger: .onAppear
                    )
            }

            if let tooltip = hintCenter.activeTooltip {
                TooltipView(tooltip: tooltip) { hintCenter.dismissTooltip() }
            }
        }
    }
}
