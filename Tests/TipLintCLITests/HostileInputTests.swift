import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A repository under review is untrusted: file names, tip copy, tooltip ids
/// and plans can hold markup, workflow commands, line breaks, commas, colons,
/// terminal escapes and invalid UTF-8. No format may let them out.
final class HostileInputTests: XCTestCase {
    static let hostileID =
        "<script>alert(1)</script> %0A::set-output name=x::y\n::error::injected\u{1B}[31m, a:b\r\u{202E}"
    static let imageFile = "Views/<img src=x onerror=alert(1)>, a:b %0A.swift"
    static let newlineFile = "Views/new\nline, comma: colon.swift"
    static let planFile = "docs/plan, with: <b>&%0A\n.md"

    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree([
            "Views/Manager.swift": """
            final class TooltipManager {
                func showTooltipIfNeeded(_ id: String, title: String, message: String) {}
            }

            """,
            Self.imageFile: """
            func hint(_ manager: TooltipManager) {
                manager.showTooltipIfNeeded("<script>alert(1)</script> %0A::set-output name=x::y\\n::error::injected\\u{1B}[31m, a:b\\r\\u{202E}", title: "T", message: "M")
            }

            """,
            Self.newlineFile: "import TipKit\nstruct ShareTip: Tip { var title: Text { Text(\"Share\") } }\n",
            Self.planFile: """
            # Tips plan

            Add 2 TipKit popover tips.

            ```swift
            struct ShareTip: Tip { var title: Text { Text("Share <script>alert(1)</script>") } }
            struct GoneTip: Tip { var title: Text { Text("Gone") } }
            ```

            """,
        ])
        try tree.write("Views/badcontent.swift", bytes: Array("let x = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
        // A file name that is not UTF-8 at all.
        let name = Array(tree.path("Views/bad").utf8CString.dropLast()) + [-1, -2] + Array("name.swift".utf8CString)
        let descriptor = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
    }

    /// With the plan complete, so the missing planned tip is an error, not progress; `--strict`,
    /// so every finding fails the gate and junit gives each its `failure message`.
    private func lint(_ format: String) -> CommandOutcome {
        runTipLint(["--quiet", "--plan-complete", "--strict", "--color", "always", "--format", format], in: tree.root)
    }

    /// The six findings, in report order.
    private let rules = [
        "tooltip_id_style", "unreadable_file", "unreadable_file", "tip_never_displayed",
        "plan_copy_mismatch", "plan_tip_missing",
    ]

    func testTerminalFormatsShowEscapesVisibly() {
        for format in ["text", "xcode"] {
            let outcome = lint(format)
            XCTAssertEqual(outcome.status, 1, format)
            let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            XCTAssertEqual(lines.count, rules.count, format)
            XCTAssertFalse(outcome.output.contains("\r"), format)
            XCTAssertFalse(outcome.output.unicodeScalars.contains("\u{202E}"), format)
            // The only escape sequences are tiplint's own colours (text only).
            XCTAssertEqual(
                outcome.output.components(separatedBy: "\u{1B}[").count - 1, format == "text" ? 4 * rules.count : 0,
                format)
        }
        XCTAssertTrue(
            lint("text").output.hasPrefix(
                "Views/<img src=x onerror=alert(1)>, a:b %0A.swift:2:33: "
                    + "\u{1B}[1;33mwarning\u{1B}[0m: tooltip id '<script>alert(1)</script> %0A::set-output name=x::y\\n::error::"
                    + "injected\\u{1B}[31m, a:b\\r\\u{202E}' is not lower snake_case;"))
    }

    func testGitHubCommandsStayOneLineEach() {
        let output = lint("github").output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(
            lines.map { $0.prefix { $0 != " " } },
            ["::warning", "::warning", "::warning", "::warning", "::warning", "::error"])
        XCTAssertEqual(
            lines.first,
            "::warning file=Views/<img src=x onerror=alert(1)>%2C a%3Ab %250A.swift,line=2,col=33,"
                + "endLine=2,endColumn=129,title=tiplint%3A tooltip_id_style::tooltip id '<script>alert(1)</script> "
                + "%250A::set-output name=x::y%0A::error::injected\\u{1B}[31m, a:b%0D\\u{202E}' is not lower snake_case; "
                + "use lower snake_case feature_action[_context]")
        XCTAssertEqual(
            lines.last,
            "::error file=docs/plan%2C with%3A <b>&%250A%0A.md,line=7,col=1,endLine=7,endColumn=56,"
                + "title=tiplint%3A plan_tip_missing::planned tip GoneTip is not declared; declare `struct GoneTip: Tip` as the plan shows (plan: docs/plan, with: <b>&%250A%0A.md:7)"
        )
        XCTAssertFalse(output.contains("\r"))
        XCTAssertFalse(output.contains("\u{1B}"))
    }

    func testJSONAndSARIFCarryTheTextExactly() throws {
        let json = try JSONReader.parse(lint("json").output).value
        guard case .array(let findings) = json["findings"] else { return XCTFail("no findings") }
        XCTAssertEqual(findings.map { $0["ruleId"] }, rules.map { .string($0) })
        XCTAssertEqual(findings[0]["file"], .string(Self.imageFile))
        XCTAssertEqual(
            findings[0]["message"],
            .string(
                "tooltip id '\(Self.hostileID)' is not lower snake_case; "
                    + "use lower snake_case feature_action[_context]"))
        XCTAssertEqual(findings[3]["file"], .string(Self.newlineFile))
        XCTAssertEqual(findings[2]["file"], .string("Views/bad\u{FFFD}\u{FFFD}name.swift"))

        let sarif = lint("sarif").output
        XCTAssertFalse(sarif.contains("\u{1B}"))
        let log = try JSONReader.parse(sarif).value
        guard case .array(let runs) = log["runs"], case .array(let results) = runs[0]["results"] else {
            return XCTFail("no results")
        }
        XCTAssertEqual(results.map { $0["ruleId"] }, rules.map { .string($0) })
        func uri(_ result: JSONValue) -> JSONValue? {
            guard case .array(let locations) = result["locations"] else { return nil }
            return locations[0]["physicalLocation"]?["artifactLocation"]?["uri"]
        }
        XCTAssertEqual(uri(results[0]), "Views/%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E%2C%20a%3Ab%20%250A.swift")
        XCTAssertEqual(uri(results[3]), "Views/new%0Aline%2C%20comma%3A%20colon.swift")
        XCTAssertEqual(uri(results[5]), "docs/plan%2C%20with%3A%20%3Cb%3E%26%250A%0A.md")
    }

    func testXMLFormatsAreWellFormedAndKeepTheTextAsText() throws {
        for format in ["junit", "checkstyle"] {
            let xml = lint(format).output
            XCTAssertFalse(xml.contains("<script"), format)
            XCTAssertFalse(xml.contains("<img"), format)
            XCTAssertFalse(xml.contains("\u{1B}"), format)
            let collector = AttributeCollector()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(format): \(parser.parserError.map { "\($0)" } ?? "")")
            let messages = collector.attributes["message"] ?? []
            XCTAssertTrue(
                messages.contains(
                    "tooltip id '<script>alert(1)</script> %0A::set-output name=x::y\n::error::"
                        + "injected\\u{1B}[31m, a:b\r\u{202E}' is not lower snake_case; use lower snake_case feature_action[_context]"
                ),
                "\(format): \(messages)")
            let names = (collector.attributes["name"] ?? []) + (collector.attributes["file"] ?? [])
            XCTAssertTrue(names.contains(Self.imageFile), format)
            XCTAssertTrue(names.contains(Self.newlineFile), format)
        }
    }

    func testCoverageReportsEscapeMarkup() {
        let html = runTipLint(["report", "--quiet", "--format", "html"], in: tree.root).output
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertFalse(html.contains("<b>&"))
        XCTAssertTrue(html.contains("Share &lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(html.contains("docs/plan, with: &lt;b&gt;&amp;%0A\\n.md"))
        // Markdown shows code spans literally; outside them no markup from the repository survives.
        let markdown = withoutCodeSpans(
            runTipLint(["report", "--quiet", "--format", "markdown"], in: tree.root).output)
        XCTAssertFalse(markdown.contains("<script>"))
        XCTAssertFalse(markdown.contains("<b>"))
        XCTAssertTrue(markdown.contains("Share &lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    func testGitHubJobSummaryEscapesMarkup() throws {
        let outcome = runTipLint(
            ["--quiet", "--plan-complete", "--format", "github"], in: tree.root,
            environment: ["GITHUB_STEP_SUMMARY": tree.path("summary.md")])
        XCTAssertEqual(outcome.status, 1)
        let summary = withoutCodeSpans(try XCTUnwrap(tree.read("summary.md")))
        XCTAssertFalse(summary.contains("<img"))
        XCTAssertFalse(summary.contains("<script>"))
        XCTAssertFalse(summary.contains("<b>"))
        XCTAssertFalse(summary.contains("\u{1B}"))
        XCTAssertEqual(summary.split(separator: "\n").filter { $0.hasPrefix("| ") }.count, 1 + rules.count)
    }
}

/// Markdown with its code spans (shown literally, whatever they hold) removed.
private func withoutCodeSpans(_ markdown: String) -> String {
    var result = ""
    var rest = Substring(markdown)
    while let open = rest.firstIndex(of: "`") {
        result += rest[..<open]
        let fence = rest[open...].prefix { $0 == "`" }
        let after = rest[fence.endIndex...]
        guard let close = after.range(of: String(fence)) else { return result + rest[open...] }
        rest = after[close.upperBound...]
    }
    return result + rest
}

/// Every attribute value in a document, by attribute name.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var attributes: [String: [String]] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        for (name, value) in attributeDict { attributes[name, default: []].append(value) }
    }
}
