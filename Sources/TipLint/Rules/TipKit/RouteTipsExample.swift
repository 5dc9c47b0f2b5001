/// A route screen showing five tips, each displayed one of the usual ways (a stored `let`, an
/// `@State`, built inline, a `TipView`) and retired its own way (a donated event its rule reads,
/// an `invalidate` in the control's action, `Tips.MaxDisplayCount`) or by nothing: the compass
/// popover sits on a tappable image and nothing retires it, while the map popover is on plain
/// text (informational). A test-only example of `tip_never_displayed` (all shown) and of
/// `tip_never_invalidated` (the compass tip).
enum RouteTipsExample {
    /// The project; `compassMarked` puts a `↓` before the tip nothing retires.
    static func example(compassMarked: Bool, file: StaticString = #filePath, line: UInt = #line) -> RuleExample {
        RuleExample(
            files: [
                "Tips.swift": """
                import TipKit
                struct SaveRouteTip: Tip {
                    static let saved = Tips.Event(id: "route-saved")
                    var title: Text { Text("Save") }
                    var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
                }
                struct \(compassMarked ? "↓" : "")CompassTip: Tip { var title: Text { Text("Compass") } }
                struct MapTip: Tip { var title: Text { Text("Map") } }
                struct LayersTip: Tip {
                    var title: Text { Text("Layers") }
                    var options: [any TipOption] { Tips.MaxDisplayCount(3) }
                }
                struct WeatherTip: Tip { var title: Text { Text("Weather") } }
                """,
                "RouteView.swift": """
                import TipKit
                struct RouteView: View {
                    private let saveTip = SaveRouteTip()
                    @State private var compassTip = CompassTip()
                    let weatherTip = WeatherTip()
                    var body: some View {
                        Button("Save") { SaveRouteTip.saved.donate() }
                            .popoverTip(saveTip)
                        Image(systemName: "safari").onTapGesture { recenter() }.popoverTip(compassTip)
                        Text("Map").popoverTip(MapTip())
                        TipView(LayersTip())
                        Button("Weather") { weatherTip.invalidate(reason: .actionPerformed) }
                            .popoverTip(weatherTip)
                    }
                }
                """,
            ], file: file, line: line
        ).testOnly()
    }
}
