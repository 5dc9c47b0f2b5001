/// A task that removes a tip (`- [x] Remove the \`FooTip\` tip`, `Delete FooTip and its popover`,
/// a log's `` `FooTip` 삭제 ``): the plan retires it, so whether the code still has it depends on
/// how far the plan has got. The line adds no fact (its file is where the tip goes away, not where
/// it shows), and what other lines plan for the tip becomes mentioned: a note at most, never an
/// error or warning, whether the code has removed it yet or not. The tip stays planned, so a
/// code tip the plan retires is never "not in the plan".
enum TipRetirement {
    /// The tip types a line removes: it opens with a removing verb whose object, within a few
    /// words, is a tip type; or, as Korean logs write it, it ends with one (`… \`FooTip\` 삭제.`).
    static func retiredTips(in body: String) -> [String] {
        let named = PlanNames.tipTypes(in: body)
        guard !named.isEmpty else { return [] }
        let words = PlanWords.identifiers(in: body)
        if let first = words.first, removingVerbs.contains(first.lowercased()),
            words.dropFirst().prefix(objectReach).contains(where: { PlanNames.isTipType($0) })
        {
            return named
        }
        let plain = MarkdownInline.plain(body)
        let end = plain.hasSuffix(".") ? plain.dropLast() : Substring(plain)
        return koreanRemovingVerbs.contains(where: { end.hasSuffix($0) }) ? named : []
    }

    /// The plan with each retired tip, and its display sites and donations, mentioned.
    static func demoting(_ plan: Plan, retired: Set<String>) -> Plan {
        guard !retired.isEmpty else { return plan }
        var plan = plan
        func isRetired(_ name: String?) -> Bool { name.map { retired.contains(TypeName.simple($0)) } == true }
        for index in plan.tips.indices where isRetired(plan.tips[index].name) {
            plan.tips[index].evidence = .mentioned
        }
        for index in plan.displaySites.indices where isRetired(plan.displaySites[index].tip) {
            plan.displaySites[index].evidence = .mentioned
        }
        for index in plan.donations.indices where isRetired(plan.donations[index].tip) {
            plan.donations[index].evidence = .mentioned
        }
        return plan
    }

    /// `Remove the \`FooTip\` tip`: the object is the next word or a few words on.
    private static let objectReach = 3
    private static let removingVerbs: Set<String> = ["remove", "delete", "retire", "drop"]
    private static let koreanRemovingVerbs = ["삭제", "제거"]
}
