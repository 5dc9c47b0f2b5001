import TipKit

enum DebugTools {
    static func revealAll() {
        Tips.showAllTipsForTesting()
    }

    static func revealForScreenshots() {
        #if DEBUG
        Tips.showAllTipsForTesting()
        #endif
    }
}
