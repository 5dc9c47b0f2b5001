import SwiftUI

/// No `import TipKit`: `.popoverTip` compiles through RoomsView's import.
struct ScenesView: View {
    let tip = ScenesTip()

    var body: some View {
        Button("Save scene") { }
            .popoverTip(tip) // tiplint-expect: missing_import - `.popoverTip` without `import TipKit`: compiles through RoomsView's import, a warning
    }
}
