import XCTest

@testable import TipLint

final class JSONReaderTests: XCTestCase {
    private func value(_ text: String) throws -> JSONValue { try JSONReader.parse(text).value }

    private func assertError(
        _ text: String, _ message: String, line: Int, column: Int,
        file: StaticString = #filePath, line testLine: UInt = #line
    ) {
        assertError(Array(text.utf8), message, line: line, column: column, file: file, testLine: testLine)
    }

    private func assertError(
        _ bytes: [UInt8], _ message: String, line: Int, column: Int,
        file: StaticString = #filePath, testLine: UInt = #line
    ) {
        XCTAssertThrowsError(try JSONReader.parse(bytes), file: file, line: testLine) { error in
            XCTAssertEqual(
                error as? JSONSyntaxError,
                JSONSyntaxError(message: message, position: JSONPosition(line: line, column: column)),
                file: file, line: testLine)
        }
    }

    func testScalars() throws {
        XCTAssertEqual(try value("null"), .null)
        XCTAssertEqual(try value(" true "), .bool(true))
        XCTAssertEqual(try value("false"), .bool(false))
        XCTAssertEqual(try value("0"), .integer(0))
        XCTAssertEqual(try value("-42"), .integer(-42))
        XCTAssertEqual(try value("82.5"), .number(82.5))
        XCTAssertEqual(try value("1e3"), .number(1000))
        XCTAssertEqual(try value("-0.25E-2"), .number(-0.0025))
        XCTAssertEqual(try value("123456789012345678901234"), .number(1.2345678901234568e23))
    }

    func testStringsAndEscapes() throws {
        XCTAssertEqual(try value(#""a\"b\\c\/d\b\f\n\r\t""#), .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        XCTAssertEqual(try value(#""\u00e9\u2028""#), .string("é\u{2028}"))
        XCTAssertEqual(try value(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(try value("\"héllo 😀\""), .string("héllo 😀"))
        XCTAssertEqual(try value(#""\u0000""#), .string("\u{0}"))
    }

    func testContainersKeepOrder() throws {
        XCTAssertEqual(
            try value(#"{"b": [1, {"c": null}], "a": {}}"#),
            .object([
                JSONMember("b", [1, .object([JSONMember("c", .null)])]), JSONMember("a", .object([])),
            ]))
        XCTAssertEqual(try value("[]"), .array([]))
    }

    func testPositionsOfValuesAndKeys() throws {
        let node = try JSONReader.parse("{\n  \"plan\": [\"é\", \"b\"],\n  \"x\": 1\n}")
        guard case .object(let members) = node.kind, case .array(let elements) = members[0].value.kind else {
            return XCTFail("unexpected shape")
        }
        XCTAssertEqual(node.position, JSONPosition(line: 1, column: 1))
        XCTAssertEqual(members[0].keyPosition, JSONPosition(line: 2, column: 3))
        XCTAssertEqual(members[0].value.position, JSONPosition(line: 2, column: 11))
        // Columns count characters: "é" is two bytes but one column.
        XCTAssertEqual(elements[1].position, JSONPosition(line: 2, column: 17))
        XCTAssertEqual(members[1].value.position, JSONPosition(line: 3, column: 8))
    }

    func testByteOrderMarkIsAccepted() throws {
        XCTAssertEqual(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).value, [1])
    }

    func testSyntaxErrors() {
        assertError("", "expected a JSON value, found the end of the file", line: 1, column: 1)
        assertError("  \n ", "expected a JSON value, found the end of the file", line: 2, column: 2)
        assertError("{\"a\": 1,}", "trailing comma before '}'", line: 1, column: 9)
        assertError("[1, 2,\n]", "trailing comma before ']'", line: 2, column: 1)
        assertError("{\"a\" 1}", "expected ':' after the key, found '1'", line: 1, column: 6)
        assertError("{a: 1}", "expected a key in double quotes, found 'a'", line: 1, column: 2)
        assertError(
            "{'a': 1}", "expected a key in double quotes, found \"'\" (JSON strings use double quotes)", line: 1,
            column: 2)
        assertError("[1 2]", "expected ',' or ']' after the value, found '2'", line: 1, column: 4)
        assertError("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after the value, found '\"'", line: 1, column: 9)
        assertError(
            "// note\n{}", "expected a JSON value, found '/' (comments are not allowed in JSON)", line: 1, column: 1)
        assertError("{} x", "unexpected 'x' after the JSON value", line: 1, column: 4)
        assertError("[True]", "expected a JSON value, found 'T'", line: 1, column: 2)
        assertError("[nul]", "unknown word 'nul'; expected true, false or null", line: 1, column: 2)
        assertError("[01]", "numbers must not have leading zeros", line: 1, column: 2)
        assertError("[1.]", "expected a digit after '.'", line: 1, column: 4)
        assertError("[-]", "expected a digit after '-'", line: 1, column: 3)
        assertError("[1e]", "expected a digit in the exponent", line: 1, column: 4)
        assertError("[1e999]", "number 1e999 is out of range", line: 1, column: 2)
        assertError("[\"abc", "unterminated string", line: 1, column: 2)
        assertError("[\"a\nb\"]", "unescaped line break in string", line: 1, column: 4)
        assertError("[\"a\tb\"]", "unescaped tab in string", line: 1, column: 4)
        assertError("[\"\\x\"]", "invalid escape '\\x' in string", line: 1, column: 3)
        assertError("[\"\\u12\"]", "\\u must be followed by four hexadecimal digits", line: 1, column: 3)
        assertError("[\"\\ud800\"]", "lone high surrogate \\uD800 in string", line: 1, column: 3)
        assertError("[\"\\ud800\\u0041\"]", "lone high surrogate \\uD800 in string", line: 1, column: 3)
        assertError("[\"\\udc00\"]", "lone low surrogate \\uDC00 in string", line: 1, column: 3)
        assertError("{\"a\": 1,\n \"a\": 2}", "duplicate key \"a\" (first at 1:2)", line: 2, column: 2)
        assertError("[\u{00A0}1]", "expected a JSON value, found U+00A0", line: 1, column: 2)
    }

    func testInvalidUTF8IsAnError() {
        assertError(Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), "invalid UTF-8", line: 1, column: 8)
        assertError(Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), "invalid UTF-8", line: 1, column: 3)
        assertError(Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), "invalid UTF-8", line: 1, column: 3)
        assertError(Array("\n[\"".utf8) + [0xF0, 0x9F], "invalid UTF-8", line: 2, column: 3)
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        assertError(deep, "nesting deeper than 256 levels", line: 1, column: 257)
        XCTAssertNoThrow(try JSONReader.parse(String(repeating: "[", count: 256) + String(repeating: "]", count: 256)))
    }
}
