struct TipDuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "tip_duplicate_id", severity: .error, system: .tipKit,
        summary: "two tips share one id",
        details: """
            TipKit keeps a tip's state (shown, dismissed, invalidated) under its id: the literal `id` when the tip \
            declares one, else its type name without its enclosing types. Two tips with one id show and retire as \
            one. Give one of them its own `var id: String`.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                enum Home { struct FavoriteTip: Tip { var title: Text { Text("Favorite") } } }
                enum Detail { struct ↓FavoriteTip: Tip { var title: Text { Text("Favorite") } } }
                struct ↓StarTip: Tip {
                    var id: String { "FavoriteTip" }
                    var title: Text { Text("Star") }
                }
                """),
            // `#if` groups are numbered per file: the `#else` here and the `#if` there build together on iOS.
            RuleExample(files: [
                "HomeTips.swift": """
                import TipKit

                #if os(macOS)
                struct MenuTip: Tip { var title: Text { Text("Menu") } }
                #else
                struct FavoriteTip: Tip { var title: Text { Text("Favorite") } }
                #endif
                """,
                "StarTip.swift": """
                import TipKit

                #if os(iOS)
                struct ↓StarTip: Tip {
                    var id: String { "FavoriteTip" }
                    var title: Text { Text("Star") }
                }
                #endif
                """,
            ]),
        ],
        nonTriggering: [
            // Nested types with their own ids, and one tip per `#if` clause.
            RuleExample(
                """
                import TipKit

                enum Home { struct FavoriteTip: Tip { var title: Text { Text("Favorite") } } }
                enum Detail {
                    struct FavoriteTip: Tip {
                        var id: String { "detail-favorite" }
                        var title: Text { Text("Favorite") }
                    }
                }
                #if os(iOS)
                struct MenuTip: Tip { var title: Text { Text("Menu") } }
                #else
                struct MenuTip: Tip { var title: Text { Text("Menu bar") } }
                #endif
                """),
            // One tip type declared in the app and again in a stale copy of its folder: a module cannot
            // compile both, so they are never two tips of one program.
            RuleExample(files: [
                "Trailmix/Tips.swift": """
                import TipKit
                struct RouteTip: Tip { var title: Text { Text("Save routes") } }
                """,
                "TrailmixOld/Tips.swift": """
                import TipKit
                struct RouteTip: Tip { var title: Text { Text("Save routes") } }
                """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tips = context.tipKit.tips.sorted { $0.location < $1.location }
        let modules = context.model.modules
        var findings: [Finding] = []
        var earlier: [String: [TipDeclaration]] = [:]
        for tip in tips {
            guard let id = Self.id(of: tip) else { continue }
            defer { earlier[id, default: []].append(tip) }
            guard
                let first = earlier[id]?.first(where: {
                    BranchPath.canBuildTogether($0.location, $0.branch, tip.location, tip.branch)
                        && !Self.isRedeclaration($0, tip, modules: modules)
                })
            else { continue }
            findings.append(
                finding(
                    "tip \(tip.name) has id \"\(id)\", the same as \(first.name) (\(first.location.citation)): "
                        + "TipKit shows and retires them as one; give one of them its own `var id: String`",
                    at: tip.location, key: tip.name))
        }
        return findings
    }

    /// One type declared twice in one module: it cannot compile as one target (an invalid redeclaration),
    /// so the two are in different targets or one is a stale copy, never two tips of one program.
    private static func isRedeclaration(_ a: TipDeclaration, _ b: TipDeclaration, modules: LocalModules) -> Bool {
        a.name == b.name && modules.module(of: a.location.file) == modules.module(of: b.location.file)
    }

    /// The id TipKit stores: a literal `id`, else the type name (not for a
    /// generic tip, whose name includes its arguments). Nil when computed.
    static func id(of tip: TipDeclaration) -> String? {
        if let id = tip.id { return id.isLiteral ? id.text : nil }
        return tip.isGeneric ? nil : tip.simpleName
    }
}
