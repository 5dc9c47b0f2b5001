import SwiftUI

/// A rounded box drawn around a detected leaf.
struct LeafBoxOverlay: View {
    var detection: LeafDetection
    var isSelected: Bool
    var viewSize: CGSize

    var body: some View {
        let frame = CGRect(
            x: detection.frame.minX * viewSize.width,
            y: detection.frame.minY * viewSize.height,
            width: detection.frame.width * viewSize.width,
            height: detection.frame.height * viewSize.height
        )
        RoundedRectangle(cornerRadius: 8)
            .stroke(isSelected ? SprigColors.clay : SprigColors.moss, lineWidth: isSelected ? 3 : 2)
            .frame(width: frame.width, height: frame.height)
            .offset(x: frame.minX, y: frame.minY)
            .contentShape(Rectangle())
    }
}
