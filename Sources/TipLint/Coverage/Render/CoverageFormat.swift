/// The formats `tiplint report` writes.
public enum CoverageFormat: String, Sendable, CaseIterable {
    case text, markdown, html, json, badge

    /// The report in this format.
    public func render(_ coverage: Coverage, options: CoverageRenderOptions = CoverageRenderOptions()) -> String {
        switch self {
        case .text: return TextCoverageRenderer(colored: options.colored).render(coverage)
        case .markdown: return MarkdownCoverageRenderer(links: options.links).render(coverage)
        case .html: return HTMLCoverageRenderer(links: options.links).render(coverage)
        case .json: return JSONCoverageRenderer().render(coverage)
        case .badge: return CoverageBadge.render(coverage)
        }
    }
}

public struct CoverageRenderOptions: Sendable {
    /// ANSI colour in the text format (the CLI decides: `--color`, terminal).
    public var colored: Bool
    /// How code places and plan lines become links (HTML, and Markdown with a base URL).
    public var links: CoverageLinks

    public init(colored: Bool = false, links: CoverageLinks = CoverageLinks()) {
        self.colored = colored
        self.links = links
    }
}

/// How the report links a code place or a plan line: `--link-base URL` gives URL +
/// the path from the repository root + `#Lline`; without it, a link relative to the page.
public struct CoverageLinks: Sendable {
    /// A repository's file URL at a commit (`https://github.com/o/r/blob/1a2b3c4/`).
    public var base: String?
    /// The path a link names, for a path as the report shows it: from the repository
    /// root with a base, from the page's directory without one; nil for no link.
    public var target: @Sendable (String) -> String?

    public init(base: String? = nil, target: @escaping @Sendable (String) -> String? = { $0 }) {
        self.base = base
        self.target = target
    }

    /// The link to `file` (at `line`), percent-encoded; nil when the file has none.
    func url(_ file: String, line: Int? = nil) -> String? {
        guard let path = target(file), !path.isEmpty else { return nil }
        let encoded = Self.percentEncoded(path)
        let fragment = line.map { "#L\($0)" } ?? ""
        guard let base else { return encoded + fragment }
        return base + (base.hasSuffix("/") ? "" : "/") + encoded + fragment
    }

    /// Unreserved characters and `/` are kept; every other UTF-8 byte of the path is written `%XX`.
    private static func percentEncoded(_ path: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if pathCharacters.contains(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let pathCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
