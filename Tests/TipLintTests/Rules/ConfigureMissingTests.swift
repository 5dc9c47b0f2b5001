import XCTest

@testable import TipLint

/// `ConfigureMissingRule`'s severity fits the project: a note in a library with no app entry point (the
/// app that uses it configures), an error once the package holds an app. Its examples state the findings.
final class ConfigureMissingTests: XCTestCase {
    func testALibraryIsANoteAndAnAppAnError() throws {
        let library = ConfigureMissingRule.description.triggering[1]
        let severities = { (example: RuleExample) in
            try RuleSpecRunner.findings(of: "configure_missing", in: example).map {
                "\($0.severity.rawValue) \($0.file):\($0.line)"
            }
        }
        XCTAssertEqual(try severities(library), ["note Sources/FaceKit/ScanButton.swift:7"])
        var app = library
        let button = try XCTUnwrap(app.files.firstIndex { $0.path.hasSuffix("ScanButton.swift") })
        app.files[button].text +=
            "\n@main struct FaceApp: App { var body: some Scene { WindowGroup { ScanButton() } } }\n"
        XCTAssertEqual(try severities(app), ["error Sources/FaceKit/ScanButton.swift:7"])
    }
}
