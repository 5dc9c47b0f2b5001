#!/usr/bin/env python3
"""Writes a synthetic SwiftUI + TipKit app of N Swift files, for bench-lint.sh.

    generate_app.py N OUTDIR

The app is split into features of about twenty files each. Every feature has
one file of tips (events, #Rule, @Parameter), views that display them with
.popoverTip / TipView and donate their events, view models, models and
services without TipKit, as a real app would. One App file calls
Tips.configure. Output is deterministic: the same N gives the same bytes.
A few defects are planted (an event never donated, a tip never displayed) so
the rules have something to report.
"""
import os
import random
import sys

FILES_PER_FEATURE = 20

NOUNS = ["Garden", "Recipe", "Journal", "Budget", "Workout", "Playlist", "Trip", "Habit", "Invoice",
         "Library", "Closet", "Pantry", "Studio", "Ledger", "Atlas", "Harbor", "Orchard", "Quarry"]
ACTIONS = ["Share", "Filter", "Archive", "Pin", "Export", "Sort", "Tag", "Favorite", "Sync", "Compare"]
FIELDS = ["title", "subtitle", "notes", "createdAt", "updatedAt", "isPinned", "rating", "category", "owner", "count"]


def feature_name(index):
    return f"{NOUNS[index % len(NOUNS)]}{index // len(NOUNS) + 1}"


def tips_file(feature, actions, rng):
    lines = ["import SwiftUI", "import TipKit", "",
             f"// Tips of the {feature} feature. Each retires once its action is done.", ""]
    for action in actions:
        tip = f"{feature}{action}Tip"
        lines += [
            f"struct {tip}: Tip {{",
            f"    static let used = Tips.Event(id: \"{feature[0].lower() + feature[1:]}{action}Used\")",
            f"    @Parameter static var isUnlocked: Bool = false",
            "",
            f"    var title: Text {{ Text(\"{action} your {feature.rstrip('0123456789').lower()}\") }}",
            f"    var message: Text? {{ Text(\"Tap {action.lower()} to keep things tidy\") }}",
            f"    var image: Image? {{ Image(systemName: \"{rng.choice(['star', 'leaf', 'bolt', 'tag'])}.circle\") }}",
            "",
            "    var rules: [Rule] {",
            "        #Rule(Self.$isUnlocked) { $0 == true }",
            "        #Rule(Self.used) { $0.donations.count < 3 }",
            "    }",
            "",
            "    var options: [any TipOption] {",
            "        MaxDisplayCount(3)",
            "    }",
            "}",
            "",
        ]
    return "\n".join(lines)


def view_file(feature, number, actions, rng, displays):
    view = f"{feature}View{number}"
    model = f"{feature}ViewModel{number}"
    lines = ["import SwiftUI"]
    if displays:
        lines.append("import TipKit")
    lines += ["", f"/// Screen {number} of {feature}: a list with a toolbar and a detail sheet.",
              f"struct {view}: View {{",
              f"    @StateObject private var model = {model}()",
              "    @State private var showingDetail = false",
              "    @State private var query = \"\""]
    for action in displays:
        lines.append(f"    private let {action.lower()}Tip = {feature}{action}Tip()")
    lines += ["", "    var body: some View {",
              "        NavigationStack {",
              "            List {",
              "                ForEach(model.items) { item in",
              "                    NavigationLink(value: item.id) {",
              "                        VStack(alignment: .leading, spacing: 4) {",
              "                            Text(item.title).font(.headline)",
              "                            Text(item.subtitle).font(.subheadline).foregroundStyle(.secondary)",
              "                        }",
              "                    }",
              "                    .swipeActions { Button(\"Delete\", role: .destructive) { model.delete(item) } }",
              "                }",
              "            }",
              "            .searchable(text: $query)",
              f"            .navigationTitle(\"{feature}\")",
              "            .toolbar {"]
    for action in displays:
        lines += [f"                ToolbarItem(placement: .primaryAction) {{",
                  f"                    Button {{",
                  f"                        {feature}{action}Tip.used.donate()",
                  f"                        model.{action.lower()}()",
                  f"                    }} label: {{",
                  f"                        Label(\"{action}\", systemImage: \"square.and.arrow.up\")",
                  f"                    }}",
                  f"                    .popoverTip({action.lower()}Tip)",
                  f"                }}"]
    lines += ["            }",
              "            .sheet(isPresented: $showingDetail) {"]
    if displays and rng.random() < 0.5:
        lines.append(f"                TipView({displays[0].lower()}Tip)")
    lines += ["                Text(model.summary)",
              "            }",
              "            .task { await model.load() }",
              "        }",
              "    }",
              "}", "",
              f"#Preview {{ {view}() }}", ""]
    return "\n".join(lines)


