import SwiftUI
import PhotosUI
import TipKit

struct IdentifyView: View {
    @EnvironmentObject private var subscriptions: SubscriptionStore
    @State private var showCamera = false
    @State private var showPlusOffer = false
    @State private var pickedItem: PhotosPickerItem?
    @State private var showPicker = false
    @State private var reviewPhoto: Data?

    private let liveIdentifyTip = LiveIdentifyTip()
    private let photoIdentifyTip = PhotoIdentifyTip()

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Button {
                    LiveIdentifyTip.tapped.donate()
                    showCamera = true
                } label: {
                    IdentifyOptionLabel(
                        title: "Live Identify",
                        detail: "Use the camera",
                        symbol: "camera.viewfinder"
                    )
                }
                .buttonStyle(.plain)
                .popoverTip(
                    liveIdentifyTip,
                    arrowEdge: .bottom
                )

                Button {
                    Task {
                        await PhotoIdentifyTip.tapped.donate()
                        await subscriptions.refresh()
                        if subscriptions.isPlus {
                            showPicker = true
                        } else {
                            showPlusOffer = true
                        }
                    }
                } label: {
                    IdentifyOptionLabel(
                        title: "From a Photo",
                        detail: "Sprig Plus",
                        symbol: "photo.badge.magnifyingglass"
                    )
                }
                .buttonStyle(.plain)
                .popoverTip(photoIdentifyTip)

                Spacer()
            }
            .padding()
            .navigationTitle("Identify")
            .photosPicker(isPresented: $showPicker, selection: $pickedItem, matching: .images)
            .onChange(of: pickedItem) { _, item in
                Task { reviewPhoto = try? await item?.loadTransferable(type: Data.self) }
            }
            .navigationDestination(item: $reviewPhoto) { data in
                PhotoReviewView(photo: data)
            }
            .alert("Sprig Plus", isPresented: $showPlusOffer) {
                Button("Not Now", role: .cancel) {}
            } message: {
                Text("Identify plants from photos you already took.")
            }
        }
    }
}

private struct IdentifyOptionLabel: View {
    var title: String
    var detail: String
    var symbol: String

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: symbol)
                .font(.largeTitle)
                .frame(width: 56)
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(detail).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(SprigColors.moss.opacity(0.1), in: RoundedRectangle(cornerRadius: 14))
    }
}
