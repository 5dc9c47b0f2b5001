import XCTest

@testable import TipLint

final class ImportFixerTests: XCTestCase {
    /// The fixed text and the inserted line. Checks what holds for every fix:
    /// a second run changes nothing, and the only change is one whole line
    /// `import TipKit` (with, at most, blank lines around it).
    private func fixed(
        _ source: String, sites: [Int] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) -> (String, Int)? {
        guard let insertion = ImportFixer.insertingImport(into: Array(source.utf8), sites: sites) else { return nil }
        let text = String(decoding: insertion.bytes, as: UTF8.self)
        XCTAssertNil(
            ImportFixer.insertingImport(into: insertion.bytes, sites: sites), "not idempotent", file: file, line: line)
        // The byte order mark aside (it stays first, so it moves to the new line when that is line 1).
        let lines = text.replacingOccurrences(of: "\u{FEFF}", with: "")
            .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        XCTAssertEqual(lines[insertion.line - 1], "import TipKit", file: file, line: line)
        let others = lines.enumerated().filter { $0.offset != insertion.line - 1 }.map(\.element).filter { !$0.isEmpty }
        XCTAssertEqual(
            others,
            source.replacingOccurrences(of: "\u{FEFF}", with: "")
                .split(whereSeparator: \.isNewline).filter { !$0.isEmpty }, file: file, line: line)
        return (text, insertion.line)
    }

    func testAfterTheLastImport() {
        let result = fixed(
            "//  Home.swift\n\nimport SwiftUI\n@preconcurrency import Combine // streams\n\nstruct Home: View {}\n")
        XCTAssertEqual(
            result?.0,
            "//  Home.swift\n\nimport SwiftUI\n@preconcurrency import Combine // streams\nimport TipKit\n\nstruct Home: View {}\n"
        )
        XCTAssertEqual(result?.1, 5)
    }

    func testAfterTheLastUnconditionalImportNotInsideAnIfBlock() {
        let source = "import SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#endif\nstruct A {}\n"
        XCTAssertEqual(
            fixed(source)?.0, "import SwiftUI\nimport TipKit\n#if canImport(UIKit)\nimport UIKit\n#endif\nstruct A {}\n"
        )
    }

    func testAfterTheIfBlockWhenEveryImportIsConditional() {
        let source =
            "#if canImport(UIKit)\nimport UIKit\n#if DEBUG\nimport OSLog\n#endif\n#else\nimport AppKit\n#endif\n\nstruct A {}\n"
        let result = fixed(source)
        XCTAssertEqual(
            result?.0,
            "#if canImport(UIKit)\nimport UIKit\n#if DEBUG\nimport OSLog\n#endif\n#else\nimport AppKit\n#endif\nimport TipKit\n\nstruct A {}\n"
        )
        XCTAssertEqual(result?.1, 9)
    }

    func testAfterTheHeaderCommentWhenThereAreNoImports() {
        XCTAssertEqual(
            fixed("//\n//  Tips.swift\n//\n\n/// The tip.\nstruct A {}\n")?.0,
            "//\n//  Tips.swift\n//\n\nimport TipKit\n\n/// The tip.\nstruct A {}\n")
        XCTAssertEqual(
            fixed("/* License\n   text */\nstruct A {}\n")?.0, "import TipKit\n\n/* License\n   text */\nstruct A {}\n")
        XCTAssertEqual(
            fixed("/// Doc attached to A.\nstruct A {}\n")?.0, "import TipKit\n\n/// Doc attached to A.\nstruct A {}\n")
        XCTAssertEqual(fixed("#!/usr/bin/swift\nprint(1)\n")?.0, "#!/usr/bin/swift\n\nimport TipKit\n\nprint(1)\n")
        XCTAssertEqual(fixed("struct A {}")?.0, "import TipKit\n\nstruct A {}")
        XCTAssertEqual(fixed("")?.0, "import TipKit\n")
    }

