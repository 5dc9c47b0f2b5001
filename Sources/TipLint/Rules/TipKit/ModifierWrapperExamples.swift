/// A project's View extension anchoring the tip it is handed on the view it modifies (fresh apps round 66), shared
/// by the examples of the rules that read where such a wrapper shows a tip.
enum ModifierWrapperExamples {
    static let path = "Views/View+Tips.swift"

    /// `tipIfAny(_:)`: a popover of its parameter on `self`, or nothing without a tip.
    static let source = """
        import SwiftUI
        import TipKit

        extension View {
            @ViewBuilder
            func tipIfAny<Content: Tip>(_ tip: Content?) -> some View {
                if let tip {
                    popoverTip(tip)
                } else {
                    self
                }
            }
        }
        """
}
