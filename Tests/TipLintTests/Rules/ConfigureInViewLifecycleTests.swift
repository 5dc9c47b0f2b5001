import XCTest

@testable import TipLint

/// `ConfigureInViewLifecycleRule`'s message; its findings are stated by the rule's examples.
final class ConfigureInViewLifecycleTests: XCTestCase {
    /// In the App's `.task(id:)`: the message says it runs at launch and again when its id changes.
    func testTheMessageOfATaskWithAnIDInTheAppsScene() {
        let findings = TipKitTest.findings(ConfigureInViewLifecycleRule(), triggeringExample: 7)
        XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["PantryApp.swift:9"])
        XCTAssertEqual(
            findings.first?.message,
            "`PantryServices.start(synced:)` (which calls `Tips.configure` at Support/PantryServices.swift:4) configures "
                + "TipKit in `.task(id:)` of a view in PantryApp's scene, which runs at launch and again each time its "
                + "id changes: the second `Tips.configure` throws and its options are ignored; call it once at app "
                + "start (the App's init or the app delegate)")
    }
}
