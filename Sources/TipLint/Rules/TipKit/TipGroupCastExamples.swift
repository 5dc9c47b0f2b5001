/// An ordered `TipGroup` whose current tip is shown only when it is one tip (`currentTip as? ScanTip`), and the
/// shapes that show every tip of a group: the reads of `currentTip` `tip_never_displayed` is pinned on.
enum TipGroupCastExamples {
    /// The two tips, `↓` before the second's name when `marked`.
    static func tips(marked: Bool) -> String {
        """
        import TipKit

        struct ScanTip: Tip {
            var title: Text { Text("Scan a document") }
        }

        struct \(marked ? "↓" : "")InboxTip: Tip {
            static let imported = Tips.Event(id: "imported")
            var title: Text { Text("Your scan is in the Inbox") }
            var rules: [Rule] { #Rule(Self.imported) { $0.donations.count >= 1 } }
        }
        """
    }

    /// The screen holding the group and handing its current tip to `ScanButtonModifier` as `currentTip:`.
    static let archiveView = """
        import SwiftUI
        import TipKit

        struct ArchiveView: View {
            @State private var showsTips = true
            @State private var tips = TipGroup(.ordered) {
                ScanTip()
                InboxTip()
            }

            var body: some View {
                List { Text("Documents") }
                    .modifier(ScanButtonModifier(currentTip: showsTips ? tips.currentTip : nil))
            }
        }
        """

    /// The modifier showing the tip it is handed, written as `popover`.
    static func scanButtonModifier(popover: String) -> String {
        """
        import SwiftUI
        import TipKit

        struct ScanButtonModifier: ViewModifier {
            let currentTip: (any Tip)?

            func body(content: Content) -> some View {
                content
                    .safeAreaInset(edge: .bottom) {
                        Button("Scan") { Task { await InboxTip.imported.donate() } }
                            \(popover)
                    }
            }
        }
        """
    }

    /// The shape of the real app: the popover gets the current tip only while it is the first tip.
    static let castToFirst = RuleExample(files: [
        "Tips/OnboardingTips.swift": tips(marked: true),
        "Views/ArchiveView.swift": archiveView,
        "Views/ScanButtonModifier.swift": scanButtonModifier(
            popover: ".popoverTip(((currentTip as? ScanTip) != nil) ? currentTip : nil)"),
    ])

    /// Shapes that show the group's second tip: none is reported.
    static let showingEvery: [RuleExample] = [
        // The current tip handed on as it is: whichever tip is current shows.
        RuleExample(files: [
            "Tips/OnboardingTips.swift": tips(marked: false),
            "Views/ArchiveView.swift": archiveView,
            "Views/ScanButtonModifier.swift": scanButtonModifier(popover: ".popoverTip(currentTip)"),
        ]).testOnly(),
        // One cast per tip of the group.
        RuleExample(files: [
            "Tips/OnboardingTips.swift": tips(marked: false),
            "Views/ArchiveView.swift": archiveView,
            "Views/ScanButtonModifier.swift": scanButtonModifier(
                popover: ".popoverTip(currentTip as? ScanTip)\n                    .popoverTip(currentTip as? InboxTip)"
            ),
        ]).testOnly(),
        // Handed to a parameter under another name, which is not followed: it may show any tip.
        RuleExample(files: [
            "Tips/OnboardingTips.swift": tips(marked: false),
            "Views/ArchiveView.swift": """
            import SwiftUI
            import TipKit

            struct ArchiveView: View {
                @State private var tips = TipGroup(.ordered) {
                    ScanTip()
                    InboxTip()
                }

                var body: some View {
                    List { Text("Documents") }
                        .popoverTip(((tips.currentTip as? ScanTip) != nil) ? tips.currentTip : nil)
                        .overlay { ScanBadge(currentTip: tips.currentTip) }
                }
            }

            struct ScanBadge: View {
                let shown: (any Tip)?
                init(currentTip tip: (any Tip)?) { shown = tip }
                var body: some View { TipView(shown) }
            }
            """,
        ]).testOnly(),
    ]
}

/// A button view whose `body` lets the OS version pick between two buttons (`if #available(iOS 26, *) {
/// Button … } else { legacyButton }`), with `#if` modifiers on the way to the popover: one control, for
/// `tip_never_invalidated`.
enum AvailabilityButtonExamples {
    /// The screen anchoring `ScanTip` on `ScanButton`, the tip's name marked when `marked`.
    static func screen(marked: Bool) -> String {
        """
        import SwiftUI
        import TipKit

        struct \(marked ? "↓" : "")ScanTip: Tip {
            var title: Text { Text("Scan a document") }
        }

        struct InboxView: View {
            @State private var isScanning = false
            var body: some View {
                ScanButton { isScanning = true }
                    #if os(macOS)
                    .padding(.bottom, 24)
                    #else
                    .padding(.trailing, 10)
                    #endif
                    .popoverTip(ScanTip())
            }
        }
        """
    }

    /// `ScanButton`, whose `else` arm is `legacy`.
    static func scanButton(legacy: String) -> String {
        """
        import SwiftUI

        struct ScanButton: View {
            let action: () -> Void

            var body: some View {
                if #available(iOS 26.0, macOS 26.0, *) {
                    Button(action: action) {
                        Image(systemName: "doc.viewfinder")
                    }
                    #if os(macOS)
                    .frame(width: 50, height: 50)
                    #endif
                    .glassEffect()
                } else {
                    \(legacy)
                }
            }

            private var legacyButton: some View {
                Button(action: action) {
                    Image(systemName: "doc.viewfinder")
                }
            }
        }
        """
    }

    static let availabilityChoice = RuleExample(files: [
        "Views/InboxView.swift": screen(marked: true),
        "Views/ScanButton.swift": scanButton(legacy: "legacyButton\n                .padding(6)"),
    ])

    /// An `else` arm that is no control: the view is not one control, so not reported.
    static let notEveryArmAControl = RuleExample(files: [
        "Views/InboxView.swift": screen(marked: false),
        "Views/ScanButton.swift": scanButton(legacy: "Image(systemName: \"doc.viewfinder\")"),
    ]).testOnly()
}
