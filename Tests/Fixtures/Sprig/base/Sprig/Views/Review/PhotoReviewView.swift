import SwiftUI
import TipKit

struct PhotoReviewView: View {
    var photo: Data
    @State private var detections: [LeafDetection] = []
    @State private var selectedBox: Int?
    @State private var showSpeciesPicker = false
    @State private var isScanning = false

    private let identifier = PlantIdentifier()
    private let leafBoxTip = LeafBoxTip()
    private let rescanTip = RescanTip()

    var body: some View {
        VStack(spacing: 16) {
            GeometryReader { geometry in
                ZStack(alignment: .topLeading) {
                    photoImage
                        .resizable()
                        .scaledToFit()

                    ForEach(Array(detections.enumerated()), id: \.offset) { index, detection in
                        LeafBoxOverlay(
                            detection: detection,
                            isSelected: selectedBox == index,
                            viewSize: geometry.size
                        )
                        .onTapGesture {
                            LeafBoxTip.tapped.donate()
                            selectedBox = index
                            showSpeciesPicker = true
                        }
                        .popoverTip(index == 0 ? leafBoxTip : nil)
                    }
                }
            }

            HStack {
                Text("\(detections.count) plants found")
                    .font(.subheadline)
                Spacer()
                Button {
                    RescanTip.rescanned.donate()
                    rescan()
                } label: {
                    Label("Scan Again", systemImage: "arrow.triangle.2.circlepath")
                        .font(.caption)
                }
                .disabled(isScanning)
                .popoverTip(rescanTip)
            }
            .padding(.horizontal)
        }
        .navigationTitle("Review Photo")
        .task { await scan() }
        .sheet(isPresented: $showSpeciesPicker) {
            Text("Choose a species")
                .presentationDetents([.medium])
        }
    }

    private var photoImage: Image {
        #if canImport(UIKit)
        Image(uiImage: UIImage(data: photo) ?? UIImage())
        #else
        Image(systemName: "photo")
        #endif
    }

    private func rescan() {
        Task { await scan() }
    }

    private func scan() async {
        isScanning = true
        detections = await identifier.detectLeaves(in: photo)
        isScanning = false
    }
}
