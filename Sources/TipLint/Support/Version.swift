/// tiplint's version and home, as `--version`, the reports, the starter
/// configuration and the README give them (a test keeps the README in step).
public enum TipLintVersion {
    public static let current = "0.1.0"
    /// Where tiplint lives: SARIF's `informationUri`, the README's install and CI recipes.
    static let projectURL = "https://github.com/tiplint/tiplint"
}
