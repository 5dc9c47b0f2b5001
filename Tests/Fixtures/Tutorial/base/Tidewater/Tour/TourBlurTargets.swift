import TutorialKit

extension TutorialBlurTargets {
    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
    static let instruments = TutorialBlurTargets(rawValue: 1 << 1)
    static let toolbar = TutorialBlurTargets(rawValue: 0b100)
    static let everything: TutorialBlurTargets = [.chart, .instruments, .toolbar]
}
