import SwiftScan
import XCTest

@testable import TipLint

/// The one scope model every extractor reads: where keywords are labels, how
/// nested types are named, which conformances a context reports.
final class ScopeModelTests: XCTestCase {
    private func parse(_ source: String) -> ParsedSwift { ParsedSwift(SourceFile(path: "A.swift", text: source)) }

    private func token(_ marker: String, in parsed: ParsedSwift) -> Int {
        let matches = (0..<parsed.count).filter { parsed.text($0) == marker }
        XCTAssertEqual(matches.count, 1, "\(marker) should occur once")
        return matches.first ?? 0
    }

    private func context(of marker: String, in source: String) -> CodeContext {
        let parsed = parse(source)
        return parsed.context(token(marker, in: parsed))
    }

    func testKeywordsWrittenAsLabelsOpenNoStatement() {
        let source = """
            struct Garden: View {
                var body: some View {
                    List(plants) { plant in mark1() }
                        .navigationDestination(for: Plant.self) { plant in mark2() }
                    Row(plant: store.plant(for: task)) { mark3() }
                }
                func plant(for task: CareTask) -> Plant? { mark4() }
                func water(in bed: Bed, while dry: Bool) { for plant in bed.plants { mark5() } }
            }
            """
        XCTAssertEqual(context(of: "mark1", in: source).closures, ["List"])
        XCTAssertEqual(context(of: "mark2", in: source).closures, ["navigationDestination"])
        XCTAssertEqual(context(of: "mark3", in: source).closures, ["Row"])
        XCTAssertEqual(context(of: "mark4", in: source).functionName, "plant")
        XCTAssertEqual(
            context(of: "mark5", in: source),
            CodeContext(
                typeName: "Garden", typeConformances: ["View"], functionName: "water"))
        let parsed = parse(source)
        let loop = parsed.scopes.scopes[parsed.scopes.scope(at: token("mark5", in: parsed))]
        XCTAssertEqual(loop.kind, .block)
        XCTAssertEqual(loop.name, "for")
    }

    func testNestedTypesAreDottedAndExtensionsNameTheExtendedType() {
        let source = """
            import struct Foundation.Data
            final class Decoder: Decoding { func a() { mark1() } }
            enum Shop {
                struct Shelf { struct Label { func b() { mark2() } } }
            }
            extension Shop.Shelf {
                struct Tag { func c() { mark3() } }
                func d() { mark4() }
            }
            func free() { struct Local { func e() { mark5() } } }
            """
        XCTAssertEqual(context(of: "mark1", in: source).typeName, "Decoder")
        XCTAssertEqual(context(of: "mark2", in: source).typeName, "Shop.Shelf.Label")
        XCTAssertEqual(context(of: "mark3", in: source).typeName, "Shop.Shelf.Tag")
        XCTAssertEqual(context(of: "mark4", in: source).typeName, "Shop.Shelf")
        XCTAssertEqual(context(of: "mark5", in: source).typeName, "Local")
    }

    func testContextsReportEveryConformanceOnceWithoutModules() {
        let source = """
            struct Card: SwiftUI.View, Equatable & Sendable { var body: some View { mark1() } }
            extension Card: Equatable, CustomStringConvertible {}
            struct Tile: TipKit.Tip { var title: Text { mark2() } }
            struct Cursor: nonisolated AsyncIteratorProtocol { func next() { mark3() } }
            """
        XCTAssertEqual(
            context(of: "mark1", in: source).typeConformances,
            ["View", "Equatable", "Sendable", "CustomStringConvertible"])
        XCTAssertEqual(context(of: "mark2", in: source).typeConformances, ["Tip"])
        XCTAssertEqual(context(of: "mark3", in: source).typeConformances, ["AsyncIteratorProtocol"])
        // The written names stay on the scopes, for TipKit's own checks.
        XCTAssertEqual(parse(source).scopes.conformancesByType["Tile"], ["TipKit.Tip"])
    }

    func testClosuresKnowTheirCalleeAndPresentationContent() {
        let source = """
            struct Shop: View {
                var body: some View {
                    Button("Open") { open() } label: { mark1() }
                        .sheet(isPresented: $showing) { Cart(); mark2() }
                        .popover(isPresented: $help, content: { mark3() })
                }
            }
            """
        let parsed = parse(source)
        let labelScope = parsed.scopes.scopes[parsed.scopes.scope(at: token("mark1", in: parsed))]
        XCTAssertEqual(labelScope.name, "Button")
        XCTAssertEqual(parsed.text(labelScope.nameToken), "Button")
        let sheet = parsed.presentation(at: token("mark2", in: parsed))
        XCTAssertEqual(sheet.map { parsed.text($0.token - 1) }, ")")
        XCTAssertEqual(sheet.map { parsed.line($0.token) }, 4)
        XCTAssertEqual(parsed.presentation(at: token("mark3", in: parsed)).map { parsed.line($0.token) }, 5)
        XCTAssertNil(parsed.presentation(at: token("mark1", in: parsed)))
        let sheetScope = sheet.flatMap { parsed.scopes.scope(openedBy: $0.token) }
        XCTAssertEqual(sheetScope.map { parsed.text(parsed.scopes.scopes[$0].nameToken) }, "sheet")
        XCTAssertNil(parsed.scopes.scope(openedBy: token("mark1", in: parsed)))
    }
}
