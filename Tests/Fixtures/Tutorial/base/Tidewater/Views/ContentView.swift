import SwiftUI
import TutorialKit

struct ContentView: View {
    @State private var showTour = false
    @AppStorage("tourFinished") private var tourFinished = false

    var body: some View {
        VStack(spacing: 0) {
            ToolbarStrip(onStartTour: { showTour = true })
                .tutorialBlur(.toolbar)
            HStack(spacing: 0) {
                ChartView()
                    .tutorialBlur(.chart)
                InstrumentPanel()
                    .frame(width: 280)
                    .tutorialBlur(.instruments)
            }
        }
        .tutorial(DefaultTutorialOverlay<TourSteps>.self, isPresented: $showTour) {
            tourFinished = true
        }
        .onAppear { showTour = !tourFinished }
    }
}
