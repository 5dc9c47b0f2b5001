import XCTest

@testable import TipLint

/// The extractor's declarations: tips and their members, events, parameters, `#Rule` references.
final class TipKitDeclarationTests: XCTestCase {
    /// The key a strings table is asked for: `Text("…")` and lookups pass one, `Text(verbatim:)` none.
    func testCopyKeepsTheKeyItsTableLookupPasses() {
        let facts = TipKitTest.facts(
            """
            import TipKit
            struct SaveTip: Tip {
                var title: Text { Text(verbatim: "Save") }
                var message: Text? { Text(String(localized: "save.message", defaultValue: "Keep it offline")) }
            }
            """)
        XCTAssertNil(facts.tips.first?.title?.tableKey)
        XCTAssertEqual(facts.tips.first?.message?.text, "Keep it offline")
        XCTAssertEqual(facts.tips.first?.message?.tableKey, "save.message")
        XCTAssertEqual(facts.tips.first?.message?.isLocalizationKey, false)
    }

    /// `Text` renders the key it is given as Markdown; a `String` (`String(localized:)`) and `Text(verbatim:)` as written.
    func testCopyRendersMarkdownOnlyWhereTextReadsAKey() {
        let facts = TipKitTest.facts(
            """
            import TipKit
            struct SaveTip: Tip {
                var title: Text { Text(LocalizedStringKey("Save **it**")) }
                var message: Text? { Text(String(localized: "Keep **it** offline")) }
            }
            struct PinTip: Tip {
                var title: Text { Text("Pin \\(name) **now**") }
                var message: Text? { Text(verbatim: "Pin **it**") }
            }
            """)
        XCTAssertEqual(facts.tips.map { $0.title?.rendersMarkdown }, [true, true])
        XCTAssertEqual(facts.tips.map { $0.message?.rendersMarkdown }, [false, false])
    }

    func testTipWithLiteralMembers() {
        let source = """
            import TipKit
            import SwiftUI

            struct SaveRouteTip: Tip {
                var title: Text { Text("Save this route") }
                var message: Text? {
                    Text("Keep it for offline hiking")
                        .foregroundStyle(.secondary)
                }
                var image: Image? { Image(systemName: "map.fill") }
                var actions: [Action] {
                    [Action(id: "how", title: "How it works"), Action(id: "later", title: "Later")]
                }
                var options: [any TipOption] {
                    Tips.MaxDisplayCount(3)
                    Tips.IgnoresDisplayFrequency(true)
                }
            }
            """
        let facts = TipKitTest.facts(source)
        XCTAssertEqual(facts.tips.count, 1)
        let tip = facts.tips[0]
        XCTAssertEqual(tip.name, "SaveRouteTip")
        XCTAssertEqual(tip.location, SourceLocation(file: "App.swift", line: 4, column: 8))
        XCTAssertFalse(tip.conformsThroughExtension)
        XCTAssertFalse(tip.isGeneric)
        XCTAssertNil(tip.id)
        XCTAssertEqual(
            tip.title,
            CopyText(
                text: "Save this route", isLiteral: true,
                location: SourceLocation(file: "App.swift", line: 5, column: 28), tableKey: "Save this route",
                rendersMarkdown: true))
        XCTAssertEqual(tip.message?.text, "Keep it for offline hiking")
        XCTAssertEqual(tip.message?.location.line, 7)
        XCTAssertEqual(tip.image?.text, "map.fill")
        XCTAssertEqual(
            tip.memberTypes.map { "\($0.member): \($0.type)@\($0.location.line)" },
            ["message: Text?@6", "image: Image?@10"])
        XCTAssertEqual(tip.options, ["Tips.MaxDisplayCount(3)", "Tips.IgnoresDisplayFrequency(true)"])
        XCTAssertEqual(tip.actionCount, 2)
    }

    func testTipConformingThroughTipKitQualifiedNameNestedAndGeneric() {
        let source = """
            import TipKit

            enum Trails {
                struct OfflineTip: TipKit.Tip {
                    var title: Text { Text(String(localized: "Go offline")) }
                    var options: [Option] { [.init(Tips.MaxDisplayCount(2))] }
                }
            }

            @available(iOS 17.0, *)
            struct PeakTip<Peak: Identifiable>: Tip, Sendable {
                let peak: Peak
                var id: String { "peak-\\(peak.id)" }
                var title: Text { Text(verbatim: "Summit") }
            }
            """
        let tips = TipKitTest.facts(source).tips
        XCTAssertEqual(tips.map(\.name), ["Trails.OfflineTip", "PeakTip"])
        XCTAssertEqual(tips[0].simpleName, "OfflineTip")
        XCTAssertEqual(tips[0].title?.text, "Go offline")
        XCTAssertEqual(tips[0].title?.isLiteral, true)
        XCTAssertEqual(tips[0].options, [".init(Tips.MaxDisplayCount(2))"])
        XCTAssertTrue(tips[1].isGeneric)
        XCTAssertEqual(tips[1].location.line, 11)
        XCTAssertEqual(tips[1].id?.isLiteral, false)
        XCTAssertEqual(tips[1].id?.text, "\"peak-\\(peak.id)\"")
        XCTAssertEqual(tips[1].title?.text, "Summit")
    }