    func testLastLineWithoutLineBreak() {
        XCTAssertEqual(fixed("import SwiftUI")?.0, "import SwiftUI\nimport TipKit\n")
    }

    func testKeepsCRLF() {
        XCTAssertEqual(
            fixed("// Header\r\n\r\nimport SwiftUI\r\nstruct A {}\r\n")?.0,
            "// Header\r\n\r\nimport SwiftUI\r\nimport TipKit\r\nstruct A {}\r\n")
        XCTAssertEqual(fixed("struct A {}\r\n")?.0, "import TipKit\r\n\r\nstruct A {}\r\n")
    }

    func testNothingToDoWhenTipKitIsImportedInAnyForm() {
        for source in [
            "import TipKit\n", "@_exported import TipKit\n", "import struct TipKit.Tips\n",
            "#if canImport(TipKit)\nimport TipKit\n#endif\n",
        ] {
            XCTAssertNil(ImportFixer.insertingImport(into: Array(source.utf8)), source)
        }
    }

    // MARK: Byte-exact: BOM, tokens, line endings

    func testAByteOrderMarkStaysFirst() {
        XCTAssertEqual(fixed("\u{FEFF}struct A {}\n")?.0, "\u{FEFF}import TipKit\n\nstruct A {}\n")
        XCTAssertEqual(
            fixed("\u{FEFF}import SwiftUI\nstruct A {}\n")?.0, "\u{FEFF}import SwiftUI\nimport TipKit\nstruct A {}\n")
    }

    /// The line after an import can be inside a string or comment that
    /// started on the import's line: the import goes after it ends.
    func testNeverInsideAStringOrCommentThatStartsOnTheImportLine() {
        let string = "import SwiftUI; let banner = \"\"\"\n  Welcome\n  \"\"\"\nstruct A {}\n"
        XCTAssertEqual(
            fixed(string)?.0, "import SwiftUI; let banner = \"\"\"\n  Welcome\n  \"\"\"\nimport TipKit\nstruct A {}\n")
        let comment = "import SwiftUI /* the views,\n   and more */\nstruct A {}\n"
        let result = fixed(comment)
        XCTAssertEqual(result?.0, "import SwiftUI /* the views,\n   and more */\nimport TipKit\nstruct A {}\n")
        XCTAssertEqual(result?.1, 3)
        let raw = "import SwiftUI; let r = #\"\"\"\n  x\n  \"\"\"#; let y = 1\nstruct A {}\n"
        XCTAssertEqual(
            fixed(raw)?.0, "import SwiftUI; let r = #\"\"\"\n  x\n  \"\"\"#; let y = 1\nimport TipKit\nstruct A {}\n")
    }

    func testKeepsCROnlyLineEndings() {
        XCTAssertEqual(fixed("import SwiftUI\rstruct A {}\r")?.0, "import SwiftUI\rimport TipKit\rstruct A {}\r")
        XCTAssertEqual(fixed("struct A {}")?.0, "import TipKit\n\nstruct A {}")
        XCTAssertEqual(fixed("// Header\r\rstruct A {}\r")?.0, "// Header\r\rimport TipKit\r\rstruct A {}\r")
    }

    // MARK: Inside the file's #if guard (issue 16 item 4)

    func testFileWideGuardWithImportsGetsTheImportAfterThemInside() {
        let source =
            "#if os(iOS)\nimport SwiftUI\n\nstruct A: View {\n    var body: some View { Text(\"\").popoverTip(T()) }\n}\n#endif\n"
        let result = fixed(source, sites: [5])
        XCTAssertEqual(
            result?.0,
            "#if os(iOS)\nimport SwiftUI\nimport TipKit\n\nstruct A: View {\n"
                + "    var body: some View { Text(\"\").popoverTip(T()) }\n}\n#endif\n")
        XCTAssertEqual(result?.1, 3)
    }

