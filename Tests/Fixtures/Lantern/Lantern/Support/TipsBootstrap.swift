import Foundation
import TipKit

/// Sets TipKit up once per launch. A reset the settings screen asks for waits for the next
/// launch, where it runs before configuring.
enum TipsBootstrap {
    static let replayKey = "replayTipsOnNextLaunch"

    static func start() {
        if UserDefaults.standard.bool(forKey: replayKey) {
            try? Tips.resetDatastore()
            UserDefaults.standard.set(false, forKey: replayKey)
        }
        try? Tips.configure([.displayFrequency(.daily)])
    }

    /// Wipes the tips' state right away: too late once `start()` has run.
    static func replayNow() {
        try? Tips.resetDatastore()
    }
}
