import SwiftScan

/// What makes a project an app: `@main` (or `@UIApplicationMain`), a type conforming to `App` or
/// an application delegate, a `main.swift`. A package with none of them is a library, which
/// leaves configuring TipKit to the app that uses it.
enum AppEntryRecognizer {
    private static let attributes: [StaticString] = ["@main", "@UIApplicationMain", "@NSApplicationMain"]
    private static let conformances: [StaticString] = ["App"] + AppEntryPoint.applicationDelegateNames

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        if facts.path == "main.swift" || facts.path.hasSuffix("/main.swift") {
            facts.appEntryPoints.append(AppEntryPoint(kind: "main.swift", location: parsed.location(0)))
        }
        for index in 0..<parsed.count {
            switch parsed.kind(index) {
            case .attribute:
                guard let name = attributes.first(where: { parsed.is(index, $0) }) else { continue }
                facts.appEntryPoints.append(AppEntryPoint(kind: "\(name)", location: parsed.location(index)))
            case .identifier:
                guard parsed.is(index - 1, ":") || parsed.is(index - 1, ","),
                    let name = conformances.first(where: { parsed.is(index, $0) }), isInTypeHeader(index, in: parsed)
                else { continue }
                facts.appEntryPoints.append(AppEntryPoint(kind: "\(name)", location: parsed.location(index)))
            default:
                continue
            }
        }
    }

    /// Whether `index` is in the inheritance list of `struct X: …`, `class X: …`, `extension X: …`.
    private static func isInTypeHeader(_ index: Int, in parsed: ParsedSwift) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor < 24 {
            if parsed.is(cursor, "struct") || parsed.is(cursor, "class") || parsed.is(cursor, "extension")
                || parsed.is(cursor, "enum") || parsed.is(cursor, "actor")
            {
                return true
            }
            if parsed.is(cursor, "(") || parsed.is(cursor, "{") || parsed.is(cursor, "}") || parsed.is(cursor, "=") {
                return false
            }
            cursor -= 1
        }
        return false
    }
}
