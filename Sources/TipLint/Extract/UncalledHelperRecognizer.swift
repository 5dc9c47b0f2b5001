import SwiftScan

/// A `private` function holding a TipKit setup call whose name its file never mentions again
/// (no call, no reference, no `#selector`): nothing can run it, so its setup calls never run.
/// Only files with such a function pay for the scan of their names.
enum UncalledHelperRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let setupCallers = facts.configureCalls.map(\.position.caller) + facts.testingCalls.map(\.position.caller)
        // An initializer runs without its name being written (`TipManager()`).
        let holders = Set(setupCallers.compactMap { $0 }).filter {
            facts.functions[$0].isPrivate && facts.functions[$0].name != "init"
        }
        guard !holders.isEmpty else { return }
        var mentions: [String: Int] = [:]
        for holder in holders { mentions[facts.functions[holder].name] = 0 }
        for index in 0..<parsed.count where parsed.isIdentifier(index) {
            let name = parsed.text(index)
            if let count = mentions[name] { mentions[name] = count + 1 }
        }
        for holder in holders where mentions[facts.functions[holder].name] == 1 {
            facts.functions[holder].isNeverCalled = true
        }
    }
}
