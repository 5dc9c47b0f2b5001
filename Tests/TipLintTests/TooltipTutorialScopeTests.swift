import SwiftScan
import XCTest

@testable import TipLint

/// The scopes and the view hierarchy the tooltip and TutorialKit extractors read.
final class TooltipTutorialScopeTests: XCTestCase {
    /// The context of the first token spelled `marker` in `source`.
    private func context(of marker: String, in source: String) -> CodeContext {
        let parsed = ParsedSwift(SourceFile(path: "A.swift", text: source))
        let index = (0..<parsed.count).first { parsed.text($0) == marker }!
        return parsed.context(index)
    }

    private func describe(_ context: CodeContext) -> String {
        "\(context.typeName ?? "-") [\(context.typeConformances.joined(separator: ","))] \(context.functionName ?? "-") \(context.closures)"
    }

    func testTypesFunctionsAndComputedProperties() {
        let source = """
            struct Outer: SwiftUI.View, Equatable {
                struct Inner<T: Hashable>: View where T: Sendable {
                    var body: some View { markerA }
                }
                init?(value: Int) { markerB }
                var count: Int {
                    get { markerC }
                    set { }
                }
            }
            extension Outer.Inner: CustomStringConvertible {
                func describe() -> String { markerD }
            }
            protocol Shows {
                func show()
                var label: String { get }
            }
            func free() { markerE }
            """
        // A context reports every conformance the file gives the type, without modules.
        XCTAssertEqual(
            describe(context(of: "markerA", in: source)), "Outer.Inner [View,CustomStringConvertible] body []")
        XCTAssertEqual(describe(context(of: "markerB", in: source)), "Outer [View,Equatable] init []")
        XCTAssertEqual(describe(context(of: "markerC", in: source)), "Outer [View,Equatable] count []")
        XCTAssertEqual(
            describe(context(of: "markerD", in: source)), "Outer.Inner [View,CustomStringConvertible] describe []")
        XCTAssertEqual(describe(context(of: "markerE", in: source)), "- [] free []")
    }

    func testClosuresAreNamedAfterTheirCall() {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.self) { item in
                            Button(action: { markerA }) { Text("x") }
                        }
                        .navigationDestination(for: Item.self) { item in markerB }
                        .sheet(isPresented: $show, content: { markerC })
                        if show { markerD } else { markerE }
                        repeat { } while false
                        Text("y").onAppear { markerF }
                    }
                }
            }
            #Preview { markerG }
            #Preview("Dark") { markerH }
            """
        XCTAssertEqual(context(of: "markerA", in: source).closures, ["VStack", "ForEach", "Button"])
        XCTAssertEqual(context(of: "markerB", in: source).closures, ["VStack", "navigationDestination"])
        XCTAssertEqual(context(of: "markerC", in: source).closures, ["VStack", "sheet"])
        XCTAssertEqual(context(of: "markerD", in: source).closures, ["VStack"])
        XCTAssertEqual(context(of: "markerE", in: source).closures, ["VStack"])
        XCTAssertEqual(context(of: "markerF", in: source).closures, ["VStack", "onAppear"])
        XCTAssertEqual(context(of: "markerG", in: source).closures, ["Preview"])
        XCTAssertTrue(context(of: "markerG", in: source).isPreview)
        XCTAssertEqual(context(of: "markerH", in: source).closures, ["Preview"])
    }

    func testPresentationBraceStopsAtTheType() {
        let source = """
            struct V: View {
                var body: some View {
                    Button("S") {}
                        .popover(isPresented: $show) {
                            VStack { markerA }
                        }
                        .onAppear { markerB }
                }
            }
            """
        let parsed = ParsedSwift(SourceFile(path: "A.swift", text: source))
        let a = (0..<parsed.count).first { parsed.text($0) == "markerA" }!
        let b = (0..<parsed.count).first { parsed.text($0) == "markerB" }!
        XCTAssertEqual(parsed.presentation(at: a).map { parsed.line($0.token) }, 4)
        XCTAssertNil(parsed.presentation(at: b))
    }

    func testUnbalancedInputDoesNotCrash() {
        for source in ["struct A {", "}}} func f( {", "var x: Int {", "extension", ".popover {", "[1, 2"] {
            let facts = SourceProject.facts(source)
            XCTAssertTrue(facts.tooltip.isEmpty && facts.tutorial.isEmpty, source)
        }
    }

    func testHierarchyBuildsAndPresentations() {
        let hierarchy = SourceProject.facts(
            """
            struct Root: View {
                var body: some View {
                    TabView {
                        Home()
                        Shop(items: items)
                            .sheet(isPresented: $a) { Checkout() }
                            .popover(isPresented: $b, content: { Help(topic: .shop) })
                    }
                }
            }
            extension Root { func footer() -> some View { Footer { Text("f") } } }
            """
        ).hierarchy
        XCTAssertEqual(
            hierarchy.types.map { "\($0.typeName) \($0.isExtension) \($0.location.line) \($0.builds)" },
            [
                "Root false 1 [\"Home\", \"Shop\", \"TabView\"]", "Root true 11 [\"Footer\", \"Text\"]",
            ])
        XCTAssertEqual(
            hierarchy.presentations.map {
                "\($0.modifier) \($0.location.line):\($0.location.column) \($0.presentedTypes)"
            },
            [
                "sheet 6:18 [\"Checkout\"]", "popover 7:18 [\"Help\"]",
            ])
        let graph = ViewGraph(hierarchy)
        XCTAssertEqual(graph.parents(of: "Home"), ["Root"])
        XCTAssertEqual(graph.parents(of: "Checkout"), [])
        XCTAssertEqual(graph.presentations(of: "Checkout").map(\.modifier), ["sheet"])
        XCTAssertEqual(graph.conformances(of: "Root"), ["View"])
    }
}
