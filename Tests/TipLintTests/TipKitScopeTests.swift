import SwiftScan
import XCTest

@testable import TipLint

/// The scope tracker under the recognisers: every token's type, function and
/// closures, told apart from statement blocks and declarations.
final class TipKitScopeTests: XCTestCase {
    /// The context of the only token `marker` in `source`.
    private func context(of marker: String, in source: String) -> CodeContext {
        let parsed = ParsedSwift(SourceFile(path: "A.swift", text: source))
        let matches = (0..<parsed.count).filter { parsed.text($0) == marker }
        XCTAssertEqual(matches.count, 1, "\(marker) should occur once")
        return parsed.context(matches.first ?? 0)
    }

    func testClosuresAreNamedByTheirCallee() {
        let source = """
            struct PlanView: View {
                var body: some View {
                    Button(action: { mark1() }) { Text("A") }
                    Button { } label: { mark2() }
                    ForEach(items, id: \\.self) { item in
                        Row(item).onAppear(perform: { mark3() })
                    }
                    Menu { Button("Edit") { mark4() } } label: { Text("…") }
                    Text("x").sheet(isPresented: $shown) { mark5() }
                    let _ = { mark6() }()
                }
            }
            """
        XCTAssertEqual(context(of: "mark1", in: source).closures, ["Button"])
        XCTAssertEqual(context(of: "mark2", in: source).closures, ["Button"])
        XCTAssertEqual(context(of: "mark3", in: source).closures, ["ForEach", "onAppear"])
        XCTAssertEqual(context(of: "mark4", in: source).closures, ["Menu", "Button"])
        XCTAssertEqual(context(of: "mark5", in: source).closures, ["sheet"])
        XCTAssertEqual(context(of: "mark6", in: source).closures, [])
        XCTAssertEqual(context(of: "mark6", in: source).functionName, "body")
    }

    func testMacroClosuresAreNamedWithoutTheirPound() {
        let source = """
            #Preview { mark1() }
            #Preview("Dark") { mark2() }
            """
        XCTAssertEqual(context(of: "mark1", in: source).closures, ["Preview"])
        XCTAssertEqual(context(of: "mark2", in: source).closures, ["Preview"])
    }

    func testStatementBlocksAreNotClosures() {
        let source = """
            final class Loader: NSObject, Loading {
                func load() {
                    if let cache { mark1() } else { mark2() }
                    guard ready else { mark3(); return }
                    for item in items where item.isNew { mark4() }
                    repeat { mark5() } while busy
                    do { try mark6() } catch { mark7() }
                    switch state { case .idle: mark8() default: break }
                }
                var state: State {
                    get { mark9() }
                    set { _ = newValue }
                }
            }
            """
        for marker in ["mark1", "mark2", "mark3", "mark4", "mark5", "mark6", "mark7", "mark8"] {
            XCTAssertEqual(
                context(of: marker, in: source),
                CodeContext(typeName: "Loader", typeConformances: ["NSObject", "Loading"], functionName: "load"),
                marker)
        }
        XCTAssertEqual(context(of: "mark9", in: source).functionName, "state")
    }

    func testNestedTypesExtensionsAndLocalFunctions() {
        let source = """
            enum Trails {
                struct Detail: View {
                    func helper() {
                        func inner() { mark1() }
                    }
                }
            }
            extension Trails.Detail: Equatable {
                static func == (a: Self, b: Self) -> Bool { mark2() }
            }
            protocol Loading { func load() }
            let global = mark3()
            """
        XCTAssertEqual(
            context(of: "mark1", in: source),
            CodeContext(typeName: "Trails.Detail", typeConformances: ["View", "Equatable"], functionName: "inner"))
        XCTAssertEqual(context(of: "mark2", in: source).functionName, "==")
        XCTAssertEqual(context(of: "mark2", in: source).typeName, "Trails.Detail")
        XCTAssertEqual(context(of: "mark3", in: source), CodeContext())
    }

    func testConditionalBlocksForRuntimeConditionsOnly() {
        let source = """
            func launch() {
                if #available(iOS 17, *) { mark1() }
                if flag { mark2() }
                while waiting { mark3() }
                for _ in 0..<2 { mark4() }
            }
            """
        let parsed = ParsedSwift(SourceFile(path: "A.swift", text: source))
        var positions = CallPositionReader(parsed)
        var functions: [FunctionSignature] = []
        func isConditional(_ marker: String) -> Bool {
            let index = (0..<parsed.count).first { parsed.text($0) == marker }!
            return positions.position(of: index, functions: &functions).condition != nil
        }
        XCTAssertEqual(["mark1", "mark2", "mark3", "mark4"].map(isConditional), [false, true, true, false])
    }
}
