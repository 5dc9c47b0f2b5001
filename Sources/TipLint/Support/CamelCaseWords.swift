import SwiftScan

/// Cuts names and sentences into lowercased words on UTF-8 bytes: at every byte that is no letter
/// (nor digit, when digits count) and where a lowercase letter meets an uppercase one
/// (`openWikipedia`: open, wikipedia). An ASCII byte is judged alone; a multi-byte character by its
/// scalar's Unicode properties (`é` is a lowercase letter, `—` parts words) and a combining mark or
/// joiner goes with the letter before it, as Characters would.
/// The rules where callers differ are the stored properties, and every caller states them.
struct CamelCaseWords {
    /// Digits belong to words (`Tab2View`: tab2view) instead of parting them (`Tab2View`: tab, view).
    let digitsInWords: Bool
    /// A run of capitals ends before its last one when a lowercase letter follows (`QAChecklist`: qa,
    /// checklist); without it the run and the word after it are one (`qachecklist`).
    let splitsCapitalRun: Bool
    /// One lowercase letter opening a word stays with the capitalized word after it (`iCloudSync`:
    /// icloud, sync; `eBay`); without it the letter is a word of its own (i, cloud, sync).
    let keepsLowercaseHead: Bool

    /// The words of `text`: the lowercased pieces of each run of word bytes between separators
    /// (`iCloud sync-Status`: [icloud], [sync], [status]).
    func runs(of text: String) -> [[String]] {
        let bytes = Array(text.utf8)
        var runs: [[String]] = []
        var pieces: [String] = []
        var piece: [UInt8] = []
        var pieceLetters = 0
        var previous = Kind.separator
        func finishPiece() {
            guard !piece.isEmpty else { return }
            pieces.append(String(decoding: piece, as: UTF8.self))
            piece.removeAll(keepingCapacity: true)
            pieceLetters = 0
        }
        var index = 0
        var afterControl = true
        while index < bytes.count {
            WorkMeter.count()
            let (scalar, length) = Self.scalar(in: bytes, at: index)
            let start = index
            index += length
            // A mark starts no character of its own but at the start or after a control (a line break).
            let extends = !afterControl && Self.extendsCharacter(scalar)
            afterControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            if extends {
                // Part of the character before it: of a letter (`e` + U+0301 is one `é`) or of a separator.
                if previous != .separator { piece += bytes[start..<index] }
                continue
            }
            let kind = kind(of: scalar)
            guard kind != .separator else {
                finishPiece()
                if !pieces.isEmpty { runs.append(pieces) }
                pieces.removeAll()
                previous = .separator
                continue
            }
            if kind == .upper && !piece.isEmpty && startsPiece(after: previous, pieceLetters, bytes, index) {
                finishPiece()
            }
            if scalar.isASCII {
                piece.append(UInt8(scalar.value).asciiLowercased)
            } else {
                piece += scalar.properties.lowercaseMapping.utf8
            }
            pieceLetters += 1
            previous = kind
        }
        finishPiece()
        if !pieces.isEmpty { runs.append(pieces) }
        return runs
    }

    /// Every word of `text`, in order, without telling which run it came from.
    func words(of text: String) -> [String] {
        runs(of: text).flatMap { $0 }
    }

    /// Whether the capital before `next` opens a new piece, after a piece of `pieceLetters` whose
    /// last letter was `previous`.
    private func startsPiece(after previous: Kind, _ pieceLetters: Int, _ bytes: [UInt8], _ next: Int) -> Bool {
        if previous == .lower { return !keepsLowercaseHead || pieceLetters > 1 }
        guard splitsCapitalRun, previous == .upper else { return false }
        var next = next
        while next < bytes.count {
            let (scalar, length) = Self.scalar(in: bytes, at: next)
            guard Self.extendsCharacter(scalar) else { return kind(of: scalar) == .lower }
            next += length
        }
        return false
    }

    private enum Kind { case separator, upper, lower, uncased }

    /// Whether `scalar` extends the character before it: a combining or spacing mark, a skin tone, a joiner.
    private static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark || properties.isEmojiModifier
            || scalar == "\u{200D}"
    }

    private func kind(of scalar: Unicode.Scalar) -> Kind {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            if byte &- UInt8(ascii: "A") < 26 { return .upper }
            if byte &- UInt8(ascii: "a") < 26 { return .lower }
            return digitsInWords && byte &- UInt8(ascii: "0") < 10 ? .uncased : .separator
        }
        let properties = scalar.properties
        guard properties.isAlphabetic else {
            return digitsInWords && properties.numericType != nil ? .uncased : .separator
        }
        return properties.isUppercase ? .upper : properties.isLowercase ? .lower : .uncased
    }

    /// The scalar that starts at `index` of well-formed UTF-8 (a String's bytes) and its length.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