def view_model_file(feature, number, rng):
    model = f"{feature}ViewModel{number}"
    item = f"{feature}Item"
    lines = ["import Foundation", "import Combine", "",
             f"@MainActor", f"final class {model}: ObservableObject {{",
             f"    @Published private(set) var items: [{item}] = []",
             "    @Published var errorMessage: String?",
             f"    private let service = {feature}Service()",
             "",
             "    var summary: String {",
             "        let pinned = items.filter(\\.isPinned).count",
             "        return \"\\(items.count) items, \\(pinned) pinned\"",
             "    }",
             "",
             "    func load() async {",
             "        do {",
             "            items = try await service.fetchAll()",
             "        } catch {",
             "            errorMessage = error.localizedDescription",
             "        }",
             "    }",
             "",
             f"    func delete(_ item: {item}) {{",
             "        items.removeAll { $0.id == item.id }",
             "    }"]
    for action in ACTIONS:
        lines += ["",
                  f"    func {action.lower()}() {{",
                  f"        // {action} applies to the pinned items first, then the rest by date.",
                  "        items.sort { lhs, rhs in",
                  "            if lhs.isPinned != rhs.isPinned { return lhs.isPinned }",
                  "            return lhs.updatedAt > rhs.updatedAt",
                  "        }",
                  "    }"]
    lines += ["}", ""]
    return "\n".join(lines)


def model_file(feature, rng):
    item = f"{feature}Item"
    lines = ["import Foundation", "",
             f"struct {item}: Identifiable, Codable, Hashable {{",
             "    let id: UUID"]
    types = {"title": "String", "subtitle": "String", "notes": "String?", "createdAt": "Date", "updatedAt": "Date",
             "isPinned": "Bool", "rating": "Int", "category": "String", "owner": "String", "count": "Int"}
    for field in FIELDS:
        lines.append(f"    var {field}: {types[field]}")
    lines += ["", "    enum CodingKeys: String, CodingKey {"]
    for field in FIELDS:
        lines.append(f"        case {field} = \"{field.lower()}\"")
    lines += ["        case id", "    }", "",
              "    /// A sample for previews and tests.",
              f"    static let sample = {item}(",
              "        id: UUID(), title: \"Sample\", subtitle: \"An example entry\", notes: nil,",
              "        createdAt: .now, updatedAt: .now, isPinned: false, rating: 3, category: \"misc\",",
              "        owner: \"me\", count: 1)",
              "}", ""]
    return "\n".join(lines)


def service_file(feature, rng):
    item = f"{feature}Item"
    return "\n".join([
        "import Foundation", "",
        f"/// Loads and stores {feature} items as JSON in the app's documents.",
        f"actor {feature}Service {{",
        "    private let decoder = JSONDecoder()",
        "    private let encoder = JSONEncoder()",
        f"    private var cache: [UUID: {item}] = [:]",
        "",
        "    private var fileURL: URL {",
        f"        URL.documentsDirectory.appending(path: \"{feature.lower()}.json\")",
        "    }",
        "",
        f"    func fetchAll() async throws -> [{item}] {{",
        "        if !cache.isEmpty { return Array(cache.values) }",
        "        guard FileManager.default.fileExists(atPath: fileURL.path()) else { return [] }",
        "        let data = try Data(contentsOf: fileURL)",
        f"        let items = try decoder.decode([{item}].self, from: data)",
        "        for item in items { cache[item.id] = item }",
        "        return items",
        "    }",
        "",
        f"    func save(_ items: [{item}]) async throws {{",
        "        let data = try encoder.encode(items)",
        "        try data.write(to: fileURL, options: [.atomic])",
        "        cache = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })",
        "    }",
        "",
        "    /* Pagination is not needed yet: a feature holds a few hundred items at most,",
        "       and reading them all takes well under a frame. */",
        "}", ""])


def app_file(features):
    lines = ["import SwiftUI", "import TipKit", "", "@main", "struct GeneratedApp: App {",
             "    var body: some Scene {", "        WindowGroup {", "            TabView {"]
    for feature in features[:8]:
        lines.append(f"                {feature}View1().tabItem {{ Label(\"{feature}\", systemImage: \"circle\") }}")
    lines += ["            }", "            .task {", "                #if DEBUG",
              "                if CommandLine.arguments.contains(\"-ResetTips\") { try? Tips.resetDatastore() }",
              "                #endif",
              "                try? Tips.configure([.displayFrequency(.daily)])",
              "            }", "        }", "    }", "}", ""]
    return "\n".join(lines)


def generate(count, out):
    rng = random.Random(count)
    files = {}
    feature_count = max(1, (count - 1 + FILES_PER_FEATURE - 1) // FILES_PER_FEATURE)
    features = [feature_name(index) for index in range(feature_count)]
    files["App/GeneratedApp.swift"] = app_file(features)
    for index, feature in enumerate(features):
        actions = rng.sample(ACTIONS, 3)
        base = f"Features/{feature}"
        feature_files = [
            (f"{base}/Tips/{feature}Tips.swift", tips_file(feature, actions, rng)),
            (f"{base}/Models/{feature}Item.swift", model_file(feature, rng)),
            (f"{base}/Services/{feature}Service.swift", service_file(feature, rng)),
        ]
        number = 1
        while len(feature_files) < FILES_PER_FEATURE:
            # Every third screen shows tips; the last action's tip is displayed nowhere in
            # every fifth feature (tip_never_displayed).
            shown = actions if index % 5 else actions[:2]
            displays = shown if number % 3 == 1 else []
            feature_files.append((f"{base}/Views/{feature}View{number}.swift",
                                  view_file(feature, number, displays, rng, displays)))
            feature_files.append((f"{base}/ViewModels/{feature}ViewModel{number}.swift",
                                  view_model_file(feature, number, rng)))
            number += 1
        for path, text in feature_files:
            if len(files) >= count:
                break
            files[path] = text
    for path, text in files.items():
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[1].isdigit():
        sys.exit("usage: generate_app.py N OUTDIR")
    generate(int(sys.argv[1]), sys.argv[2])
