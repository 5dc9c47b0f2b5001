import SwiftScan

/// Member calls that repeat the call right before them on their line, token
/// for token: the second and later `.popoverTip(tip)` of
/// `Text("x").popoverTip(tip).popoverTip(tip)`. Each says what the first of
/// its run says, at another column, so recognizers fold it into the first's
/// fact (a count of columns) instead of resolving it again: 400,000 repeats
/// on one line are one fact, not 400,000 (issue 23).
struct RepeatedCalls {
    /// One run: the `.` of the call repeated, and the tokens of the repeats after it.
    private struct Run {
        var original: Int
        var repeats: ClosedRange<Int>
    }

    /// In token order; empty for almost every file.
    private let runs: [Run]

    init(_ parsed: ParsedSwift) {
        var runs: [Run] = []
        var dot = 1
        while dot + 2 < parsed.count {
            guard parsed.is(dot, "."), parsed.isIdentifier(dot + 1), parsed.is(dot + 2, "("),
                let close = parsed.partner(dot + 2), let previous = Self.previousCall(endingBefore: dot, in: parsed),
                Self.sameTokens(previous..<dot, dot..<(close + 1), in: parsed),
                parsed.line(previous) == parsed.line(close)
            else {
                dot += 1
                continue
            }
            if let last = runs.last, last.repeats.upperBound == dot - 1 {
                runs[runs.count - 1].repeats = last.repeats.lowerBound...close
            } else {
                runs.append(Run(original: previous, repeats: dot...close))
            }
            dot = close + 1
        }
        self.runs = runs
    }

    /// The token at the same place in the call that token `index`'s call repeats (the first of its run),
    /// or nil when `index` is in no repeat.
    func counterpart(of index: Int) -> Int? {
        place(of: index).map { $0.run.original + $0.offset }
    }

    /// The `.` of the call that the call at `dot` repeats, when `dot` starts one of a run's repeats: not a
    /// call nested in one (`.overlay(Text("a").popoverTip(t))` repeated modifies another `Text`).
    func original(ofCallAt dot: Int) -> Int? {
        guard let place = place(of: dot), place.offset == 0 else { return nil }
        return place.run.original
    }

    /// Whether no call repeats the one before it (almost every file).
    var isEmpty: Bool { runs.isEmpty }

    /// Whether token `index` is in a call that repeats the one before it.
    func contains(_ index: Int) -> Bool { place(of: index) != nil }

    /// The run holding token `index`, and where `index` is in its repeat (0 at the repeat's `.`).
    private func place(of index: Int) -> (run: Run, offset: Int)? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].repeats.upperBound < index { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].repeats.contains(index) else { return nil }
        let run = runs[low]
        return (run, (index - run.repeats.lowerBound) % (run.repeats.lowerBound - run.original))
    }

    /// `.name(…)` ending right before `dot`: its `.`.
    private static func previousCall(endingBefore dot: Int, in parsed: ParsedSwift) -> Int? {
        guard parsed.is(dot - 1, ")"), let open = parsed.partner(dot - 1), parsed.isIdentifier(open - 1),
            parsed.is(open - 2, ".")
        else { return nil }
        return open - 2
    }

    private static func sameTokens(_ first: Range<Int>, _ second: Range<Int>, in parsed: ParsedSwift) -> Bool {
        guard first.count == second.count else { return false }
        let file = parsed.file
        return zip(first, second).allSatisfy { one, other in
            WorkMeter.count()
            return file.sameToken(file.tokens[one], file.tokens[other])
        }
    }
}
