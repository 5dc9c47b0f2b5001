import SwiftScan

/// Reads `tiplint:` comments: `tiplint:disable RULE… [- reason]`,
/// `tiplint:enable RULE…`, `tiplint:disable:next|this|previous RULE…`.
enum SuppressionParser {
    static func parse(_ file: SourceFile) -> [Suppression] {
        var result: [Suppression] = []
        var columns = CharacterColumns(file)
        for comment in file.comments {
            guard let markerEnd = markerEnd(in: comment, of: file) else { continue }
            // Bytes, not Characters: 300,000 comments on one line were a Foundation search and a split each.
            let words = file.bytes[markerEnd..<Int(comment.end)].split { byte in
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
            }
            guard let command = words.first, let scope = scope(of: String(decoding: command, as: UTF8.self)) else {
                continue
            }
            var rules: [String] = []
            for word in words.dropFirst() {
                // A reason follows, or the comment ends.
                if word.elementsEqual("-".utf8) || word.starts(with: "*/".utf8) { break }
                let name = word.count >= 2 && word.suffix(2).elementsEqual("*/".utf8) ? word.dropLast(2) : word
                if !name.isEmpty { rules.append(String(decoding: name, as: UTF8.self)) }
            }
            let location = SourceLocation(file: file.path, line: Int(comment.line), column: columns.column(of: comment))
            result.append(Suppression(scope: scope, rules: rules, location: location))
        }
        return result
    }

    /// What every suppression comment holds (`ByteSurvey` looks for it before a file is tokenized).
    static let marker = Array("tiplint:".utf8)

    /// Where the comment's first `tiplint:` ends; nil when it holds none, as most comments do.
    private static func markerEnd(in comment: Token, of file: SourceFile) -> Int? {
        let end = Int(comment.end) - marker.count
        var index = Int(comment.start)
        while index <= end {
            if file.bytes[index] == marker[0] && file.bytes[index..<index + marker.count].elementsEqual(marker) {
                return index + marker.count
            }
            index += 1
        }
        return nil
    }

    private static func scope(of command: String) -> Suppression.Scope? {
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
