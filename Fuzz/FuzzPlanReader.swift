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
    return 0
}
