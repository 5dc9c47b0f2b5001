import XCTest

@testable import TipLint

/// Reading the source-language texts of `Localizable.strings` and `.xcstrings` tables for the keys
/// tip copy looks up.
final class StringsTableScannerTests: XCTestCase {
    private let keys: Set<String> = ["tip.title", "tip.message"]

    func testReadsEntriesWithCommentsAndEscapes() {
        let table = """
            /* The tip */
            "tip.title" = "Say \\"hi\\"";
            // its message
            "tip.message"="Line one\\nCaf\\U00e9";
            "other" = "not asked for";
            """
        XCTAssertEqual(
            StringsTableScanner.values(path: "en.lproj/Localizable.strings", bytes: Array(table.utf8), keys: keys),
            ["tip.title": "Say \"hi\"", "tip.message": "Line one\nCafé"])
    }

    func testDecodesUTF16Tables() {
        let table = "\"tip.title\" = \"Hike offline\";\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in table.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(
            StringsTableScanner.values(path: "en.lproj/Localizable.strings", bytes: bytes, keys: keys),
            ["tip.title": "Hike offline"])
    }

    /// A table it cannot read gives no value rather than a wrong one.
    func testMalformedTablesGiveNothing() {
        for table in [#""tip.title" = "Hike" "tip.message" = "x";"#, #""tip.title" = "unterminated"#] {
            XCTAssertEqual(
                StringsTableScanner.values(path: "Localizable.strings", bytes: Array(table.utf8), keys: keys), [:],
                table)
        }
        XCTAssertEqual(
            StringsTableScanner.values(
                path: "Localizable.xcstrings", bytes: Array("{ \"tip.title\" ".utf8), keys: keys),
            [:])
    }

    func testCatalogGivesTheSourceLanguageValueOnly() {
        let catalog = """
            { "sourceLanguage" : "de", "strings" : {
                "tip.title" : { "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Offline wandern" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Hike offline" } } } },
                "tip.message" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Only English" } } } } } }
            """
        XCTAssertEqual(
            StringsTableScanner.values(path: "Localizable.xcstrings", bytes: Array(catalog.utf8), keys: keys),
            ["tip.title": "Offline wandern"])
    }

    func testSourceLanguageTablesAndDevelopmentRegion() {
        XCTAssertTrue(StringsTableScanner.isSourceLanguage("App/en.lproj/Localizable.strings", developmentRegion: "en"))
        XCTAssertTrue(
            StringsTableScanner.isSourceLanguage("App/Base.lproj/Localizable.strings", developmentRegion: "de"))
        XCTAssertFalse(
            StringsTableScanner.isSourceLanguage("App/de.lproj/Localizable.strings", developmentRegion: "en"))
        XCTAssertTrue(StringsTableScanner.isSourceLanguage("App/Localizable.xcstrings", developmentRegion: "en"))
        let project = "\t\t\tdevelopmentRegion = \"pt-BR\";\n\t\t\thasScannedForEncodings = 0;\n"
        XCTAssertEqual(StringsTableScanner.developmentRegion(pbxproj: Array(project.utf8)), "pt-BR")
        XCTAssertNil(StringsTableScanner.developmentRegion(pbxproj: Array("objects = {};".utf8)))
    }
}
