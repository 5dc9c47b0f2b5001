import SwiftUI

struct Leaves: View {
    var body: some View {
        Button("Mist") {}
    }
}
