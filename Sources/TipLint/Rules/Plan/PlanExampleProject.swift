/// The plan rules' example project: a small app and its Markdown plan, with
/// the code exactly as planned. Each plan rule's examples change one thing in
/// it, so an example shows the whole project and what differs is in the rule's file.
enum PlanExampleProject {
    /// A text replacement in one file of the project; a `↓` in `replacement` marks a finding.
    struct Edit {
        var file: String
        var text: String
        var replacement: String

        init(_ file: String, _ text: String, _ replacement: String) {
            self.file = file
            self.text = text
            self.replacement = replacement
        }
    }

    static let planPath = "docs/faces-tips-plan.md"
    static let tipsPath = "Faces/Tips/FacesTips.swift"
    static let appPath = "Faces/FacesApp.swift"
    static let viewPath = "Faces/Views/ScanView.swift"

    static let plan = """
        # Faces Tips — Implementation Plan

        **Goal:** Add 1 TipKit tip to help people scan their first face.

        ### Task 1: The scan tip

        **Files:**
        - Create: `Faces/Tips/FacesTips.swift`
        - Modify: `Faces/FacesApp.swift`
        - Modify: `Faces/Views/ScanView.swift`

        **Step 1: Create `Faces/Tips/FacesTips.swift`**

        ```swift
        import TipKit

        struct ScanTip: Tip {
            static let scanned = Tips.Event(id: "faceScanned")

            var title: Text { Text("Scan a New Face") }
            var message: Text? { Text("Point the camera at someone you just met") }
            var image: Image? { Image(systemName: "camera.viewfinder") }

            var rules: [Rule] {
                #Rule(Self.scanned) { $0.donations.count == 0 }
            }
        }
        ```

        **Step 2: Configure TipKit in `Faces/FacesApp.swift`**

        ```swift
        import TipKit

        init() {
            try? Tips.configure([.displayFrequency(.immediate)])
        }
        ```

        **Step 3: Show the tip and donate its event in `Faces/Views/ScanView.swift`**

        ```swift
        import TipKit

        private let scanTip = ScanTip()

        Button("Scan") { ScanTip.scanned.donate() }
            .popoverTip(scanTip)
        ```
        """

    static let tips = """
        import TipKit

        struct ScanTip: Tip {
            static let scanned = Tips.Event(id: "faceScanned")

            var title: Text { Text("Scan a New Face") }
            var message: Text? { Text("Point the camera at someone you just met") }
            var image: Image? { Image(systemName: "camera.viewfinder") }

            var rules: [Rule] {
                #Rule(Self.scanned) { $0.donations.count == 0 }
            }
        }
        """

    static let app = """
        import SwiftUI
        import TipKit

        @main
        struct FacesApp: App {
            init() {
                try? Tips.configure([.displayFrequency(.immediate)])
            }

            var body: some Scene {
                WindowGroup { ScanView() }
            }
        }
        """

    static let view = """
        import SwiftUI
        import TipKit

        struct ScanView: View {
            private let scanTip = ScanTip()

            var body: some View {
                Button("Scan") { ScanTip.scanned.donate() }
                    .popoverTip(scanTip)
            }
        }
        """

    /// The project with `edits` applied, without the files at `removing`, with `adding` after the others.
    static func example(
        _ edits: Edit..., removing: Set<String> = [], adding: [RuleExample.File] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) -> RuleExample {
        let files = [(planPath, plan), (tipsPath, tips), (appPath, app), (viewPath, view)]
            .filter { !removing.contains($0.0) }
            .map { path, text in
                var edited = text
                for edit in edits where edit.file == path {
                    if let range = edited.literalRange(of: edit.text) {
                        edited.replaceSubrange(range, with: edit.replacement)
                    }
                }
                return RuleExample.File(path: path, text: edited)
            }
        return RuleExample(files: files + adding, file: file, line: line)
    }
}
