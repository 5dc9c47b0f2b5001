import XCTest

@testable import TipLint

/// The one reader of files tiplint did not write: whole regular files only,
/// within a size bound, never blocking.
final class FileReaderTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-reader-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testReadsWholeFilesOfEverySize() throws {
        for size in [0, 1, 4095, 65536, 65537, 1_000_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let path = try write("size-\(size)", bytes)
            XCTAssertEqual(FileReader.read(path, limit: FileReader.sourceLimit), .bytes(bytes), "\(size)")
        }
    }

    func testNamesTheReasonItCannotRead() {
        XCTAssertEqual(FileReader.read(directory + "/absent.swift", limit: 100), .failure("No such file or directory"))
        XCTAssertEqual(FileReader.read(directory, limit: 100), .failure("Is a directory"))
    }

    func testAFileOverTheLimitIsRefusedAndOneAtTheLimitIsRead() throws {
        let path = try write("big.swift", Array(repeating: 0x41, count: 2 << 20))
        XCTAssertEqual(FileReader.read(path, limit: 2 << 20), .bytes(Array(repeating: 0x41, count: 2 << 20)))
        XCTAssertEqual(FileReader.read(path, limit: 1 << 20), .failure("is larger than 1 MiB, the most tiplint reads"))
    }

    /// Opening a FIFO for reading waits for a writer: the reader must refuse
    /// it without opening it (a regression hangs this test).
    func testAFIFOIsRefusedWithoutWaitingForAWriter() {
        let fifo = directory + "/.gitignore"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(FileReader.read(fifo, limit: 100), .failure("is a FIFO, not a regular file"))
    }

    /// A path the caller checked may have become something else since: the check after opening
    /// still refuses it, without waiting for a FIFO's writer.
    func testACheckedPathIsCheckedAgainOnceOpen() throws {
        let fifo = directory + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(FileReader.read(fifo, limit: 100, checked: true), .failure("is a FIFO, not a regular file"))
        let link = directory + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        XCTAssertEqual(FileReader.read(link, limit: 100, checked: true), .failure("is a device, not a regular file"))
        let file = try write("file", Array("let a = 1\n".utf8))
        XCTAssertEqual(FileReader.read(file, limit: 100, checked: true), .bytes(Array("let a = 1\n".utf8)))
    }

    /// A link to `/dev/zero` would be read forever.
    func testALinkToADeviceIsRefused() throws {
        let link = directory + "/.gitignore"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        XCTAssertEqual(FileReader.read(link, limit: 100), .failure("is a device, not a regular file"))
        XCTAssertEqual(FileReader.read(link, limit: 100, followsLinks: false), .failure("is a symbolic link"))
    }

    func testALinkToARegularFileIsReadOnlyWhenLinksAreFollowed() throws {
        let target = try write("target", Array("*.swift\n".utf8))
        let link = directory + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertEqual(FileReader.read(link, limit: 100), .bytes(Array("*.swift\n".utf8)))
        XCTAssertEqual(FileReader.read(link, limit: 100, followsLinks: false), .failure("is a symbolic link"))
    }
}
