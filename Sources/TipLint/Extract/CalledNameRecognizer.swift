import SwiftScan

/// The names the file calls or hands on: an identifier followed by `(` or `{` (a call, a trailing
/// closure; a declaration too, which only makes a name look called), or by `)` or `,` (a function
/// passed as an argument, `content: sheetContent`), hashed from its bytes. And every name the file
/// mentions at all that may name a function (it starts with a lowercase letter or `_`): each such
/// identifier, and each such word of a string literal without spaces (`"presentTips"` for a selector or a
/// key) or with a `\` (an interpolation may call it); and each capitalised name it writes without calling it
/// (`SettingsView.self`, `[SettingsView]`), which may name a view built elsewhere. And the names the file
/// calls only inside its previews.
enum CalledNameRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let file = parsed.file
        // Sorted and made unique once at the end (a name called 400,000 times is one entry): a set
        // hashed each of the 64-bit hashes again and grew as they came.
        var hashes: [UInt64] = []
        var mentioned: [UInt64] = []
        // Previews' token ranges in order, and the calls in and outside them (a declaration is no call here).
        let previews = parsed.previewRanges()
        var nextPreview = 0
        var calledInPreviews: [UInt64] = []
        var calledElsewhere: [UInt64] = []
        for index in 0..<parsed.count {
            let token = file.tokens[index]
            if token.kind == .string {
                let bytes = file.bytes[Int(token.start)..<Int(token.end)]
                // Prose is no selector or key; an interpolation may still call the method.
                if !bytes.contains(UInt8(ascii: " ")) || bytes.contains(UInt8(ascii: "\\")) {
                    appendWords(bytes, to: &mentioned)
                }
                continue
            }
            guard token.kind == .identifier else { continue }
            let first = file.bytes[Int(token.start)]
            let isCalled =
                parsed.is(index + 1, "(") || parsed.is(index + 1, "{") || parsed.is(index + 1, ")")
                || parsed.is(index + 1, ",")
            // A type named without a call (`UnbuiltView.self`, `[UnbuiltView]`, `UnbuiltView.init`) may be built.
            let mayNameType = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            guard isCalled || mayNameType || Self.mayNameFunction(first) else { continue }
            // A name a `let`/`var` declares mentions nothing else: a property of a helper's name is not the helper.
            if !isCalled && index > 0 && (parsed.is(index - 1, "let") || parsed.is(index - 1, "var")) { continue }
            let hash = CalledNames.hash(file.bytes[Int(token.start)..<Int(token.end)])
            if isCalled { hashes.append(hash) }
            if !previews.isEmpty, parsed.is(index + 1, "(") {
                while nextPreview < previews.count, previews[nextPreview].upperBound <= index { nextPreview += 1 }
                if nextPreview < previews.count, previews[nextPreview].contains(index) {
                    calledInPreviews.append(hash)
                } else if index == 0 || !parsed.is(index - 1, "func") {
                    calledElsewhere.append(hash)
                }
            }
            if Self.mayNameFunction(first) || (mayNameType && !isCalled) { mentioned.append(hash) }
        }
        facts.calledNames = CalledNames(hashes)
        facts.mentionedNames = NameMentions(mentioned)
        // The few names previews call, sorted once and searched by every call elsewhere.
        let inPreviews = CalledNames(calledInPreviews)
        let alsoElsewhere = CalledNames(calledElsewhere.filter { inPreviews.contains(hash: $0) })
        facts.calledOnlyInPreviews = CalledNames(calledInPreviews.filter { !alsoElsewhere.contains(hash: $0) })
    }

    /// `a`…`z` or `_`: how the functions `mentionedNames` is asked about start.
    static func mayNameFunction(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    /// The words of a string literal's bytes (runs of ASCII letters, digits and `_`) that start like a function
    /// name.
    private static func appendWords(_ bytes: ArraySlice<UInt8>, to hashes: inout [UInt64]) {
        var start: Int? = nil
        for position in bytes.indices {
            let byte = bytes[position]
            let isWordByte =
                mayNameFunction(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if isWordByte {
                if start == nil { start = position }
            } else if let wordStart = start {
                if mayNameFunction(bytes[wordStart]) { hashes.append(CalledNames.hash(bytes[wordStart..<position])) }
                start = nil
            }
        }
        if let wordStart = start, mayNameFunction(bytes[wordStart]) {
            hashes.append(CalledNames.hash(bytes[wordStart..<bytes.endIndex]))
        }
    }
}
