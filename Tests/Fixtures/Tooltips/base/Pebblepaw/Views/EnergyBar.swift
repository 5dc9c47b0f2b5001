import SwiftUI

struct EnergyBar: View {
    let energy: Int
    let maximum: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<maximum, id: \.self) { index in
                Capsule()
                    .fill(index < energy ? Color.green : Color.gray.opacity(0.3))
                    .frame(width: 14, height: 22)
            }
        }
        .accessibilityLabel("Energy \(energy) of \(maximum)")
    }
}
