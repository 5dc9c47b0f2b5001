import SwiftScan

/// `Tips.configure(…)` (also `try? Tips.configure`, `TipKit.Tips.configure`, and
/// the pre-release `TipsCenter.shared.configure { … }`) with its options, then
/// the testing APIs, each knowing whether a runtime condition guards it and
/// whether a configure call precedes it in the same body.
enum ConfigureRecognizer {
    static let testingNames: [StaticString] = [
        "showAllTipsForTesting", "showTipsForTesting", "hideAllTipsForTesting", "hideTipsForTesting", "resetDatastore",
    ]

    static func recognize(_ parsed: ParsedSwift, positions: inout CallPositionReader, into facts: inout FileFacts) {
        // One walk finds the configure calls, the testing calls and the throwing resets; the calls are then read in
        // that order (configure calls first), so positions add their functions as they always have.
        var configures: [(index: Int, first: Int, options: [Range<Int>], isOnBareTips: Bool)] = []
        var testings: [(index: Int, first: Int, name: StaticString, isOnBareTips: Bool)] = []
        var throwingResets: [Int] = []
        for index in 0..<parsed.count where parsed.is(index - 1, ".") {
            if parsed.is(index, "configure") {
                let receiver = parsed.chain(endingAt: index - 2)
                guard let first = receiver.first, isTipsNamespace(receiver, in: parsed),
                    let options = options(ofCallAfter: index, in: parsed)
                else { continue }
                configures.append((index, first, options, receiver.count == 1))
            } else if parsed.isIdentifier(index), let name = testingNames.first(where: { parsed.is(index, $0) }),
                parsed.is(index + 1, "(")
            {
                let receiver = parsed.chain(endingAt: index - 2)
                guard let first = receiver.first, parsed.is(receiver[receiver.count - 1], "Tips") else { continue }
                testings.append((index, first, name, receiver.count == 1))
                // `try Tips.resetDatastore()` and `try!`, not `try?`: the calls whose throw leaves their body.
                if parsed.is(index, "resetDatastore"),
                    parsed.is(first - 1, "try") || (parsed.is(first - 1, "!") && parsed.is(first - 2, "try"))
                {
                    throwingResets.append(index)
                }
            }
        }
        // Each configure call's token, body and `if`/`switch` arms, for the testing calls after it.
        var configurePlaces: [(index: Int, body: Int, arms: [ExclusiveArm])] = []
        for call in configures {
            let body = parsed.scopes.body(at: call.index)
            let position = position(of: call.index, in: parsed, positions: &positions, functions: &facts.functions)
            configurePlaces.append((call.index, body, position.arms))
            facts.configureCalls.append(
                ConfigureCall(
                    options: call.options.map { parsed.source($0) },
                    site: FactSite(
                        location: parsed.location(call.first), context: parsed.context(call.index),
                        branch: parsed.branch(call.index)),
                    position: position,
                    isOnBareTips: call.isOnBareTips,
                    followsThrowingReset: throwingResets.contains {
                        $0 < call.index && parsed.scopes.body(at: $0) == body
                    }))
        }
        for call in testings {
            let body = parsed.scopes.body(at: call.index)
            let position = position(of: call.index, in: parsed, positions: &positions, functions: &facts.functions)
            facts.testingCalls.append(
                TestingCall(
                    name: "\(call.name)",
                    site: FactSite(
                        location: parsed.location(call.first), context: parsed.context(call.index),
                        branch: parsed.branch(call.index)),
                    isConditional: position.condition != nil,
                    // Not one in another case of the same `switch` (a plugin's method-call handler) or another
                    // arm of the same `if`: that runs on another call, perhaps after the reset.
                    followsConfigure: configurePlaces.contains {
                        $0.index < call.index && $0.body == body && !ExclusiveArm.areApart($0.arms, position.arms)
                    },
                    position: position, isOnBareTips: call.isOnBareTips))
        }
    }

    /// The call's position; a ternary (`c ? Tips.resetDatastore() : ()`) is a runtime condition too.
    private static func position(
        of index: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        functions: inout [FunctionSignature]
    ) -> CallPosition {
        var position = positions.position(of: index, functions: &functions)
        // Only a call under a condition can be under a once-flag.
        if position.condition != nil { position.runsOnce = positions.runsOnce(index) }
        if position.condition == nil, let question = ternaryQuestion(before: index, in: parsed) {
            position.condition = CallPositionReader.runtimeCondition(
                parsed.statementStart(before: question, in: parsed.scopes.scope(at: index))..<question, in: parsed)
        }
        return position
    }

    /// `Tips`, `TipKit.Tips`, or the pre-release `TipsCenter.shared`.
    private static func isTipsNamespace(_ names: [Int], in parsed: ParsedSwift) -> Bool {
        guard let last = names.last else { return false }
        if parsed.is(last, "Tips") { return true }
        return names.count >= 2 && parsed.is(last, "shared") && parsed.is(names[names.count - 2], "TipsCenter")
    }

    /// The option expressions of `configure([…])`, `configure()`, or a builder
    /// `configure { … }`; nil when `configure` is not called here.
    private static func options(ofCallAfter name: Int, in parsed: ParsedSwift) -> [Range<Int>]? {
        var next = name + 1
        var result: [Range<Int>] = []
        if parsed.is(next, "("), let close = parsed.partner(next) {
            // Only what is inside the parentheses: a trailing builder is read below.
            if let value = parsed.arguments(ofCallAt: next).first?.valueRange, !value.isEmpty, value.upperBound <= close
            {
                if parsed.is(value.lowerBound, "["), parsed.partner(value.lowerBound) == value.upperBound - 1 {
                    result = parsed.commaSeparated(insideGroupAt: value.lowerBound)
                } else {
                    result = [value]
                }
            }
            next = close + 1
        } else if !parsed.is(next, "{") {
            return nil
        }
        if parsed.is(next, "{"), let close = parsed.partner(next) {
            result += parsed.statements(in: (next + 1)..<close)
        }
        return result
    }

    /// `c ? Tips.resetDatastore() : ()`: a `?` with space before it earlier in the statement.
    private static func ternaryQuestion(before index: Int, in parsed: ParsedSwift) -> Int? {
        let scopeIndex = parsed.scopes.scope(at: index)
        let start = parsed.statementStart(before: index, in: scopeIndex)
        return (start..<index).first { token in
            parsed.is(token, "?") && parsed.hasSpaceBefore(token) && parsed.scopes.scope(at: token) == scopeIndex
        }
    }
}
