import Foundation

struct TooltipData: Identifiable, Equatable {
    let id: String
    let title: String
    let message: String
    let position: TooltipPosition
}

enum TooltipPosition {
    case top, bottom, leading, trailing
}

enum TooltipTrigger {
    case onAppear
    case onTap
    case manual
}
