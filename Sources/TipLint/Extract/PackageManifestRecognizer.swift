import SwiftScan

/// What a package manifest (`Package.swift`, `Package@swift-6.1.swift`) says: the compiler features
/// it turns on (`.enableUpcomingFeature("MemberImportVisibility")`, `.enableExperimentalFeature(…)`,
/// or `-enable-upcoming-feature` followed by the feature among `unsafeFlags`) and its executable
/// targets. From its tokens, so a commented-out setting turns nothing on.
enum PackageManifestRecognizer {
    static func isManifest(_ path: String) -> Bool {
        let name = PathText.lastComponent(path)
        return name == "Package.swift" || name.hasPrefix("Package@swift") && name.hasSuffix(".swift")
    }

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        guard isManifest(facts.path) else { return }
        recognizeExecutableTargets(parsed, into: &facts)
        for index in 0..<parsed.count where parsed.kind(index) == .string {
            guard parsed.stringValue(index) == EnabledFeature.memberImportVisibility else { continue }
            let setting =
                parsed.is(index - 1, "(")
                && (parsed.is(index - 2, "enableUpcomingFeature") || parsed.is(index - 2, "enableExperimentalFeature"))
            let flag = parsed.is(index - 1, ",") && parsed.stringValue(index - 2) == "-enable-upcoming-feature"
            guard setting || flag else { continue }
            facts.enabledFeatures.append(
                EnabledFeature(
                    name: EnabledFeature.memberImportVisibility,
                    location: parsed.location(index)))
        }
    }

    /// `.executableTarget(name: "Mobile", …, path: "Apps/Mobile")`, with literal strings only.
    private static func recognizeExecutableTargets(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        for index in 1..<max(parsed.count - 1, 1)
        where parsed.is(index, "executableTarget") && parsed.is(index - 1, ".") && parsed.is(index + 1, "(") {
            let arguments = parsed.arguments(ofCallAt: index + 1)
            func literal(_ label: String) -> String? {
                guard let value = arguments.first(where: { $0.label == label })?.valueRange, value.count == 1 else {
                    return nil
                }
                return parsed.stringValue(value.lowerBound)
            }
            guard let name = literal("name") else { continue }
            facts.executableTargets.append(
                ExecutableTarget(name: name, path: literal("path"), location: parsed.location(index)))
        }
    }
}
