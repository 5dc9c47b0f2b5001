import SwiftUI

/// A stand-in for the vendored TutorialKit package: its own declarations and
/// preview are the library's, not the app's tour.
public struct TutorialElement: Hashable, Sendable {
    public let id: String
    public let label: String

    public init(_ label: String) {
        self.id = label
        self.label = label
    }

    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

extension TutorialElement {
    static let previewTarget = TutorialElement("Preview target")
}

#Preview {
    Text("Preview")
        .captureTutorialFrame(.previewTarget)
        .tutorialTriggered("previewTrigger", isPresented: .constant(false))
}
