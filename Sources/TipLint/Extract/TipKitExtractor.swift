import SwiftScan

// PLACEHOLDER until the `tipkit` branch lands the real extractor.
public enum TipKitExtractor {
    public static func extract(_ file: SourceFile, into facts: inout FileFacts) {}
}
