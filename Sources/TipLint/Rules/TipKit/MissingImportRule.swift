struct MissingImportRule: FixableRule {
    /// Every message ends with the fix: `--fix` inserts the import.
    static let fixHint = ", or run `tiplint --fix`"
    static let description = RuleDescription(
        id: "missing_import", severity: .error, system: .tipKit,
        summary: "a file uses TipKit API without `import TipKit` (an error where it cannot compile, else a warning)",
        details: """
            A file that names a TipKit type (`Tip`, `Tips`, `TipView`, `#Rule`, `@Parameter`) does not compile \
            without `import TipKit`: an error. A file that only uses TipKit members (`.popoverTip(…)`, `.donate()`, \
            `invalidate(reason:)`) compiles today only because another file of the module imports TipKit (leaky \
            member visibility): a warning, as it breaks when that file changes or Swift's upcoming \
            MemberImportVisibility feature is turned on. Imports hold per module (the app, and each local \
            package): where no file of the module imports TipKit, it does not compile (an error). It is an error \
            where that cannot wait: the module turns the feature on (`.enableUpcomingFeature("MemberImportVisibility")` in a `Package.swift`, \
            `SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES` in an `.xcconfig`, or in an Xcode project's \
            own build settings or every target's — one target's setting, such as an extension's, does not \
            say the app's files need it — whose setting is then a related location), or a line of the plan adds \
            `import TipKit` to that file (a code block, "Add `import TipKit` to …"; not an import the plan only \
            implies by showing or donating a tip there). Add \
            `import TipKit` (`tiplint --fix` does).
            """,
        triggering: [
            // A TipKit type named: it does not compile.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip {
                    static let saved = Tips.Event(id: "route-saved")
                    var title: Text { Text("Save this route") }
                }
                """,
                "Views/RouteView.swift": """
                import SwiftUI

                struct RouteView: View {
                    var body: some View {
                        ↓TipView(SaveRouteTip())
                    }
                }
                """,
            ]),
            // Only TipKit members: it compiles through leaky member visibility (a warning).
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Views/RouteView.swift": """
                import SwiftUI

                struct RouteView: View {
                    let tip = SaveRouteTip()
                    var body: some View {
                        Button("Save") { }↓.popoverTip(tip)
                    }
                }
                """,
            ]),
            // Only members, in a package that turns MemberImportVisibility on: it does not compile (an error).
            RuleExample(files: [
                "Package.swift": """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "Trails",
                    targets: [
                        .target(name: "Trails", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
                    ]
                )
                """,
                "Sources/Trails/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Sources/Trails/RouteView.swift": """
                import SwiftUI

                struct RouteView: View {
                    let tip = SaveRouteTip()
                    var body: some View {
                        Button("Save") { }↓.popoverTip(tip)
                    }
                }
                """,
            ]),
            // Testing only: a bare `Tip` in a file that imports no module but SwiftUI is TipKit's.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Features/AdviceView.swift": """
                import SwiftUI

                struct AdviceView: View {
                    let tip: ↓Tip
                    var body: some View { Text(tip.text) }
                }
                """,
            ]).testOnly(),
            // Testing only: where a file both names a type and uses members, the type is reported (it does not
            // compile); a members-only file is reported at its first member use (a donation), a file with no import
            // at all at its `sendDonation()`.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip {
                    static let saved = Tips.Event(id: "route-saved")
                    var title: Text { Text("Save this route") }
                }
                """,
                "Views/RouteView.swift": """
                import SwiftUI

                struct RouteView: View {
                    var body: some View {
                        Button("Save") { SaveRouteTip.saved.donate() }
                            .popoverTip(SaveRouteTip())
                        ↓TipView(SaveRouteTip())
                    }
                }
                """,
                "Views/RouteDetailView.swift": """
                import SwiftUI

                struct RouteDetailView: View {
                    let tip = SaveRouteTip()
                    var body: some View {
                        Button("Save") { ↓SaveRouteTip.saved.donate() }
                            .popoverTip(tip)
                    }
                }
                """,
                "Support/RouteRecorder.swift": """
                enum RouteRecorder {
                    static func saved() async { await ↓SaveRouteTip.saved.sendDonation() }
                }
                """,
            ]).testOnly()
                // Without a marked line, the file's next TipKit use is reported.
                .exempt(.commentingOut),
        ],
        nonTriggering: [
            // The tip is handed to a presenter in another file, which retires it: that file uses TipKit.
            RuleExample(files: [
                "Tips/ScheduleTip.swift": """
                import TipKit

                struct ScheduleTip: Tip { var title: Text { Text("See the full schedule") } }
                """,
                "Tips/TipPresenter.swift": """
                import UIKit
                import TipKit

                final class TipPresenter {
                    let tip: any Tip
                    init(tip: any Tip) { self.tip = tip }
                    func dismiss() { tip.invalidate(reason: .actionPerformed) }
                }
                """,
                "Stops/StopViewController.swift": """
                import UIKit

                final class StopViewController: UIViewController {
                    private let schedulePresenter = TipPresenter(tip: ScheduleTip())
                }
                """,
            ]),
            // Imported (with an attribute); a `donate()` that is no event's and an own `TipView` type.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Views/RouteView.swift": """
                @preconcurrency import TipKit
                import SwiftUI

                struct RouteView: View {
                    var body: some View { TipView(SaveRouteTip()) }
                }
                """,
                "Views/DonateView.swift": """
                import SwiftUI

                struct TipView: View { var body: some View { Text("Tip the guide") } }
                struct DonateView: View {
                    var body: some View { Button("Give") { store.donate() } }
                }
                """,
            ]),
            TipJarAlongsideTipKitExample.example(undisplayedMarked: false),
            // Testing only: a `Tip` named in a file that imports a module of the project's own (a local
            // package declaring its own `Tip` model) may be that module's: not claimed for TipKit.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Features/AdviceView.swift": """
                import SwiftUI
                import TrailCore

                struct AdviceView: View {
                    let tip: Tip
                    var body: some View { Text(tip.text) }
                }
                """,
            ]).testOnly(),
            // Testing only: `@_exported import TipKit` in one file makes TipKit visible in every file.
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Exports.swift": "@_exported import TipKit\n",
                "Views/RouteView.swift": """
                import SwiftUI
                struct RouteView: View {
                    var body: some View { TipView(SaveRouteTip()) }
                }
                """,
            ]).testOnly(),
        ])

    static let corrections = [
        // After the file's last import.
        RuleCorrection(
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Views/RouteView.swift": """
                import SwiftUI

                struct RouteView: View {
                    var body: some View { ↓TipView(SaveRouteTip()) }
                }
                """,
            ]),
            after: [
                "Views/RouteView.swift": """
                import SwiftUI
                import TipKit

                struct RouteView: View {
                    var body: some View { TipView(SaveRouteTip()) }
                }
                """
            ]),
        // Inside the file-wide `#if` that holds the code, so other platforms' builds are untouched.
        RuleCorrection(
            RuleExample(files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
                """,
                "Views/RouteView.swift": """
                #if os(iOS)
                import SwiftUI

                struct RouteView: View {
                    let tip = SaveRouteTip()
                    var body: some View { Button("Save") { }↓.popoverTip(tip) }
                }
                #endif
                """,
            ]),
            after: [
                "Views/RouteView.swift": """
                #if os(iOS)
                import SwiftUI
                import TipKit

                struct RouteView: View {
                    let tip = SaveRouteTip()
                    var body: some View { Button("Save") { }.popoverTip(tip) }
                }
                #endif
                """
            ]),
    ]

    static let manualFix = "add import TipKit to the file itself"

    func fix(_ bytes: [UInt8], lines: [Int]) -> RuleFix? {
        ImportFixer.insertingImport(into: bytes, sites: lines).map {
            RuleFix(bytes: $0.bytes, line: $0.line, summary: "inserted import TipKit")
        }
    }

    func check(_ context: RuleContext) -> [Finding] {
        // Imports hold per module: the app, and each local package.
        let modules = context.model.modules
        // `@_exported import TipKit` in one file makes TipKit visible in every file of its module.
        let exporting = Set(
            context.model.files.filter { $0.imports.contains { $0.module == "TipKit" && $0.isExported } }
                .map { modules.module(of: $0.path) })
        let importing = Set(context.model.files.filter { $0.imports("TipKit") }.map { modules.module(of: $0.path) })
        let index = context.tipKit
        // Files a line of the plan adds `import TipKit` to, where it is missing. An import the plan only
        // implies (from a site in the file) is a guess at how the team satisfies the compiler: no error.
        let planned = Set(
            context.planEvaluation?.checks.filter { $0.kind == .import && !$0.isDerived }
                .flatMap { $0.problems.map(\.location.file) } ?? [])
        return context.model.files.filter { !$0.imports("TipKit") }.compactMap { file in
            let module = modules.module(of: file.path)
            guard !exporting.contains(module) else { return nil }
            let uses = tipKitUses(in: file, index: index).sorted { $0.location < $1.location }
            guard let first = uses.first else { return nil }
            let fileName = PathText.lastComponent(file.path)
            if let named = uses.first(where: \.namesType) {
                return finding(
                    "\(fileName) uses TipKit (`\(named.name)`) without `import TipKit`: it will not compile; "
                        + "add `import TipKit`" + Self.fixHint, at: named.location, key: fileName)
            }
            let subject = "\(fileName) uses TipKit members (`\(first.name)`) without `import TipKit`"
            // Another module imports TipKit, this one does not: nothing leaks across modules.
            if !importing.isEmpty && !importing.contains(module) {
                return finding(
                    "\(subject), and no file of its module (\(module ?? "the app")) imports TipKit: it will not "
                        + "compile; add `import TipKit`" + Self.fixHint, at: first.location, key: fileName)
            }
            let visibility = context.model.enabledFeatures.first {
                $0.name == EnabledFeature.memberImportVisibility && modules.module(of: $0.location.file) == module
            }
            if let visibility {
                return finding(
                    "\(subject): the project turns on MemberImportVisibility (\(visibility.location.citation)), "
                        + "so it does not compile; add `import TipKit`" + Self.fixHint, at: first.location,
                    key: fileName,
                    related: [
                        RelatedLocation(message: "MemberImportVisibility turned on here", location: visibility.location)
                    ])
            }
            if planned.contains(file.path) {
                return finding(
                    "\(subject), which the plan adds: it compiles only through another file's import (leaky member "
                        + "visibility); add `import TipKit`" + Self.fixHint, at: first.location, key: fileName)
            }
            var result = finding(
                "\(subject): it compiles today only because another file imports TipKit (leaky member visibility), and "
                    + "breaks when that file changes or MemberImportVisibility is turned on; add `import TipKit`"
                    + Self.fixHint,
                at: first.location, key: fileName)
            result.severity = .warning
            return result
        }
    }

    /// TipKit type names a project or package may well declare itself (a `Tip` model, a `TipView` component).
    private static let commonTypeNames: Set<String> = ["Tip", "Tips", "TipView", "TipGroup"]
    /// Apple's modules: importing only these, a `Tip` can only be TipKit's or the project's own.
    private static let appleModules: Set<String> = [
        "Swift", "SwiftUI", "UIKit", "AppKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData",
        "os", "OSLog", "Darwin", "Dispatch", "MapKit", "StoreKit", "WidgetKit", "AVFoundation", "AVKit", "Charts",
        "CoreGraphics", "CoreLocation", "CoreImage", "Photos", "PhotosUI", "QuartzCore", "UserNotifications",
        "WatchKit", "CloudKit", "AuthenticationServices", "SafariServices", "WebKit", "Network", "Accessibility",
        "AppIntents", "ActivityKit", "GameKit", "HealthKit", "MessageUI", "LocalAuthentication", "CryptoKit",
        "Security", "UniformTypeIdentifiers", "LinkPresentation", "QuickLook", "PDFKit", "Vision", "VisionKit",
        "NaturalLanguage", "Speech", "CoreML", "EventKit", "Contacts", "ContactsUI", "TipKit", "XCTest", "Testing",
    ]

    /// The file's TipKit uses, without names the project declares itself, plus
    /// donations of the project's events and invalidations of its tips (not those made by a helper
    /// the file calls: the helper's file is the one using TipKit).
    private func tipKitUses(in file: FileFacts, index: TipKitIndex) -> [TipKitUse] {
        // A file importing a module of the project's own may take a `Tip` or `TipView` from it.
        let importsOwnModule = file.imports.contains { !Self.appleModules.contains($0.module) }
        var uses = file.tipKitUses.filter {
            !index.ownTypes.contains($0.name) && !(importsOwnModule && Self.commonTypeNames.contains($0.name))
        }
        for donation in file.donations where donation.helper == nil && index.donatesKnownEvent(donation) {
            uses.append(
                TipKitUse(
                    name: ".\(donation.method)()", namesType: false, location: donation.location,
                    branch: donation.branch))
        }
        for invalidation in file.invalidations
        where invalidation.helper == nil && invalidation.tipType.flatMap(index.tip(named:)) != nil {
            uses.append(
                TipKitUse(
                    name: ".invalidate(reason:)", namesType: false, location: invalidation.location,
                    branch: invalidation.branch))
        }
        return uses
    }
}
