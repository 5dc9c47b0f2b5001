/// Words without which a file cannot show that a project uses a tip system,
/// searched in its raw bytes before any extractor runs (`ByteSurvey`). Most Swift in a large
/// project names no tip API, and skipping its extraction is most of the
/// pipeline's speed.
///
/// The first pass extracts only the files that name one of these; the
/// systems in use are detected from them, and when one is (or a plan is
/// given) the second pass extracts every other file too. So the words need
/// only mark the files that detection reads:
/// - TipKit: `import TipKit` (and every TipKit name) holds `Tip`, matched as
///   written;
/// - a tooltip manager: its facts all come from names holding `tooltip`
///   (TooltipManager, showTooltipIfNeeded, activeTooltip, `.…tooltip…(`);
/// - TutorialKit: `import TutorialKit` and every TutorialKit name hold
///   `tutorial`. A step's labels (`arrows:`, `blurTargets:`, `triggers:`) are
///   left to the second pass: `triggers` alone is common in other Swift
///   (database triggers, event loops), and a file using them in a tour sits
///   in a project that imports TutorialKit.
enum ExtractionTriggers {
    /// `Tip` matched as written (TipKit's names all spell it so); the others in any letter case.
    static let words: [(word: String, ignoringCase: Bool)] = [
        ("Tip", false), ("tooltip", true), ("tutorial", true),
    ]
}
