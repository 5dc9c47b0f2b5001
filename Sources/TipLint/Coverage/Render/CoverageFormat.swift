/// The formats `tiplint report` writes.
public enum CoverageFormat: String, Sendable, CaseIterable {
    case text, markdown, html, json, badge

    /// The report in this format.
    public func render(_ coverage: Coverage, options: CoverageRenderOptions = CoverageRenderOptions()) -> String {
        switch self {
        case .text: return TextCoverageRenderer(colored: options.colored).render(coverage)
        case .markdown: return MarkdownCoverageRenderer().render(coverage)
        case .html: return HTMLCoverageRenderer().render(coverage)
        case .json: return JSONCoverageRenderer().render(coverage)
        case .badge: return CoverageBadge.render(coverage)
        }
    }
}

public struct CoverageRenderOptions: Sendable {
    /// ANSI colour in the text format (the CLI decides: `--color`, terminal).
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }
}
