/// How a file's types build views: which types each one constructs in its own
/// hierarchy, and which it presents in popovers and sheets. Tooltip and
/// TutorialKit rules follow it to find the view that renders an overlay.
struct ViewHierarchyFacts: Sendable, Equatable {
    var types: [TypeComposition] = []
    var presentations: [Presentation] = []
    /// `#Preview { … }` bodies and the capitalised names they call.
    var previews: [PreviewComposition] = []
    /// `.toolbar { … }` modifiers on a view this file builds: the toolbar's content is on screen with it.
    var toolbars: [ToolbarComposition] = []
    /// Capitalised names that free functions call (a `@ViewBuilder` or `@ToolbarContentBuilder` helper
    /// that any screen may use), sorted, without duplicates.
    var builtByFreeFunctions: [String] = []

    init() {}
}

/// A `#Preview { … }` macro's body: the views it builds, for the app never shows them from there.
struct PreviewComposition: Sendable, Hashable {
    var location: SourceLocation
    /// Sorted, without duplicates.
    var builds: [String]
}

/// `Content().toolbar { Buttons() }`: what the modified view builds on its screen and what the toolbar
/// always builds, shown together.
struct ToolbarComposition: Sendable, Hashable {
    /// The `toolbar` name token.
    var location: SourceLocation
    /// Capitalised names the modified view (the chain before `.toolbar`) builds on its screen, sorted.
    var modifiedBuilds: [String]
    /// Capitalised names the toolbar's content always builds, sorted.
    var toolbarBuilds: [String]
}

/// One type body (a declaration or an extension) and the capitalised names it
/// calls (`DetailView(…)`, `VStack { … }`) outside presented content.
struct TypeComposition: Sendable, Hashable {
    /// Dotted for nested types; for an extension, the extended type.
    var typeName: String
    var conformances: [String]
    var isExtension: Bool
    /// Declared `public` or `open`: other modules (the app linking a library) can build it.
    var isPublic: Bool = false
    var location: SourceLocation
    /// Sorted, without duplicates.
    var builds: [String]
    /// What is always part of this view: `builds` without the screens a `NavigationLink` goes to and
    /// without what an `if` or `switch` builds (empty where not read).
    var buildsInPlace: [String] = []
    /// What arms of an `if` testing only state every instance shares build in place (`SharedCondition`): part of
    /// every instance of this view, or of none (not in `buildsInPlace`).
    var buildsInSharedArms: [String] = []
    /// What can be on this view's screen: `builds` without the screens a `NavigationLink` goes to,
    /// alerts and dialogs (empty where not read).
    var buildsOnScreen: [String] = []
    /// The names of `builds` called only inside `#if DEBUG` (or simulator) clauses: release builds never
    /// build them from here (a debug menu's link).
    var buildsInDevelopmentOnly: [String] = []
    /// A `View` whose `body` is one control (a `Button`, `Toggle`…, alone or with `Spacer()`s in a stack) and
    /// whose code calls no `invalidate`, `donate` or `sendDonation`: a popover on it points at that control.
    var bodyIsControl = false
    /// For an `extension View`: its methods (`func withPreviewSetup() -> some View { modifier(PreviewSetup()) }`),
    /// each building for whoever calls it, and what the rest of the extension builds.
    var methods: [ExtensionMethod] = []
    var buildsOutsideMethods: [String] = []

    /// The last component of `typeName`, as other code names it.
    var simpleName: String { TypeName.simple(typeName) }
}

/// A method of an `extension View` and the capitalised names it calls: any view may call it, so what it
/// builds is built where it is called.
struct ExtensionMethod: Sendable, Hashable {
    var name: String
    /// Sorted, without duplicates.
    var builds: [String]
    /// Declared `public` or `open` (or in a public extension): another module may call it.
    var isPublic: Bool
    /// Called in its own file outside previews.
    var isCalledInFile: Bool
}

/// Identifies the content closure of a presentation: its file and the token
/// index of its `{`. Facts inside it carry the same anchor.
struct PresentationAnchor: Sendable, Hashable {
    var file: String
    var token: Int
}

/// `.popover { … }`, `.sheet { … }`, `.fullScreenCover { … }`: content shown in
/// its own presentation context, outside the presenting view's overlays.
struct Presentation: Sendable, Hashable {
    /// `popover`, `sheet`, `fullScreenCover`.
    var modifier: String
    var anchor: PresentationAnchor
    /// The modifier's name token.
    var location: SourceLocation
    var context: CodeContext
    /// Capitalised names the content calls (`SettingsView`).
    var presentedTypes: [String]
    /// Inside an `#if DEBUG` (or simulator) clause: release builds never present it.
    var isDevelopmentOnly = false
}

extension CodeContext {
    /// Inside an Xcode preview (`#Preview { … }`, a `PreviewProvider`): never run by the app.
    var isPreview: Bool {
        closures.containsPreview || typeConformances.contains("PreviewProvider")
    }
}

extension ProjectModel {
    /// Every file's type compositions and presentations, merged in path order.
    var hierarchy: ViewHierarchyFacts {
        files.reduce(into: ViewHierarchyFacts()) { merged, file in
            merged.types += file.hierarchy.types
            merged.presentations += file.hierarchy.presentations
            merged.previews += file.hierarchy.previews
            merged.builtByFreeFunctions += file.hierarchy.builtByFreeFunctions
            merged.toolbars += file.hierarchy.toolbars
        }
    }
}
