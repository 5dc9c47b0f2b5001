/// Auto-discovery of plan documents (no `--plan`, no config `plan`): Markdown files under
/// the PATHs, and where planning tools put them at the project's root: `docs/` (dated task
/// plans such as `docs/plans/2025-01-15-tips.md`), `specs/` (spec-kit feature folders),
/// `.kiro/specs/` (Kiro) and the plans folders agents keep in hidden folders (`.cursor/plans/`,
/// `.claude/plans/`, `.hermes/plans/`, `.github/plans/`, …), that read as tip plans in any shape.
/// Only their `plans` folders: an agent's skills and commands (`.agents/skills/`) are knowledge.
/// The project's root is the repository root; outside a repository (a project copied without
/// `.git`), the nearest directory at or above the first PATH that holds one of them.
///
/// A feature folder (`specs/001-onboarding-tips/`, `.kiro/specs/onboarding/`) is one plan: when
/// one of its documents reads as a plan, its spec, plan, requirements, design and tasks are read
/// with it. READMEs, changelogs and documents marked `<!-- tiplint:archived -->` are never plans;
/// nor is a document that names tips only in passing (a code review, a scan report): see
/// `PlanReader.looksLikePlan`; nor a blog post or an AI agent's or skill's definition, by their
/// front matter.
enum PlanDiscovery {
    /// Where planning tools keep plans, relative to the project's root.
    static let planDirectories = [
        "docs", "specs", ".kiro/specs", ".cursor/plans", ".claude/plans", ".hermes/plans", ".github/plans",
        ".agents/plans", ".agent/plans", ".codex/plans", ".windsurf/plans",
    ]
    /// The documents of a feature folder read together.
    static let featureDocuments: Set<String> = [
        "spec.md", "plan.md", "tasks.md", "requirements.md", "design.md",
    ]
    /// Names that are never plans, whatever they mention.
    private static let notPlans = [
        "readme", "changelog", "changes", "history", "contributing", "license", "code_of_conduct", "skill",
    ]

    static func plans(
        in scope: AnalysisScope, anchorDirectory: String, discovery: FileDiscovery,
        workingDirectory: String
    ) throws(CommandError) -> [ResolvedPath] {
        var candidates = scope.markdownFiles
        let root =
            discovery.repositoryRoot
            ?? nearestPlanRoot(above: anchorDirectory, stoppingAt: workingDirectory, tree: discovery.tree)
        if let root {
            for relative in planDirectories {
                let directory = PathText.join(root, relative)
                guard discovery.tree.kind(of: directory) == .directory else { continue }
                let resolved = ResolvedPath(
                    absolute: directory, display: PathText.display(directory, from: workingDirectory))
                candidates += try discovery.files(under: resolved).markdownFiles
            }
        }
        var seen = Set<String>()
        let documents = candidates.filter { seen.insert($0.absolute).inserted && mayBePlan($0) }.sorted {
            $0.display < $1.display
        }
        // Reading and judging every Markdown file is most of a Markdown-heavy repository's
        // discovery: done on all cores, before the Swift files are read.
        let tree = discovery.tree
        let readings = ParallelMap.map(documents, jobs: 0) { document in
            let isFeatureDocument = featureDocuments.contains(PathText.lastComponent(document.absolute).lowercased())
            guard let bytes = tree.readSource(document.absolute).bytes else {
                return Reading(readable: false, looksLikePlan: false, archived: false)
            }
            // Most Markdown names no tip: judged on its bytes, never decoded. A blog post about TipKit
            // declares example tips, but plans none; an agent's definition neither, whatever their files are named.
            let frontMatter = frontMatter(of: bytes)
            guard frontMatter == .none, isFeatureDocument || PlanReader.namesTip(bytes) else {
                return Reading(readable: true, looksLikePlan: false, archived: false)
            }
            let text = String(validating: bytes, as: UTF8.self)
            let looksLikePlan = text.map { PlanReader.looksLikePlan($0, names: subjectNames(of: document)) } == true
            // Only a plan or a feature folder's document can be used: only theirs is worth the archive mark.
            let mayBeUsed = looksLikePlan || isFeatureDocument
            return Reading(
                readable: text != nil, looksLikePlan: looksLikePlan,
                archived: mayBeUsed && text.map(PlanReader.isArchived) == true)
        }
        let plans = zip(documents, readings).filter { $0.1.looksLikePlan }.map(\.0)
        let planPaths = Set(plans.map(\.absolute))
        let folders = Set(plans.compactMap(featureFolder))
        return zip(documents, readings).filter { document, reading in
            guard reading.readable, !reading.archived else { return false }
            if planPaths.contains(document.absolute) { return true }
            return featureFolder(of: document).map(folders.contains) == true
                && featureDocuments.contains(PathText.lastComponent(document.absolute).lowercased())
        }.map(\.0)
    }

