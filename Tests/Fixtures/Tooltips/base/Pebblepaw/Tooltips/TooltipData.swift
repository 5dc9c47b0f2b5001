import Foundation

struct TooltipData: Identifiable, Equatable {
    let id: String
    let title: String
    let message: String
    let position: TooltipPosition
}

/// Which side of its anchor a hint card sits on.
enum TooltipPosition: CaseIterable {
    case top
    case bottom
    case leading
    case trailing
}

/// What asks for a hint: the anchor appearing, a tap on it, or code.
enum TooltipTrigger: CaseIterable {
    case onAppear, onTap, manual
}
