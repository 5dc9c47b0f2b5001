import XCTest

@testable import TipLint

/// The extractor's uses of tips: donations, display sites, invalidations.
final class TipKitUsageTests: XCTestCase {
    func testDonationsInEveryForm() {
        let source = """
            import TipKit

            struct RouteView: View {
                var body: some View {
                    Button("Save") {
                        SaveRouteTip.saved.donate()
                        Task { await SaveRouteTip.saved.donate() }
                        Task {
                            try await Task.sleep(for: .seconds(1))
                            await Trails.OfflineTip.opened.donate(RegionDonation(id: 3))
                        }
                    }
                    .onAppear { SaveRouteTip.viewed.donate(with: .init(count: 1)) }
                }
            }

            extension SaveRouteTip {
                static func record() {
                    Self.saved.sendDonation()
                    appLaunched.donate()
                }
            }
            """
        let donations = TipKitTest.facts(source).donations
        XCTAssertEqual(
            donations.map { "\($0.owner ?? "-").\($0.event)@\($0.location.line):\($0.location.column)" },
            [
                "SaveRouteTip.saved@6:13",
                "SaveRouteTip.saved@7:26",
                "Trails.OfflineTip.opened@10:23",
                "SaveRouteTip.viewed@13:21",
                "SaveRouteTip.saved@19:9",
                "-.appLaunched@20:9",
            ])
        XCTAssertEqual(
            donations.map(\.context.closures),
            [
                ["Button"], ["Button", "Task"], ["Button", "Task"], ["onAppear"], [], [],
            ])
        XCTAssertEqual(donations[4].context.functionName, "record")
        XCTAssertEqual(donations[4].context.typeName, "SaveRouteTip")
    }

    func testDisplaySitesOfEveryKindResolveTheirTip() {
        let source = """
            import TipKit

            struct TrailView: View {
                private let saveTip = SaveRouteTip()
                let offlineTip = Trails.OfflineTip()
                @State var compassTip = CompassTip()
                let typedTip: WeatherTip
                var body: some View {
                    VStack {
                        Button("Save") { }
                            .popoverTip(saveTip)
                        TipView(offlineTip, arrowEdge: .bottom)
                        Image(systemName: "location")
                            .popoverTip(self.compassTip, arrowEdge: .top)
                        TipView(Trails.OfflineTip())
                        Text("Weather").popoverTip(typedTip)
                        Text("Unknown").popoverTip(model.currentTip)
                    }
                }
            }

            final class MapController: UIViewController {
                let layersTip = LayersTip()
                func show(_ tip: PeakTip) {
                    present(TipUIPopoverViewController(layersTip, sourceItem: button), animated: true)
                    view.addSubview(TipUIView(tip))
                }
            }

            final class MacMap: NSViewController {
                let tip = LayersTip()
                func show() {
                    let view = TipNSView(tip)
                    let popover = TipNSPopover(LayersTip())
                }
            }
            """
        let sites = TipKitTest.facts(source).displaySites
        XCTAssertEqual(
            sites.map { "\($0.kind.rawValue):\($0.tipType ?? "nil")@\($0.location.line):\($0.location.column)" },
            [
                "popoverTip:SaveRouteTip@11:17",
                "TipView:Trails.OfflineTip@12:13",
                "popoverTip:CompassTip@14:17",
                "TipView:Trails.OfflineTip@15:13",
                "popoverTip:WeatherTip@16:28",
                "popoverTip:nil@17:28",
                "TipUIPopoverViewController:LayersTip@25:17",
                "TipUIView:PeakTip@26:25",
                "TipNSView:LayersTip@33:20",
                "TipNSPopover:LayersTip@34:23",
            ])
        XCTAssertEqual(sites[2].argument, "self.compassTip")
        XCTAssertEqual(sites[0].context.closures, ["VStack"])
        XCTAssertEqual(sites[0].context.functionName, "body")
        XCTAssertEqual(sites[6].context.functionName, "show")
        XCTAssertTrue(sites.allSatisfy { !$0.isInRow && !$0.dependsOnRow })
    }

    func testComputedAndGenericTipsResolve() {
        let source = """
            import TipKit

            struct PeakView: View {
                var summitTip: some Tip { PeakTip<Summit>(peak: summit) }
                var ridgeTip: any Tip {
                    return RidgeTip()
                }
                var body: some View {
                    Text("Summit").popoverTip(summitTip)
                    Text("Ridge").popoverTip(ridgeTip)
                    Text("Pass").popoverTip(Trails.PassTip.shared)
                }
            }
            """
        let sites = TipKitTest.facts(source).displaySites
        XCTAssertEqual(sites.map { $0.tipType ?? "nil" }, ["PeakTip", "RidgeTip", "nil"])
    }

    func testPopoverTipOnSelfInAViewExtension() {
        let source = """
            import TipKit
            extension View {
                func popoverTip(when shown: Bool) -> some View { self }
                func routeTip(_ tip: some Tip) -> some View {
                    popoverTip(tip, arrowEdge: .top)
                }
            }
            """
        let sites = TipKitTest.facts(source).displaySites
        XCTAssertEqual(sites.map { "\($0.argument)@\($0.location.line):\($0.location.column)" }, ["tip@5:9"])
        XCTAssertNil(sites.first?.tipType)
    }

