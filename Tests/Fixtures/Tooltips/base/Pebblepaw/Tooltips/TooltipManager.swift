import Combine
import Foundation

/// Remembers which hints the player has dismissed, across launches.
final class TooltipManager: ObservableObject {
    @Published var activeTooltip: TooltipData?

    private var seenIDs: Set<String>
    private let defaults: UserDefaults
    private static let storageKey = "pebblepaw.seenHints"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        seenIDs = Set(defaults.stringArray(forKey: Self.storageKey) ?? [])
    }

    func showTooltipIfNeeded(_ id: String, title: String, message: String, position: TooltipPosition) {
        guard !hasSeenTooltip(id), activeTooltip == nil else { return }
        activeTooltip = TooltipData(id: id, title: title, message: message, position: position)
    }

    func dismissTooltip() {
        guard let tooltip = activeTooltip else { return }
        seenIDs.insert(tooltip.id)
        save()
        activeTooltip = nil
    }

    func hasSeenTooltip(_ id: String) -> Bool {
        seenIDs.contains(id)
    }

    func resetAllTooltips() {
        for id in seenIDs {
            resetTooltip(id)
        }
    }

    func resetTooltip(_ id: String) {
        seenIDs.remove(id)
        save()
    }

    private func save() {
        defaults.set(Array(seenIDs).sorted(), forKey: Self.storageKey)
    }
}
