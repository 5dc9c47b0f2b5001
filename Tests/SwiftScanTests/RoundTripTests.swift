import XCTest

@testable import SwiftScan

/// Every Swift file in the repository — sources, tests, fixtures, examples —
/// tokenizes losslessly; the product's own sources without a diagnostic.
final class RoundTripTests: XCTestCase {
    func testEveryRepositorySwiftFileRoundTrips() throws {
        let root = try XCTUnwrap(packageRoot(), "package root not found above \(#filePath)")
        let files = repositorySwiftFiles(under: root)
        XCTAssertGreaterThan(files.count, 10)
        for path in files {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path).map { [UInt8]($0) }, path)
            let source = SourceFile(path: path, bytes: bytes)
            if let problem = losslessProblem(source) { XCTFail("\(path): \(problem)") }
            if path.hasPrefix(root + "/Sources/") {
                XCTAssertEqual(source.diagnostics.map { "\($0.line):\($0.column) \($0.message)" }, [], path)
            }
        }
    }
}

/// The directory holding the product's Package.swift, found by walking up
/// from this file.
func packageRoot() -> String? {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
        let manifest = directory.appendingPathComponent("Package.swift").path
        let scanSources = directory.appendingPathComponent("Sources/SwiftScan").path
        if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: scanSources) {
            return directory.path
        }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

/// Swift files under `root`, skipping hidden and build directories and the
/// generated benchmark corpus.
func repositorySwiftFiles(under root: String) -> [String] {
    let skipped: Set<String> = [".build", "corpus", "DerivedData"]
    var result: [String] = []
    guard
        let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles])
    else { return [] }
    for case let url as URL in enumerator {
        let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
        if isDirectory {
            if skipped.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".build") {
                enumerator.skipDescendants()
            }
        } else if url.pathExtension == "swift" {
            result.append(url.standardizedFileURL.path)
        }
    }
    return result.sorted()
}
