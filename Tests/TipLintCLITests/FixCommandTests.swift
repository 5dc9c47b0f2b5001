import XCTest
@testable import TipLintCLI

final class FixCommandTests: XCTestCase {
    func testFixInsertsTheImportKeepsCRLFAndPermissionsThenLintsAgain() throws {
        let tree = try GardenFixture.tree()
        let crlf = GardenFixture.files[GardenFixture.homePath]!.replacingOccurrences(of: "\n", with: "\r\n")
        try tree.write(GardenFixture.homePath, crlf)
        let path = tree.path(GardenFixture.homePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        let fixed = runTipLint(["--no-plan", "--fix"], in: tree.root)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(fixed.output, GardenFixture.neverInvalidated)
        XCTAssertTrue(fixed.error.hasPrefix("tiplint: fixed App/Sub dir/Hömé.swift:6: inserted import TipKit\n"), fixed.error)
        XCTAssertEqual(tree.read(GardenFixture.homePath),
                       crlf.replacingOccurrences(of: "import SwiftUI\r\n", with: "import SwiftUI\r\nimport TipKit\r\n"))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)

        // Idempotent: a second run changes nothing and says nothing about fixing.
        let again = runTipLint(["--no-plan", "--fix"], in: tree.root)
        XCTAssertFalse(again.error.contains("fixed"), again.error)
        XCTAssertEqual(again.output, GardenFixture.neverInvalidated)
        XCTAssertEqual(tree.read(GardenFixture.homePath),
                       crlf.replacingOccurrences(of: "import SwiftUI\r\n", with: "import SwiftUI\r\nimport TipKit\r\n"))
    }

    func testFixTouchesOnlyReportedFiles() throws {
        let tree = try GardenFixture.tree()
        let outcome = runTipLint(["--no-plan", "--fix", "--quiet", "App/Tips.swift"], in: tree.root)
        XCTAssertEqual(outcome.error, "")
        XCTAssertEqual(tree.read(GardenFixture.homePath), GardenFixture.files[GardenFixture.homePath])

        // A finding the baseline accepts is not reported, so not fixed either.
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet", "--write-baseline", "b.json"], in: tree.root).status, 0)
        let baselined = runTipLint(["--no-plan", "--fix", "--quiet", "--baseline", "b.json"], in: tree.root)
        XCTAssertEqual(baselined.status, 0)
        XCTAssertEqual(baselined.error, "")
        XCTAssertEqual(baselined.output, "")
        XCTAssertEqual(tree.read(GardenFixture.homePath), GardenFixture.files[GardenFixture.homePath])
    }
}
