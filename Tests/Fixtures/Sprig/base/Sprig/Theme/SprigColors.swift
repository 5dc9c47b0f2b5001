import SwiftUI

enum SprigColors {
    static let moss = Color(red: 0.33, green: 0.52, blue: 0.29)
    static let sky = Color(red: 0.35, green: 0.62, blue: 0.86)
    static let clay = Color(red: 0.78, green: 0.45, blue: 0.32)
    static let sand = Color(red: 0.95, green: 0.92, blue: 0.85)
}
