import SwiftScan

/// Finds how a file adopts TipKit, from its tokens (never its raw text, so
/// words in comments, strings and regex literals never count). Each
/// recogniser adds one kind of fact; all share one parse of the file.
enum TipKitExtractor {
    static func extract(_ file: SourceFile, into facts: inout FileFacts) {
        extract(ParsedSwift(file), into: &facts)
    }

    /// Extracts from a parse the other extractors share.
    static func extract(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        guard parsed.count > 0 else { return }
        ImportRecognizer.recognize(parsed, into: &facts)
        DeclaredTypeRecognizer.recognize(parsed, into: &facts)
        TipRecognizer.recognize(parsed, into: &facts)
        EventRecognizer.recognize(parsed, into: &facts)
        StringConstantRecognizer.recognize(parsed, into: &facts)
        ParameterRecognizer.recognize(parsed, into: &facts)
        RuleReferenceRecognizer.recognize(parsed, into: &facts)
        DonationRecognizer.recognize(parsed, into: &facts)
        DisplaySiteRecognizer.recognize(parsed, into: &facts)
        // After the display sites, whose helpers it asks about.
        SystemDrawnItems.recognizeUses(parsed, into: &facts)
        GroupTipReadRecognizer.recognize(parsed, into: &facts)
        RowBuiltViewRecognizer.recognize(parsed, into: &facts)
        InvalidationRecognizer.recognize(parsed, into: &facts)
        PerLaunchIDArgumentRecognizer.recognize(parsed, into: &facts)
        LiteralTextArgumentRecognizer.recognize(parsed, into: &facts)
        PropertyTypeRecognizer.recognize(parsed, into: &facts)
        TypedArgumentRecognizer.recognize(parsed, into: &facts)
        ShowingFunctionRecognizer.recognize(parsed, into: &facts)
        ReturnedTipRecognizer.recognize(parsed, into: &facts)
        AppEntryRecognizer.recognize(parsed, into: &facts)
        var positions = CallPositionReader(parsed)
        ConfigureRecognizer.recognize(parsed, positions: &positions, into: &facts)
        TipObservationRecognizer.recognize(parsed, positions: &positions, into: &facts)
        HelperCallRecognizer.recognize(parsed, positions: &positions, into: &facts)
        UncalledHelperRecognizer.recognize(parsed, into: &facts)
        // After the display sites and the setup calls it asks about.
        DisplayHelperRecognizer.recognize(parsed, into: &facts)
        BetaAPIRecognizer.recognize(parsed, into: &facts)
        TipKitUseRecognizer.recognize(parsed, into: &facts)
        CalledNameRecognizer.recognize(parsed, into: &facts)
    }
}
