import XCTest

@testable import TipLint
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

    private static let linkRefusal =
        "is a symbolic link; tiplint never writes through a link to a file: name the file itself, or remove the link"

    /// A link committed to a repository (`tiplint.sarif -> ~/.ssh/authorized_keys`)
    /// must not decide where tiplint writes: refused, link and file left alone.
    func testALinkToAFileIsRefusedAndBothAreLeftAlone() throws {
        let tree = try TemporaryTree(["reports/latest.txt": "old"], git: false)
        try tree.link("current.txt", to: tree.path("reports/latest.txt"))
        let path = tree.path("current.txt")
        for attempt in [{ try AtomicFile.write("new", to: path) }, { try AtomicFile.checkWritable(path) }] {
            XCTAssertThrowsError(try attempt()) { error in
                XCTAssertEqual(error as? FileWriteError, FileWriteError(path: path, reason: Self.linkRefusal))
            }
        }
        XCTAssertEqual(tree.read("reports/latest.txt"), "old")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path), tree.path("reports/latest.txt"))
        XCTAssertNil(AtomicFile.replacedFile(path))
    }

    /// A dangling link would create the file it names, wherever that is.
    func testALinkToNothingYetIsRefused() throws {
        let tree = try TemporaryTree(git: false)
        try tree.link("report.txt", to: tree.path("elsewhere/authorized_keys"))
        try tree.makeDirectory("elsewhere")
        XCTAssertThrowsError(try AtomicFile.write("new", to: tree.path("report.txt")))
        XCTAssertEqual(try entries(tree, "elsewhere"), [])
    }

    /// A committed `reports -> /etc` would decide where tiplint creates its file.
    func testADirectoryLinkThatLeadsOutOfItsDirectoryIsRefusedNamingTheLink() throws {
        let outside = try TemporaryTree(git: false)
        let tree = try TemporaryTree(["App/Home.swift": "let a = 1\n"], git: false)
        try tree.link("reports", to: outside.root)
        try tree.link("App/up", to: "..")
        for (link, output) in [("reports", "reports/x.sarif"), ("App/up", "App/up/x.sarif")] {
            let path = tree.path(output)
            let reason =
                "'\(tree.path(link))' is a symbolic link that leads out of its directory; tiplint never "
                + "writes through it: name the directory it leads to, or remove the link"
            for attempt in [{ try AtomicFile.write("new", to: path) }, { try AtomicFile.checkWritable(path) }] {
                XCTAssertThrowsError(try attempt()) { error in
                    XCTAssertEqual(error as? FileWriteError, FileWriteError(path: path, reason: reason))
                }
            }
        }
        XCTAssertEqual(try entries(outside), [])
        XCTAssertEqual(try entries(tree), ["App", "reports"])
    }

    /// Like the system's `/tmp -> private/tmp`: a link to a directory below its own is followed.
    func testADirectoryLinkThatLeadsBelowItsDirectoryIsFollowed() throws {
        let tree = try TemporaryTree(git: false)
        try tree.makeDirectory("private/reports")
        try tree.link("reports", to: "private/reports")
        try AtomicFile.write("new", to: tree.path("reports/x.sarif"))
        XCTAssertEqual(tree.read("private/reports/x.sarif"), "new")
    }

    /// Devices stay written through, whatever directory links lead to them.
    func testADeviceThroughADirectoryLinkIsWrittenThrough() throws {
        let tree = try TemporaryTree(git: false)
        try tree.link("devices", to: "/dev")
        try AtomicFile.write("findings\n", to: tree.path("devices/null"))
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
    }

    func testALinkToADeviceIsWrittenThrough() throws {
        let tree = try TemporaryTree(git: false)
        try tree.link("null", to: "/dev/null")
        try AtomicFile.checkWritable(tree.path("null"))
        try AtomicFile.write("findings\n", to: tree.path("null"))
        XCTAssertEqual(kind(tree.path("null")), S_IFLNK)
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
    }

    /// A committed link to a disk (`/dev/vda`) would make a run as root overwrite it. Only
    /// `checkWritable` is called: a regression must fail the test, never write to the disk.
    func testALinkToABlockDeviceIsRefusedNamingTheLink() throws {
        let device = try blockDevice()
        let tree = try TemporaryTree(git: false)
        try tree.link("tiplint.sarif", to: device)
        let path = tree.path("tiplint.sarif")
        XCTAssertThrowsError(try AtomicFile.checkWritable(path)) { error in
            XCTAssertEqual(error as? FileWriteError, FileWriteError(path: path, reason: Self.linkRefusal))
        }
        XCTAssertEqual(kind(path), S_IFLNK)
    }

    func testABlockDeviceThroughADirectoryLinkLeadingAwayIsRefusedNamingTheLink() throws {
        let device = try blockDevice()
        let tree = try TemporaryTree(git: false)
        try tree.link("devices", to: "/dev")
        let path = tree.path("devices/" + (device as NSString).lastPathComponent)
        XCTAssertThrowsError(try AtomicFile.checkWritable(path)) { error in
            XCTAssertEqual(
                error as? FileWriteError,
                FileWriteError(
                    path: path,
                    reason: "'\(tree.path("devices"))' is a symbolic link that leads out of its directory; tiplint "
                        + "never writes through it: name the directory it leads to, or remove the link"))
        }
    }

    /// A block device of this machine (a disk, a loop device).
    private func blockDevice() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: "/dev").sorted()
        guard let name = names.first(where: { kind("/dev/" + $0, expecting: S_IFBLK) }) else {
            throw XCTSkip("no block device in /dev")
        }
        return "/dev/" + name
    }

    func testAMissingDirectoryIsAnErrorNamingItAndWritesNothing() throws {
        let tree = try TemporaryTree(git: false)
        let path = tree.path("missing/out.txt")
        XCTAssertThrowsError(try AtomicFile.write("x", to: path)) { error in
            XCTAssertEqual(
                error as? FileWriteError,
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
            XCTAssertEqual(
                error as? FileWriteError,
                FileWriteError(path: tree.path("file/out.txt"), reason: "'\(tree.path("file"))' is not a directory"))
        }
    }

    func testARelativePathInTheCurrentDirectory() throws {
        let tree = try TemporaryTree(git: false)
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(tree.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try AtomicFile.write("here", to: "here.txt")
        XCTAssertEqual(tree.read("here.txt"), "here")
    }

    func testLargeOutputIsWrittenWhole() throws {
        let tree = try TemporaryTree(git: false)
        let text = String(repeating: "0123456789abcdef", count: 1 << 18)
        try AtomicFile.write(text, to: tree.path("big.txt"))
        XCTAssertEqual(tree.read("big.txt"), text)
    }

    // MARK: What is not a regular file is written through, never replaced

    private func kind(_ path: String, expecting wanted: mode_t) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == wanted
    }

    private func kind(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0, path)
        return status.st_mode & S_IFMT
    }

    /// As root, replacing `/dev/null` made it a world-writable regular file.
    func testDevNullStaysADevice() throws {
        try AtomicFile.checkWritable("/dev/null")
        try AtomicFile.write("findings\n", to: "/dev/null")
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
    }

    func testAFIFOIsWrittenThroughToItsReader() throws {
        let tree = try TemporaryTree(git: false)
        let fifo = tree.path("report.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = FIFOReader(fifo)
        try AtomicFile.write("findings\n", to: fifo)
        XCTAssertEqual(reader.wait(), "findings\n")
        XCTAssertEqual(kind(fifo), S_IFIFO)
        XCTAssertEqual(try entries(tree), ["report.fifo"])
    }

    // MARK: Replacing keeps the owner

    private func owner(_ path: String) -> (uid_t, gid_t, mode_t) {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0, path)
        return (status.st_uid, status.st_gid, status.st_mode & 0o7777)
    }

    func testReplacingKeepsTheOwnerAndGroup() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let tree = try TemporaryTree(["report.json": "old"], git: false)
        XCTAssertEqual(chown(tree.path("report.json"), 65534, 65534), 0)
        XCTAssertEqual(chmod(tree.path("report.json"), 0o604), 0)
        try AtomicFile.write("new", to: tree.path("report.json"))
        XCTAssertEqual(tree.read("report.json"), "new")
        let (uid, gid, mode) = owner(tree.path("report.json"))
        XCTAssertEqual([uid, gid, mode], [65534, 65534, 0o604])
    }

    /// The temporary file's name holds the target's: it must stay within NAME_MAX.
    func testANameOfTheLongestAllowedLengthIsReplaced() throws {
        let name = String(repeating: "é", count: 120) + ".swift" // 246 bytes
        let tree = try TemporaryTree([name: "old"], git: false)
        try AtomicFile.write("new", to: tree.path(name))
        XCTAssertEqual(tree.read(name), "new")
        XCTAssertEqual(try entries(tree), [name])
        XCTAssertEqual(AtomicFile.shortened(name).utf8.count, 200)
    }
}

/// Reads a FIFO to its end on another thread, as a consumer of the report would.
private final class FIFOReader: @unchecked Sendable {
    private var text = ""
    private let done = DispatchSemaphore(value: 0)
    init(_ path: String) {
        Thread.detachNewThread {
            let handle = FileHandle(forReadingAtPath: path)
            self.text = String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            self.done.signal()
        }
    }
    func wait() -> String {
        done.wait()
        return text
    }
}
