import XCTest
@testable import TipLint

/// Regressions found by running tiplint on public TipKit apps and on apps written blind against
/// a plan: minimal sources in our own shapes, and the exact findings of one rule.
final class ValidationTipKitTests: XCTestCase {
    private static let kettleTips = """
        import TipKit

        struct BoilTip: Tip {
            var title: Text { Text("Boil Water") }
        }

        struct PourTip: Tip {
            var title: Text { Text("Pour Slowly") }
        }
        """

    // MARK: Tips held by properties declared in another file

    /// A view model declares the tip; a view in another file shows and retires it through the model.
    func testATipShownThroughAnotherFilesPropertyIsDisplayedAndRetired() {
        let model = """
            import Foundation

            final class KettleModel: ObservableObject {
                var boilTip = BoilTip()
                let pourTip: PourTip = PourTip()
            }
            """
        let view = """
            import SwiftUI
            import TipKit

            struct KettleView: View {
                @EnvironmentObject var kettle: KettleModel

                var body: some View {
                    Button("Boil") { kettle.boilTip.invalidate(reason: .actionPerformed) }
                        .popoverTip(kettle.boilTip)
                    TipView(kettle.pourTip)
                }
            }
            """
        let files = [("Kettle/KettleTips.swift", Self.kettleTips), ("Kettle/KettleModel.swift", model),
                     ("Kettle/KettleView.swift", view)]
        XCTAssertEqual(TipKitTest.summary(TipNeverDisplayedRule(), files), [])
        XCTAssertEqual(TipKitTest.summary(TipNeverInvalidatedRule(), files),
                       ["tip_never_invalidated:Kettle/KettleTips.swift:7"])
    }

    /// A UIKit controller declares its tip in its main file and presents it from an extension.
    func testAControllerExtensionShowsTheTipItsMainFileDeclares() {
        let controller = """
            import UIKit
            import TipKit

            final class KettleViewController: UIViewController {
                let boilTip = BoilTip()
                var pourTip = PourTip()
            }
            """
        let presenting = """
            import UIKit
            import TipKit

            extension KettleViewController {
                func showTips(from button: UIButton) {
                    present(TipUIPopoverViewController(boilTip, sourceItem: button), animated: true)
                    present(TipUIPopoverViewController(self.pourTip, sourceItem: button), animated: true)
                    self.pourTip.invalidate(reason: .actionPerformed)
                }
            }
            """
        let files = [("Kettle/KettleTips.swift", Self.kettleTips), ("Kettle/KettleViewController.swift", controller),
                     ("Kettle/KettleViewController+Tips.swift", presenting)]
        XCTAssertEqual(TipKitTest.summary(TipNeverDisplayedRule(), files), [])
        XCTAssertEqual(TipKitTest.summary(TipNeverInvalidatedRule(), files),
                       ["tip_never_invalidated:Kettle/KettleTips.swift:3"])
    }

    /// Two properties of one name holding different tips: the site cannot be resolved by name alone.
    func testAPropertyNameThatHoldsDifferentTipsStaysUnresolved() {
        let holders = """
            final class MorningRoutine { var tip = BoilTip() }
            final class EveningRoutine { var tip = PourTip() }
            """
        let view = """
            import SwiftUI
            import TipKit

            struct RoutineView: View {
                let routine: MorningRoutine
                var body: some View { TipView(routine.tip) }
            }
            """
        let files = [("Kettle/KettleTips.swift", Self.kettleTips), ("Kettle/Routines.swift", holders),
                     ("Kettle/RoutineView.swift", view)]
        XCTAssertEqual(TipKitTest.summary(TipNeverDisplayedRule(), files),
                       ["tip_never_displayed:Kettle/KettleTips.swift:3", "tip_never_displayed:Kettle/KettleTips.swift:7"])
    }

    /// Some apps name their types in lowerCamelCase: `gaugeHelpTip()` constructs the tip.
    func testALowercaseTipTypeIsDisplayedAndRetiredWhereItIsConstructed() {
        let tips = """
            import TipKit

            struct gaugeHelpTip: Tip {
                var title: Text { Text("Reading the Gauge") }
            }
            """
        let view = """
            import SwiftUI
            import TipKit

            struct gaugeView: View {
                var body: some View {
                    Button("Help") { gaugeHelpTip().invalidate(reason: .actionPerformed) }
                        .popoverTip(gaugeHelpTip())
                }
            }
            """
        let files = [("Gauge/gaugeTips.swift", tips), ("Gauge/gaugeView.swift", view)]
        XCTAssertEqual(TipKitTest.summary(TipNeverDisplayedRule(), files), [])
        XCTAssertEqual(TipKitTest.summary(TipNeverInvalidatedRule(), files), [])
    }

    // MARK: Pre-release names from the 2023 session code

    /// `.donate(with:)` and a `DonationValue` donation type are beta names; the donation still counts.
    func testBetaDonationSpellingsAreReportedAndStillDonate() {
        let source = """
            import SwiftUI
            import TipKit

            struct SteepTip: Tip {
                static let steeped = Tips.Event<Steeping>(id: "steeped")
                var title: Text { Text("Steep Longer") }
                var rules: [Rule] { #Rule(Self.steeped) { $0.donations.count < 3 } }
            }

            extension SteepTip {
                struct Steeping: DonationValue { let minutes: Int }
            }

            struct TeaView: View {
                var body: some View {
                    Text("Tea").popoverTip(SteepTip())
                        .onAppear { SteepTip.steeped.donate(with: .init(minutes: 4)) }
                }
            }
            """
        let files = [("Tea/TeaView.swift", source)]
        XCTAssertEqual(TipKitTest.findings(BetaApiRule(), files).map { "\($0.line):\($0.column) \($0.key)" },
                       ["11:22 DonationValue", "17:41 .donate(with:)"])
        XCTAssertEqual(TipKitTest.summary(EventNeverDonatedRule(), files), [])
    }

    /// A project's own `DonationValue` that is not a conformance is left alone.
    func testADonationValueThatIsNotAConformanceIsNotABetaName() {
        let source = """
            import TipKit

            struct Receipt { let donationValue: Double; let DonationValue = 2 }
            func total(_ r: Receipt) -> Double { r.donationValue + Double(r.DonationValue) }
            """
        XCTAssertEqual(TipKitTest.summary(BetaApiRule(), [("Tea/Receipt.swift", source)]), [])
    }
}
