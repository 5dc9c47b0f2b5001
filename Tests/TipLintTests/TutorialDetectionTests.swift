import Foundation
import XCTest

@testable import TipLint

/// TutorialKit is in use only when its API is: an import, a type, modifier, conformance or environment key.
/// A step's argument labels on another call (moderato-app/Chato's haptics helper, `triggers:`) are not.
final class TutorialDetectionTests: XCTestCase {
    private let app = """
        import SwiftUI
        import TipKit

        @main struct ChimeApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { Text("Chime") } }
        }
        """

    func testAStepLabelOnAnotherCallDoesNotTurnTutorialKitOn() throws {
        let haptics = """
            import SwiftUI

            extension View {
                func softFeedback<T: Equatable>(_ triggers: T...) -> some View {
                    modifier(FeedbackModifier(style: .soft, triggers: triggers))
                }
            }
            """
        XCTAssertEqual(try systems(["ChimeApp.swift": app, "Haptics.swift": haptics]), [.tipKit])
    }

    func testTutorialStepWithoutAnImportInItsFileTurnsTutorialKitOn() throws {
        let tour = """
            import SwiftUI

            enum Tour {
                static let steps = [TutorialStep(title: "Chime", triggers: ["start"])]
            }
            """
        XCTAssertEqual(try systems(["ChimeApp.swift": app, "Tour.swift": tour]), [.tipKit, .tutorialKit])
    }

    private func systems(_ files: [String: String]) throws -> [TipSystem] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-detect-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let path = directory.appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
            paths.append(path)
        }
        return try Analyzer.run(files: paths, options: AnalysisOptions()).systems
    }
}
