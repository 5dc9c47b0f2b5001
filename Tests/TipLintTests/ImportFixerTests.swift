import XCTest
@testable import TipLint

final class ImportFixerTests: XCTestCase {
    private func fixed(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> (String, Int)? {
        guard let insertion = ImportFixer.insertingImport(into: Array(source.utf8)) else { return nil }
        let text = String(decoding: insertion.bytes, as: UTF8.self)
        XCTAssertNil(ImportFixer.insertingImport(into: insertion.bytes), "not idempotent", file: file, line: line)
        return (text, insertion.line)
    }

    func testAfterTheLastImport() {
        let result = fixed("//  Home.swift\n\nimport SwiftUI\n@preconcurrency import Combine // streams\n\nstruct Home: View {}\n")
        XCTAssertEqual(result?.0, "//  Home.swift\n\nimport SwiftUI\n@preconcurrency import Combine // streams\nimport TipKit\n\nstruct Home: View {}\n")
        XCTAssertEqual(result?.1, 5)
    }

    func testAfterTheLastUnconditionalImportNotInsideAnIfBlock() {
        let source = "import SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#endif\nstruct A {}\n"
        XCTAssertEqual(fixed(source)?.0, "import SwiftUI\nimport TipKit\n#if canImport(UIKit)\nimport UIKit\n#endif\nstruct A {}\n")
    }

    func testAfterTheIfBlockWhenEveryImportIsConditional() {
        let source = "#if canImport(UIKit)\nimport UIKit\n#if DEBUG\nimport OSLog\n#endif\n#else\nimport AppKit\n#endif\n\nstruct A {}\n"
        let result = fixed(source)
        XCTAssertEqual(result?.0, "#if canImport(UIKit)\nimport UIKit\n#if DEBUG\nimport OSLog\n#endif\n#else\nimport AppKit\n#endif\nimport TipKit\n\nstruct A {}\n")
        XCTAssertEqual(result?.1, 9)
    }

    func testAfterTheHeaderCommentWhenThereAreNoImports() {
        XCTAssertEqual(fixed("//\n//  Tips.swift\n//\n\n/// The tip.\nstruct A {}\n")?.0,
                       "//\n//  Tips.swift\n//\n\nimport TipKit\n\n/// The tip.\nstruct A {}\n")
        XCTAssertEqual(fixed("/* License\n   text */\nstruct A {}\n")?.0, "import TipKit\n\n/* License\n   text */\nstruct A {}\n")
        XCTAssertEqual(fixed("/// Doc attached to A.\nstruct A {}\n")?.0, "import TipKit\n\n/// Doc attached to A.\nstruct A {}\n")
        XCTAssertEqual(fixed("#!/usr/bin/swift\nprint(1)\n")?.0, "#!/usr/bin/swift\n\nimport TipKit\n\nprint(1)\n")
        XCTAssertEqual(fixed("struct A {}")?.0, "import TipKit\n\nstruct A {}")
        XCTAssertEqual(fixed("")?.0, "import TipKit\n")
    }

    func testLastLineWithoutLineBreak() {
        XCTAssertEqual(fixed("import SwiftUI")?.0, "import SwiftUI\nimport TipKit\n")
    }

    func testKeepsCRLF() {
        XCTAssertEqual(fixed("// Header\r\n\r\nimport SwiftUI\r\nstruct A {}\r\n")?.0,
                       "// Header\r\n\r\nimport SwiftUI\r\nimport TipKit\r\nstruct A {}\r\n")
        XCTAssertEqual(fixed("struct A {}\r\n")?.0, "import TipKit\r\n\r\nstruct A {}\r\n")
    }

    func testNothingToDoWhenTipKitIsImportedInAnyForm() {
        for source in ["import TipKit\n", "@_exported import TipKit\n", "import struct TipKit.Tips\n",
                       "#if canImport(TipKit)\nimport TipKit\n#endif\n"] {
            XCTAssertNil(ImportFixer.insertingImport(into: Array(source.utf8)), source)
        }
    }
}
