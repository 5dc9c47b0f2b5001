struct ConfigureMissingRule: Rule {
    static let description = RuleDescription(
        id: "configure_missing", severity: .error, system: .tipKit,
        summary: "tips are displayed but `Tips.configure` is never called",
        details: """
            TipKit shows no tip until `Tips.configure(_:)` has loaded its datastore. Without the call every \
            `.popoverTip` and `TipView` stays empty. Call `try? Tips.configure()` once at app start, in the \
            App's `init` or the app delegate's `application(_:didFinishLaunchingWithOptions:)`.
            """,
        example: """
            Button("Scan") { }
                .popoverTip(ScanTip())   // and no Tips.configure anywhere
            """)

    func check(_ context: RuleContext) -> [Finding] {
        guard context.model.configureCalls.isEmpty else { return [] }
        let sites = context.tipKit.displaySites.sorted { $0.location < $1.location }
        guard let first = sites.first else { return [] }
        return [finding(
            "tips are displayed (here and at \(sites.count - 1) other site\(sites.count == 2 ? "" : "s")) but "
                + "`Tips.configure` is never called, so none appears; call `try? Tips.configure()` once at app start",
            at: first.location, key: "Tips.configure")]
    }
}
