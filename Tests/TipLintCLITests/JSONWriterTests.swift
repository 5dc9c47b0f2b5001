import XCTest

@testable import TipLint

final class JSONWriterTests: XCTestCase {
    func testPrettyOutput() {
        let value: JSONValue = .object([
            JSONMember("version", 1), JSONMember("list", [1, "two", true, nil]),
            JSONMember("empty", .array([])), JSONMember("none", .object([])), JSONMember("ratio", .number(82.5)),
        ])
        XCTAssertEqual(
            JSONWriter.string(value),
            """
            {
              "version": 1,
              "list": [
                1,
                "two",
                true,
                null
              ],
              "empty": [],
              "none": {},
              "ratio": 82.5
            }
            """)
    }

    func testCompactOutput() {
        let value: JSONValue = .object([JSONMember("a", [1, 2]), JSONMember("b", .object([JSONMember("c", false)]))])
        XCTAssertEqual(JSONWriter.string(value, style: .compact), #"{"a":[1,2],"b":{"c":false}}"#)
    }

    func testNumbers() {
        XCTAssertEqual(JSONWriter.string(.number(100)), "100")
        XCTAssertEqual(JSONWriter.string(.number(-0.5)), "-0.5")
        XCTAssertEqual(JSONWriter.string(.number(1e20)), "1e+20")
        XCTAssertEqual(JSONWriter.string(.number(.infinity)), "null")
        XCTAssertEqual(JSONWriter.string(.number(.nan)), "null")
        XCTAssertEqual(JSONWriter.string(.integer(Int.min)), "-9223372036854775808")
    }

    func testStringEscaping() {
        XCTAssertEqual(JSONWriter.quoted("say \"hi\" \\ now"), #""say \"hi\" \\ now""#)
        XCTAssertEqual(JSONWriter.quoted("a\nb\rc\td\u{08}e\u{0C}f"), #""a\nb\rc\td\be\ff""#)
        XCTAssertEqual(JSONWriter.quoted("\u{0}\u{1B}[31m\u{1F}\u{7F}"), #""\u0000\u001b[31m\u001f\u007f""#)
        XCTAssertEqual(JSONWriter.quoted("line\u{2028}para\u{2029}"), #""line\u2028para\u2029""#)
        XCTAssertEqual(JSONWriter.quoted("é 😀 /"), "\"é 😀 /\"")
        // Neighbours of U+2028 (E2 80 A7, E2 80 AA) stay as they are; a quote after a combining mark is escaped.
        XCTAssertEqual(JSONWriter.quoted("\u{2027}\u{202A}e\u{301}\"\r\n"), "\"\u{2027}\u{202A}e\u{301}\\\"\\r\\n\"")
        XCTAssertEqual(JSONWriter.quoted("\u{E2}"), "\"\u{E2}\"")
    }

    func testWhatIsWrittenReadsBackTheSame() throws {
        let value: JSONValue = .object([
            JSONMember("text", .string("quote \" slash \\ nul \u{0} esc \u{1B} sep \u{2028} emoji 😀")),
            JSONMember("numbers", [0, -7, .number(0.1), .number(-2.5e-8)]),
            JSONMember("nested", .array([.object([JSONMember("k", .null)])])),
        ])
        for style in [JSONWriter.Style.pretty, .compact] {
            let text = JSONWriter.string(value, style: style)
            XCTAssertNotNil(String(validating: Array(text.utf8), as: UTF8.self))
            XCTAssertEqual(try JSONReader.parse(text).value, value)
        }
    }
}
