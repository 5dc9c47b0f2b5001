/// One step of the merge, where what one file could not know comes from the others. A pass edits
/// the project in place, writing only what it resolves: a write to a file's facts copies them.
protocol MergePass {
    static func apply(to project: inout ProjectModel)
}
