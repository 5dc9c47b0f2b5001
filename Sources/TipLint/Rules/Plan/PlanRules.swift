/// Rules that check the code against a plan (run only when one is in use).
enum PlanRules {
    static let all: [any Rule] = [
        PlanTipCountRule(), PlanTipMissingRule(), PlanTipUnplannedRule(), PlanEventMismatchRule(),
        PlanCopyMismatchRule(), PlanFileMissingRule(), PlanDisplayMissingRule(), PlanDonationMissingRule(),
        PlanImportMissingRule(), PlanConfigureMismatchRule(), PlanInconsistentRule(), PlanEventUnplannedRule(),
        PlanDonationUnplannedRule(), PlanUnreadRule(), PlanReadingStaleRule(),
    ]
}
