import XCTest

@testable import SwiftScan

final class StructureTests: XCTestCase {
    private func index(of text: String, in file: SourceFile, occurrence: Int = 0) -> Int {
        let matches = file.tokens.indices.filter { file.text($0) == text }
        return matches[occurrence]
    }

    func testPartnersMatchNestedBrackets() {
        let file = SourceFile(path: "t.swift", text: "f(a[1], { b() })")
        let structure = Structure(file)
        // f ( a [ 1 ] , { b ( ) } )
        XCTAssertEqual(structure.partner, [-1, 12, -1, 5, -1, 3, -1, 11, -1, 10, 9, 7, 1])
    }

    func testUnbalancedBracketsRecover() {
        let file = SourceFile(path: "t.swift", text: "func a() { if (x { } ] }")
        let structure = Structure(file)
        // func a ( ) { if ( x { } ] }
        XCTAssertEqual(structure.partner, [-1, -1, 3, 2, 11, -1, -1, -1, 9, 8, -1, 4])
    }

    func testClausesNestedWithElseifAndElse() {
        let source = """
            #if DEBUG
            a()
            #if os(iOS) ||
                os(macOS)
            b()
            #endif
            #elseif   TESTING
            c()
            #else
            d()
            #endif
            e()
            """
        let file = SourceFile(path: "t.swift", text: source)
        let structure = Structure(file)
        XCTAssertEqual(
            structure.clauses,
            [
                IfClause(
                    group: 0, index: 0, condition: "DEBUG", groupCondition: "DEBUG", parent: -1,
                    directiveToken: index(of: "#if", in: file)),
                IfClause(
                    group: 1, index: 0, condition: "os(iOS) || os(macOS)", groupCondition: "os(iOS) || os(macOS)",
                    parent: 0, directiveToken: index(of: "#if", in: file, occurrence: 1)),
                IfClause(
                    group: 0, index: 1, condition: "TESTING", groupCondition: "DEBUG", parent: -1,
                    directiveToken: index(of: "#elseif", in: file)),
                IfClause(
                    group: 0, index: 2, condition: nil, groupCondition: "DEBUG", parent: -1,
                    directiveToken: index(of: "#else", in: file)),
            ])
        XCTAssertEqual(structure.clauseOf[index(of: "a", in: file)], 0)
        XCTAssertEqual(structure.clauseOf[index(of: "b", in: file)], 1)
        XCTAssertEqual(structure.clauseOf[index(of: "c", in: file)], 2)
        XCTAssertEqual(structure.clauseOf[index(of: "d", in: file)], 3)
        XCTAssertEqual(structure.clauseOf[index(of: "e", in: file)], -1)
        // Directives and conditions belong to the enclosing clause.
        XCTAssertEqual(structure.clauseOf[index(of: "#if", in: file)], -1)
        XCTAssertEqual(structure.clauseOf[index(of: "#if", in: file, occurrence: 1)], 0)
        XCTAssertEqual(structure.clauseOf[index(of: "macOS", in: file)], 0)
        XCTAssertEqual(structure.clauseOf[index(of: "#endif", in: file)], 0)
        XCTAssertEqual(structure.clauseOf[index(of: "TESTING", in: file)], -1)
        XCTAssertEqual(structure.clauseOf[index(of: "#endif", in: file, occurrence: 1)], -1)
        XCTAssertEqual(
            structure.clausePath(ofToken: index(of: "b", in: file)).map(\.condition),
            ["DEBUG", "os(iOS) || os(macOS)"])
        XCTAssertEqual(structure.clausePath(ofToken: index(of: "e", in: file)), [])
    }

    func testArgumentsWithLabelsNestedCallsAndTrailingClosures() {
        let source = "view.popoverTip(tip, arrowEdge: .top, _: f(a, b: c)) { action in go(action) } onDismiss: { }"
        let file = SourceFile(path: "t.swift", text: source)
        let structure = Structure(file)
        let open = index(of: "(", in: file)
        let arguments = structure.arguments(ofCallAt: open)
        XCTAssertEqual(arguments.map(\.label), [nil, "arrowEdge", nil, nil, "onDismiss"])
        XCTAssertEqual(
            arguments.map { $0.labelToken.map { file.text($0) } }, [nil, "arrowEdge", nil, nil, "onDismiss"])
        XCTAssertEqual(
            arguments.map { $0.valueRange.map { file.text($0) }.joined(separator: " ") },
            [
                "tip", ". top", "f ( a , b : c )", "{ action in go ( action ) }", "{ }",
            ])
        let inner = structure.arguments(ofCallAt: index(of: "(", in: file, occurrence: 1))
        XCTAssertEqual(inner.map(\.label), [nil, "b"])
    }

    func testNoTrailingClosureInStatementCondition() {
        let file = SourceFile(path: "t.swift", text: "if let x = make(a) {\n}\nrun(b) { }")
        let structure = Structure(file)
        XCTAssertEqual(structure.arguments(ofCallAt: index(of: "(", in: file)).count, 1)
        XCTAssertEqual(structure.arguments(ofCallAt: index(of: "(", in: file, occurrence: 1)).count, 2)
    }

    func testSubscriptAndBacktickedLabels() {
        let file = SourceFile(path: "t.swift", text: "table[row: 1, `default`: x, _: y, [a, b]]")
        let structure = Structure(file)
        let arguments = structure.arguments(ofCallAt: 1)
        XCTAssertEqual(arguments.map(\.label), ["row", "default", nil, nil])
        XCTAssertEqual(arguments.map(\.valueRange.count), [1, 1, 1, 5])
        XCTAssertEqual(arguments[2].labelToken, nil)
        XCTAssertEqual(structure.arguments(ofCallAt: 0), [])
        XCTAssertEqual(structure.arguments(ofCallAt: 99), [])
        XCTAssertEqual(Structure(SourceFile(path: "t.swift", text: "f()")).arguments(ofCallAt: 1), [])
    }

    func testUnclosedAndStrayDirectivesRecover() {
        let file = SourceFile(path: "t.swift", text: "#else\na\n#endif\n#if X\nb\n#elseif Y\nc")
        let structure = Structure(file)
        XCTAssertEqual(structure.clauses.map(\.condition), ["X", "Y"])
        XCTAssertEqual(structure.clauseOf[index(of: "a", in: file)], -1)
        XCTAssertEqual(structure.clauseOf[index(of: "b", in: file)], 0)
        XCTAssertEqual(structure.clauseOf[index(of: "c", in: file)], 1)
    }

    func testTrailingClosureAfterMemberChainOnNewLine() {
        let source = "VStack {\n}\n.sheet(isPresented: $shown) { Sheet() }"
        let file = SourceFile(path: "t.swift", text: source)
        let arguments = Structure(file).arguments(ofCallAt: index(of: "(", in: file))
        XCTAssertEqual(arguments.map(\.label), ["isPresented", nil])
    }
}
