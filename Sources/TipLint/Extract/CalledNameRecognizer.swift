import SwiftScan

/// The names the file calls or hands on: an identifier followed by `(` or `{` (a call, a trailing
/// closure; a declaration too, which only makes a name look called), or by `)` or `,` (a function
/// passed as an argument, `content: sheetContent`), hashed from its bytes.
enum CalledNameRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let file = parsed.file
        // Sorted and made unique once at the end (a name called 400,000 times is one entry): a set
        // hashed each of the 64-bit hashes again and grew as they came.
        var hashes: [UInt64] = []
        for index in 0..<parsed.count where parsed.isIdentifier(index) {
            guard
                parsed.is(index + 1, "(") || parsed.is(index + 1, "{") || parsed.is(index + 1, ")")
                    || parsed.is(index + 1, ",")
            else { continue }
            let token = file.tokens[index]
            hashes.append(CalledNames.hash(file.bytes[Int(token.start)..<Int(token.end)]))
        }
        facts.calledNames = CalledNames(hashes)
    }
}
