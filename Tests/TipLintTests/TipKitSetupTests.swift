import XCTest

@testable import TipLint

/// The extractor's setup facts: configure calls, testing APIs, imports, TipKit
/// uses, pre-release names, and the code context and `#if` branch of facts.
final class TipKitSetupTests: XCTestCase {
    func testConfigureCallsWithTheirOptionsContextAndBranch() {
        let source = """
            import TipKit

            @main
            struct TrailmixApp: App {
                init() {
                    #if DEBUG
                    try? Tips.configure()
                    #else
                    try Tips.configure([
                        .displayFrequency(.daily),
                        .datastoreLocation(.applicationDefault)
                    ])
                    #endif
                }
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .task { try? TipKit.Tips.configure([.displayFrequency(.immediate)]) }
                    }
                }
            }
            """
        let calls = TipKitTest.facts(source).configureCalls
        XCTAssertEqual(calls.map { "\($0.location.line):\($0.location.column)" }, ["7:14", "9:13", "18:30"])
        XCTAssertEqual(
            calls.map(\.options),
            [
                [], [".displayFrequency(.daily)", ".datastoreLocation(.applicationDefault)"],
                [".displayFrequency(.immediate)"],
            ])
        XCTAssertEqual(
            calls[0].context, CodeContext(typeName: "TrailmixApp", typeConformances: ["App"], functionName: "init"))
        XCTAssertEqual(calls[2].context.closures, ["WindowGroup", "task"])
        XCTAssertEqual(calls[2].context.functionName, "body")
        XCTAssertEqual(calls[0].branch.clauses.map(\.index), [0])
        XCTAssertEqual(calls[1].branch.clauses.map(\.index), [1])
        XCTAssertTrue(calls[0].branch.isDevelopmentOnly)
        XCTAssertFalse(calls[1].branch.isDevelopmentOnly)
        XCTAssertFalse(
            BranchPath.canBuildTogether(calls[0].location, calls[0].branch, calls[1].location, calls[1].branch))
        XCTAssertTrue(calls[2].branch.clauses.isEmpty)
    }

    func testTestingCallsKnowTheirConditionAndWhetherConfigurePrecedes() {
        let source = """
            import TipKit

            struct TrailmixApp: App {
                init() {
                    if ProcessInfo.processInfo.arguments.contains("-resetTips") {
                        try? Tips.resetDatastore()
                    }
                    if #available(iOS 18, *) {
                        Tips.hideAllTipsForTesting()
                    }
                    try? Tips.configure()
                    Tips.showAllTipsForTesting()
                    Tips.showTipsForTesting([SaveRouteTip.self])
                }
                func prepare() {
                    guard CommandLine.arguments.contains("-uitest") else { return }
                    Tips.hideTipsForTesting([CompassTip.self])
                    try? Tips.resetDatastore()
                }
            }
            """
        let calls = TipKitTest.facts(source).testingCalls
        XCTAssertEqual(
            calls.map { "\($0.name)@\($0.location.line):\($0.isConditional):\($0.followsConfigure)" },
            [
                "resetDatastore@6:true:false",
                "hideAllTipsForTesting@9:false:false",
                "showAllTipsForTesting@12:false:true",
                "showTipsForTesting@13:false:true",
                "hideTipsForTesting@17:true:false",
                "resetDatastore@18:true:false",
            ])
        XCTAssertEqual(calls[0].location.column, 18)
    }

    func testATernaryMakesATestingCallConditional() {
        let source = """
            import TipKit
            func launch(resetting: Bool) {
                _ = resetting ? try? Tips.resetDatastore() : nil
                _ = try? Tips.resetDatastore()
            }
            """
        XCTAssertEqual(TipKitTest.facts(source).testingCalls.map(\.isConditional), [true, false])
    }

