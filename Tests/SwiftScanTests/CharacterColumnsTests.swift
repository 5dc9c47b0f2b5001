import XCTest

@testable import SwiftScan

/// Columns of many positions on one long line, counted on from the last one
/// asked for: right in characters, and linear in the line's length.
final class CharacterColumnsTests: XCTestCase {
    /// Counted from the line's start, as it once was for every one.
    private func naiveColumn(_ file: SourceFile, _ token: Token) -> Int {
        let start = Int(file.lineStarts[Int(token.line) - 1])
        return file.bytes[start..<Int(token.start)].filter { $0 & 0xC0 != 0x80 }.count + 1
    }

    func testColumnsOfEveryTokenForwardsAndBackwards() {
        let file = SourceFile(path: "", text: "let é = 1\nlet s = \"日本\" + x\n😀 + a\n")
        for order in [file.tokens, file.tokens.reversed()] {
            var columns = CharacterColumns(file)
            XCTAssertEqual(order.map { columns.column(of: $0) }, order.map { naiveColumn(file, $0) })
        }
        XCTAssertEqual(file.characterColumn(of: file.tokens.last!), 5) // 😀 is one character
    }

    /// Counted eight bytes at a time: every offset of a line of one- to four-byte characters,
    /// reached forwards, backwards and by jumps across many words.
    func testColumnsOfEveryOffsetMatchACountByCharacter() {
        let file = SourceFile(path: "", text: "x = \"" + String(repeating: "aé日😀bc", count: 9) + "\"\n")
        let end = Int32(file.bytes.count - 1)
        func naive(_ offset: Int32) -> Int { file.bytes[..<Int(offset)].filter { $0 & 0xC0 != 0x80 }.count + 1 }
        let jumps = (0..<200).map { Int32(($0 * 37) % Int(end + 1)) }
        for order in [Array(0...end), Array((0...end).reversed()), jumps] {
            var columns = CharacterColumns(file)
            XCTAssertEqual(order.map { columns.column(ofOffset: $0, line: 1) }, order.map(naive))
        }
    }

    func testEveryTokenOfALongNonASCIILineCostsTheLinesLength() {
        func steps(_ n: Int) -> (steps: Int, bytes: Int) {
            let file = SourceFile(path: "", text: "let x = [" + String(repeating: "\"é\", ", count: n) + "]\n")
            let steps = WorkMeter.measure {
                var columns = CharacterColumns(file)
                for token in file.tokens { _ = columns.column(of: token) }
                for token in file.tokens.reversed() { _ = columns.column(of: token) }
            }
            return (steps, file.bytes.count)
        }
        let small = steps(5_000), large = steps(10_000)
        XCTAssertGreaterThan(small.steps, small.bytes) // both walks are counted
        XCTAssertLessThanOrEqual(
            Double(large.steps) / Double(large.bytes), 1.25 * Double(small.steps) / Double(small.bytes))
    }
}
