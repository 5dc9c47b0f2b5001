import SwiftScan

/// The compiler features a package manifest (`Package.swift`, `Package@swift-6.1.swift`) turns
/// on: `.enableUpcomingFeature("MemberImportVisibility")`, `.enableExperimentalFeature(…)`, or
/// `-enable-upcoming-feature` followed by the feature among `unsafeFlags`. From its tokens, so a
/// commented-out setting turns nothing on.
enum PackageManifestRecognizer {
    static func isManifest(_ path: String) -> Bool {
        let name = PathText.lastComponent(path)
        return name == "Package.swift" || name.hasPrefix("Package@swift") && name.hasSuffix(".swift")
    }

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        guard isManifest(facts.path) else { return }
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
}
