import SwiftScan

/// Git's glob matcher (wildmatch.c), on bytes, with path semantics:
/// `*` and `?` stop at `/`, `**` between slashes crosses directories,
/// `[…]` classes with ranges, `!`/`^` negation and `[:alpha:]`-style
/// names, `\` escapes. Matching what git matches is the point, so this
/// follows git's algorithm step for step, including its bounded backtracking.
///
/// Git's backtracking is exponential in the number of `**` (`**/a/**/a/…`
/// against a deep tree of `a`): with two or more, each (pattern position,
/// text position) is decided once and remembered, which bounds the work by
/// their product times the text's length.
enum Wildmatch {
    static func matches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        matches(terminated: terminated(pattern), terminated(text))
    }

    /// Matching on buffers already `terminated`, to reuse them across calls.
    static func matches(terminated pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var matcher = Matcher(pattern: pattern, text: text, remembers: doubleStarCount(pattern) >= 2)
        return matcher.match(0, 0) == .match
    }

    private static func doubleStarCount(_ pattern: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index + 1 < pattern.count {
            if pattern[index] == star && pattern[index + 1] == star {
                count += 1
                while index < pattern.count && pattern[index] == star { index += 1 }
            } else {
                index += 1
            }
        }
        return count
    }

    /// The bytes followed by two NULs, so look-ahead by one never leaves the buffer.
    static func terminated(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var buffer = [UInt8]()
        buffer.reserveCapacity(bytes.count + 2)
        buffer.append(contentsOf: bytes)
        buffer.append(0)
        buffer.append(0)
        return buffer
    }

    private enum Outcome { case match, noMatch, abortAll, abortToStarStar }

    private static let star = UInt8(ascii: "*")
    private static let slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\")

    static func isGlobSpecial(_ byte: UInt8) -> Bool {
        byte == star || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") || byte == backslash
    }

    /// One match: the buffers, and what each (pattern start, text start) gave when remembering.
    private struct Matcher {
        let pattern: [UInt8]
        let text: [UInt8]
        let remembers: Bool
        var outcomes: [Int: Outcome] = [:]

        mutating func match(_ patternStart: Int, _ textStart: Int) -> Outcome {
            guard remembers else { return Wildmatch.match(pattern, patternStart, text, textStart, &self) }
            let key = patternStart * text.count + textStart
            if let known = outcomes[key] { return known }
            let outcome = Wildmatch.match(pattern, patternStart, text, textStart, &self)
            outcomes[key] = outcome
            return outcome
        }
    }

    private static func match(
        _ pattern: [UInt8], _ patternStart: Int, _ text: [UInt8], _ textStart: Int, _ matcher: inout Matcher
    ) -> Outcome {
        WorkMeter.count()
        var p = patternStart
        var t = textStart
        while pattern[p] != 0 {
            let textByte = text[t]
            if textByte == 0 && pattern[p] != star { return .abortAll }
            switch pattern[p] {
            case backslash:
                p += 1
                if textByte != pattern[p] { return .noMatch }
            case UInt8(ascii: "?"):
                if textByte == slash { return .noMatch }
            case star:
                let matchSlash: Bool
                p += 1
                if pattern[p] == star {
                    let before = p - 2
                    while pattern[p] == star { p += 1 }
                    let startsComponent = before < patternStart || pattern[before] == slash
                    let endsComponent =
                        pattern[p] == 0 || pattern[p] == slash
                        || (pattern[p] == backslash && pattern[p + 1] == slash)
                    if startsComponent && endsComponent {
                        // `**/` may match nothing: try the rest right here first.
                        if pattern[p] == slash && matcher.match(p + 1, t) == .match { return .match }
                        matchSlash = true
                    } else {
                        matchSlash = false
                    }
                } else {
                    matchSlash = false
                }
                if pattern[p] == 0 {
                    // A trailing `**` matches everything; a trailing `*` only the rest of this component.
                    if !matchSlash && text[t...].contains(slash) { return .noMatch }
                    return .match
                }
                if !matchSlash && pattern[p] == slash {
                    // `*/` matches the rest of this component.
                    guard let next = text[t...].firstIndex(of: slash), text[next] != 0 else { return .noMatch }
                    t = next
                    break
                }
                var current = textByte
                while current != 0 {
                    if !isGlobSpecial(pattern[p]) {
                        // The text before the next literal must belong to the star.
                        let literal = pattern[p]
                        while text[t] != 0 && (matchSlash || text[t] != slash) && text[t] != literal { t += 1 }
                        current = text[t]
                        // Not found: no later start for this star can match either.
                        if current != literal { return current == 0 ? .abortAll : .abortToStarStar }
                    }
                    let outcome = matcher.match(p, t)
                    if outcome != .noMatch {
                        if !matchSlash || outcome != .abortToStarStar { return outcome }
                    } else if !matchSlash && current == slash {
                        return .abortToStarStar
                    }
                    t += 1
                    current = text[t]
                }
                return .abortAll
            case UInt8(ascii: "["):
                guard let accepted = matchClass(pattern, &p, textByte) else { return .abortAll }
                if !accepted || textByte == slash { return .noMatch }
            default:
                if textByte != pattern[p] { return .noMatch }
            }
            p += 1
            t += 1
        }
        return text[t] == 0 ? .match : .noMatch
    }

    /// Matches `byte` against the class whose `[` is at `p`; leaves `p` on
    /// its `]`. Nil for a malformed class (git then fails the whole match).
    private static func matchClass(_ pattern: [UInt8], _ p: inout Int, _ byte: UInt8) -> Bool? {
        p += 1
        var current = pattern[p]
        if current == UInt8(ascii: "^") { current = UInt8(ascii: "!") }
        let negated = current == UInt8(ascii: "!")
        if negated {
            p += 1
            current = pattern[p]
        }
        var previous: UInt8 = 0
        var matched = false
        repeat {
            if current == 0 { return nil }
            if current == backslash {
                p += 1
                current = pattern[p]
                if current == 0 { return nil }
                if byte == current { matched = true }
            } else if current == UInt8(ascii: "-") && previous != 0 && pattern[p + 1] != 0
                && pattern[p + 1] != UInt8(ascii: "]")
            {
                p += 1
                current = pattern[p]
                if current == backslash {
                    p += 1
                    current = pattern[p]
                    if current == 0 { return nil }
                }
                if byte <= current && byte >= previous { matched = true }
                current = 0 // a range cannot start another range
            } else if current == UInt8(ascii: "[") && pattern[p + 1] == UInt8(ascii: ":") {
                let nameStart = p + 2
                var close = nameStart
                while pattern[close] != 0 && pattern[close] != UInt8(ascii: "]") { close += 1 }
                if pattern[close] == 0 { return nil }
                if close - nameStart - 1 < 0 || pattern[close - 1] != UInt8(ascii: ":") {
                    // No `:]`: the `[` is an ordinary member.
                    if byte == current { matched = true }
                } else {
                    let name = String(decoding: pattern[nameStart..<(close - 1)], as: UTF8.self)
                    guard let test = characterClasses[name] else { return nil }
                    if test(byte) { matched = true }
                    p = close
                    current = 0
                }
            } else if byte == current {
                matched = true
            }
            previous = current
            p += 1
            current = pattern[p]
        } while current != UInt8(ascii: "]")
        return matched != negated
    }

    private static let characterClasses: [String: @Sendable (UInt8) -> Bool] = [
        "alnum": { isAlpha($0) || isDigit($0) },
        "alpha": isAlpha,
        "blank": { $0 == 0x20 || $0 == 0x09 },
        "cntrl": { $0 < 0x20 || $0 == 0x7F },
        "digit": isDigit,
        "graph": { $0 > 0x20 && $0 < 0x7F },
        "lower": { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") },
        "print": { $0 >= 0x20 && $0 < 0x7F },
        "punct": { $0 > 0x20 && $0 < 0x7F && !isAlpha($0) && !isDigit($0) },
        "space": { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) },
        "upper": { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") },
        "xdigit": { isDigit($0) || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "f")) },
    ]

    private static func isAlpha(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
