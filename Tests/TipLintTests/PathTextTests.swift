import XCTest

@testable import TipLint

/// The byte paths of `PathText` give what the Character paths gave: every file of a run is
/// normalized, and every PATH is tested against every file.
final class PathTextTests: XCTestCase {
    func testNormalizedKeepsANormalPathAndRewritesTheRest() {
        XCTAssertEqual(PathText.normalized("/work/App/Home.swift"), "/work/App/Home.swift")
        XCTAssertEqual(PathText.normalized("/"), "/")
        XCTAssertEqual(PathText.normalized(""), "/")
        XCTAssertEqual(PathText.normalized("work/App"), "/work/App")
        XCTAssertEqual(PathText.normalized("/work//App/"), "/work/App")
        XCTAssertEqual(PathText.normalized("/work/./App/../Tips.swift"), "/work/Tips.swift")
        XCTAssertEqual(PathText.normalized("/../../work/..."), "/work/...")
        XCTAssertEqual(PathText.normalized("/work/.hidden/..x"), "/work/.hidden/..x")
    }

    /// Every path of up to seven bytes from `/`, `.` and `a` gives on the byte path what splitting on `/` gives.
    func testNormalizedAgreesWithSplittingOnEveryShortPath() {
        var paths = [""]
        for _ in 1...7 {
            paths = paths + paths.filter { $0.count == paths.last!.count }.flatMap { [$0 + "/", $0 + ".", $0 + "a"] }
        }
        XCTAssertEqual(paths.count, 3_280)
        for path in paths { XCTAssertEqual(PathText.normalized(path), PathText.normalizedBySplitting(path), path) }
    }

    func testIsASCIIFindsANonASCIIByteAtEveryOffset() {
        for length in 0..<20 {
            let ascii = Array(repeating: UInt8(ascii: "a"), count: length)
            XCTAssertTrue(ascii.withUnsafeBufferPointer(PathText.isASCII))
            for offset in 0..<length {
                var bytes = ascii
                bytes[offset] = 0xC3
                XCTAssertFalse(bytes.withUnsafeBufferPointer(PathText.isASCII), "\(length) \(offset)")
            }
        }
    }

    func testNormalizedReadsANonASCIIPathAsBefore() {
        XCTAssertEqual(PathText.normalized("/work/Café/../Ünï.swift"), "/work/Ünï.swift")
        XCTAssertEqual(PathText.normalized("/work//Café/"), "/work/Café")
    }

    func testIsInsideAgreesWithRelative() {
        let pairs = [
            ("/work/App/Home.swift", "/work/App"), ("/work/App", "/work/App"), ("/work/Apps/A.swift", "/work/App"),
            ("/work/App/", "/work/App"), ("/work", "/"), ("/", "/"), ("/work/Café/A.swift", "/work/Café"),
            ("/w", "/work/App"),
        ]
        for (path, base) in pairs {
            XCTAssertEqual(
                PathText.isInside(path, base), PathText.relative(path, to: base) != nil, "\(path) in \(base)")
        }
        XCTAssertTrue(PathText.isInside("/work/App/Home.swift", "/work/App"))
        XCTAssertFalse(PathText.isInside("/work/Apps/A.swift", "/work/App"))
    }
}
