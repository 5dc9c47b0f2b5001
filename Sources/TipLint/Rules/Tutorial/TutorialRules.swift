/// Rules for TutorialKit tours; they run when the project uses TutorialKit.
enum TutorialRules {
    static let all: [any Rule] = [
        TutorialTargetNotCapturedRule(), TutorialElementUndeclaredRule(), TutorialElementUnusedRule(),
        TutorialElementDuplicateIDRule(), TutorialTriggerUnhandledRule(), TutorialTriggerUnusedRule(),
        TutorialBlurDuplicateBitRule(), TutorialBlurUnappliedRule(), TutorialOverlayMissingRule(),
        TutorialNotAttachedRule(),
    ]
}
