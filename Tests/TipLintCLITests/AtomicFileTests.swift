import XCTest
import TipLint
@testable import TipLintCLI

final class AtomicFileTests: XCTestCase {
    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue
    }

    private func entries(_ tree: TemporaryTree, _ directory: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: tree.path(directory)).sorted()
    }

    func testWritesANewFileAndLeavesNoTemporaryFile() throws {
        let tree = try TemporaryTree(git: false)
        try AtomicFile.write("findings\n", to: tree.path("out.txt"))
        XCTAssertEqual(tree.read("out.txt"), "findings\n")
        XCTAssertEqual(try entries(tree), ["out.txt"])
    }

    func testNewFilesGetTheUsualPermissions() throws {
        let tree = try TemporaryTree(git: false)
        let previous = umask(0o022)
        defer { umask(previous) }
        try AtomicFile.write("x", to: tree.path("new.txt"))
        XCTAssertEqual(try mode(tree.path("new.txt")), 0o644)
    }

    func testReplacingKeepsTheTargetsPermissions() throws {
        let tree = try TemporaryTree(["report.json": "old"], git: false)
        chmod(tree.path("report.json"), 0o640)
        try AtomicFile.write("new", to: tree.path("report.json"))
        XCTAssertEqual(tree.read("report.json"), "new")
        XCTAssertEqual(try mode(tree.path("report.json")), 0o640)
    }

    func testASymbolicLinkKeepsPointingAtItsDestination() throws {
        let tree = try TemporaryTree(["reports/latest.txt": "old"], git: false)
        try tree.link("current.txt", to: tree.path("reports/latest.txt"))
        try AtomicFile.write("new", to: tree.path("current.txt"))
        XCTAssertEqual(tree.read("reports/latest.txt"), "new")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("current.txt")),
                       tree.path("reports/latest.txt"))
    }

    func testAMissingDirectoryIsAnErrorNamingItAndWritesNothing() throws {
        let tree = try TemporaryTree(git: false)
        let path = tree.path("missing/out.txt")
        XCTAssertThrowsError(try AtomicFile.write("x", to: path)) { error in
            XCTAssertEqual(error as? FileWriteError,
                           FileWriteError(path: path, reason: "directory '\(tree.path("missing"))' does not exist"))
        }
        XCTAssertThrowsError(try AtomicFile.checkWritable(path))
        XCTAssertEqual(try entries(tree), [])
    }

    func testADirectoryTargetIsAnError() throws {
        let tree = try TemporaryTree(git: false)
        try tree.makeDirectory("out")
        XCTAssertThrowsError(try AtomicFile.write("x", to: tree.path("out"))) { error in
            XCTAssertEqual(error as? FileWriteError, FileWriteError(path: tree.path("out"), reason: "is a directory"))
        }
    }

    func testAFileInPlaceOfTheDirectoryIsAnError() throws {
        let tree = try TemporaryTree(["file": ""], git: false)
        XCTAssertThrowsError(try AtomicFile.write("x", to: tree.path("file/out.txt"))) { error in
            XCTAssertEqual(error as? FileWriteError,
                           FileWriteError(path: tree.path("file/out.txt"), reason: "'\(tree.path("file"))' is not a directory"))
        }
    }

    func testARelativePathInTheCurrentDirectory() throws {
        let tree = try TemporaryTree(git: false)
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(tree.root)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        try AtomicFile.write("here", to: "here.txt")
        XCTAssertEqual(tree.read("here.txt"), "here")
    }

    func testLargeOutputIsWrittenWhole() throws {
        let tree = try TemporaryTree(git: false)
        let text = String(repeating: "0123456789abcdef", count: 1 << 18)
        try AtomicFile.write(text, to: tree.path("big.txt"))
        XCTAssertEqual(tree.read("big.txt"), text)
    }
}