    func testTipConformingThroughAnExtensionTakesMembersFromEveryBody() {
        let source = """
            import TipKit

            struct CompassTip {
                var title: Text { Text("Calibrate the compass") }
            }

            extension CompassTip: Tip {
                var message: Text { Text("Wave your phone in a figure eight") }
            }
            """
        let tips = TipKitTest.facts(source).tips
        XCTAssertEqual(tips.count, 1)
        XCTAssertEqual(tips[0].name, "CompassTip")
        XCTAssertTrue(tips[0].conformsThroughExtension)
        XCTAssertEqual(tips[0].location.line, 7)
        XCTAssertEqual(tips[0].title?.text, "Calibrate the compass")
        XCTAssertEqual(tips[0].memberTypes.map(\.type), ["Text"])
    }

    func testExplicitIDsAndNonTipTypes() {
        let source = """
            import TipKit

            struct ElevationTip: Tip {
                var id: String { "elevation-profile" }
                var title: Text { Text("Elevation") }
            }
            struct WeatherTip: Tip {
                let id = "weather"
                var title: Text { Text("Weather") }
            }
            struct TipJarView: View, Identifiable {
                var id: String { "jar" }
            }
            """
        let tips = TipKitTest.facts(source).tips
        XCTAssertEqual(tips.map { $0.id?.text }, ["elevation-profile", "weather"])
        XCTAssertEqual(tips.map { $0.id?.isLiteral }, [true, true])
        XCTAssertEqual(TipKitTest.facts(source).declaredTypes, ["ElevationTip", "WeatherTip", "TipJarView"])
    }

    func testEventsInEveryForm() {
        let source = """
            import TipKit

            struct DownloadTip: Tip {
                static let started = Tips.Event(id: "download-started")
                static let finished: Event = Event<RegionDonation>(id: "download-finished")
                static let cancelled = Tips.Event<RegionDonation>(id: "download-cancelled")
                var title: Text { Text("Download maps") }
            }

            enum TrailEvents {
                static let opened: Tips.Event = .init(id: "trail-opened")
                static let shared = TipKit.Tips.Event(id: "trail-shared")
            }

            let appLaunched = Tips.Event(id: "app-launched")
            let plain = Event(id: "plain")
            let computed = Tips.Event(id: prefix + "x")
            """
        let events = TipKitTest.facts(source).events
        XCTAssertEqual(
            events.map { "\($0.owner ?? "-").\($0.name)=\($0.id ?? "nil")@\($0.location.line)" },
            [
                "DownloadTip.started=download-started@4",
                "DownloadTip.finished=download-finished@5",
                "DownloadTip.cancelled=download-cancelled@6",
                "TrailEvents.opened=trail-opened@11",
                "TrailEvents.shared=trail-shared@12",
                "-.appLaunched=app-launched@15",
                "-.plain=plain@16",
                "-.computed=nil@17",
            ])
        XCTAssertEqual(events[0].location.column, 16)
    }

    func testAnEventTypeOfTheAppIsNotTipKits() {
        let source = """
            import SwiftUI

            struct Calendar {
                static let launch = Event(id: 4, title: "Launch")
                static let other = Event(id: "meetup")
            }
            """
        XCTAssertEqual(TipKitTest.facts(source).events.count, 0)
    }

    func testParametersAndTheirAssignments() {
        let source = """
            import TipKit

            struct SyncTip: Tip {
                @Parameter static var isSignedIn: Bool = false
                @Parameter(.transient)
                static var syncCount: Int = 0
                var title: Text { Text("Sync") }
                static func reset() { syncCount = 0 }
                func update() { Self.isSignedIn = true }
            }

            struct SearchIntent: AppIntent {
                @Parameter(title: "Query") var query: String
            }

            func signIn(account: Account) {
                SyncTip.isSignedIn = true
                SyncTip.syncCount += 1
                SyncTip.isSignedIn.toggle()
                account.isSignedIn = true
                if SyncTip.isSignedIn == true { }
            }
            """
        let facts = TipKitTest.facts(source)
        XCTAssertEqual(
            facts.parameters.map { "\($0.owner ?? "-").\($0.name)@\($0.location.line)" },
            ["SyncTip.isSignedIn@4", "SyncTip.syncCount@6"])
        XCTAssertEqual(
            facts.parameterAssignments.map { "\($0.owner ?? "-").\($0.name)@\($0.location.line)" },
            [
                "SyncTip.syncCount@8", "SyncTip.isSignedIn@9", "SyncTip.isSignedIn@17", "SyncTip.syncCount@18",
                "SyncTip.isSignedIn@19",
            ])
    }

