/// Escaping of content (tip names, copy, paths: anything read from the user's
/// files) for each report format. Content never reaches output unescaped.
enum ContentEscaping {
    /// Control characters (ANSI escapes, newlines, C1 controls) and bidirectional
    /// overrides written as visible escapes, so content can neither drive a
    /// terminal nor break a line-based layout.
    static func visible(_ text: String) -> String { TerminalText.sanitized(text) }

    /// Text for HTML and XML, in element content and quoted attribute values.
    static func html(_ text: String) -> String {
        var result = ""
        for character in visible(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text for a Markdown paragraph or table cell: Markdown punctuation is
    /// backslash-escaped, HTML is written as entities, `|` cannot end a cell, and
    /// `@` is followed by a zero-width space so copy never mentions a GitHub user.
    static func markdown(_ text: String) -> String {
        var result = ""
        for character in visible(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "@": result += "@&#8203;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!":
                result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// A finding message for a Markdown table cell: its `code spans` shown as code, the rest
    /// escaped as `markdown` does (a lone backtick stays a literal backtick).
    static func markdownMessage(_ text: String) -> String {
        var result = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`"), close > afterOpen else { break }
            result += markdown(String(rest[..<open])) + markdownCode(String(rest[afterOpen..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + markdown(String(rest))
    }

    /// A Markdown code span that shows `text` literally. In a table cell `|` is
    /// written `\|`, which GitHub reads as `|` there, even in code.
    static func markdownCode(_ text: String, inTable: Bool = true) -> String {
        let content = inTable ? visible(text).replacingAll("|", with: "\\|") : visible(text)
        guard !content.isEmpty else { return "" }
        var longestRun = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = content.hasPrefix("`") || content.hasSuffix("`") || content.hasPrefix(" ") ? " " : ""
        return fence + padding + content + padding + fence
    }
}

private extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
