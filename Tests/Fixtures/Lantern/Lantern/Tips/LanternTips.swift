import TipKit

struct DimmerTip: Tip { // tiplint-expect: tip_never_invalidated - a popover teaching a drag on a room row that nothing retires
    var title: Text { Text("Slide to dim") }
    var message: Text? { Text("Drag across a room's card to set its brightness.") }
}

struct ScenesTip: Tip {
    var title: Text { Text("Save a scene") }
    var message: Text? { Text("Keep the lights of every room as one scene.") }
    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
}
