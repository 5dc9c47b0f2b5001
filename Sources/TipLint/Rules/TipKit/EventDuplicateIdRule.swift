struct EventDuplicateIdRule: Rule {
    static let description = RuleDescription(
        id: "event_duplicate_id", severity: .error, system: .tipKit,
        summary: "two events share one id string, so they share their donations",
        details: """
            TipKit stores donations by event id. Two events declared with the same id are one event to TipKit: \
            donating either counts for both, so a tip can retire (or appear) after an unrelated action. Give each \
            event its own id.
            """,
        triggering: [
            RuleExample("""
                import TipKit

                enum FaceEvents {
                    static let scanned = Tips.Event(id: "tapped")
                    static let ↓favorited = Tips.Event(id: "tapped")
                }
                """),
            // `#if` groups are numbered per file: the `#else` here and the `#if` there build together on iOS.
            RuleExample(files: [
                "FaceEvents.swift": """
                    import TipKit

                    enum FaceEvents {
                        #if os(macOS)
                        static let clicked = Tips.Event(id: "face-clicked")
                        #else
                        static let tapped = Tips.Event(id: "face-tapped")
                        #endif
                    }
                    """,
                "MapTip.swift": """
                    import TipKit

                    struct MapTip: Tip {
                        #if os(iOS)
                        static let ↓faceTapped = Tips.Event(id: "face-tapped")
                        #endif
                        var title: Text { Text("Map") }
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            // Different clauses of one `#if`; debug-only against release-only in another file.
            RuleExample(files: [
                "MapTip.swift": """
                    import TipKit

                    struct MapTip: Tip {
                        #if os(iOS)
                        static let zoomed = Tips.Event(id: "map-zoomed")
                        #else
                        static let zoomed = Tips.Event(id: "map-zoomed")
                        #endif
                        #if DEBUG
                        static let opened = Tips.Event(id: "trail-opened")
                        #endif
                        var title: Text { Text("Map") }
                    }
                    """,
                "TrailEvents.swift": """
                    import TipKit

                    enum TrailEvents {
                        static let closed = Tips.Event(id: "trail-closed")
                        #if !DEBUG
                        static let opened = Tips.Event(id: "trail-opened")
                        #endif
                    }
                    """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let events = context.model.events.filter { $0.id != nil }.sorted { $0.location < $1.location }
        var findings: [Finding] = []
        var earlier: [String: [EventDeclaration]] = [:]
        for event in events {
            guard let id = event.id else { continue }
            defer { earlier[id, default: []].append(event) }
            guard let first = earlier[id]?.first(where: {
                BranchPath.canBuildTogether($0.location, $0.branch, event.location, event.branch)
            }) else { continue }
            let name = [event.owner, event.name].compactMap { $0 }.joined(separator: ".")
            let firstName = [first.owner, first.name].compactMap { $0 }.joined(separator: ".")
            findings.append(finding(
                "event \(name) has id \"\(id)\", already the id of \(firstName) (\(TipKitIndex.place(first.location))), "
                    + "so donating one counts for both; give each event its own id",
                at: event.location, key: id))
        }
        return findings
    }
}
