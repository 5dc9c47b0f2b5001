import SwiftUI

struct TipJarView: View {
    @EnvironmentObject private var jar: TipJar
    @State private var selectedTip: Tip?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(Tips.presets) { tip in
                        TipView(tip: tip) {
                            selectedTip = tip
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Tip the Barista")
            .popover(item: $selectedTip) { tip in
                VStack(spacing: 16) {
                    Text("Send \(Tips.formatted(tip))?")
                    Button("Pay") {
                        Task { await jar.donate(tip) }
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
            }
            .alert("Thank you!", isPresented: $jar.showThanks) {
                Button("OK") {}
            }
        }
    }
}