    func testImportsInEveryForm() {
        let source = """
            @preconcurrency import TipKit
            @testable import Trailmix
            import struct SwiftUI.Text
            #if canImport(UIKit)
            import UIKit
            #endif
            """
        let imports = TipKitTest.facts(source).imports
        XCTAssertEqual(
            imports.map { "\($0.module)@\($0.location.line)" },
            ["TipKit@1", "Trailmix@2", "SwiftUI@3", "UIKit@5"])
        XCTAssertEqual(imports[3].branch.clauses.map(\.condition), ["canImport(UIKit)"])
    }

    func testTipKitUsesTellTypesFromMembers() {
        let typed = """
            import SwiftUI

            struct Tour: View {
                var body: some View {
                    TipView(SaveRouteTip())
                    Text("x").popoverTip(compassTip)
                }
            }
            """
        XCTAssertEqual(
            TipKitTest.facts(typed).tipKitUses.map { "\($0.name):\($0.namesType)@\($0.location.line)" },
            ["TipView:true@5", ".popoverTip:false@6"])
        let typesOnly = """
            import TipKit

            struct CompassTip: Tip {
                @Parameter static var isOn: Bool = false
                var rules: [Rule] { #Rule(Self.$isOn) { $0 } }
            }
            func setUp() { try? TipKit.Tips.configure() }
            """
        XCTAssertEqual(
            TipKitTest.facts(typesOnly).tipKitUses.map { "\($0.name)@\($0.location.line)" },
            ["Tip@3", "#Rule@5", "TipKit@7", "@Parameter@4"])
    }

    func testPreReleaseNamesWithTheirReleasedNames() {
        let source = """
            import TipKit

            struct CompassTip: Tip {
                var title: Text { Text("Compass") }
                var asset: Image { Image(systemName: "safari") }
                var options: [Option] { [.maxDisplayCount(4)] }
                var rules: Predicate<RuleInput...> { #Rule(Self.$isOn) { $0 } }
            }

            func setUp() {
                TipsCenter.shared.configure {
                    DisplayFrequency(.hourly)
                }
                TipsCenter.resetDatastore()
                tip.invalidate(reason: .userPerformedAction)
            }

            struct MapView: View {
                var body: some View { Text("Map").popoverMiniTip(tip: compassTip) }
            }
            """
        let facts = TipKitTest.facts(source)
        XCTAssertEqual(
            facts.betaUses.map { "\($0.name) -> \($0.replacement)@\($0.location.line)" },
            [
                "var asset: Image -> var image: Image?@5",
                ".maxDisplayCount(4) -> Tips.MaxDisplayCount(4)@6",
                "Predicate<RuleInput…> -> var rules: [Rule]@7",
                "TipsCenter.shared.configure -> Tips.configure(_:)@11",
                "DisplayFrequency(.hourly) -> .displayFrequency(.hourly) in Tips.configure([…])@12",
                "TipsCenter.resetDatastore -> Tips.resetDatastore()@14",
                ".userPerformedAction -> .actionPerformed@15",
                ".popoverMiniTip(tip:) -> .popoverTip(_:)@19",
            ])
        XCTAssertEqual(facts.configureCalls.map(\.options), [["DisplayFrequency(.hourly)"]])
        XCTAssertEqual(
            facts.displaySites.map { "\($0.kind.rawValue):\($0.argument)@\($0.location.line)" },
            ["popoverTip:compassTip@19"])
    }

    func testCodeContextOfViewControllersComputedPropertiesAndAccessors() {
        let source = """
            import TipKit

            final class MapController: UIViewController, MapDelegate {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    DispatchQueue.main.async { CompassTip.shown.donate() }
                }
                var compassTitle: String {
                    get { CompassTip.read.donate(); return "" }
                }
            }
            """
        let donations = TipKitTest.facts(source).donations
        XCTAssertEqual(
            donations.map(\.context),
            [
                CodeContext(
                    typeName: "MapController", typeConformances: ["UIViewController", "MapDelegate"],
                    functionName: "viewWillAppear", closures: ["async"]),
                CodeContext(
                    typeName: "MapController", typeConformances: ["UIViewController", "MapDelegate"],
                    functionName: "compassTitle", closures: []),
            ])
    }
}
