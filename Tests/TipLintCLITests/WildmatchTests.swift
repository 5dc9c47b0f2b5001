import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Cases from git's own wildmatch tests (t3070), path mode.
final class WildmatchTests: XCTestCase {
    private func assertMatch(
        _ pattern: String, _ text: String, _ expected: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            Wildmatch.matches(Array(pattern.utf8), Array(text.utf8)), expected,
            "'\(pattern)' against '\(text)'", file: file, line: line)
    }

    func testLiteralsAndStars() {
        assertMatch("foo", "foo", true)
        assertMatch("bar", "foo", false)
        assertMatch("", "foo", false)
        assertMatch("???", "foo", true)
        assertMatch("??", "foo", false)
        assertMatch("*", "foo", true)
        assertMatch("f*", "foo", true)
        assertMatch("*f", "foo", false)
        assertMatch("*foo*", "foo", true)
        assertMatch("*ob*a*r*", "foobar", true)
        assertMatch("*ab", "aaaaaaabababab", true)
        assertMatch("*X*i", "abcXdefXghi", true)
    }

    func testEscapes() {
        assertMatch("foo\\*", "foo*", true)
        assertMatch("foo\\*bar", "foobar", false)
        assertMatch("f\\\\oo", "f\\oo", true)
        assertMatch("\\[ab]", "[ab]", true)
    }

    func testCharacterClasses() {
        assertMatch("*[al]?", "ball", true)
        assertMatch("[ten]", "ten", false)
        assertMatch("**[!te]", "ten", true)
        assertMatch("**[!ten]", "ten", false)
        assertMatch("t[a-g]n", "ten", true)
        assertMatch("t[!a-g]n", "ten", false)
        assertMatch("t[!a-g]n", "ton", true)
        assertMatch("t[^a-g]n", "ton", true)
        assertMatch("a[]]b", "a]b", true)
        assertMatch("a[]-]b", "a-b", true)
        assertMatch("a[]-]b", "a]b", true)
        assertMatch("a[]-]b", "aab", false)
        assertMatch("a[]a-]b", "aab", true)
        assertMatch("]", "]", true)
        assertMatch("f[^eiu][^eiu][^eiu][^eiu][^eiu]r", "foo-bar", true)
        assertMatch("[[:alpha:]][[:digit:]][[:upper:]]", "a1B", true)
        assertMatch("[[:digit:][:upper:][:space:]]", "a", false)
        assertMatch("[[:digit:][:upper:][:space:]]", "A", true)
        assertMatch("[[:digit:][:punct:][:space:]]", ".", true)
        assertMatch("[a-c[:digit:]x-z]", "5", true)
        assertMatch("[a-c[:digit:]x-z]", "q", false)
        assertMatch("[[:xdigit:]]", "f", true)
        assertMatch("[[:nope:]]", "a", false)
        assertMatch("[unclosed", "u", false)
    }

    func testSlashesAreNotMatchedBySingleStarsOrClasses() {
        assertMatch("foo*bar", "foo/baz/bar", false)
        assertMatch("foo**bar", "foo/baz/bar", false)
        assertMatch("foo?bar", "foo/bar", false)
        assertMatch("foo[/]bar", "foo/bar", false)
        assertMatch("foo[^a-z]bar", "foo/bar", false)
        assertMatch("*.txt", "dir/file.txt", false)
        assertMatch("*/foo", "bar/baz/foo", false)
    }

    func testDoubleStars() {
        assertMatch("**/foo", "foo", true)
        assertMatch("**/foo", "XXX/foo", true)
        assertMatch("**/foo", "bar/baz/foo", true)
        assertMatch("**/bar*", "foo/bar/baz", false)
        assertMatch("**/bar/*", "deep/foo/bar/baz", true)
        assertMatch("**/bar/*", "deep/foo/bar/baz/", false)
        assertMatch("**/bar/**", "deep/foo/bar/baz/", true)
        assertMatch("**/bar/*", "deep/foo/bar", false)
        assertMatch("**/bar/**", "deep/foo/bar/", true)
        assertMatch("**/bar**", "foo/bar/baz", false)
        assertMatch("*/bar/**", "foo/bar/baz/x", true)
        assertMatch("*/bar/**", "deep/foo/bar/baz/x", false)
        assertMatch("**/bar/*/*", "deep/foo/bar/baz/x", true)
        assertMatch("a/**/b", "a/b", true)
        assertMatch("a/**/b", "a/x/y/b", true)
        assertMatch("*/*/*", "foo/bba/arr", true)
        assertMatch("*/*/*", "foo/bb/aa/rr", false)
        assertMatch("**/**/**", "foo/bb/aa/rr", true)
        assertMatch("*/*X*/*/*i", "ab/cXd/efXg/hi", true)
        assertMatch("**/*X*/**/*i", "ab/cXd/efXg/hi", true)
        assertMatch(
            "XXX/*/*/*/*/*/*/12/*/*/*/m/*/*/*",
            "XXX/adobe/courier/bold/o/normal//12/120/75/75/m/70/iso8859/1", true)
        assertMatch(
            "XXX/*/*/*/*/*/*/12/*/*/*/m/*/*/*",
            "XXX/adobe/courier/bold/o/normal//12/120/75/75/X/70/iso8859/1", false)
    }

    /// Patterns that take exponential time in a backtracking matcher.
    func testPathologicalPatternsAreDecided() {
        assertMatch("a*a*a*a*a*a*a*a*a*a*a*a*b", String(repeating: "a", count: 60), false)
        assertMatch("**/**/**/**/**/**/**/x", String(repeating: "a/", count: 40) + "y", false)
    }
}
