/// Tells which tip type of the code each tip the plan names by its copy or a description is, so
/// that its checks are the type's: the one declared tip, not named by the plan itself, whose title
/// or message is the plan's words, else whose name's words the description all holds
/// (`TryQuizTip` for "Try the Quiz"), else the one such tip the code displays in the view or file
/// the plan places it in ("a tip on the SettingsView"), else the one such tip that alone shares a
/// word with it. A tip told by anything but its copy is a reading, not the plan's word: mentioned,
/// whatever its evidence.
enum DescribedTipResolver {
    /// `isDisplayed(tip, place)`: the code displays the declared tip at the planned path or view.
    static func resolved(
        _ plan: Plan, declared: [TipDeclaration], isDisplayed: @escaping (TipDeclaration, String) -> Bool
    ) -> Plan {
        guard plan.tips.contains(where: \.isDescribed) else { return plan }
        let named = plan.tips.filter { !$0.isDescribed }.map(\.name)
        var free = declared.filter { tip in !named.contains { TypeName.sameType($0, tip.name) } }
        let places = self.places(plan)
        var plan = plan
        var renamed: [String: String] = [:]
        func take(_ index: Int, _ tip: TipDeclaration, byCopy: Bool) {
            renamed[plan.tips[index].name] = tip.name
            plan.tips[index].name = tip.name
            plan.tips[index].describedAs = nil
            if !byCopy { plan.tips[index].evidence = .mentioned }
            free.removeAll { $0.name == tip.name }
        }
        let passes: [(PlannedTip, TipDeclaration) -> Bool] = [
            { planned, code in
                [code.title, code.message].contains { $0.map { PlannedCopy.matches($0.text, planned.name) } == true }
            },
            { planned, code in DescribedTipWords.nameMatches(code.name, words(planned)) },
            { planned, code in
                places[planned.name, default: []].contains { isDisplayed(code, $0) }
            },
            { planned, code in !words(planned).isDisjoint(with: DescribedTipWords.words(TypeName.simple(code.name))) },
        ]
        for (pass, matches) in passes.enumerated() {
            for index in plan.tips.indices where plan.tips[index].isDescribed {
                let candidates = free.filter { matches(plan.tips[index], $0) }
                guard candidates.count == 1, let code = candidates.first else { continue }
                // A loose match counts only when no other planned tip would take the same type.
                if pass == passes.count - 1,
                    plan.tips.indices.contains(where: {
                        $0 != index && plan.tips[$0].isDescribed && matches(plan.tips[$0], code)
                    })
                {
                    continue
                }
                take(index, code, byCopy: pass == 0)
            }
        }
        plan.renameSiteTips(renamed)
        return plan
    }

    /// Where the plan shows each tip: its display sites' files, and the views its place in words names
    /// (`on the SettingsView`).
    private static func places(_ plan: Plan) -> [String: [String]] {
        var places: [String: [String]] = [:]
        for site in plan.displaySites { if let tip = site.tip { places[tip, default: []].append(site.file) } }
        for fact in plan.wordedFacts where fact.kind == .place {
            let views = fact.words.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init).filter(
                PlanNames.isViewPlace)
            places[fact.tip, default: []].append(contentsOf: views)
        }
        return places
    }

    private static func words(_ tip: PlannedTip) -> Set<String> {
        DescribedTipWords.words(tip.describedAs ?? tip.name)
    }
}
