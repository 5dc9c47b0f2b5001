import SwiftScan

/// Reads `tiplint:` comments: `tiplint:disable RULE… [- reason]`,
/// `tiplint:enable RULE…`, `tiplint:disable:next|this|previous RULE…`.
enum SuppressionParser {
    static func parse(_ file: SourceFile) -> [Suppression] {
        var result: [Suppression] = []
        var columns = CharacterColumns(file)
        let path = file.path
        // Bytes, not Characters, and no array per comment: 300,000 comments on one line were a
        // Foundation search and a split each.
        file.bytes.withUnsafeBufferPointer { bytes in
            for comment in file.comments {
                guard let markerEnd = markerEnd(in: comment, of: bytes) else { continue }
                var words = Words(bytes: bytes, from: markerEnd, to: Int(comment.end))
                guard let command = words.next(), let scope = scope(of: command) else { continue }
                var rules: [String] = []
                while let word = words.next() {
                    // A reason follows, or the comment ends.
                    if word.count == 1 && word.first == UInt8(ascii: "-") || closesComment(word.prefix(2)) { break }
                    let name = closesComment(word.suffix(2)) ? word.dropLast(2) : word
                    if !name.isEmpty { rules.append(String(decoding: name, as: UTF8.self)) }
                }
                let location = SourceLocation(file: path, line: Int(comment.line), column: columns.column(of: comment))
                result.append(Suppression(scope: scope, rules: rules, location: location))
            }
        }
        return result
    }

    /// Whether `pair` is `*/`.
    private static func closesComment(_ pair: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        pair.count == 2 && pair.first == UInt8(ascii: "*") && pair.last == UInt8(ascii: "/")
    }

    /// The words of `bytes[start..<end]`, split at spaces, tabs and line breaks.
    private struct Words {
        let bytes: UnsafeBufferPointer<UInt8>
        var position: Int
        let end: Int

        init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
            self.bytes = bytes
            self.position = start
            self.end = end
        }

        mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
            while position < end, isSpace(bytes[position]) { position += 1 }
            guard position < end else { return nil }
            let start = position
            while position < end, !isSpace(bytes[position]) { position += 1 }
            return bytes[start..<position]
        }

        private func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
        }
    }

    /// What every suppression comment holds (`ByteSurvey` looks for it before a file is tokenized).
    static let marker = Array("tiplint:".utf8)

    /// Where the comment's first `tiplint:` ends; nil when it holds none, as most comments do.
    private static func markerEnd(in comment: Token, of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let end = Int(comment.end) - marker.count
        var index = Int(comment.start)
        while index <= end {
            if bytes[index] == marker[0] && bytes[index..<index + marker.count].elementsEqual(marker) {
                return index + marker.count
            }
            index += 1
        }
        return nil
    }

    private static func scope(of command: Slice<UnsafeBufferPointer<UInt8>>) -> Suppression.Scope? {
        for (word, scope) in scopes where command.elementsEqual(word) { return scope }
        return nil
    }

    private static let scopes: [(word: [UInt8], scope: Suppression.Scope)] = [
        (Array("disable".utf8), .disable), (Array("enable".utf8), .enable), (Array("disable:next".utf8), .next),
        (Array("disable:this".utf8), .this), (Array("disable:previous".utf8), .previous),
    ]
}
