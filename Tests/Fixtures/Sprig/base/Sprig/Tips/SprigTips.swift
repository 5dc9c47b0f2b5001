import SwiftUI
import TipKit

// Every tip in Sprig lives here. A tip retires itself once the user has done
// what it suggests: its #Rule reads an event that the view donates.

// MARK: - Garden (HomeView)

struct AddPlantTip: Tip {
    static let tapped = Tips.Event(id: "addPlantTapped")

    var title: Text { Text("Add Your First Plant") }
    var message: Text? { Text("Snap a photo or pick a species to start tracking care") }
    var image: Image? { Image(systemName: "leaf.circle") }

    var rules: [Rule] {
        #Rule(Self.tapped) { $0.donations.count == 0 }
    }
}

struct WaterRoundTip: Tip {
    static let started = Tips.Event(id: "waterRoundTapped")

    var title: Text { Text("Start a Watering Round") }
    var message: Text? { Text("Walk through every plant that needs water today") }
    var image: Image? { Image(systemName: "drop.circle") }

    var rules: [Rule] {
        #Rule(Self.started) { $0.donations.count == 0 }
    }
}

// MARK: - Add menu (ContentView)

struct QuickLogTip: Tip {
    static let tapped = Tips.Event(id: "quickLogTapped")

    var title: Text { Text("Log Care Fast") }
    var message: Text? { Text("Record watering, feeding, or repotting from anywhere") }
    var image: Image? { Image(systemName: "plus.circle") }

    var rules: [Rule] {
        #Rule(Self.tapped) { $0.donations.count == 0 }
    }
}

// MARK: - Care schedule (CareScheduleView)

struct DueTodayTip: Tip {
    static let opened = Tips.Event(id: "dueTodayOpened")

    var title: Text { Text("Due Today") }
    var message: Text? { Text("See the plants that need attention today") }
    var image: Image? { Image(systemName: "calendar.badge.clock") }

    var rules: [Rule] {
        #Rule(Self.opened) { $0.donations.count == 0 }
    }
}

struct CareFilterTip: Tip {
    static let tapped = Tips.Event(id: "careFilterTapped")

    var title: Text { Text("Focus Your Schedule") }
    var message: Text? { Text("Filter by room, task type, or plant health") }
    var image: Image? { Image(systemName: "line.3.horizontal.decrease.circle") }

    var rules: [Rule] {
        #Rule(Self.tapped) { $0.donations.count == 0 }
    }
}

// MARK: - Identify (IdentifyView)

struct LiveIdentifyTip: Tip {
    static let tapped = Tips.Event(id: "liveIdentifyTapped")

    var title: Text { Text("Identify Live") }
    var message: Text? { Text("Point your camera at a leaf to name the plant") }
    var image: Image? { Image(systemName: "camera.viewfinder") }

    var rules: [Rule] {
        #Rule(Self.tapped) { $0.donations.count == 0 }
    }
}

struct PhotoIdentifyTip: Tip {
    static let tapped = Tips.Event(id: "photoIdentifyTapped")

    var title: Text { Text("Identify from Photo") }
    var message: Text? { Text("Name a plant from a picture you already took") }
    var image: Image? { Image(systemName: "photo.badge.magnifyingglass") }

    var rules: [Rule] {
        #Rule(Self.tapped) { $0.donations.count == 0 }
    }
}

// MARK: - Photo review (PhotoReviewView)

struct LeafBoxTip: Tip {
    static let tapped = Tips.Event(id: "leafBoxTapped")

    var title: Text { Text("Tag This Plant") }
    var message: Text? { Text("Tap a highlighted leaf to choose its plant") }
    var image: Image? { Image(systemName: "viewfinder.rectangular") }

    var rules: [Rule] {
        #Rule(Self.tapped) { $0.donations.count == 0 }
    }
}

/// Declared plainly and made a tip by the extension below, so previews can
/// build it without TipKit's requirements in the way.
struct RescanTip {
    static let rescanned = Tips.Event(id: "rescanTapped")

    var title: Text { Text("Plant Not Found?") }
    var message: Text? { Text("Scan the photo again for plants we missed") }
    var image: Image? { Image(systemName: "arrow.triangle.2.circlepath") }

    var rules: [Rule] {
        #Rule(Self.rescanned) { $0.donations.count == 0 }
    }
}

// MARK: - Plant profile (PlantDetailView)

struct PinPlantTip: Tip {
    static let toggled = Tips.Event(id: "pinPlantToggled")

    var title: Text { Text("Pin This Plant") }
    var message: Text? { Text("Pinned plants stay at the top of your garden") }
    var image: Image? { Image(systemName: "pin") }

    var rules: [Rule] {
        #Rule(Self.toggled) { $0.donations.count == 0 }
    }
}

struct PlantActionsTip: Tip {
    static let menuUsed = Tips.Event(id: "plantMenuUsed")

    var title: Text { Text("More Plant Actions") }
    var message: Text? { Text("Rename, move to another room, or archive") }
    var image: Image? { Image(systemName: "ellipsis.circle") }

    var rules: [Rule] {
        #Rule(Self.menuUsed) { $0.donations.count == 0 }
    }
}

struct CareNotesTip: Tip {
    /// Set once the user has logged any care, so the tip waits until notes make sense.
    @Parameter
    static var hasLoggedCare: Bool = false

    var title: Text { Text("Keep Care Notes") }
    var message: Text? { Text("Jot down what worked so next season is easier") }
    var image: Image? { Image(systemName: "note.text") }

    var rules: [Rule] {
        #Rule(Self.$hasLoggedCare) { $0 == true }
    }

    var options: [Option] {
        [Tips.MaxDisplayCount(3)]
    }
}

extension RescanTip: Tip {}
