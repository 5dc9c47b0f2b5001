/// The TipKit rules that need only the code (the spec's first Rules table).
enum TipKitRules {
    static let all: [any Rule] = [
        MissingImportRule(), ConfigureMissingRule(), ConfigureDuplicateRule(), ConfigureInViewLifecycleRule(),
        ResetAfterConfigureRule(), TestingAPIInReleaseRule(), BetaAPIRule(), OptionalRequirementTypeRule(),
        EventNeverDonatedRule(), EventUnusedRule(), EventDuplicateIDRule(), TipDuplicateIDRule(),
        TipNeverDisplayedRule(), TipNeverInvalidatedRule(), TipDisplayPreviewOnlyRule(), TipInLoopRule(),
        MultiplePopoverTipsRule(), TipAnchoredTwiceRule(),
        ParameterNeverSetRule(), RuleParameterMissingDollarRule(), TipCopyLengthRule(),
        TipIDUnstableRule(), ParameterToggledRule(), InvalidateInUnusedActionHandlerRule(),
        TipObservationNotCancelledRule(), TipInvalidatedOnAppearRule(),
    ]
}