    func testRuleReferencesResolveSelfToTheTip() {
        let source = """
            import TipKit

            enum Map {
                struct LayersTip: Tip {
                    static let opened = Tips.Event(id: "layers-opened")
                    @Parameter static var isPro: Bool = false
                    var title: Text { Text("Layers") }
                    var rules: [Rule] {
                        #Rule(Self.opened) { $0.donations.count >= 2 }
                        #Rule(Self.$isPro) { $0 == true }
                        #Rule(TrailEvents.shared) { $0.donations.count == 0 }
                        #Rule(Self.isPro) { $0 }
                    }
                }
            }
            """
        let references = TipKitTest.facts(source).ruleReferences
        XCTAssertEqual(
            references.map { "\($0.tip)|\($0.owner).\($0.hasDollar ? "$" : "")\($0.member)@\($0.location.line)" },
            [
                "Map.LayersTip|Map.LayersTip.opened@9",
                "Map.LayersTip|Map.LayersTip.$isPro@10",
                "Map.LayersTip|TrailEvents.shared@11",
                "Map.LayersTip|Map.LayersTip.isPro@12",
            ])
        XCTAssertEqual(references[0].location.column, 19)
    }

    func testLocalizedCopyReadsTheShownText() {
        let source = """
            import TipKit

            struct SiteTip: Tip {
                var title: Text {
                    Text(NSLocalizedString("tips.site.title", value: "Your trails", comment: "Tip title"))
                }
                var message: Text? { Text(String(localized: "tips.site.message", defaultValue: "Pick another")) }
                var image: Image? { Image(systemName: symbolName) }
            }
            """
        let tip = TipKitTest.facts(source).tips[0]
        XCTAssertEqual(tip.title?.text, "Your trails")
        XCTAssertEqual(tip.title?.isLiteral, true)
        XCTAssertEqual(tip.message?.text, "Pick another")
        XCTAssertEqual(
            tip.image,
            CopyText(
                text: "Image(systemName: symbolName)", isLiteral: false,
                location: SourceLocation(file: "App.swift", line: 8, column: 25)))
    }

    /// `Text(Self.titleText)` shows the type's `static let titleText = "…"`, `Text(note)` its `let note = "…"`
    /// (real app, round 35); another type's constant, or a `var` a caller may set, stays computed.
    func testCopyThroughTheTipsOwnStringConstants() {
        let source = """
            import TipKit

            struct KilnTip: Tip {
                static let titleText = "Fire It Up"
                static let messageText = "Start once the rack is full"
                let note = "not static"
                var title: Text { Text(Self.titleText) }
                var message: Text? { Text(messageText) }
                var image: Image? { Image(systemName: "flame") }
            }

            struct GlazeTip: Tip {
                var title: Text { Text(KilnTip.titleText) }
                var message: Text? { Text(note) }
            }

            struct RackTip: Tip {
                private let heading = "Load the rack"
                var detail = "Heaviest pieces at the bottom"
                var title: Text { Text(heading) }
                var message: Text? { Text(detail) }
            }
            """
        let tips = TipKitTest.facts(source).tips
        XCTAssertEqual(
            tips[0].title,
            CopyText(
                text: "Fire It Up", isLiteral: true, location: SourceLocation(file: "App.swift", line: 4, column: 28)))
        XCTAssertEqual(tips[0].message?.text, "Start once the rack is full")
        XCTAssertEqual(tips[0].message?.isLiteral, true)
        XCTAssertEqual(tips[1].title?.isLiteral, false)
        XCTAssertEqual(tips[1].message?.isLiteral, false)
        XCTAssertEqual(
            tips[2].title,
            CopyText(
                text: "Load the rack", isLiteral: true,
                location: SourceLocation(file: "App.swift", line: 18, column: 27)))
        XCTAssertEqual(tips[2].message?.isLiteral, false)
    }

    func testFactsCarryTheirBranch() {
        let source = """
            import TipKit

            struct SyncTip: Tip {
                #if os(iOS)
                @Parameter static var isSignedIn: Bool = false
                var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 } }
                #endif
                var title: Text { Text("Sync") }
            }
            #if DEBUG
            func debugSignIn() { SyncTip.isSignedIn = true }
            #endif
            """
        let facts = TipKitTest.facts(source)
        XCTAssertEqual(facts.parameters.map { $0.branch.clauses.map(\.condition) }, [["os(iOS)"]])
        XCTAssertEqual(facts.ruleReferences.map { $0.branch.clauses.map(\.condition) }, [["os(iOS)"]])
        XCTAssertEqual(facts.parameterAssignments.map { $0.branch.isDevelopmentOnly }, [true])
        XCTAssertEqual(facts.parameterAssignments.first?.context.functionName, "debugSignIn")
    }
}
