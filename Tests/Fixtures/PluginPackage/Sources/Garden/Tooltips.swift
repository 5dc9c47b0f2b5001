/// A tiny tooltip manager: plain Swift, so the package builds on any platform.
public final class TooltipManager {
    public private(set) var shown: [String] = []

    public init() {}

    public func showTooltipIfNeeded(_ id: String, title: String, message: String) {
        guard !shown.contains(id) else { return }
        shown.append(id)
    }
}

/// Its id breaks the naming rule: tooltip_id_style, a warning.
public func showWateringHint(_ manager: TooltipManager) {
    manager.showTooltipIfNeeded("WaterPlantHint", title: "Water", message: "Tap the drop to log a watering.")
}
