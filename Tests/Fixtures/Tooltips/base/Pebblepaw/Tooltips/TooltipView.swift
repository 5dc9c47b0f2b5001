import SwiftUI

/// The hint card: title, message and a dismiss button.
struct TooltipView: View {
    let tooltip: TooltipData
    let onDismiss: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(tooltip.title)
                .font(.headline)
            Text(tooltip.message)
                .font(.subheadline)
            Button("Got it", action: onDismiss)
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 14).fill(.background))
        .shadow(radius: 8)
        .padding()
    }
}

/// Asks the manager for a hint when the view appears or is tapped.
struct TooltipModifier: ViewModifier {
    @ObservedObject var manager: TooltipManager
    let id: String
    let title: String
    let message: String
    let position: TooltipPosition
    let trigger: TooltipTrigger

    func body(content: Content) -> some View {
        content
            .onAppear {
                if trigger == .onAppear {
                    manager.showTooltipIfNeeded(id, title: title, message: message, position: position)
                }
            }
            .simultaneousGesture(TapGesture().onEnded {
                if trigger == .onTap {
                    manager.showTooltipIfNeeded(id, title: title, message: message, position: position)
                }
            })
    }
}

extension View {
    func tooltip(
        manager: TooltipManager,
        id: String,
        title: String,
        message: String,
        position: TooltipPosition,
        trigger: TooltipTrigger
    ) -> some View {
        modifier(TooltipModifier(
            manager: manager, id: id, title: title, message: message, position: position, trigger: trigger))
    }
}

#Preview {
    TooltipView(
        tooltip: TooltipData(id: "preview_card", title: "Preview", message: "A sample hint.", position: .bottom)
    ) {}
}
