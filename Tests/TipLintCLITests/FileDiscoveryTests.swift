import XCTest

@testable import TipLint
@testable import TipLintCLI

final class FileDiscoveryTests: XCTestCase {
    private func swiftFiles(
        in tree: TemporaryTree, under relative: String = "", excludes: [IgnoreList] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String] {
        let directory = tree.path(relative)
        let discovery = FileDiscovery(
            repositoryRoot: ProjectBoundary.repositoryRoot(containing: directory),
            excludes: excludes)
        let root = ResolvedPath(absolute: directory, display: relative.isEmpty ? "." : relative)
        return displayed(try discovery.files(under: root).swiftFiles)
    }

    func testFindsSwiftFilesSortedAndSkipsOtherFiles() throws {
        let tree = try TemporaryTree([
            "Sources/Zoo.swift": "", "Sources/App.swift": "", "Sources/Model/Card.swift": "",
            "Sources/a-b/C.swift": "", "README.md": "", "Sources/notes.txt": "", "Sources/Old.swift.orig": "",
        ])
        XCTAssertEqual(
            try swiftFiles(in: tree),
            ["Sources/App.swift", "Sources/Model/Card.swift", "Sources/Zoo.swift", "Sources/a-b/C.swift"])
    }

    func testDisplayedPathsStartAtTheGivenDirectory() throws {
        let tree = try TemporaryTree(["App/Views/Home.swift": ""])
        XCTAssertEqual(try swiftFiles(in: tree, under: "App"), ["App/Views/Home.swift"])
    }

    func testSkipsHiddenBuildAndDependencyDirectoriesAtAnyDepth() throws {
        let tree = try TemporaryTree([
            "App/Main.swift": "", ".hidden/A.swift": "", "App/.secret/B.swift": "", ".build/C.swift": "",
            "App/DerivedData/D.swift": "", "Pods/E.swift": "", "App/Carthage/F.swift": "", "node_modules/G.swift": "",
            "App/.Hidden.swift": "",
        ])
        // Hidden directories are skipped; a hidden file is still a Swift file.
        XCTAssertEqual(try swiftFiles(in: tree), ["App/.Hidden.swift", "App/Main.swift"])
    }

    func testGitignorePatternsFromTheRootDown() throws {
        let tree = try TemporaryTree([
            ".gitignore": "# build products\nGenerated/\n*.gen.swift\n/Scratch.swift\n",
            "App/Main.swift": "", "App/Generated/Out.swift": "", "App/Model.gen.swift": "",
            "Scratch.swift": "", "App/Scratch.swift": "",
        ])
        XCTAssertEqual(try swiftFiles(in: tree), ["App/Main.swift", "App/Scratch.swift"])
    }

    func testNestedGitignoreNegatesAParentPattern() throws {
        let tree = try TemporaryTree([
            ".gitignore": "*.gen.swift\n",
            "App/.gitignore": "!Keep.gen.swift\n",
            "App/Keep.gen.swift": "", "App/Drop.gen.swift": "", "Lib/Keep.gen.swift": "",
        ])
        XCTAssertEqual(try swiftFiles(in: tree), ["App/Keep.gen.swift"])
    }

    func testNegationCannotReincludeInsideAnIgnoredDirectory() throws {
        let tree = try TemporaryTree([
            ".gitignore": "Vendor/\n!Vendor/Kit.swift\n",
            "Vendor/Kit.swift": "", "Main.swift": "",
        ])
        XCTAssertEqual(try swiftFiles(in: tree), ["Main.swift"])
    }

    func testDirectoryOnlyPatternsSkipDirectoriesNotFiles() throws {
        let tree = try TemporaryTree([".gitignore": "Cache.swift/\n", "Cache.swift": "", "Sub/Cache.swift/X.swift": ""])
        XCTAssertEqual(try swiftFiles(in: tree), ["Cache.swift"])
    }

    func testAnchoredDoubleStarAndCharacterClassPatterns() throws {
        let tree = try TemporaryTree([
            ".gitignore": "App/Mocks\nApp/**/Fake*.swift\nStep[0-9].swift\n",
            "App/Mocks/M.swift": "", "Lib/App/Mocks/N.swift": "", "App/a/b/FakeStore.swift": "",
            "App/FakeRoot.swift": "", "Step1.swift": "", "StepA.swift": "",
        ])
        XCTAssertEqual(try swiftFiles(in: tree), ["Lib/App/Mocks/N.swift", "StepA.swift"])
    }

    func testGitignoreAboveTheScannedDirectoryApplies() throws {
        let tree = try TemporaryTree([
            ".gitignore": "Legacy/\n", "App/.gitignore": "Draft.swift\n",
            "App/Views/Legacy/Old.swift": "", "App/Views/Draft.swift": "", "App/Views/Home.swift": "",
        ])
        XCTAssertEqual(try swiftFiles(in: tree, under: "App/Views"), ["App/Views/Home.swift"])
    }

