struct TipInLoopRule: Rule {
    static let description = RuleDescription(
        id: "tip_in_loop", severity: .warning, system: .tipKit,
        summary: "a display site in a `ForEach`/`List` row whose tip does not depend on the row",
        details: """
            A `.popoverTip(tip)` inside a `ForEach` (or a `List` over data) is attached to every row: one tip \
            anchored to many views, so it points at whichever row TipKit picks, or flickers between them. The \
            same holds for a row view type that anchors a tip of its own (`let tip = SaveTip()`, every instance \
            shares its id), or shows it inline (`TipView(tip)`), unconditionally, when another view builds it in \
            each row of a `ForEach` — directly, through a member function the rows call, or always inside the \
            row's own view type (not the screen a `NavigationLink` opens, a sheet's content, or one arm of an `if`, \
            unless that `if` only unwraps data, `if let card = message.card`, or tests only a setting every row \
            shares: app storage, the environment, a static or a shared object's member, `if prefs.layout == .big` \
            with `@ObservedObject var prefs = Preferences.shared`, when a row builds that view in no arm of its \
            own and not only in debug builds); and for the optional tip \
            a row view anchors when its rows hand it over (`var tip: SaveTip? = nil`, `Row(tip: saveTip)`), unless \
            they hand it to one row (`isFirst ? saveTip : nil`). Show it on one row (`.popoverTip(index == 0 ? tip : nil)`, \
            or hand the row view the tip only for the first row) or on a view outside the list. A condition in \
            the row view that names an index, a position, "first" or a tip flag is taken to pick one row, and so is \
            a conditional modifier of the project's around the popover that compares a row's value \
            (`.if(offset == 2) { view in view.popoverTip(tip) }`). One tip \
            the row view anchors in several arms of a `switch` or `if` is one finding, the other arms related. A \
            `ForEach` of tabs (a `.tabItem` or a `Tab` per element) shows one tab at a time: it has no rows; nor has \
            one of screen-wide pages side by side (in an `HStack` or `LazyHStack`, each element framed to the \
            screen's or its container's width: `.frame(width: UIScreen.main.bounds.width)`, \
            `.containerRelativeFrame(.horizontal)`). A \
            View extension of the project's that anchors a tip on the view it modifies does so in every row that \
            calls it with nothing from the row (`.editSheetTip(.color)`, its `case .color:` arm anchoring the tip, \
            or `.saveTip()`), and so does a helper anchoring or showing whatever tip it is handed (`.hinted(SaveTip())`, \
            through any chain of helpers), unless the call hands it something of the row or the helper shows the tip \
            only under a condition (`.tipIf(face.id == faces.first?.id, tip)`); a view handing the tip its caller gives \
            it to such a helper in each of its rows (`.hinted(hint)` with `let hint: Hint?`) shows that tip in every \
            row, reported in the rows. A row view that anchors its own tip only where its data is set \
            (`.popoverTip(photo.caption == nil ? captionTip : nil)`, or through a computed property of the view \
            asking that, joined by `&&`) shows it on every row whose data passes: rows differ only in their data. A \
            test that may single out one row (a flag the rows hand over, an id compared with a chosen one, a date \
            compared) is left alone, and so is an anchor under an `if` that the rows' construction of its view \
            contradicts with a Bool literal (`PieChart(showsLabel: false)` in the row, the popover under \
            `if showsLabel`), unless another row builds the view without it.
            """,
        triggering: [
            // Testing only: a conditional-modifier helper whose condition is the same for every row.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct FacesView: View {
                    let faces: [Face]
                    let showsTips: Bool
                    private let labelTip = LabelFaceTip()
                    var body: some View {
                        ForEach(faces) { face in
                            FaceBox(face)
                                .when(showsTips) { view in
                                    view↓.popoverTip(labelTip)
                                }
                        }
                    }
                }
                """
            ).testOnly(),
            RuleExample(
                """
                import TipKit

                struct FacesView: View {
                    private let labelTip = LabelFaceTip()
                    var body: some View {
                        ForEach(faces) { face in
                            FaceBox(face)
                                ↓.popoverTip(labelTip)
                        }
                    }
                }
                """),
            // A View extension of the project's that anchors whatever tip it is handed, handed one tip in each row.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct LabelFaceTip: Tip { var title: Text { Text("Label a face") } }

                extension View {
                    func hinted(_ tip: some Tip) -> some View { popoverTip(tip) }
                }

                struct FacesView: View {
                    let faces: [Face]
                    var body: some View {
                        ForEach(faces) { face in
                            FaceBox(face)
                                .hinted(↓LabelFaceTip())
                        }
                    }
                }
                """),
            // A row view with its own tip, built in each row by another view.
            RuleExample(files: [
                "FaceRow.swift": faceRowWithItsTip,
                "FacesView.swift": """
                import SwiftUI

                struct FacesView: View {
                    let faces: [Face]
                    var body: some View {
                        List { ForEach(faces) { face in row(for: face) } }
                    }
                    private func row(for face: Face) -> some View { FaceRow(face: face) }
                }
                """,
            ]),
            // A generic card handing the tip its caller gives it to a modifier-style wrapper in each row.
            RuleExample(files: [
                ModifierWrapperExamples.path: ModifierWrapperExamples.source,
                "MealsCard.swift": mealsCardHandingOn(".tipIfAny(↓swipeHint)"),
                "PlanView.swift": planViewGivingSwipeTip,
            ]),
            // A row view that anchors the tip its rows hand it, when every row hands it over.
            RuleExample(files: [
                "SongRow.swift": songRowTakingItsTip(marked: true),
                "SongsView.swift": songsHandingTheTip("rateTip"),
            ]),
            // A row view anchoring its own tip on every row whose photo has no caption yet.
            RuleExample(files: [
                "PhotoRow.swift": photoRowGating(on: "!hasCaption && photo.location != nil", marked: true),
                "AlbumView.swift": albumOfPhotoRows,
            ]),
            // One tip anchored in two arms of the row view's `switch`: one finding, the other arm related to it.
            RuleExample(files: [
                "FaceRow.swift": """
                import TipKit
                import SwiftUI

                struct FaceRow: View {
                    let face: Face
                    private let labelTip = LabelFaceTip()
                    var body: some View {
                        switch face.kind {
                        case .known:
                            Button(face.name) { }
                                ↓.popoverTip(labelTip)
                        case .unknown:
                            Button("Unknown") { }
                                .popoverTip(labelTip)
                        }
                    }
                }
                """,
                "FacesView.swift": facesInCells(cellBody: "FaceRow(face: face)"),
            ])
            // With the first anchor's finding gone (commented out, disabled), the other arm's stands on its own.
            .exempt(.commentingOut, .disablingNext).testOnly(),
            // Through a wrapper: each row builds FaceCell, which builds the row view with the tip.
            RuleExample(files: [
                "FaceRow.swift": faceRowWithItsTip,
                "FacesView.swift": facesInCells(cellBody: "FaceRow(face: face).padding()"),
            ]).testOnly(),
            // An inline tip of the card view, which every reply row builds through its bubble whenever the reply
            // has a card: one tip in many rows.
            RuleExample(files: [
                "GlossaryCard.swift": glossaryCardWithItsTip(marked: true),
                "ThreadView.swift": repliesInBubbles(cardArm: "if let entry = reply.entry"),
            ]).testOnly(),
            // A View extension anchoring the tip its `.case` argument picks, called in every row with that case.
            RuleExample(files: [
                "View+EditTips.swift": editTipsModifier,
                "MacroSheet.swift": macroRows(modifier: "↓.editTip(.color)"),
            ]),
            // Testing only: rows of an inner `ForEach`, under the outer row's test of whether it has any.
            RuleExample(files: [
                "View+EditTips.swift": editTipsModifier,
                "WeekSheet.swift": """
                import SwiftUI

                struct WeekSheet: View {
                    let days: [Day]
                    var body: some View {
                        ForEach(days) { day in
                            if day.sessions.isEmpty {
                                Text("Rest day")
                            } else {
                                ForEach(day.sessions) { session in
                                    Circle()
                                        ↓.editTip(.color)
                                }
                            }
                        }
                    }
                }
                """,
            ]).testOnly(),
            // Screen-wide elements stacked one above another are rows: several are in view.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ShelfList: View {
                    let shelves: [[Book]]
                    private let holdTip = HoldToRemoveTip()
                    var body: some View {
                        ScrollView {
                            VStack {
                                ForEach(shelves.indices, id: \\.self) { page in
                                    BookGrid(books: shelves[page])
                                        .frame(width: UIScreen.main.bounds.width)
                                        ↓.popoverTip(holdTip)
                                }
                            }
                        }
                    }
                }
                """
            ).testOnly(),
            // Each month's row builds the ring with its total shown: the total's popover is in every row.
            RuleExample(files: budgetRingInRows(showsTotal: "true", throughRow: true)).testOnly(),
            // One list hides the total, another builds the ring as it is: its rows show the total's popover.
            RuleExample(files: budgetRingInRows(showsTotal: "false", throughRow: false, alsoPlain: true)).testOnly(),
        ],
        nonTriggering: [
            // The generic card hands its tip on only outside the rows.
            RuleExample(files: [
                ModifierWrapperExamples.path: ModifierWrapperExamples.source,
                "MealsCard.swift": mealsCardHandingOn(".tipIfAny(meal.id == meals.first?.id ? swipeHint : nil)"),
                "PlanView.swift": planViewGivingSwipeTip,
            ]).testOnly(),
            // The wrapper anchors the tip only when the row asks for it (`tipIf(face.id == faces.first?.id, tip)`).
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct LabelFaceTip: Tip { var title: Text { Text("Label a face") } }

                extension View {
                    @ViewBuilder
                    func tipIf(_ condition: Bool, _ tip: some Tip) -> some View {
                        if condition { popoverTip(tip) } else { self }
                    }
                }

                struct FacesView: View {
                    let faces: [Face]
                    var body: some View {
                        ForEach(faces) { face in
                            FaceBox(face)
                                .tipIf(face.id == faces.first?.id, LabelFaceTip())
                        }
                    }
                }
                """),
            // The rows build the ring with its total hidden, directly or through the row view: the popover on
            // the total (under `if showsTotal`) is never built in a row.
            RuleExample(files: budgetRingInRows(showsTotal: "false", throughRow: true)).testOnly(),
            RuleExample(files: budgetRingInRows(showsTotal: "false", throughRow: false)).testOnly(),
            // The extension's call in the rows names another case, whose arm anchors nothing; one row's call.
            RuleExample(files: [
                "View+EditTips.swift": editTipsModifier,
                "MacroSheet.swift": macroRows(modifier: ".editTip(.name)"),
            ]),
            RuleExample(files: [
                "View+EditTips.swift": editTipsModifier,
                "MacroSheet.swift": macroRows(modifier: ".editTip(macro.kind)"),
            ]),
            // The project's conditional modifier (`.when(c) { view in … }`) applies the popover to the one cell
            // whose position the condition compares with one value.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                extension View {
                    @ViewBuilder
                    func when<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                        if condition { transform(self) } else { self }
                    }
                }

                struct WeekGrid: View {
                    let days: [Day]
                    private let renameTip = RenameTip()
                    var body: some View {
                        ForEach(Array(days.enumerated()), id: \\.offset) { offset, day in
                            ForEach(day.lessons) { lesson in
                                LessonCell(lesson: lesson)
                                    .when(offset == 2 && lesson.period == 1) { view in
                                        view.popoverTip(renameTip)
                                    }
                            }
                        }
                    }
                }
                """),
            // The rows hand the row view its tip only for the first song: one row shows it.
            RuleExample(files: [
                "SongRow.swift": songRowTakingItsTip(marked: false),
                "SongsView.swift": songsHandingTheTip("song.id == songs.first?.id ? rateTip : nil"),
            ]),
            // A `Tab` per element: one tab's screen at a time.
            RuleExample(files: [
                "MemberScreen.swift": """
                import TipKit
                import SwiftUI

                struct MemberScreen: View {
                    let member: Member
                    private let avatarTip = AvatarTip()
                    var body: some View { Text(member.name).popoverTip(avatarTip) }
                }
                """,
                "TeamView.swift": """
                import SwiftUI

                struct TeamView: View {
                    let members: [Member]
                    var body: some View {
                        TabView {
                            ForEach(members) { member in
                                Tab(member.name, systemImage: "person") { MemberScreen(member: member) }
                            }
                        }
                    }
                }
                """,
            ]).testOnly(),
            // The row view's gate may pick one row: a flag its rows hand over, a date compared, an optional photo.
            RuleExample(files: [
                "PhotoRow.swift": photoRowGating(on: "isNewest && photo.caption == nil", marked: false),
                "AlbumView.swift": albumOfPhotoRows,
            ]),
            RuleExample(files: [
                "PhotoRow.swift": photoRowGating(on: "photo.takenAt > .now.addingTimeInterval(-60)", marked: false),
                "AlbumView.swift": albumOfPhotoRows,
            ]).testOnly(),
            RuleExample(files: [
                "PhotoRow.swift": photoRowGating(on: "pinned?.caption == nil", marked: false),
                "AlbumView.swift": albumOfPhotoRows,
            ]).testOnly(),
            // One tab per element: a `ForEach` of tabs shows one screen at a time, not rows.
            RuleExample(files: [
                "Views/ShelfView.swift": """
                import SwiftUI
                import TipKit

                struct SortTip: Tip { var title: Text { Text("Sort the shelf") } }

                struct ShelfView: View {
                    let shelf: String
                    let sortTip = SortTip()
                    var body: some View {
                        List { Text(shelf) }
                            .toolbar { Button("Sort") {}.popoverTip(sortTip) }
                    }
                }
                """,
                "Views/LibraryView.swift": """
                import SwiftUI

                struct LibraryView: View {
                    let shelves = ["Reading", "Done"]
                    var body: some View {
                        TabView {
                            ForEach(shelves, id: \\.self) { shelf in
                                ShelfView(shelf: shelf)
                                    .tabItem { Label(shelf, systemImage: "books.vertical") }
                            }
                        }
                    }
                }
                """,
            ]),
            // Screen-wide pages side by side: one page in view at a time.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ShelfPager: View {
                    let shelves: [[Book]]
                    private let holdTip = HoldToRemoveTip()
                    var body: some View {
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                ForEach(shelves.indices, id: \\.self) { page in
                                    BookGrid(books: shelves[page])
                                        .frame(width: UIScreen.main.bounds.width)
                                        .popoverTip(holdTip)
                                }
                            }
                        }
                    }
                }
                """),
            // On one row only, and in a static List row.
            RuleExample(
                """
                import TipKit

                struct FacesView: View {
                    private let labelTip = LabelFaceTip()
                    var body: some View {
                        ForEach(Array(faces.enumerated()), id: \\.offset) { index, face in
                            FaceBox(face)
                                .popoverTip(index == 0 ? labelTip : nil)
                        }
                        List {
                            Text("Help").popoverTip(labelTip)
                        }
                    }
                }
                """),
            // A row view shows the tip only on the first row, or only the tip its parent hands it.
            RuleExample(files: [
                "FaceRow.swift": """
                import TipKit
                import SwiftUI

                struct FaceRow: View {
                    let face: Face
                    let isFirst: Bool
                    let hint: (any Tip)?
                    private let labelTip = LabelFaceTip()
                    var body: some View {
                        if isFirst {
                            Button(face.name) { }.popoverTip(labelTip)
                        } else {
                            Text(face.name).popoverTip(hint)
                        }
                    }
                }
                """,
                "FacesView.swift": """
                import SwiftUI

                struct FacesView: View {
                    let faces: [Face]
                    var body: some View {
                        ForEach(faces) { face in FaceRow(face: face, isFirst: face == faces.first, hint: nil) }
                    }
                }
                """,
            ]),
        ]
            // The screen a row's link opens is not part of the row, however the link names it; a view one arm of an
            // `if` builds (the selected row's controls) is not in every row.
            + [
                "NavigationLink(destination: FaceDetail(face: face)) { Text(face.name) }",
                "NavigationLink { FaceDetail(face: face) } label: { Text(face.name) }",
                "Text(face.name).navigationDestination(isPresented: .constant(true)) { FaceDetail(face: face) }",
                "VStack { if face.isSelected { FaceDetail(face: face) } }",
            ].map { cell in
                RuleExample(files: [
                    "FaceDetail.swift": faceDetailWithItsTip, "FacesView.swift": facesInCells(cellBody: cell),
                ])
                .testOnly()
            }
            // A bubble that builds the card only for the one pinned reply, or only while a flag is set: an `if`
            // that does more than unwrap may pick one row.
            // The card shows its tip only where a flag says so (rows may pass `false`); a list of distinct section
            // ids builds the card in one `case`: one row.
            + [
                RuleExample(files: [
                    "GlossaryCard.swift": glossaryCardWithItsTip(marked: false, underFlag: true),
                    "ThreadView.swift": repliesInBubbles(cardArm: "if let entry = reply.entry"),
                ]).testOnly(),
                RuleExample(files: [
                    "GlossaryCard.swift": glossaryCardWithItsTip(marked: false),
                    "SettingsView.swift": """
                    import SwiftUI

                    struct SettingsView: View {
                        let sections: [SectionID]
                        var body: some View {
                            Form { ForEach(sections, id: \\.self) { id in section(for: id) } }
                        }

                        @ViewBuilder
                        private func section(for id: SectionID) -> some View {
                            switch id {
                            case .glossary: GlossaryCard(entry: .sample)
                            case .about: Text("About")
                            }
                        }
                    }
                    """,
                ]).testOnly(),
            ]
            + armsPickingOneReply.map { arm in
                RuleExample(files: [
                    "GlossaryCard.swift": glossaryCardWithItsTip(marked: false),
                    "ThreadView.swift": repliesInBubbles(cardArm: arm),
                ])
                .testOnly()
            })

    /// A generic card holding the tip its caller gives it, calling `handOn` on each meal row (fresh apps round 66).
    private static func mealsCardHandingOn(_ handOn: String) -> String {
        """
        import SwiftUI
        import TipKit

        struct MealsCard<SwipeHint: Tip>: View {
            let meals: [Meal]
            let swipeHint: SwipeHint?
            var body: some View {
                List {
                    ForEach(meals) { meal in
                        MealRow(meal: meal)
                            \(handOn)
                    }
                }
            }
        }
        """
    }

    /// The screen giving `MealsCard` its tip.
    private static let planViewGivingSwipeTip = """
        import SwiftUI
        import TipKit

        struct SwipeMealTip: Tip { var title: Text { Text("Swipe to mark a meal eaten") } }

        struct PlanView: View {
            let meals: [Meal]
            private let swipeTip = SwipeMealTip()
            var body: some View {
                MealsCard(meals: meals, swipeHint: swipeTip)
            }
        }
        """

    /// A row view that anchors a tip of its own, unconditionally.
    private static let faceRowWithItsTip = """
        import TipKit
        import SwiftUI

        struct FaceRow: View {
            let face: Face
            private let labelTip = LabelFaceTip()
            var body: some View {
                Button(face.name) { }
                    ↓.popoverTip(labelTip)
            }
        }
        """

    /// A row view that anchors the optional tip its caller gives it (`nil` unless given).
    private static func songRowTakingItsTip(marked: Bool) -> String {
        """
        import TipKit
        import SwiftUI

        struct RateSongTip: Tip {
            var title: Text { Text("Rate a song") }
        }

        struct SongRow: View {
            let song: Song
            var tip: RateSongTip? = nil
            var body: some View {
                Text(song.title)
                    \(marked ? "↓" : "").popoverTip(tip, arrowEdge: .leading)
            }
        }
        """
    }

    /// A row view anchoring its own `CaptionTip` where `gate` holds.
    private static func photoRowGating(on gate: String, marked: Bool) -> String {
        """
        import TipKit
        import SwiftUI

        struct CaptionTip: Tip {
            var title: Text { Text("Add a caption") }
        }

        struct PhotoRow: View {
            let photo: Photo
            var isNewest = false
            var pinned: Photo?
            private let captionTip = CaptionTip()
            private var hasCaption: Bool { photo.caption != nil }
            var body: some View {
                Text(photo.title)
                    \(marked ? "↓" : "").popoverTip(\(gate) ? captionTip : nil)
                    .onTapGesture { captionTip.invalidate(reason: .actionPerformed) }
            }
        }
        """
    }

    /// An album whose rows each build a `PhotoRow`.
    private static let albumOfPhotoRows = """
        import SwiftUI

        struct AlbumView: View {
            let photos: [Photo]
            var body: some View {
                List {
                    ForEach(photos) { photo in
                        PhotoRow(photo: photo, isNewest: photo.id == photos.first?.id)
                    }
                }
            }
        }
        """

    /// A View extension anchoring `ColorTip` in its `.color` arm.
    private static let editTipsModifier = """
        import SwiftUI
        import TipKit

        struct ColorTip: Tip {
            var title: Text { Text("Pick a colour") }
        }

        enum EditTipKind { case color, name }

        extension View {
            @ViewBuilder
            func editTip(_ kind: EditTipKind) -> some View {
                if #available(iOS 17.0, *) {
                    switch kind {
                    case .color: popoverTip(ColorTip())
                    case .name: self
                    }
                } else {
                    self
                }
            }
        }
        """

    /// A sheet whose macro rows each apply `modifier` to their colour swatch.
    private static func macroRows(modifier: String) -> String {
        """
        import SwiftUI

        struct MacroSheet: View {
            let macros: [Macro]
            var body: some View {
                List {
                    ForEach(macros) { macro in
                        HStack {
                            Circle()
                                .frame(width: 44, height: 44)
                                \(modifier)
                            Text(macro.name)
                        }
                    }
                }
            }
        }
        """
    }

    /// A list of songs whose rows each build a `SongRow`, handing it `tip`.
    private static func songsHandingTheTip(_ tip: String) -> String {
        """
        import SwiftUI

        struct SongsView: View {
            let songs: [Song]
            let rateTip = RateSongTip()
            var body: some View {
                List {
                    ForEach(songs) { song in
                        SongRow(song: song, tip: \(tip))
                    }
                }
            }
        }
        """
    }

    /// `if`s in a reply's bubble that unwrap its card and test more: the pinned reply, a flag.
    private static let armsPickingOneReply = [
        "if let entry = reply.entry, entry.id == pinnedID", "if let entry = reply.entry, isExpanded",
    ]

    /// A card view that shows an inline tip of its own, unconditionally, or only where `showsExtras` is set.
    private static func glossaryCardWithItsTip(marked: Bool, underFlag: Bool = false) -> String {
        """
        import TipKit
        import SwiftUI

        struct SaveWordTip: Tip {
            var title: Text { Text("Save a word") }
        }

        struct GlossaryCard: View {
            let entry: Entry
            let saveTip = SaveWordTip()
            var showsExtras = true
            var body: some View {
                VStack(alignment: .leading) {
                    \(underFlag ? "if showsExtras { " : "")\(marked ? "↓" : "")TipView(saveTip)\(underFlag ? " }" : "")
                    Text(entry.word)
                }
            }
        }
        """
    }

    /// A thread whose rows each build a `ReplyBubble`, which builds a `GlossaryCard` in the arm `cardArm`.
    private static func repliesInBubbles(cardArm: String) -> String {
        """
        import SwiftUI

        struct ThreadView: View {
            let replies: [Reply]
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(replies) { reply in ReplyBubble(reply: reply, pinnedID: replies.last?.id) } }
                }
            }
        }

        struct ReplyBubble: View {
            let reply: Reply
            let pinnedID: Entry.ID?
            @State private var isExpanded = false
            var body: some View {
                HStack {
                    \(cardArm) {
                        GlossaryCard(entry: entry)
                    } else {
                        Text(reply.text)
                    }
                }
            }
        }
        """
    }

    /// A list of months whose rows build a `BudgetRing` passing `showsTotal` (through a `MonthRow` or directly), and
    /// maybe a list of a year's months building it as it is; the ring anchors its tip on the total, under
    /// `if showsTotal` (marked when some row builds it with the total).
    private static func budgetRingInRows(
        showsTotal: String, throughRow: Bool, alsoPlain: Bool = false
    ) -> [RuleExample.File] {
        let ring = "BudgetRing(month: month, showsTotal: \(showsTotal))"
        let marked = showsTotal == "true" || alsoPlain
        let year = """

            struct YearView: View {
                let months: [Month]
                var body: some View { ScrollView { ForEach(months) { month in BudgetRing(month: month) } } }
            }
            """
        return [
            RuleExample.File(
                path: "BudgetRing.swift",
                text: """
                    import TipKit
                    import SwiftUI

                    struct TotalTip: Tip {
                        var title: Text { Text("Your month at a glance") }
                    }

                    struct BudgetRing: View {
                        let month: Month
                        var showsTotal = true
                        private let totalTip = TotalTip()
                        var body: some View {
                            ZStack {
                                Circle().trim(from: 0, to: month.spent)
                                if showsTotal {
                                    Text(month.total)\(marked ? "↓" : "").popoverTip(totalTip)
                                }
                            }
                        }
                    }
                    """),
            RuleExample.File(
                path: "MonthsView.swift",
                text: """
                    import SwiftUI

                    struct MonthsView: View {
                        let months: [Month]
                        var body: some View {
                            List { ForEach(months) { month in \(throughRow ? "MonthRow(month: month)" : ring) } }
                        }
                    }

                    struct MonthRow: View {
                        let month: Month
                        var body: some View { HStack { \(ring); Text(month.name) } }
                    }
                    """ + (alsoPlain ? year : "")),
        ]
    }

    /// The screen a face's row links to, with a tip of its own.
    private static let faceDetailWithItsTip = """
        import TipKit
        import SwiftUI

        struct FaceDetail: View {
            let face: Face
            private let labelTip = LabelFaceTip()
            var body: some View {
                Text(face.name).popoverTip(labelTip)
            }
        }
        """

    /// A list whose rows each build a `FaceCell`, whose body is `cellBody`.
    private static func facesInCells(cellBody: String) -> String {
        """
        import SwiftUI

        struct FacesView: View {
            let faces: [Face]
            var body: some View {
                List { ForEach(faces) { face in FaceCell(face: face) } }
            }
        }

        struct FaceCell: View {
            let face: Face
            var body: some View { \(cellBody) }
        }
        """
    }

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        // A folded site (`timesWritten`) is a finding for each display it stands for, folded as it is made.
        var findings = RepeatFolding()
        for site in index.displaySites where site.isInRow && !site.dependsOnRow && site.kind != .tipGroup {
            let tip = site.tipType ?? site.argument
            if let row = site.rowHandOn {
                // Reported in the rows, where the fix goes; the caller handing the tip over is related.
                findings.add(
                    finding(
                        "\(tip) is shown in every row of this \(row.loop): handed here (\(site.location.citation)), "
                            + "one tip anchored to many views; show it on one row or outside the \(row.loop)",
                        at: row.location, key: tip,
                        related: [RelatedLocation(message: "\(tip) is handed over here", location: site.location)]),
                    times: 1)
                continue
            }
            let loop = site.context.rowLoop ?? "ForEach"
            findings.add(
                finding(
                    "\(tip) is shown in every row of this \(loop): one tip anchored to many views; show it on one row "
                        + "(e.g. `index == 0 ? tip : nil`) or outside the \(loop)",
                    at: site.location, key: tip),
                times: site.timesWritten)
        }
        for (call, site) in Self.rowModifierAnchors(index: index, model: context.model) {
            let tip = site.tipType ?? site.argument
            let written = "\(call.name)(\(call.caseArgument.map { "." + $0 } ?? ""))"
            let result = finding(
                "\(tip) is shown in every row of this \(call.loop) through `\(written)`, which anchors it "
                    + "(\(site.location.citation)): one tip anchored to many views; show it on one row or outside the "
                    + "\(call.loop)",
                at: call.location, key: tip,
                related: [RelatedLocation(message: "\(call.name) anchors \(tip) here", location: site.location)])
            findings.add(result, times: 1)
        }
        // The row views' anchors reported, to fold a second anchor of one tip in another arm of the same view.
        var rowViewAnchors: [(site: DisplaySite, view: String, tip: String)] = []
        let flagged = Dictionary(
            grouping: context.model.files.flatMap(\.flaggedConstructions), by: { TypeName.lastComponent($0.typeName) })
        for site in index.displaySites where !site.isInRow && !site.conditionPicksRow {
            guard let view = site.context.typeName else { continue }
            let built: (row: RowBuiltView, wrapper: String?)?
            if TipKitIndex.isPlainAnchor(site) || Self.isRowDataGatedAnchor(site) {
                built = Self.rowBuilding(view, index: index, views: context.views)
            } else if Self.isPlainInlineTip(site) {
                // An inline tip is new here: only rows that always build its view (not in one arm of theirs).
                built = Self.rowBuilding(view, index: index, views: context.views).flatMap { $0.row.inArm ? nil : $0 }
            } else if let row = index.rowBuiltView(named: view), Self.rowsHandTheirTip(to: site, in: context.model) {
                built = (row, nil)
            } else {
                continue
            }
            guard
                let (row, wrapper) = built.flatMap({
                    Self.rowReachingAnchor(
                        site, of: view, built: $0, index: index, flagged: flagged, views: context.views)
                })
            else { continue }
            let tip = site.tipType ?? site.argument
            let through = wrapper.map { " inside \(TypeName.lastComponent($0))" } ?? ""
            let gate = Self.isRowDataGatedAnchor(site) ? site.rowDataGate : nil
            let passing = gate.map { " where `\($0)` holds (a test of each row's own data, which many rows pass)" }
            var result = finding(
                "\(tip) is shown by every \(TypeName.lastComponent(view))\(passing ?? ""), which is built\(through) "
                    + "in each row of a \(row.loop) (\(row.location.citation)): one tip anchored to many views; show it "
                    + "on one row "
                    + "(hand the row its tip only for the first row) or outside the \(row.loop)",
                at: site.location, key: tip,
                related: [
                    RelatedLocation(
                        message: "the \(row.loop) row that builds \(TypeName.lastComponent(view))",
                        location: row.location)
                ])
            // Two arms of one `switch` in the row view, each anchoring the tip: one defect, one finding.
            if let first = rowViewAnchors.first(where: {
                $0.view == view && $0.tip == tip && !ScreenPlace($0.site).canBeOnScreen(with: ScreenPlace(site))
            }) {
                result.cause = FindingCause(
                    ruleID: Self.description.id, file: first.site.location.file, line: first.site.location.line,
                    note: "\(tip) is anchored in another arm of \(TypeName.lastComponent(view)) too")
            } else {
                rowViewAnchors.append((site, view, tip))
            }
            findings.add(result, times: site.timesWritten)
        }
        return findings.findings
    }

    /// The project's View extensions that anchor one resolved tip on `self` (`func editSheetTip(_ kind: Kind) -> some
    /// View`), paired with each row's call of them that the anchor answers: with a `.case` argument, the anchor's
    /// conditions all name that case (`case .color:`); with none, the anchor is unconditional. What the extension
    /// tests besides its argument is the same in every row.
    private static func rowModifierAnchors(
        index: TipKitIndex, model: ProjectModel
    ) -> [(RowModifierCall, DisplaySite)] {
        let calls = model.files.flatMap(\.rowModifierCalls)
        guard !calls.isEmpty else { return [] }
        var anchorsByHelper: [String: [DisplaySite]] = [:]
        for site in index.displaySites
        where site.kind == .popoverTip && site.context.typeName == "View" && site.context.closures.isEmpty
            && !site.isInRow && site.presentation == nil && site.tipType != nil && site.otherTipTypes.isEmpty
        {
            guard let helper = site.context.functionName else { continue }
            anchorsByHelper[helper, default: []].append(site)
        }
        var pairs: [(RowModifierCall, DisplaySite)] = []
        for call in calls {
            for site in anchorsByHelper[call.name] ?? [] {
                let answers =
                    if let value = call.caseArgument {
                        !site.conditions.isEmpty && site.conditions.allSatisfy { !$0.isNegated && $0.value == value }
                    } else {
                        site.conditions.isEmpty && site.arms.isEmpty
                    }
                if answers { pairs.append((call, site)) }
            }
        }
        return pairs
    }

    /// The row that builds the anchor, given the row found building `view` (`built`): none when the rows build
    /// `view` only with a Bool literal one of the anchor's `if`s contradicts (the rows build `PieChart(showsLabel:
    /// false)`, or a row view that does; the popover is under `if showsLabel`). Another row building `view`
    /// without it does build the anchor.
    private static func rowReachingAnchor(
        _ site: DisplaySite, of view: String, built: (row: RowBuiltView, wrapper: String?), index: TipKitIndex,
        flagged: [Substring: [FlaggedConstruction]], views: ViewGraph
    ) -> (row: RowBuiltView, wrapper: String?)? {
        let flagTests = site.conditions.filter { $0.value == "true" }
        guard !flagTests.isEmpty, let constructions = flagged[TypeName.lastComponent(view)] else { return built }
        func skips(_ construction: FlaggedConstruction) -> Bool {
            flagTests.contains { construction.flags[$0.subject] == $0.isNegated }
        }
        guard let wrapper = built.wrapper else {
            return index.rowBuiltViews(named: view).first { row in
                !constructions.contains { $0.location == row.location && skips($0) }
            }.map { ($0, nil) }
        }
        // Each view that builds `view` on the way up to the row's own view must build it so.
        let rowView = TypeName.simple(wrapper)
        let builders = views.inPlaceParents(of: view).filter {
            views.builders(of: $0, levels: 2, through: views.inPlaceParents).contains(rowView)
        }
        let skipped =
            !builders.isEmpty
            && builders.allSatisfy { builder in constructions.contains { $0.builder == builder && skips($0) } }
        return skipped ? nil : built
    }

    /// A `.popoverTip(strike.distance != nil ? tip : nil)` choosing one resolved tip of the view's own by a test that
    /// only asks whether the view's data is set (`DisplaySite.rowDataGate`), on the view's own screen and in no arm
    /// of its: every instance whose data is set anchors it, and rows differ only in their data.
    private static func isRowDataGatedAnchor(_ site: DisplaySite) -> Bool {
        site.kind == .popoverTip && site.anchor != nil && site.rowDataGate != nil && site.tipType != nil
            && site.otherTipTypes.isEmpty && site.forwarding == nil && site.presentation == nil && site.arms.isEmpty
    }

    /// A `TipView` showing one resolved tip of the view's own unconditionally (in no arm of an `if` or
    /// `switch`, nor in a member used in one), on the view's own screen (not in a sheet it presents): every
    /// instance of its view shows it inline.
    private static func isPlainInlineTip(_ site: DisplaySite) -> Bool {
        site.kind == .tipView && site.presentation == nil && site.arms.isEmpty && site.conditions.isEmpty
            && !site.conditionPicksRow && site.tipType != nil && site.otherTipTypes.isEmpty
            && site.forwarding == nil && !site.argument.contains("?") && !site.argument.contains("nil")
    }

    /// Whether the rows hand a row view's tip (`var tip: SaveTip? = nil` anchored unconditionally) to every row:
    /// a `ForEach` or `List` row passes it as is (`FaceRow(tip: labelTip)`). A row handed `isFirst ? tip : nil`
    /// shows it on one row, as the rule advises.
    private static func rowsHandTheirTip(to site: DisplaySite, in model: ProjectModel) -> Bool {
        guard site.kind == .popoverTip, site.anchor != nil, let tip = site.tipType, site.otherTipTypes.isEmpty,
            let given = site.forwarding, let view = site.context.typeName, given.callee == TypeName.simple(view),
            !site.argument.contains("?"), !site.argument.contains("nil")
        else { return false }
        func handsItToEveryRow(_ argument: TypedArgument) -> Bool {
            guard argument.callee == given.callee, argument.type == tip,
                ArgumentForwarding.receives(given, label: argument.label, position: argument.position)
            else { return false }
            return argument.context.rowLoop != nil && !argument.text.contains("?") && !argument.text.contains("nil")
        }
        return model.files.contains { $0.typedArguments.contains(where: handsItToEveryRow) }
    }

    /// The row that builds `view`: directly, or through row view types that build it as part of themselves
    /// (not as a `NavigationLink` destination or presented content), named as `wrapper` (the row's own type). A
    /// wrapper building it in an arm of a shared setting (`ViewGraph.sharedArmParents`) builds it in every row while
    /// the setting holds, when a row builds the wrapper in no arm of its own (not one case of a `switch` per row).
    private static func rowBuilding(
        _ view: String, index: TipKitIndex, views: ViewGraph
    ) -> (
        row: RowBuiltView, wrapper: String?
    )? {
        if let row = index.rowBuiltView(named: view) { return (row, nil) }
        var seen: Set<String> = [TypeName.simple(view)]
        var level = [(name: TypeName.simple(view), throughSetting: false)]
        // Wrappers of wrappers are rare: three levels up is plenty and keeps the walk bounded.
        for _ in 0..<3 where !level.isEmpty {
            level = level.flatMap { wrapped in
                views.inPlaceParents(of: wrapped.name).map { ($0, wrapped.throughSetting) }
                    + views.sharedArmParents(of: wrapped.name).map { ($0, true) }
            }.filter { seen.insert($0.name).inserted }
            for wrapper in level {
                let rows = index.rowBuiltViews(named: wrapper.name)
                if let row = wrapper.throughSetting ? rows.first(where: { !$0.inArm }) : rows.first {
                    return (row, wrapper.name)
                }
            }
        }
        return nil
    }
}
