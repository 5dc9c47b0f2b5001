import SwiftUI

/// Shown in a sheet, relying on the tab overlay behind it, which cannot draw over a sheet.
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
                    .tooltip( // tiplint-expect: tooltip_overlay_missing
                        manager: hintCenter,
                        id: "pebble_intro_wave",
                        title: "Wave Back",
                        message: "Pebble loves a hello. Tap to wave.",
                        position: .bottom,
                        trigger: .onAppear
                    )
            }
        }
    }
}
