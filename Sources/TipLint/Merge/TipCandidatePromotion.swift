/// Tips that only the whole project reveals: a type conforming to a protocol that refines `Tip`
/// in another file, and a tip's members written in another file's body of the type.
enum TipCandidatePromotion: MergePass {
    /// A type conforming to a `…Tip` protocol or class that another file declares is a tip when
    /// that protocol refines `Tip` (directly or through others) or that class is a tip; a tip's
    /// members written in another file's body of the type are the tip's.
    static func apply(to project: inout ProjectModel) { promote(&project.files) }

    private static func promote(_ files: inout [FileFacts]) {
        guard files.contains(where: { !$0.tipCandidates.isEmpty }) else { return }
        var tipNames = TipRecognizer.tipProtocolNames(files.indices.flatMap { files[$0].tipProtocols })
        tipNames.formUnion(files.indices.flatMap { files[$0].tips.map(\.simpleName) })
        var grew = true
        while grew {
            grew = false
            for index in files.indices {
                let (promoted, kept) = split(files[index].tipCandidates) { $0.via.contains(where: tipNames.contains) }
                guard !promoted.isEmpty else { continue }
                files[index].tips += promoted.map(\.tip)
                files[index].tips.sort { $0.location < $1.location }
                files[index].tipCandidates = kept
                tipNames.formUnion(promoted.map(\.tip.simpleName))
                grew = true
            }
        }
        var tipPlaces: [String: (file: Int, tip: Int)] = [:]
        // By index: a loop over the files would copy each one's facts.
        for fileIndex in files.indices {
            for (tipIndex, tip) in files[fileIndex].tips.enumerated() where tipPlaces[tip.name] == nil {
                tipPlaces[tip.name] = (fileIndex, tipIndex)
            }
        }
        for fileIndex in files.indices {
            let (members, kept) = split(files[fileIndex].tipCandidates) { tipPlaces[$0.tip.name] != nil }
            // Write only what changed: a write to an element copies the caller's whole array first.
            guard !members.isEmpty else { continue }
            files[fileIndex].tipCandidates = kept
            for candidate in members {
                guard let place = tipPlaces[candidate.tip.name] else { continue }
                addMembers(of: candidate.tip, to: &files[place.file].tips[place.tip])
            }
        }
    }

    /// Fills what the tip's own bodies leave out with another file's body of the same type.
    private static func addMembers(of other: TipDeclaration, to tip: inout TipDeclaration) {
        tip.id = tip.id ?? other.id
        tip.unstableID = tip.unstableID ?? other.unstableID
        tip.idIsGiven = tip.idIsGiven || other.idIsGiven
        tip.title = tip.title ?? other.title
        tip.message = tip.message ?? other.message
        tip.titleGivenBy = tip.titleGivenBy ?? other.titleGivenBy
        tip.messageGivenBy = tip.messageGivenBy ?? other.messageGivenBy
        tip.image = tip.image ?? other.image
        tip.memberTypes += other.memberTypes
        tip.options += other.options
        tip.actionCount += other.actionCount
        tip.isGeneric = tip.isGeneric || other.isGeneric
    }

    private static func split<T>(_ items: [T], by isIncluded: (T) -> Bool) -> (included: [T], excluded: [T]) {
        var included: [T] = []
        var excluded: [T] = []
        for item in items {
            if isIncluded(item) { included.append(item) } else { excluded.append(item) }
        }
        return (included, excluded)
    }
}
