// libFuzzer target: the plan reader (Markdown blocks, plan interpretation,
// contradiction checks), plan auto-discovery, and `tiplint plan` output.
@testable import TipLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlanReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The reader is given UTF-8 only: other bytes are refused before it runs.
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    _ = PlanReader.looksLikePlan(text)
    let plan = PlanReader.read(documents: [(path: "docs/plan.md", text: text)])
    _ = PlanReport.render(plan, check: true, format: .text)
    _ = PlanReport.render(plan, check: true, format: .json)
    checkBlockquotes(text)
    return 0
}

/// A plan quoted in blockquotes (`> ` before every line, nested three deep)
/// reads as the same blocks: the markers are stripped line by line, in one
/// pass each, so the deeply nested shape that was once quadratic is read
/// at the speed of the plain one.
private func checkBlockquotes(_ text: String) {
    guard text.unicodeScalars.first != "\u{FEFF}" else { return } // a BOM is only one at the very start
    let lines = MarkdownDocument.lines(of: text)
    let plain = MarkdownDocument(lines.map { $0 + "\n" }.joined()).blocks
    for prefix in ["> ", "> > > ", ">>> "] {
        let quoted = MarkdownDocument(lines.map { prefix + $0 + "\n" }.joined()).blocks
        precondition(quoted == plain, "quoting with '\(prefix)' changed the blocks")
    }
}
