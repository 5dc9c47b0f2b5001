import SwiftUI
import TipKit

/// Becomes a tip in SaveTrailTip+Tip.swift.
struct SaveTrailTip {
    static let saved = Tips.Event(id: "trailSaved")

    var title: Text { Text("Save for Later") }
    var message: Text? { Text("Saved trails are ready offline at the trailhead") }
    var image: Image? { Image(systemName: "bookmark") }

    var rules: [Rule] {
        #Rule(Self.saved) { $0.donations.count == 0 }
    }
}

struct ElevationTip: Tip {
    static let chartViewed = Tips.Event(id: "elevationChartViewed")

    var title: Text { Text("Read the Climb") }
    var message: Text? { Text("Tap the chart to see grade and distance at any point") }
    var image: Image? { Image(systemName: "chart.xyaxis.line") }

    var rules: [Rule] {
        // Only after the second visit: the chart needs a moment to make sense.
        #Rule(Self.chartViewed) { $0.donations.count >= 2 }
    }
}

struct TrailNotesTip: Tip {
    var title: Text { Text(#"Tap "Notes" on Any Trail"#) }
    var message: Text? {
        Text("""
            Write down water sources and tricky junctions.
            """)
    }
    var image: Image? { Image(systemName: "note.text") }

    var options: [Option] {
        [Tips.MaxDisplayCount(2)]
    }
}

struct OfflineMapTip: Tip {
    @Parameter
    static var hasDownloadedRegion: Bool = false

    var title: Text { Text("Hike Without Signal") }
    var message: Text? { Text("Download this region to use the map offline") }
    var image: Image? { Image(systemName: "arrow.down.circle") }

    var rules: [Rule] {
        #Rule(Self.$hasDownloadedRegion) { $0 == false }
    }
}
