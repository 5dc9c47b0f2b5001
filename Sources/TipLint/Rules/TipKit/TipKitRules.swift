/// The TipKit rules that need only the code (the spec's first Rules table).
enum TipKitRules {
    static let all: [any Rule] = [
        MissingImportRule(), ConfigureMissingRule(), ConfigureDuplicateRule(), ConfigureInViewLifecycleRule(),
        ResetAfterConfigureRule(), TestingApiInReleaseRule(), BetaApiRule(), OptionalRequirementTypeRule(),
        EventNeverDonatedRule(), EventUnusedRule(), EventDuplicateIdRule(), TipDuplicateIdRule(),
        TipNeverDisplayedRule(), TipNeverInvalidatedRule(), TipDisplayPreviewOnlyRule(), TipInLoopRule(),
        MultiplePopoverTipsRule(), TipAnchoredTwiceRule(),
        ParameterNeverSetRule(), RuleParameterMissingDollarRule(), TipCopyLengthRule(),
        TipIdUnstableRule(), ParameterToggledRule(), InvalidateInUnusedActionHandlerRule(),
        TipObservationNotCancelledRule(), TipInvalidatedOnAppearRule(),
    ]
}
