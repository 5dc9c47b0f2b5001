extension Plan {
    /// Gives the display sites and donations of tips named in `names` the tip's new name: a tip the
    /// plan names by its copy or a description, once known as a type (`PlanDerivation.foldingDescribed`,
    /// `DescribedTipResolver`).
    mutating func renameSiteTips(_ names: [String: String]) {
        guard !names.isEmpty else { return }
        for index in displaySites.indices {
            if let tip = displaySites[index].tip, let name = names[tip] { displaySites[index].tip = name }
        }
        for index in donations.indices {
            if let tip = donations[index].tip, let name = names[tip] { donations[index].tip = name }
        }
    }
}
