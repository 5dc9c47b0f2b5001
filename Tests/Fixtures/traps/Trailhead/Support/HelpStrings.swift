import Foundation

// How tips work in Trailhead: Tips.configure() runs once in TrailheadApp.init,
// views call .popoverTip(someTip), and actions call SomeTip.event.donate().
/* Never ship Tips.showAllTipsForTesting() or Tips.resetDatastore() outside DEBUG.
   struct ExampleTip: Tip { var title: Text { Text("Example") } } */

/// Text for the in-app help screen. It talks about TipKit; it is not TipKit.
enum HelpStrings {
    static let intro = "Trailhead shows tips with .popoverTip(tip) after Tips.configure()."

    static let developerNotes = """
        import TipKit

        struct HelpTip: Tip {
            static let read = Tips.Event(id: "helpRead")
            var title: Text { Text("Help") }
        }

        Tips.resetDatastore()
        HelpTip.read.donate()
        """

    static let rawExample = #"Call "Tips.showAllTipsForTesting()", then .popoverTip(\(tip)): in a raw string \( is plain text"#

    static let tipDeclaration = /struct\s+(\w+)\s*:\s*Tip\b/

    static let configureCall = #/Tips\.configure\((.*)\)/#

    static let counted = "Shown \(TrailStore.sampleCount) times before Tips.hideAllTipsForTesting()"
}
