import XCTest

@testable import TipLint

/// Shapes of the fresh round 7 of public apps (Tools/RealApps, verdicts after `# round 7`), each on a
/// fixture written in their shape: what tiplint got wrong there and what it missed. (The protocol
/// requirement holding a tip per conformer is an example of `TipNeverDisplayedRule`.)
final class RealAppRound7Tests: XCTestCase {
    /// A `UIViewController` extension method starts a task following `shouldDisplayUpdates` and never
    /// keeps it; a view controller in another file calls it from `viewDidAppear`, so every appearance
    /// starts one more. The same shape called only from `viewDidLoad` starts once, and a task the
    /// helper stores in a property the view controller's file cancels is stopped.
    func testAnObservationTaskStartedByAnExtensionHelperThatViewDidAppearCallsIsReported() {
        let helpers = (
            path: "Garden/Support/UIViewController+Hints.swift",
            source: """
            import TipKit
            import UIKit

            struct GardenHintTip: Tip {
                var title: Text
                var message: Text?
            }

            extension UIViewController {
                func showHint(title: String, message: String) {
                    let tip = GardenHintTip(title: Text(title), message: Text(message))
                    Task { @MainActor in
                        for await shouldDisplay in tip.shouldDisplayUpdates {
                            if shouldDisplay { view.addSubview(TipUIView(tip)) }
                        }
                    }
                }

                func showBanner(title: String) {
                    let tip = GardenHintTip(title: Text(title), message: nil)
                    Task { @MainActor in
                        for await shouldDisplay in tip.shouldDisplayUpdates {
                            if shouldDisplay { view.addSubview(TipUIView(tip)) }
                        }
                    }
                }
            }

            extension BedsViewController {
                func followBeds() {
                    let tip = GardenHintTip(title: Text("Beds"), message: nil)
                    bedsTask = Task { @MainActor in
                        for await shouldDisplay in tip.shouldDisplayUpdates {
                            if shouldDisplay { view.addSubview(TipUIView(tip)) }
                        }
                    }
                }
            }
            """
        )
        let screens = (
            path: "Garden/Screens/BedsViewController.swift",
            source: """
            import UIKit

            final class BedsViewController: UIViewController {
                var bedsTask: Task<Void, Never>?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    showBanner(title: "Your beds")
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    showHint(title: "Water", message: "Tap a bed to log watering.")
                    followBeds()
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    bedsTask?.cancel()
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipObservationNotCancelledRule(), [helpers, screens]),
            [ExpectedFinding("tip_observation_not_cancelled", "Garden/Support/UIViewController+Hints.swift", 12)])
    }
}
