import SwiftUI

struct DepthGauge: View {
    let metres: Double

    var body: some View {
        Gauge(value: metres, in: 0...20) {
            Text("Depth")
        } currentValueLabel: {
            Text(metres, format: .number.precision(.fractionLength(1)))
        }
        .gaugeStyle(.accessoryCircular)
    }
}

struct HeadingDial: View {
    @Binding var heading: Double

    var body: some View {
        Circle()
            .stroke(lineWidth: 4)
            .overlay(
                Rectangle()
                    .frame(width: 3, height: 40)
                    .offset(y: -20)
                    .rotationEffect(.degrees(heading))
            )
            .frame(width: 120, height: 120)
            .gesture(DragGesture().onChanged { value in
                heading = Double(value.translation.width).truncatingRemainder(dividingBy: 360)
            })
    }
}
