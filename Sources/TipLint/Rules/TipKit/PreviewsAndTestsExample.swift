/// Previews and test targets are not the shipped app: a `#Preview` and a `PreviewProvider` that
/// reset, show every tip and configure again, and a test case that configures and resets, beside
/// an app that configures once at start. No setup rule reports them; without the app, the one
/// display site is still unconfigured (`configure_missing`), since nothing the app runs configures.
/// A test-only example of the TipKit setup rules.
enum PreviewsAndTestsExample {
    /// The project, with the app when `withApp` is set; `↓` before the display site when `markDisplay`.
    static func example(
        withApp: Bool, markDisplay: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) -> RuleExample {
        let app = """
            import TipKit
            @main struct TrailmixApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { RouteView() } }
            }
            """
        let view = """
            import TipKit
            struct SaveRouteTip: Tip { var title: Text { Text("Save this route") } }
            struct RouteView: View {
                var body: some View { Text("Route")\(markDisplay ? "↓" : "").popoverTip(SaveRouteTip()) }
            }
            #Preview {
                RouteView()
                    .task {
                        try? Tips.resetDatastore()
                        Tips.showAllTipsForTesting()
                        try? Tips.configure()
                    }
            }
            struct RouteView_Previews: PreviewProvider {
                static var previews: some View {
                    RouteView().onAppear { try? Tips.configure() }
                }
            }
            """
        let tests = """
            import XCTest
            import TipKit
            final class TipsTests: XCTestCase {
                override func setUp() {
                    try? Tips.configure()
                    try? Tips.resetDatastore()
                }
            }
            """
        let files =
            (withApp ? [RuleExample.File(path: "TrailmixApp.swift", text: app)] : []) + [
                RuleExample.File(path: "Views/RouteView.swift", text: view),
                RuleExample.File(path: "Tests/TipsTests.swift", text: tests),
            ]
        return RuleExample(files: files, file: file, line: line).testOnly()
    }
}
