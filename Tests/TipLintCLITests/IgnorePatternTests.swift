import XCTest

@testable import TipLint
@testable import TipLintCLI

final class IgnorePatternTests: XCTestCase {
    private func matches(_ line: String, _ path: String, directory: Bool = false) -> Bool {
        IgnorePattern(line)!.matches(relativePath: Array(path.utf8), isDirectory: directory)
    }

    func testBlankLinesAndCommentsAreNotPatterns() {
        XCTAssertNil(IgnorePattern(""))
        XCTAssertNil(IgnorePattern("# generated"))
        XCTAssertNil(IgnorePattern("   "))
        XCTAssertNil(IgnorePattern("!"))
        XCTAssertNil(IgnorePattern("/"))
    }

    func testEscapedHashAndBang() {
        XCTAssertTrue(matches("\\#notes.swift", "#notes.swift"))
        let bang = IgnorePattern("\\!Important.swift")!
        XCTAssertFalse(bang.negated)
        XCTAssertTrue(bang.matches(relativePath: Array("!Important.swift".utf8), isDirectory: false))
    }

    func testNegation() {
        let pattern = IgnorePattern("!Keep.swift")!
        XCTAssertTrue(pattern.negated)
        XCTAssertTrue(pattern.matches(relativePath: Array("a/Keep.swift".utf8), isDirectory: false))
    }

    func testNamePatternsMatchAtAnyDepth() {
        XCTAssertTrue(matches("*.generated.swift", "A.generated.swift"))
        XCTAssertTrue(matches("*.generated.swift", "x/y/A.generated.swift"))
        XCTAssertTrue(matches("Build", "x/Build", directory: true))
        XCTAssertFalse(matches("*.generated.swift", "x/A.swift"))
    }

    func testDirectoryOnlyPatterns() {
        XCTAssertTrue(matches("Output/", "App/Output", directory: true))
        XCTAssertFalse(matches("Output/", "App/Output", directory: false))
    }

    func testAnchoredPatterns() {
        XCTAssertTrue(matches("/Generated", "Generated", directory: true))
        XCTAssertFalse(matches("/Generated", "App/Generated", directory: true))
        XCTAssertTrue(matches("App/Generated", "App/Generated", directory: true))
        XCTAssertFalse(matches("App/Generated", "Lib/App/Generated", directory: true))
        XCTAssertTrue(matches("App/*.swift", "App/A.swift"))
        XCTAssertFalse(matches("App/*.swift", "App/Sub/A.swift"))
    }

    func testDoubleStarPatterns() {
        XCTAssertTrue(matches("**/Generated/**", "App/Generated/A.swift"))
        XCTAssertTrue(matches("**/Generated/**", "Generated/x/A.swift"))
        XCTAssertTrue(matches("Sources/**/Mock*.swift", "Sources/Mocks.swift"))
        XCTAssertTrue(matches("Sources/**/Mock*.swift", "Sources/a/b/MockStore.swift"))
        XCTAssertTrue(matches("Sources/**", "Sources/a/b", directory: true))
    }

    func testCharacterClassPatterns() {
        XCTAssertTrue(matches("View[0-9].swift", "View7.swift"))
        XCTAssertFalse(matches("View[!0-9].swift", "View7.swift"))
    }

    func testTrailingSpacesAndCarriageReturns() {
        XCTAssertTrue(matches("Notes.swift   ", "Notes.swift"))
        XCTAssertTrue(matches("Notes.swift\r", "Notes.swift"))
        XCTAssertTrue(matches("odd\\ ", "odd "))
        XCTAssertFalse(matches("odd\\ ", "odd"))
    }

    func testLastMatchingPatternInAListWins() {
        let list = IgnoreList(base: "/r", contents: Array("*.swift\n!Keep.swift\n# note\n\nTmp/\n".utf8))
        XCTAssertEqual(list.decision(for: "/r/A.swift", isDirectory: false), true)
        XCTAssertEqual(list.decision(for: "/r/x/Keep.swift", isDirectory: false), false)
        XCTAssertEqual(list.decision(for: "/r/Tmp", isDirectory: true), true)
        XCTAssertNil(list.decision(for: "/r/README.md", isDirectory: false))
    }

    func testExcludeNamePatternsApplyOutsideTheirBaseButAnchoredOnesDoNot() {
        let patterns = [IgnorePattern("/A.swift")!, IgnorePattern("B.swift")!]
        let excludes = IgnoreList(base: "/r/App", patterns: patterns, appliesOutsideBase: true)
        XCTAssertNil(excludes.decision(for: "/r/A.swift", isDirectory: false))
        XCTAssertEqual(excludes.decision(for: "/other/B.swift", isDirectory: false), true)
        let gitignore = IgnoreList(base: "/r/App", patterns: patterns)
        XCTAssertNil(gitignore.decision(for: "/other/B.swift", isDirectory: false))
        XCTAssertEqual(gitignore.decision(for: "/r/App/x/B.swift", isDirectory: false), true)
    }

    func testDeeperListsOverrideShallowerOnes() {
        let stack = IgnoreStack()
            .pushing(IgnoreList(base: "/r", contents: Array("*.swift\n".utf8)))
            .pushing(IgnoreList(base: "/r/App", contents: Array("!Main.swift\n".utf8)))
        XCTAssertTrue(stack.isIgnored("/r/App/Other.swift", isDirectory: false))
        XCTAssertFalse(stack.isIgnored("/r/App/Main.swift", isDirectory: false))
        XCTAssertTrue(stack.isIgnored("/r/Main.swift", isDirectory: false))
    }

    func testByteOrderMarkIsSkipped() {
        let list = IgnoreList(base: "/r", contents: [0xEF, 0xBB, 0xBF] + Array("A.swift\n".utf8))
        XCTAssertEqual(list.decision(for: "/r/A.swift", isDirectory: false), true)
    }

    /// The keyed lookup decides as trying every line from the last up does.
    func testKeyedLookupDecidesAsTheLastMatchingLine() {
        let lines = [
            "*", "!.gitignore", "!Docs/", "Docs/md/*", "!Docs/md/keep.md", "*.log", "!важно.log", "build",
            "/Root.swift", "a/b", "a/*", "!a/c", "*.tar.gz", "**/gen/*", "[Tt]mp", "\\*.lit", "x/**", "!*.md",
        ]
        let list = IgnoreList(base: "/r", contents: Array(lines.joined(separator: "\n").utf8))
        let paths = [
            ".gitignore", "Docs", "Docs/md", "Docs/md/a.md", "Docs/md/keep.md", "Docs/md/x/y.md", "a.log", "d/a.log",
            "важно.log", "build", "q/build", "Root.swift", "q/Root.swift", "a/b", "a/c", "a/d", "a/b/c", "f.tar.gz",
            "gen/x", "p/gen/x", "tmp", "Tmp", "*.lit", "x/y/z", "notes.md", "plain", ".log",
        ]
        for path in paths {
            for isDirectory in [false, true] {
                let subject = MatchSubject(Array(path.utf8))
                let expected = list.patterns.reversed().first { $0.matches(subject, isDirectory: isDirectory) }
                    .map { !$0.negated }
                XCTAssertEqual(
                    list.decision(for: "/r/" + path, isDirectory: isDirectory), expected,
                    "\(path) (directory: \(isDirectory))")
            }
        }
    }
}