    func testFileWideGuardWithoutImportsGetsTheImportRightAfterItsIfLine() {
        XCTAssertEqual(
            fixed("// Tips\n\n#if canImport(TipKit)\n/// A tip.\nstruct A: Tip {}\n#endif\n", sites: [5])?.0,
            "// Tips\n\n#if canImport(TipKit)\nimport TipKit\n/// A tip.\nstruct A: Tip {}\n#endif\n")
        XCTAssertEqual(
            fixed("#if os(iOS) &&\n    canImport(SwiftUI) // iOS views\nstruct A: Tip {}\n#endif\n", sites: [3])?.0,
            "#if os(iOS) &&\n    canImport(SwiftUI) // iOS views\nimport TipKit\nstruct A: Tip {}\n#endif\n")
    }

    func testFileWideGuardWithImportsInNestedBlocksGetsTheImportAfterTheirEndif() {
        let source = "#if os(iOS)\n#if canImport(UIKit)\nimport UIKit\n#endif\nstruct A: Tip {}\n#endif\n"
        XCTAssertEqual(
            fixed(source, sites: [5])?.0,
            "#if os(iOS)\n#if canImport(UIKit)\nimport UIKit\n#endif\nimport TipKit\nstruct A: Tip {}\n#endif\n")
    }

    func testABlockOfItsOwnWithImportsGetsTheImportAfterThem() {
        let source = "import SwiftUI\n\n#if DEBUG\nimport OSLog\nstruct Preview: View {}\n#endif\n"
        XCTAssertEqual(
            fixed(source, sites: [5])?.0,
            "import SwiftUI\n\n#if DEBUG\nimport OSLog\nimport TipKit\nstruct Preview: View {}\n#endif\n")
        let elseBranch = "#if os(iOS)\nimport UIKit\n#else\nimport AppKit\nstruct B: Tip {}\n#endif\n"
        XCTAssertEqual(
            fixed(elseBranch, sites: [5])?.0,
            "#if os(iOS)\nimport UIKit\n#else\nimport AppKit\nimport TipKit\nstruct B: Tip {}\n#endif\n")
    }

    func testABlockOfItsOwnWithoutImportsGetsTheImportInsideIt() {
        let source = "import SwiftUI\n\n#if os(iOS)\nstruct A: Tip {}\n#endif\n"
        XCTAssertEqual(
            fixed(source, sites: [4])?.0, "import SwiftUI\n\n#if os(iOS)\nimport TipKit\nstruct A: Tip {}\n#endif\n")
    }

    /// An import cannot stand inside a type: a block there does not count.
    func testABlockInsideATypeDoesNotHoldTheImport() {
        let source =
            "import SwiftUI\nstruct A: View {\n#if os(iOS)\n    var body: some View { Text(\"\").popoverTip(T()) }\n#endif\n}\n"
        XCTAssertEqual(
            fixed(source, sites: [4])?.0,
            "import SwiftUI\nimport TipKit\nstruct A: View {\n#if os(iOS)\n"
                + "    var body: some View { Text(\"\").popoverTip(T()) }\n#endif\n}\n")
    }

    /// Code in two different blocks needs the import in both: it goes where
    /// the file's own imports are.
    func testCodeInTwoBlocksGetsTheImportOutsideThem() {
        let source =
            "import SwiftUI\n#if os(iOS)\nlet a = TipView(A())\n#endif\n#if os(macOS)\nlet b = TipView(A())\n#endif\n"
        XCTAssertEqual(
            fixed(source, sites: [3, 6])?.0,
            "import SwiftUI\nimport TipKit\n#if os(iOS)\nlet a = TipView(A())\n#endif\n#if os(macOS)\nlet b = TipView(A())\n#endif\n"
        )
    }

    func testCodeOutsideEveryBlockKeepsTheImportOutside() {
        let source = "#if canImport(UIKit)\nimport UIKit\n#endif\nstruct A: Tip {}\n"
        XCTAssertEqual(
            fixed(source, sites: [4])?.0,
            "#if canImport(UIKit)\nimport UIKit\n#endif\nimport TipKit\nstruct A: Tip {}\n")
    }

