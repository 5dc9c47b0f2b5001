/// The files an XML report lists: every reported Swift file, clean or not,
/// and every file holding a finding (a plan, say), sorted, each with its
/// findings in report order.
struct ReportedFiles {
    var files: [(path: String, findings: [Finding])]

    init(_ findings: [Finding], context: ReportContext) {
        var byFile: [String: [Finding]] = [:]
        for finding in findings { byFile[finding.file, default: []].append(finding) }
        for file in context.files where byFile[file] == nil { byFile[file] = [] }
        files = byFile.keys.sorted().map { ($0, byFile[$0]!) }
    }
}
