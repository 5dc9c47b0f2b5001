/// Whether a document is about tips, judged from what names it: its title (first heading), its
/// file name, its feature folder. Auto-discovery needs it for documents that only mention tips in
/// passing: a code review or a dead-code report names tip types and files too, but its subject
/// is something else (`# Codebase Improvement Plan`, `PERIPHERY_SCAN_RESULTS.md`).
enum PlanSubject {
    /// Words that make a name about tips or in-app guidance (`Onboarding Tips`, `sprig-tips-plan`,
    /// `TipKit`, `coach-marks`), compared lowercased, camel-case split (`TipKitPlan`: tip, kit, plan).
    private static let words: Set<String> = [
        "tip", "tips", "tipkit", "tooltip", "tooltips", "hint", "hints", "coachmark", "coachmarks",
        "onboarding", "guidance", "tour", "tours", "walkthrough", "walkthroughs", "tutorial", "tutorials",
    ]

    /// Whether any of `names` is about tips: it has one of `words`, or names a tip type (`### GlazeTip`).
    static func isTips(_ names: [String]) -> Bool {
        names.contains { name in
            !PlanNames.tipTypes(in: name).isEmpty || aboutTips(nameWords.words(of: name))
        }
    }

    /// Whether any of `names` calls its document a test plan or a QA checklist (`TESTPLAN-3.3.md`,
    /// `# Test plan — device session`, `QAChecklist.md`, `# Tips verification`): steps that check
    /// what was built, not a plan of what to build, however many tips its ticked steps name. A title
    /// naming what is verified (`# Verification of sign-in`) names a feature the plan builds.
    static func isTestPlan(_ names: [String]) -> Bool {
        names.contains { name in
            let words = nameWords.words(of: name)
            return words.indices.contains { index in
                let next = index + 1 < words.count ? words[index + 1] : ""
                return ["testplan", "testplans", "qa"].contains(words[index])
                    || (words[index] == "test" && (next == "plan" || next == "plans"))
                    || (words[index] == "verification" && next != "of" && next != "for")
            }
        }
    }

    /// Whether a section heading is about tips: one of its words, as written (`## TipKit Integration`,
    /// `### Onboarding tips`), is one of `words`. A heading that only names a tip type
    /// (`### Finding 2: ShadeTip appears twice`) is about that finding, not about tips.
    static func isTipsSection(_ heading: String) -> Bool {
        aboutTips(PlanWords.letters(in: heading.lowercased()).map(String.init))
    }

    /// Whether lowercased `words` hold a word about tips. "Coach" is one only in "coach marks": alone
    /// it is as likely an app's name (`# Quiet Coach — Modernization Plan`).
    private static func aboutTips(_ words: [String]) -> Bool {
        words.indices.contains { index in
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : ""
            return self.words.contains(word) || (word == "coach" && (next == "mark" || next == "marks"))
        }
    }

    /// Whether a task's text is about TipKit: it names TipKit, its display API or a tip type
    /// (`- [x] FavoriteTip (TipKit): …`). A "tooltip" is no tip type.
    static func isTipKitTask(_ text: String) -> Bool {
        guard PlanReader.namesTip(text.utf8) else { return false }
        return ["TipKit", "popoverTip", "TipView", "TipUIView", "TipUIPopoverViewController"].contains(
            where: text.containsLiterally)
            || !PlanNames.tipTypes(in: text).isEmpty
    }

    /// The lowercased words of a name: split at every byte that is not a letter, where a lowercase
    /// letter meets an uppercase one, and before the last capital of a run that a lowercase letter
    /// follows (`QAChecklist`: qa, checklist).
    private static let nameWords = CamelCaseWords(
        digitsInWords: false, splitsCapitalRun: true, keepsLowercaseHead: false)
}