    /// What discovery learns from one document's text.
    private struct Reading: Sendable {
        var readable: Bool
        var looksLikePlan: Bool
        var archived: Bool
    }

    /// The feature folder holding a document: a directory right under a `specs` directory.
    private static func featureFolder(of document: ResolvedPath) -> String? {
        let folder = PathText.parent(document.absolute)
        return PathText.lastComponent(PathText.parent(folder)) == "specs" ? folder : nil
    }

    /// What names a document besides its text: its file name and its feature folder
    /// (`specs/001-onboarding-tips/notes.md`).
    private static func subjectNames(of document: ResolvedPath) -> [String] {
        let folder = featureFolder(of: document).map { [PathText.lastComponent($0)] } ?? []
        return [PathText.lastComponent(document.absolute)] + folder
    }

    /// Folders of tools, vendored code and knowledge bases: never the team's plans. An agent's skills
    /// (`skills/tipkit/SKILL.md` and its `references/`) teach TipKit with example tips (real plans, round 40).
    private static let notPlanFolders: Set<String> = [
        "_bmad", "node_modules", ".build", "vendor", "Pods", "Carthage", "checkouts", "SourcePackages", "research",
        "skills",
    ]

    private static func mayBePlan(_ document: ResolvedPath) -> Bool {
        let folders = document.display.split(separator: "/").dropLast()
        if folders.contains(where: { notPlanFolders.contains(String($0)) || $0.hasPrefix("_bmad") }) {
            return false
        }
        // Blog posts (Jekyll `_posts/`, Hugo `content/posts/`) are articles, not the team's plans.
        if folders.contains("_posts")
            || zip(folders, folders.dropFirst()).contains(where: { $0 == "content" && $1 == "posts" })
        {
            return false
        }
        let name = PathText.lastComponent(document.absolute).lowercased()
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return !notPlans.contains(stem)
    }

    /// What a document's front matter (`---` up to the closing `---`) says it is, when not the team's plan.
    private enum FrontMatter {
        case none
        /// A blog post's: a line starting with one of `blogKeys` (`date:`, `layout: post`, `published:`…). An
        /// article about TipKit declares example tips, but plans none.
        case blogPost
        /// An AI agent's or skill's definition: `name:`, `description:` and the `tools:`, `allowed-tools:` or
        /// `model:` it runs with. Its TipKit section teaches a pattern (a sample tip and the view showing it).
        case agentDefinition
    }

    private static func frontMatter(of bytes: [UInt8]) -> FrontMatter {
        guard bytes.starts(with: Array("---\n".utf8)) || bytes.starts(with: Array("---\r\n".utf8)) else { return .none }
        var lineStart = bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1
        var named = false
        var described = false
        var runs = false
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if line.starts(with: Array("---".utf8)) { break }
            if blogKeys.contains(where: { line.starts(with: $0) }) { return .blogPost }
            named = named || line.starts(with: Array("name:".utf8))
            described = described || line.starts(with: Array("description:".utf8))
            runs = runs || agentKeys.contains { line.starts(with: $0) }
            lineStart = lineEnd + 1
        }
        return named && described && runs ? .agentDefinition : .none
    }

    /// Keys only an article's front matter has: Jekyll and Hugo (`date:`, `layout: post`), dev.to
    /// (`published:`, `cover_image:`), Zenn (`emoji:`, `topics:`) and Qiita (`ignorePublish:`). A plan's front
    /// matter names its status or owner.
    private static let blogKeys = [
        "date:", "layout: post", "published:", "cover_image:", "emoji:", "topics:", "ignorePublish:",
    ].map { Array($0.utf8) }
    private static let agentKeys = ["tools:", "allowed-tools:", "model:"].map { Array($0.utf8) }

    /// The nearest directory at or above `directory` that holds one of the plan directories; the
    /// walk ends at `workingDirectory` when the PATH is inside it (the user runs tiplint from the
    /// project or above it).
    private static func nearestPlanRoot(
        above directory: String, stoppingAt workingDirectory: String, tree: any SourceTree
    ) -> String? {
        let insideWorkingDirectory =
            directory == workingDirectory || PathText.relative(directory, to: workingDirectory) != nil
        var current = directory
        while true {
            if planDirectories.contains(where: {
                tree.lookupKind(of: PathText.join(current, $0), followLinks: false) == .directory
            }) {
                return current
            }
            if current == "/" || (insideWorkingDirectory && current == workingDirectory) { return nil }
            current = PathText.parent(current)
        }
    }
}
