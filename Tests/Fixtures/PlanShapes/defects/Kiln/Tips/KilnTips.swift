import TipKit

struct GlazeTip: Tip {
    static let applied = Tips.Event(id: "glazeApplied")

    var title: Text { Text("Pick a Glaze") }
    var message: Text? { Text("Tap a color to preview it on your pot") }
    var image: Image? { Image(systemName: "paintpalette") }

    var rules: [Rule] {
        #Rule(Self.applied) { $0.donations.count == 0 }
    }
}

struct FiringTip: Tip {
    static let started = Tips.Event(id: "firingBegan")

    var title: Text { Text("Start a Firing") }
    var message: Text? { Text("Set the cone, then press start") }
    var image: Image? { Image(systemName: "flame") }

    var rules: [Rule] {
        #Rule(Self.started) { $0.donations.count == 0 }
    }
}

struct ShelfTip: Tip {
    static let opened = Tips.Event(id: "shelfOpened")

    var title: Text { Text("My Shelf") }
    var message: Text? { Text("Finished pieces land here") }
    var image: Image? { Image(systemName: "square.stack.3d.up") }

    var rules: [Rule] {
        #Rule(Self.opened) { $0.donations.count == 0 }
    }
}

struct KilnTip: Tip {
    var title: Text { Text("Kiln Log") }
    var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }
}
