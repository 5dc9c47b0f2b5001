import SwiftUI

/// One preset tip as a tappable card.
struct TipView: View {
    var tip: Tip
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                VStack(alignment: .leading) {
                    Text(tip.title)
                        .font(.headline)
                    if let message = tip.message {
                        Text(message)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer()
                Text(Tips.formatted(tip))
                    .font(.title3.monospacedDigit())
            }
            .padding()
            .background(.brown.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
        }
        .buttonStyle(.plain)
    }
}
