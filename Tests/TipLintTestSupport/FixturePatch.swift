/// A unified diff of fixture files (`--- a/PATH`, `+++ b/PATH`, `@@` hunks), as
/// `diff -u` and `git diff` write it, applied strictly: every context and removed
/// line must be in the file where the hunk says, so a changed base app makes a
/// variant fail loudly instead of drifting.
enum FixturePatch {
    /// `files` (path → bytes) with `patch` applied; `name` says where the patch is.
    static func apply(_ patch: [UInt8], to files: [String: [UInt8]], name: String) throws -> [String: [UInt8]] {
        var files = files
        var lines = Self.lines(patch)[...]
        while let header = lines.popFirst() {
            guard header.hasPrefix("--- a/"), let target = lines.popFirst(), target.hasPrefix("+++ b/") else {
                throw FixtureError("\(name): expected `--- a/PATH` and `+++ b/PATH`, found \(header)")
            }
            let path = String(target.dropFirst("+++ b/".count).dropLast())
            guard let original = files[path] else { throw FixtureError("\(name): \(path) is not in the base app") }
            var hunks: [String] = []
            while let line = lines.first, !line.hasPrefix("--- a/") {
                hunks.append(line)
                lines.removeFirst()
            }
            files[path] = Array(try patched(Self.lines(original), with: hunks, in: "\(name): \(path)").joined().utf8)
        }
        return files
    }

    /// `original` (lines with their line breaks) with `hunks` applied.
    private static func patched(_ original: [String], with hunks: [String], in place: String) throws -> [String] {
        var result: [String] = []
        var next = 0 // the first line of `original` not yet copied or consumed
        var index = 0
        while index < hunks.count {
            let header = hunks[index]
            // `@@ -START[,COUNT] +…`: a hunk with no old lines (COUNT 0) goes after line START.
            let range = header.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
            guard header.hasPrefix("@@ -"), let start = range.first.flatMap({ Int($0) }) else {
                throw FixtureError("\(place): expected a hunk header, found \(header)")
            }
            let from = range.count > 1 && range[1] == "0" ? start : max(start - 1, 0)
            guard from >= next, from <= original.count else {
                throw FixtureError("\(place): hunk \(header) out of order")
            }
            result += original[next..<from]
            next = from
            index += 1
            while index < hunks.count, !hunks[index].hasPrefix("@@ ") {
                var line = hunks[index]
                index += 1
                if index < hunks.count, hunks[index].hasPrefix("\\ ") { // `\ No newline at end of file`
                    line = String(line.dropLast())
                    index += 1
                }
                let text = String(line.dropFirst())
                switch line.first {
                case "+": result.append(text)
                case " ", "-":
                    guard next < original.count, original[next] == text else {
                        throw FixtureError("\(place): line \(next + 1) is not \(text.debugDescription) (\(header))")
                    }
                    if line.first == " " { result.append(text) }
                    next += 1
                default: throw FixtureError("\(place): unexpected patch line \(line.debugDescription)")
                }
            }
        }
        return result + original[next...]
    }

    /// The lines of `bytes`, each with its line break (the last may have none).
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }
}
