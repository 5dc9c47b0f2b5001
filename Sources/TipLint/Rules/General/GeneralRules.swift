/// Rules about the scan itself, for every project.
enum GeneralRules {
    static let all: [any Rule] = [LexErrorRule(), UnreadableFileRule(), InvalidSuppressionRule()]
}
