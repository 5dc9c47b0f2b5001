import XCTest

@testable import TipLint

/// A project held in memory answers what the disk would, its surroundings included.
final class InMemoryTreeTests: XCTestCase {
    private let tree = InMemoryTree(
        root: "/example",
        files: ["App/Views/Home.swift": Array("import TipKit".utf8), ".tiplint.json": Array("{}".utf8)])

    func testDirectoriesAreBuiltFromTheFilePaths() throws {
        XCTAssertEqual(try tree.entries(of: "/example").map(\.name).sorted(), [".git", ".tiplint.json", "App"])
        XCTAssertEqual(try tree.entries(of: "/example/App/Views").map(\.name), ["Home.swift"])
        XCTAssertEqual(tree.kind(of: "/example/App"), .directory)
        XCTAssertEqual(tree.lookupKind(of: "/example/.tiplint.json", followLinks: true), .file)
        XCTAssertNil(tree.kind(of: "/example/Missing.swift"))
        XCTAssertThrowsError(try tree.entries(of: "/elsewhere"))
    }

    func testReadsRefuseDirectoriesMissingFilesAndTheLimit() {
        XCTAssertEqual(tree.readSource("/example/App/Views/Home.swift"), .bytes(Array("import TipKit".utf8)))
        XCTAssertEqual(tree.read("/example/App", limit: 100, followsLinks: true), .failure("Is a directory"))
        XCTAssertEqual(
            tree.lookupSettings("/example/none.json", followsLinks: true), .failure("No such file or directory"))
        XCTAssertEqual(
            tree.read("/example/App/Views/Home.swift", limit: 4, followsLinks: true), .failure(FileReader.tooLarge(4)))
    }

    func testTheRootIsTheRepositoryOfEverythingBelowIt() {
        XCTAssertEqual(tree.lookupRepositoryRoot(containing: "/example/App/Views"), "/example")
        XCTAssertEqual(tree.lookupRepositoryRoot(containing: "/example"), "/example")
        XCTAssertNil(tree.lookupRepositoryRoot(containing: "/"))
        XCTAssertEqual(tree.lookupRealPath("/example/App"), "/example/App")
        XCTAssertNil(tree.lookupRealPath("/example/Missing"))
    }
}
