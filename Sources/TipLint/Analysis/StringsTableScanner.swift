#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The source-language texts of a strings table for the keys asked for: a `Localizable.strings`
/// (`"key" = "value";`, read byte by byte, UTF-16 ones decoded first) or a `Localizable.xcstrings`
/// String Catalog (JSON: each key's `stringUnit` value in the catalog's `sourceLanguage`). A table
/// that names none of the keys is not parsed; a malformed one gives nothing (copy stays unresolved).
enum StringsTableScanner {
    static func values(path: String, bytes: [UInt8], keys: Set<String>) -> [String: String] {
        let bytes = utf8(bytes)
        let slice = bytes[...]
        guard keys.contains(where: { slice.containsLiterally(Array($0.utf8)) }) else { return [:] }
        let table = path.hasSuffix(".xcstrings") ? catalogValues(bytes, keys: keys) : stringsValues(bytes)
        return table.filter { keys.contains($0.key) }
    }

    /// Whether a `.strings` table at `path` holds the source language's texts: it sits in the
    /// development region's `.lproj` (or `Base.lproj`). A String Catalog names its own.
    static func isSourceLanguage(_ path: String, developmentRegion: String) -> Bool {
        guard path.hasSuffix(".strings") else { return true }
        let folder = PathText.lastComponent(PathText.parent(path))
        return folder == "\(developmentRegion).lproj" || folder == "Base.lproj"
    }

    /// `developmentRegion = en;` of an Xcode project; nil when it names none.
    static func developmentRegion(pbxproj bytes: [UInt8]) -> String? {
        let marker = Array("developmentRegion = ".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index..<index + marker.count].elementsEqual(marker) {
                let start = index + marker.count
                let end =
                    bytes[start...].firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "\n") } ?? bytes.count
                let quoteOrSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: " ") }
                let name = bytes[start..<end].drop(while: quoteOrSpace).reversed().drop(while: quoteOrSpace).reversed()
                return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// Xcode writes older `.strings` tables as UTF-16 with a byte-order mark.
    private static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        guard bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
            let text = String(data: Data(bytes), encoding: .utf16)
        else { return bytes }
        return Array(text.utf8)
    }

    private static func catalogValues(_ bytes: [UInt8], keys: Set<String>) -> [String: String] {
        guard let catalog = try? JSONReader.parse(bytes).value,
            case .string(let language) = catalog["sourceLanguage"],
            case .object(let entries) = catalog["strings"]
        else { return [:] }
        var values: [String: String] = [:]
        for entry in entries where keys.contains(entry.key) {
            if case .string(let value) = entry.value["localizations"]?[language]?["stringUnit"]?["value"] {
                values[entry.key] = value // a key written twice: the last, as JSONSerialization reads it
            }
        }
        return values
    }

    /// Every `"key" = "value";` of a `.strings` table; empty when one entry cannot be read.
    private static func stringsValues(_ bytes: [UInt8]) -> [String: String] {
        var reader = StringsEntryReader(bytes: bytes)
        var values: [String: String] = [:]
        while reader.skipSpaceAndComments() {
            guard let key = reader.quoted(), reader.skipSpaceAndComments(), reader.take(UInt8(ascii: "=")),
                reader.skipSpaceAndComments(), let value = reader.quoted(), reader.skipSpaceAndComments(),
                reader.take(UInt8(ascii: ";"))
            else { return [:] }
            values[key] = value
        }
        return values
    }
}

/// A cursor over a `.strings` table's bytes.
private struct StringsEntryReader {
    let bytes: [UInt8]
    var index = 0

    /// Skips spaces, `/* … */` and `// …`; false at the end of the table.
    mutating func skipSpaceAndComments() -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return true
            }
        }
        return false
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A `"…"` string with its escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\U00e9`) read.
    mutating func quoted() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard index < bytes.count else { return nil }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard index + 4 <= bytes.count,
                    let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(code)
                else { return nil }
                index += 4
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: text.append(escaped)
            }
        }
        return nil
    }
}
