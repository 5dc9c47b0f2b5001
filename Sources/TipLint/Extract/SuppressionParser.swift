import SwiftScan

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `tiplint:` comments: `tiplint:disable RULE… [- reason]`,
/// `tiplint:enable RULE…`, `tiplint:disable:next|this|previous RULE…`.
enum SuppressionParser {
    static func parse(_ file: SourceFile) -> [Suppression] {
        var result: [Suppression] = []
        var columns = CharacterColumns(file)
        for comment in file.comments where mentionsMarker(comment, in: file) {
            let text = file.text(of: comment)
            guard let marker = text.range(of: "tiplint:") else { continue }
            var words = text[marker.upperBound...].split(whereSeparator: {
                $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
            })
            guard let command = words.first else { continue }
            words.removeFirst()
            guard let scope = scope(of: command) else { continue }
            var rules: [String] = []
            for word in words {
                if word == "-" || word.hasPrefix("*/") { break } // a reason follows, or the comment ends
                rules.append(String(word.hasSuffix("*/") ? word.dropLast(2) : word))
            }
            let location = SourceLocation(file: file.path, line: Int(comment.line), column: columns.column(of: comment))
            result.append(Suppression(scope: scope, rules: rules.filter { !$0.isEmpty }, location: location))
        }
        return result
    }

    private static let marker = Array("tiplint:".utf8)

    /// Whether `tiplint:` appears anywhere in the file: without it no comment
    /// is a suppression. The C library finds each `p` (rare in Swift), and
    /// only there are the bytes around it compared.
    static func mayHoldMarker(_ bytes: [UInt8]) -> Bool {
        let pOffset = 2 // "ti|p|lint:"
        return bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress, text.count >= marker.count else { return false }
            let raw = UnsafeRawPointer(base)
            var offset = pOffset
            let last = text.count - marker.count + pOffset
            while offset <= last, let hit = memchr(raw + offset, Int32(UInt8(ascii: "p")), last + 1 - offset) {
                let p = raw.distance(to: UnsafeRawPointer(hit))
                // Most `p`s are not followed by `l`: compare the rest only then.
                if base[p + 1] == UInt8(ascii: "l"), memcmp(base + p - pOffset, marker, marker.count) == 0 {
                    return true
                }
                offset = p + 1
            }
            return false
        }
    }

    /// Whether the comment holds `tiplint:`, read off the bytes: most comments
    /// do not, and are never turned into a String.
    private static func mentionsMarker(_ comment: Token, in file: SourceFile) -> Bool {
        let end = Int(comment.end) - marker.count
        var index = Int(comment.start)
        while index <= end {
            if file.bytes[index] == marker[0] && file.bytes[index..<index + marker.count].elementsEqual(marker) {
                return true
            }
            index += 1
        }
        return false
    }

    private static func scope(of command: Substring) -> Suppression.Scope? {
        switch command {
        case "disable": return .disable
        case "enable": return .enable
        case "disable:next": return .next
        case "disable:this": return .this
        case "disable:previous": return .previous
        default: return nil
        }
    }
}
