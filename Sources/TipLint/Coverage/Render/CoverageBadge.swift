/// A shields.io-style "flat" SVG badge of the headline: `tips wired | 9/11`, coloured by
/// its percentage; grey `none` when there is no tip to count.
enum CoverageBadge {
    static let label = "tips wired"

    static func render(_ coverage: Coverage) -> String {
        render(coverage.tipsWired)
    }

    /// The badge of a tips-wired figure.
    static func render(_ figure: CoverageFigure) -> String {
        guard let tenths = figure.tenths else { return svg(label: label, value: "none", color: "#9f9f9f") }
        return svg(label: label, value: "\(figure.held)/\(figure.total)", color: color(forTenths: tenths))
    }

    /// Green from 90%, yellow-green from 75%, yellow from 60%, orange from 40%, else red.
    static func color(forTenths tenths: Int) -> String {
        switch tenths {
        case 900...: return "#4c1"
        case 750..<900: return "#97ca00"
        case 600..<750: return "#dfb317"
        case 400..<600: return "#fe7d37"
        default: return "#e05d44"
        }
    }

    static func svg(label: String, value: String, color: String) -> String {
        let labelWidth = textWidth(label) + 10
        let valueWidth = textWidth(value) + 10
        let width = labelWidth + valueWidth
        let title = ContentEscaping.html("\(label): \(value)")
        let labelText = ContentEscaping.html(label)
        let valueText = ContentEscaping.html(value)
        // Text is drawn at 10× scale, as shields does, for crisp positioning.
        let labelX = labelWidth * 5
        let valueX = labelWidth * 10 + valueWidth * 5
        let labelLength = (labelWidth - 10) * 10
        let valueLength = (valueWidth - 10) * 10
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="20" role="img" aria-label="\(title)">\
            <title>\(title)</title>\
            <linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>\
            <stop offset="1" stop-opacity=".1"/></linearGradient>\
            <clipPath id="r"><rect width="\(width)" height="20" rx="3" fill="#fff"/></clipPath>\
            <g clip-path="url(#r)"><rect width="\(labelWidth)" height="20" fill="#555"/>\
            <rect x="\(labelWidth)" width="\(valueWidth)" height="20" fill="\(ContentEscaping.html(color))"/>\
            <rect width="\(width)" height="20" fill="url(#s)"/></g>\
            <g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" \
            text-rendering="geometricPrecision" font-size="110">\
            <text aria-hidden="true" x="\(labelX)" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" \
            textLength="\(labelLength)">\(labelText)</text>\
            <text x="\(labelX)" y="140" transform="scale(.1)" fill="#fff" textLength="\(labelLength)">\(labelText)</text>\
            <text aria-hidden="true" x="\(valueX)" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" \
            textLength="\(valueLength)">\(valueText)</text>\
            <text x="\(valueX)" y="140" transform="scale(.1)" fill="#fff" textLength="\(valueLength)">\(valueText)</text>\
            </g></svg>

            """
    }

    /// Approximate width in pixels of `text` in 11px Verdana, the shields font.
    static func textWidth(_ text: String) -> Int {
        var tenths = 0
        for character in text {
            tenths += verdanaTenths[character] ?? 75
        }
        return (tenths + 9) / 10
    }

    /// Advance widths of 11px Verdana in tenths of a pixel, for the characters badges use.
    private static let verdanaTenths: [Character: Int] = [
        " ": 39, "%": 119, ".": 39, ":": 45, "/": 49, "-": 50,
        "0": 70, "1": 70, "2": 70, "3": 70, "4": 70, "5": 70, "6": 70, "7": 70, "8": 70, "9": 70,
        "a": 67, "b": 69, "c": 58, "d": 69, "e": 66, "f": 39, "g": 69, "h": 70, "i": 30, "j": 38,
        "k": 65, "l": 30, "m": 107, "n": 70, "o": 67, "p": 69, "q": 69, "r": 47, "s": 58, "t": 43,
        "u": 70, "v": 65, "w": 90, "x": 65, "y": 65, "z": 58,
    ]
}
