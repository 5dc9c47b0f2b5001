import Foundation
import XCTest

@testable import TipLint

/// Hostile content (markup, quotes, `&`, newlines, ANSI escapes, `|`, mentions)
/// in a tip's name, copy, file path and plan document reaches no format raw.
final class CoverageEscapingTests: XCTestCase {
    private let hostileTitle = "<script>alert(\"x\")</script> & 'q' | pipe\nnext \u{1B}[31mred\u{1B}[0m @octocat"
    private let hostileName = "Evil<b>\"Tip\"</b>|&amp;"

    private var hostile: CoverageTestHello {
        var hello = CoverageTestHello()
        hello.tipName = hostileName
        hello.title = hostileTitle
        hello.tipsPath = "./Sources/<img src=x onerror=alert(1)>|`\"q\"`&\n\u{1B}[2J.swift"
        hello.document = "plan<script>|.md"
        return hello
    }

    /// The plan expects the title with a different message, so the hostile title
    /// shows up both as expected copy and as found copy.
    private var coverage: Coverage {
        var plan = hostile.plan
        plan.tips[0].title = hostileTitle + " v2"
        return Coverage(model: hostile.model, plan: plan, usesTipKit: true)
    }

    private let rawFragments = ["<script>", "<b>", "<img", "\u{1B}", "\u{1B}[2J", "\n.swift", "\nnext"]

