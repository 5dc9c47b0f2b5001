/// Tells which tip type of the code each tip the plan names by its copy or a description is, so
/// that its checks are the type's: the one declared tip, not named by the plan itself, whose title
/// or message is the plan's words, else whose name's words the description all holds
/// (`TryQuizTip` for "Try the Quiz"), else the one such tip that alone shares a word with it. A
/// tip told by its name's words is a reading, not the plan's word: mentioned, whatever its evidence.
enum DescribedTipResolver {
    static func resolved(_ plan: Plan, declared: [TipDeclaration]) -> Plan {
        guard plan.tips.contains(where: \.isDescribed) else { return plan }
        let named = plan.tips.filter { !$0.isDescribed }.map(\.name)
        var free = declared.filter { tip in !named.contains { TypeName.sameType($0, tip.name) } }
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
            { planned, code in !words(planned).isDisjoint(with: DescribedTipWords.words(TypeName.simple(code.name))) },
        ]
        for (pass, matches) in passes.enumerated() {
            for index in plan.tips.indices where plan.tips[index].isDescribed {
                let candidates = free.filter { matches(plan.tips[index], $0) }
                guard candidates.count == 1, let code = candidates.first else { continue }
                // A loose match counts only when no other planned tip would take the same type.
                if pass == 2,
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

    private static func words(_ tip: PlannedTip) -> Set<String> {
        DescribedTipWords.words(tip.describedAs ?? tip.name)
    }
}
