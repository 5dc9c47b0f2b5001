struct ParameterToggledRule: Rule {
    static let description = RuleDescription(
        id: "parameter_toggled", severity: .warning, system: .tipKit,
        summary:
            "a `@Parameter` that a rule reads is toggled (`.toggle()`, `= !x`) instead of set to the value the rule needs",
        details: """
            TipKit keeps a parameter's value across launches. Flipping it (`ScanTip.isEditing.toggle()`, \
            `ScanTip.isEditing = !ScanTip.isEditing`) starts from whatever value was stored, not from the state it \
            is meant to mirror: once the two drift apart (a relaunch, a reset, a path that changes the state without \
            the toggle), every later flip is the wrong way round and the tip shows when it should not, or never \
            does. Set the value the rule needs, from the state itself (`ScanTip.isEditing = isEditing`, \
            `ScanTip.hasScanned = true`). Not reported: a `@Parameter(.transient)`, which starts over at each launch; a \
            toggle in `#if DEBUG` code or a preview, a testing aid.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct EditTip: Tip {
                    @Parameter static var isEditing: Bool = false
                    var title: Text { Text("Drag to reorder") }
                    var rules: [Rule] { #Rule(Self.$isEditing) { $0 == true } }
                }

                struct ListScreen: View {
                    @State private var editing = false
                    var body: some View {
                        List { Text("Trails") }
                            .popoverTip(EditTip())
                            .toolbar {
                                Button("Edit") {
                                    editing.toggle()
                                    ↓EditTip.isEditing.toggle()
                                }
                                Button("Done") { ↓EditTip.isEditing = !EditTip.isEditing }
                            }
                    }
                }
                """),
            // Testing only: toggled inside the tip type, unqualified; a compound expression is not a toggle.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct EditTip: Tip {
                    @Parameter static var isEditing: Bool = false
                    var title: Text { Text("Edit") }
                    var rules: [Rule] { #Rule(Self.$isEditing) { $0 } }
                    static func flip() {
                        ↓isEditing = !isEditing
                        Self.isEditing = !Self.isEditing && true
                    }
                }
                """
            ]).testOnly(),
        ],
        nonTriggering: [
            // Set to the state it mirrors; a parameter no rule reads; a transient parameter.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct EditTip: Tip {
                    @Parameter static var isEditing: Bool = false
                    @Parameter static var unread: Bool = false
                    @Parameter(.transient) static var isSearching: Bool = false
                    var title: Text { Text("Drag to reorder") }
                    var rules: [Rule] {
                        #Rule(Self.$isEditing) { $0 == true }
                        #Rule(Self.$isSearching) { $0 == false }
                    }
                }

                struct ListScreen: View {
                    @State private var editing = false
                    var body: some View {
                        List { Text("Trails") }
                            .popoverTip(EditTip())
                            .toolbar {
                                Button("Edit") {
                                    editing.toggle()
                                    EditTip.isEditing = editing
                                    EditTip.unread.toggle()
                                    EditTip.isSearching.toggle()
                                }
                                #if DEBUG
                                Button("Flip") { EditTip.isEditing.toggle() }
                                #endif
                                Button("Done") { EditTip.isEditing = !editing }
                            }
                    }
                }
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return index.parameters.filter { !$0.isTransient }.flatMap { parameter -> [Finding] in
            guard let reader = index.reads(of: parameter).first else { return [] }
            let name = [parameter.owner, parameter.name].compactMap { $0 }.joined(separator: ".")
            // A debug menu or a preview flipping it is a testing aid, not the app's logic.
            let toggles = index.assignments(of: parameter).filter {
                $0.isToggle && !$0.branch.isDevelopmentOnly && !$0.context.isPreview
            }
            return toggles.map { toggle in
                finding(
                    "@Parameter \(name), read by a #Rule of \(reader.tip), is toggled: it flips from the value TipKit "
                        + "stored, not from the state it mirrors, so once they drift apart the tip shows at the wrong "
                        + "time; set it to the value the rule needs (`\(name) = …`)",
                    at: toggle.location, key: FindingText.key(name, in: toggle.context))
            }
        }
    }
}
