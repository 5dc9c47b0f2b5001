/// A `.popoverTip` in a helper (`func priorityButton(item:) -> some View`, a computed property, a view type's
/// `body`) that the project uses only among system-drawn items — a menu's content, a row's swipe actions — is on
/// such an item itself: nothing to anchor it, as if it were written there (`DisplaySite.isInMenuItems`).
/// Precision first: a helper any file writes anywhere else, or uses nowhere, keeps its sites shown.
enum ItemHelperUses: MergePass {
    static func apply(to project: inout ProjectModel) { resolve(&project.files) }

    private static func resolve(_ files: inout [FileFacts]) {
        // By index throughout: a loop or closure over the files would copy each one's facts.
        var asked: Set<String> = []
        for index in files.indices {
            for site in files[index].displaySites where !site.isInMenuItems {
                if let helper = site.itemHelper { asked.insert(helper) }
            }
        }
        guard !asked.isEmpty else { return }
        var uses: [String: [SourceLocation]] = [:]
        var usingFiles: [String: Set<Int>] = [:]
        for index in files.indices {
            for use in files[index].itemUses where asked.contains(use.name) {
                uses[use.name, default: []].append(use.location)
                usingFiles[use.name, default: []].insert(index)
            }
        }
        guard !uses.isEmpty else { return }
        for index in files.indices {
            for site in files[index].displaySites.indices {
                guard !files[index].displaySites[site].isInMenuItems,
                    let helper = files[index].displaySites[site].itemHelper, let locations = uses[helper],
                    !isWrittenElsewhere(helper, declaredIn: index, using: usingFiles[helper] ?? [], files)
                else { continue }
                files[index].displaySites[site].isInMenuItems = true
                files[index].displaySites[site].itemHelperUses = locations.sorted()
            }
        }
    }

    /// Whether a file other than the helper's own and those using it only among items (whose extraction
    /// counted every other mention) calls the name, or mentions it at all when it may name a function.
    private static func isWrittenElsewhere(
        _ name: String, declaredIn home: Int, using: Set<Int>, _ files: borrowing [FileFacts]
    ) -> Bool {
        let mayNameFunction = name.utf8.first.map(CalledNameRecognizer.mayNameFunction) ?? false
        for index in files.indices where index != home && !using.contains(index) {
            if files[index].calledNames.contains(name) { return true }
            if mayNameFunction && files[index].mentionedNames.contains(name) { return true }
        }
        return false
    }
}