    func testTipGroupListsItsTips() {
        let source = """
            import TipKit

            struct OnboardingView: View {
                let compass = CompassTip()
                @State private var tips = TipGroup(.ordered) {
                    SaveRouteTip()
                    compass
                }
                var body: some View {
                    Text("Go").popoverTip(tips.currentTip)
                }
            }
            """
        let sites = TipKitTest.facts(source).displaySites
        XCTAssertEqual(
            sites.map { "\($0.kind.rawValue):\($0.tipType ?? "nil")@\($0.location.line)" },
            ["TipGroup:SaveRouteTip@6", "TipGroup:CompassTip@7", "popoverTip:nil@10"])
    }

    func testModifiersOverSeveralLinesAndTernaries() {
        let source = """
            import TipKit

            struct PhotoView: View {
                private let labelTip = LabelFaceTip()
                var body: some View {
                    Button {
                        rename()
                    } label: {
                        Label("Rename", systemImage: "pencil")
                    }
                    .buttonStyle(.plain)
                    .popoverTip(
                        isFirst
                            ? labelTip
                            : nil,
                        arrowEdge: .leading
                    )
                }
            }
            """
        let sites = TipKitTest.facts(source).displaySites
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].tipType, "LabelFaceTip")
        XCTAssertEqual(sites[0].location.line, 12)
        XCTAssertEqual(sites[0].argument, "isFirst ? labelTip : nil")
    }

    func testRowsOfForEachAndList() {
        let source = """
            import TipKit

            struct FacesView: View {
                private let labelTip = LabelFaceTip()
                let tips = [LabelFaceTip(), CompassTip()]
                var body: some View {
                    ForEach(Array(faces.enumerated()), id: \\.offset) { index, face in
                        FaceBox(face)
                            .popoverTip(index == 0 ? labelTip : nil)
                        FaceBox(face)
                            .popoverTip(labelTip)
                    }
                    List(tips.indices) { position in
                        let tip = tips[position]
                        TipView(tip)
                    }
                    List {
                        Text("Static").popoverTip(labelTip)
                    }
                    List(faces) {
                        Text($0.name).popoverTip(labelTip)
                    }
                    ForEach(0..<3) { _ in
                        TipView(labelTip)
                    }
                }
            }
            """
        let sites = TipKitTest.facts(source).displaySites
        XCTAssertEqual(
            sites.map { "\($0.location.line):row=\($0.isInRow):depends=\($0.dependsOnRow)" },
            [
                "9:row=true:depends=true",
                "11:row=true:depends=false",
                "15:row=true:depends=true",
                "18:row=false:depends=false",
                "21:row=true:depends=false",
                "24:row=true:depends=false",
            ])
        XCTAssertEqual(sites[0].tipType, "LabelFaceTip")
        XCTAssertEqual(sites[0].context.closures, ["ForEach"])
    }

    func testAnchorsIdentifyTheModifiedView() {
        let source = """
            import TipKit

            struct ToolbarView: View {
                var body: some View {
                    HStack {
                        Button("Share") { }
                            .popoverTip(shareTip)
                            .padding()
                            .popoverTip(favoriteTip)
                        Menu {
                            Button("Edit") { }
                        } label: {
                            Image(systemName: "ellipsis")
                        }
                        .popoverTip(moreTip)
                    }
                    .popoverTip(toolbarTip)
                }
            }
            """
        let sites = TipKitTest.facts(source).displaySites
        XCTAssertEqual(sites.map(\.location.line), [7, 9, 15, 17])
        let anchors = sites.map(\.anchor)
        XCTAssertNotNil(anchors[0])
        XCTAssertEqual(anchors[0], anchors[1])
        XCTAssertNotEqual(anchors[0], anchors[2])
        XCTAssertNotEqual(anchors[2], anchors[3])
        XCTAssertNotEqual(anchors[0], anchors[3])
    }

    func testInvalidationsResolveTheirTip() {
        let source = """
            import TipKit

            struct RouteView: View {
                let saveTip = SaveRouteTip()
                var body: some View {
                    Button("Save") {
                        saveTip.invalidate(reason: .actionPerformed)
                        CompassTip().invalidate(reason: .tipClosed)
                        timer.invalidate()
                        model.tip.invalidate(reason: .actionPerformed)
                    }
                }
            }

            struct CompassTip: Tip {
                var title: Text { Text("Compass") }
                func done() { invalidate(reason: .actionPerformed) }
            }
            """
        let invalidations = TipKitTest.facts(source).invalidations
        XCTAssertEqual(
            invalidations.map { "\($0.tipType ?? "nil")@\($0.location.line)" },
            ["SaveRouteTip@7", "CompassTip@8", "nil@10", "CompassTip@17"])
        XCTAssertEqual(invalidations[0].context.closures, ["Button"])
    }
}