    func testText() {
        let text = CoverageFormat.text.render(coverage)
        for fragment in ["\u{1B}", "\nnext", "\n.swift"] {
            XCTAssertFalse(text.contains(fragment), fragment.debugDescription)
        }
        XCTAssertTrue(text.contains(#"pipe\nnext \u{1B}[31mred\u{1B}[0m @octocat"#))
        XCTAssertEqual(
            text.components(separatedBy: "\n").count,
            CoverageFormat.text.render(CoverageTestHello().coverage).components(separatedBy: "\n").count,
            "content adds no line")
    }

    func testMarkdown() {
        let markdown = CoverageFormat.markdown.render(coverage)
        XCTAssertFalse(markdown.contains("\u{1B}"))
        XCTAssertFalse(markdown.contains("@octocat"))
        // Outside code spans (which GitHub shows literally) no markup survives.
        let prose = markdown.components(separatedBy: "\n").map(outsideCodeSpans).joined(separator: "\n")
        for fragment in ["<script", "<b>", "</b>", "<img", "\"Tip\"|"] {
            XCTAssertFalse(prose.contains(fragment), fragment.debugDescription)
        }
        XCTAssertTrue(
            markdown.contains(
                #"&lt;script&gt;alert("x")&lt;/script&gt; &amp; 'q' \| pipe\\nnext \\u{1B}\[31mred\\u{1B}\[0m @&#8203;octocat"#
            ))
        XCTAssertTrue(markdown.contains(#"`Evil<b>"Tip"</b>\|&amp;`"#), "code spans show content literally")
        XCTAssertTrue(markdown.contains("\nPlan: `plan<script>|.md`<br>\n"), "no escape for | outside tables")
        XCTAssertTrue(
            markdown.contains(#"./Sources/&lt;img src=x onerror=alert(1)&gt;\|\`"q"\`&amp;\\n\\u{1B}\[2J.swift:4"#))
        // With a base URL a place is a link: its text a code span, its URL percent-encoded.
        let linked = CoverageFormat.markdown.render(
            coverage, options: CoverageRenderOptions(links: CoverageLinks(base: "https://example.com/r/")))
        XCTAssertTrue(
            linked.contains(
                #"[``./Sources/<img src=x onerror=alert(1)>\|`"q"`&\n\u{1B}[2J.swift:3``]"#
                    + "(https://example.com/r/./Sources/%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E%7C%60%22q%22%60%26%0A%1B%5B2J.swift#L3)"
            ))
        XCTAssertEqual(
            markdown.components(separatedBy: "\n").count,
            CoverageFormat.markdown.render(CoverageTestHello().coverage).components(separatedBy: "\n").count + 1,
            "one more row for the failing title; content adds no line")
        // Every table row has as many cell separators as its header.
        var columns: Int?
        for line in markdown.components(separatedBy: "\n") {
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let separators = unescapedPipes(line)
            if let columns { XCTAssertEqual(separators, columns, line) } else { columns = separators }
        }
    }

    /// The line without its code spans (CommonMark: a run of n backticks up to the
    /// next run of exactly n; a backslash-escaped backtick opens nothing).
    private func outsideCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        func run(at start: Int) -> Int {
            var end = start
            while end < characters.count && characters[end] == "`" { end += 1 }
            return end - start
        }
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count {
                result += String(characters[index...index + 1])
                index += 2
                continue
            }
            guard characters[index] == "`" else {
                result.append(characters[index])
                index += 1
                continue
            }
            let length = run(at: index)
            var close = index + length
            while close < characters.count
                && !(characters[close] == "`" && run(at: close) == length
                    && (close == 0 || characters[close - 1] != "`"))
            {
                close += 1
            }
            if close < characters.count {
                index = close + length
            } else {
                result += String(repeating: "`", count: length)
                index += length
            }
        }
        return result
    }

    private func unescapedPipes(_ line: String) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if character == "|" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }

    func testHTML() {
        let html = CoverageFormat.html.render(coverage)
        for fragment in ["<b>", "<img", "\u{1B}", "\n.swift", "\nnext", "<b>\"Tip\"", "'q'", "& 'q'", "</script> &"] {
            XCTAssertFalse(html.contains(fragment), fragment.debugDescription)
        }
        XCTAssertEqual(html.components(separatedBy: "<script").count, 2, "only the report's own script")
        XCTAssertTrue(
            html.contains(
                "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; | pipe\\nnext "
                    + "\\u{1B}[31mred\\u{1B}[0m @octocat"))
        XCTAssertTrue(html.contains("<code>Evil&lt;b&gt;&quot;Tip&quot;&lt;/b&gt;|&amp;amp;</code>"))
        XCTAssertTrue(
            html.contains(
                "<code>./<wbr>Sources/<wbr>&lt;img src=x onerror=alert(<wbr>1)&gt;|`&quot;q&quot;`&amp;\\n\\u{1B}[<wbr>2J.swift:3</code>"
            ))
        XCTAssertTrue(html.contains("<code class=\"ref\">plan&lt;script&gt;|.md:10</code>"))
        XCTAssertTrue(html.contains("Plan: <a href=\"plan%3Cscript%3E%7C.md\"><code>plan&lt;script&gt;|.md</code></a>"))
        XCTAssertTrue(
            html.contains(
                "<a href=\"./Sources/%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E%7C%60%22q%22%60%26%0A%1B%5B2J.swift#L3\">"
            ),
            "a link's URL is percent-encoded")
    }

    func testJSON() throws {
        let json = CoverageFormat.json.render(coverage)
        for fragment in ["\u{1B}", "\n.swift", "\nnext"] {
            XCTAssertFalse(json.contains(fragment), fragment.debugDescription)
        }
        XCTAssertTrue(json.contains(#""name": "Evil<b>\"Tip\"</b>|&amp;""#), "JSON is data: only JSON's own escapes")
        XCTAssertTrue(json.contains(#"pipe\nnext \u001b[31mred"#))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tips = try XCTUnwrap(object["tips"] as? [[String: Any]])
        XCTAssertEqual(tips.first?["name"] as? String, hostileName, "content round-trips exactly")
        let declared = try XCTUnwrap(tips.first?["declared"] as? [String: Any])
        XCTAssertEqual(declared["file"] as? String, hostile.tipsPath)
        let checks = try XCTUnwrap(object["plannedChecks"] as? [[String: Any]])
        XCTAssertEqual(checks[1]["expected"] as? String, "\"" + hostileTitle + " v2\"")
        XCTAssertEqual(object["plans"] as? [String], [hostile.document])
    }

    func testBadgeText() {
        let svg = CoverageBadge.svg(label: "<a href=\"x\">&</a>", value: "'1'\u{1B}", color: "\"red\"")
        XCTAssertFalse(svg.contains("<a"))
        XCTAssertFalse(svg.contains("\u{1B}"))
        XCTAssertTrue(svg.contains(">&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;</text>"))
        XCTAssertTrue(svg.contains(">&#39;1&#39;\\u{1B}</text>"))
        XCTAssertTrue(svg.contains("fill=\"&quot;red&quot;\""))
    }

    func testEscapingHelpers() {
        XCTAssertEqual(ContentEscaping.visible("a\tb\r\n\u{7F}\u{85}\u{202E}é"), #"a\tb\r\n\u{7F}\u{85}\u{202E}é"#)
        XCTAssertEqual(
            ContentEscaping.markdown(##"*_[x](y)_* `c` ~s~ #1 !i \"##), ##"\*\_\[x\](y)\_\* \`c\` \~s\~ \#1 \!i \\"##)
        XCTAssertEqual(ContentEscaping.markdownCode("a`b"), "``a`b``")
        XCTAssertEqual(ContentEscaping.markdownCode("`a"), "`` `a ``")
        XCTAssertEqual(ContentEscaping.markdownCode(" a"), "`  a `")
        XCTAssertEqual(ContentEscaping.markdownCode(""), "")
        XCTAssertEqual(ContentEscaping.markdownCode("a|b"), #"`a\|b`"#)
        XCTAssertEqual(ContentEscaping.markdownCode("a|b", inTable: false), "`a|b`")
        XCTAssertEqual(ContentEscaping.html(#"<a b="c" d='e'>&"#), "&lt;a b=&quot;c&quot; d=&#39;e&#39;&gt;&amp;")
    }
}