    // MARK: Code under an inner #if canImport(TipKit) (issue 23 item 4)

    /// The fixed text, checked to be idempotent.
    private func fixedOnce(_ source: String, sites: [Int]) -> (String, Int)? {
        guard let insertion = ImportFixer.insertingImport(into: Array(source.utf8), sites: sites) else { return nil }
        XCTAssertNil(ImportFixer.insertingImport(into: insertion.bytes, sites: sites), "not idempotent")
        return (String(decoding: insertion.bytes, as: UTF8.self), insertion.line)
    }

    func testCodeGuardedInsideATypeGetsTheImportUnderTheSameCondition() {
        let source =
            "import SwiftUI\n\nstruct A: View {\n    var body: some View {\n        Text(\"\")\n"
            + "        #if canImport(TipKit)\n            .popoverTip(T())\n        #endif\n    }\n}\n"
        let result = fixedOnce(source, sites: [7])
        XCTAssertEqual(
            result?.0,
            "import SwiftUI\n#if canImport(TipKit)\nimport TipKit\n#endif\n\nstruct A: View {\n"
                + "    var body: some View {\n        Text(\"\")\n"
                + "        #if canImport(TipKit)\n            .popoverTip(T())\n        #endif\n    }\n}\n")
        XCTAssertEqual(result?.1, 3)
    }

    func testCodeGuardedInAnElseifKeepsTheGuardAndAnElseDoesNot() {
        let elseif =
            "import SwiftUI\nstruct A: View {\n#if os(watchOS)\n    var tip: Int { 0 }\n"
            + "#elseif canImport(TipKit)\n    var tip: some Tip { T() }\n#endif\n}\n"
        XCTAssertEqual(
            fixedOnce(elseif, sites: [6])?.0,
            "import SwiftUI\n#if canImport(TipKit)\nimport TipKit\n#endif\n"
                + elseif.dropFirst("import SwiftUI\n".count))
        // `#else` of the guard is where TipKit is missing: no guard to copy.
        let elseBranch =
            "import SwiftUI\nstruct A: View {\n#if canImport(TipKit)\n    var x: Int { 0 }\n"
            + "#else\n    var tip: some Tip { T() }\n#endif\n}\n"
        XCTAssertEqual(
            fixedOnce(elseBranch, sites: [6])?.0,
            "import SwiftUI\nimport TipKit\n" + elseBranch.dropFirst("import SwiftUI\n".count))
    }

    /// Sites of which only some are guarded need TipKit everywhere.
    func testCodeOnlyPartlyGuardedGetsAPlainImport() {
        let source =
            "import SwiftUI\nstruct A: View {\n    var a: some Tip { T() }\n"
            + "#if canImport(TipKit)\n    var b: some Tip { T() }\n#endif\n}\n"
        XCTAssertEqual(
            fixedOnce(source, sites: [3, 5])?.0,
            "import SwiftUI\nimport TipKit\n" + source.dropFirst("import SwiftUI\n".count))
    }

    /// After an import line that opens a block comment never closed, a line
    /// after it would be comment: the import goes before it, once.
    func testAnImportLineOpeningAnUnclosedCommentGetsTheImportBeforeIt() {
        let source = "// Header\n\nimport SwiftUI /* the views\nstruct A {}\n"
        let result = fixedOnce(source, sites: [])
        XCTAssertEqual(result?.0, "// Header\n\nimport TipKit\nimport SwiftUI /* the views\nstruct A {}\n")
        XCTAssertEqual(result?.1, 3)
        let string = "import SwiftUI; let a = \"\"\"\n  open\n"
        XCTAssertEqual(fixedOnce(string, sites: [])?.0, "import TipKit\nimport SwiftUI; let a = \"\"\"\n  open\n")
    }
}
