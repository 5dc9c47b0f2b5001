/// tiplint's version, as `--version` and the reports give it.
public enum TipLintVersion {
    public static let current = "0.1.0"
}
