/// Rules for a home-made tooltip manager; they run when the project has one.
enum TooltipRules {
    static let all: [any Rule] = [
        TooltipDuplicateIDRule(), TooltipIDStyleRule(), TooltipCopyLengthRule(), TooltipOverlayMissingRule(),
        TooltipResetInReleaseRule(), TooltipManagerNotProvidedRule(),
    ]
}