    func testGitignoreOutsideTheRepositoryDoesNotApply() throws {
        let outer = try TemporaryTree([".gitignore": "*.swift\n"], git: false)
        try outer.makeDirectory("repo/.git")
        try outer.write("repo/A.swift", "")
        XCTAssertEqual(try swiftFiles(in: outer, under: "repo"), ["repo/A.swift"])
    }

    func testWithoutARepositoryTheScannedTreesGitignoreApplies() throws {
        let tree = try TemporaryTree([".gitignore": "Skip.swift\n", "Skip.swift": "", "Keep.swift": ""], git: false)
        XCTAssertEqual(try swiftFiles(in: tree), ["Keep.swift"])
    }

    func testGitInfoExcludeApplies() throws {
        let tree = try TemporaryTree([".git/info/exclude": "Local.swift\n", "Local.swift": "", "Main.swift": ""])
        XCTAssertEqual(try swiftFiles(in: tree), ["Main.swift"])
    }

    func testSymbolicLinksAreNotFollowed() throws {
        let tree = try TemporaryTree(["Real/A.swift": "", "Outside/B.swift": ""])
        try tree.link("Real/Linked.swift", to: tree.path("Outside/B.swift"))
        try tree.link("Real/LinkedDirectory", to: tree.path("Outside"))
        try tree.link("Real/Loop", to: tree.path("Real"))
        XCTAssertEqual(try swiftFiles(in: tree, under: "Real"), ["Real/A.swift"])
    }

    func testExcludeGlobs() throws {
        let tree = try TemporaryTree([
            "App/Main.swift": "", "App/Generated/Strings.swift": "", "Lib/Generated/Assets.swift": "",
            "App/Preview.swift": "", "Lib/Preview.swift": "",
        ])
        let excludes = IgnoreList(
            base: tree.root, patterns: [IgnorePattern("**/Generated/**")!, IgnorePattern("App/Preview.swift")!],
            appliesOutsideBase: true)
        XCTAssertEqual(try swiftFiles(in: tree, excludes: [excludes]), ["App/Main.swift", "Lib/Preview.swift"])
    }

    func testMarkdownIsCollectedForPlanDiscovery() throws {
        let tree = try TemporaryTree(["docs/plan.md": "", "App/A.swift": "", "notes.markdown": "", ".github/x.md": ""])
        let discovery = FileDiscovery(repositoryRoot: tree.root)
        let found = try discovery.files(under: ResolvedPath(absolute: tree.root, display: "."))
        XCTAssertEqual(displayed(found.markdownFiles), ["docs/plan.md", "notes.markdown"])
    }

    func testUnreadableDirectoryIsAnErrorOnlyWhenAskedFor() throws {
        try XCTSkipIf(getuid() == 0, "root reads every directory")
        let tree = try TemporaryTree(["Locked/A.swift": "", "Open/B.swift": ""])
        chmod(tree.path("Locked"), 0)
        defer { chmod(tree.path("Locked"), 0o755) }
        XCTAssertThrowsError(try swiftFiles(in: tree, under: "Locked")) { error in
            XCTAssertEqual(error as? CommandError, .failure("Locked: cannot read directory: Permission denied"))
        }
        // Below the directory asked for, it is left out and reported; the walk goes on.
        let discovery = FileDiscovery(repositoryRoot: tree.root)
        let found = try discovery.files(under: ResolvedPath(absolute: tree.root, display: "."))
        XCTAssertEqual(displayed(found.swiftFiles), ["Open/B.swift"])
        XCTAssertEqual(
            found.unreadableDirectories.map { "\($0.path.display): \($0.reason)" }, ["Locked: Permission denied"])
    }

    func testRepositoryRootIsTheNearestDirectoryWithGit() throws {
        let tree = try TemporaryTree(["App/Views/A.swift": "", "Nested/.git": "gitdir: elsewhere\n"])
        XCTAssertEqual(ProjectBoundary.repositoryRoot(containing: tree.path("App/Views")), tree.root)
        XCTAssertEqual(ProjectBoundary.repositoryRoot(containing: tree.path("Nested")), tree.path("Nested"))
    }

    func testResolvedPathsAreRelativeToTheWorkingDirectory() {
        XCTAssertEqual(ResolvedPath(".", in: "/w/p").display, ".")
        XCTAssertEqual(ResolvedPath("./App/../Lib", in: "/w/p"), ResolvedPath(absolute: "/w/p/Lib", display: "Lib"))
        XCTAssertEqual(ResolvedPath("/w/p/App", in: "/w/p").display, "App")
        XCTAssertEqual(ResolvedPath("../q/App", in: "/w/p"), ResolvedPath(absolute: "/w/q/App", display: "../q/App"))
        XCTAssertEqual(ResolvedPath(".", in: "/w/p").appending("A.swift").display, "A.swift")
    }
}
