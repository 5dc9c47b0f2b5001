/// How a file's types build views: which types each one constructs in its own
/// hierarchy, and which it presents in popovers and sheets. Tooltip and
/// TutorialKit rules follow it to find the view that renders an overlay.
public struct ViewHierarchyFacts: Sendable {
    public var types: [TypeComposition] = []
    public var presentations: [Presentation] = []
    /// `#Preview { … }` bodies and the capitalised names they call.
    public var previews: [PreviewComposition] = []

    public init() {}
}

/// A `#Preview { … }` macro's body: the views it builds, for the app never shows them from there.
public struct PreviewComposition: Sendable, Hashable {
    public var location: SourceLocation
    /// Sorted, without duplicates.
    public var builds: [String]

    public init(location: SourceLocation, builds: [String]) {
        self.location = location
        self.builds = builds
    }
}

/// One type body (a declaration or an extension) and the capitalised names it
/// calls (`DetailView(…)`, `VStack { … }`) outside presented content.
public struct TypeComposition: Sendable, Hashable {
    /// Dotted for nested types; for an extension, the extended type.
    public var typeName: String
    public var conformances: [String]
    public var isExtension: Bool
    /// Declared `public` or `open`: other modules (the app linking a library) can build it.
    public var isPublic: Bool
    public var location: SourceLocation
    /// Sorted, without duplicates.
    public var builds: [String]

    public init(
        typeName: String, conformances: [String], isExtension: Bool, isPublic: Bool = false,
        location: SourceLocation, builds: [String]
    ) {
        self.typeName = typeName
        self.conformances = conformances
        self.isExtension = isExtension
        self.isPublic = isPublic
        self.location = location
        self.builds = builds
    }

    /// The last component of `typeName`, as other code names it.
    public var simpleName: String { TypeName.simple(typeName) }
}

/// Identifies the content closure of a presentation: its file and the token
/// index of its `{`. Facts inside it carry the same anchor.
public struct PresentationAnchor: Sendable, Hashable {
    public var file: String
    public var token: Int

    public init(file: String, token: Int) {
        self.file = file
        self.token = token
    }
}

/// `.popover { … }`, `.sheet { … }`, `.fullScreenCover { … }`: content shown in
/// its own presentation context, outside the presenting view's overlays.
public struct Presentation: Sendable, Hashable {
    /// `popover`, `sheet`, `fullScreenCover`.
    public var modifier: String
    public var anchor: PresentationAnchor
    /// The modifier's name token.
    public var location: SourceLocation
    public var context: CodeContext
    /// Capitalised names the content calls (`SettingsView`).
    public var presentedTypes: [String]

    public init(
        modifier: String, anchor: PresentationAnchor, location: SourceLocation, context: CodeContext,
        presentedTypes: [String]
    ) {
        self.modifier = modifier
        self.anchor = anchor
        self.location = location
        self.context = context
        self.presentedTypes = presentedTypes
    }
}

extension CodeContext {
    /// Inside an Xcode preview (`#Preview { … }`, a `PreviewProvider`): never run by the app.
    public var isPreview: Bool {
        closures.containsPreview || typeConformances.contains("PreviewProvider")
    }
}

extension ProjectModel {
    /// Every file's type compositions and presentations, merged in path order.
    public var hierarchy: ViewHierarchyFacts {
        files.reduce(into: ViewHierarchyFacts()) { merged, file in
            merged.types += file.hierarchy.types
            merged.presentations += file.hierarchy.presentations
            merged.previews += file.hierarchy.previews
        }
    }
}
