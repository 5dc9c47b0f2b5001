/// A view model of the shape that made tip resolution exponential on a real app: levels of
/// computed properties, each a `switch` whose arms name the properties of the level below, down
/// to a level that constructs the tips, and a view that shows the top level's property. Every
/// property of level `k` reaches `width` properties of level `k - 1`, so resolving the top one
/// without memoising walks `width^levels` paths.
enum TipChainSource {
    /// `levels` levels of `width` properties each (at least one of each). Level by level the arms are
    /// a `switch` expression, a `return` in each case, or an `if`/`else` chain; every property of a
    /// level names every property of the level below.
    static func viewModel(levels: Int, width: Int) -> String {
        var lines = ["import SwiftUI", "import TipKit", ""]
        for tip in 0..<width {
            lines.append("struct ChainTip\(tip): Tip { var title: Text { Text(\"Tip \(tip)\") } }")
        }
        lines.append("")
        lines.append("enum ChainStep { " + (0..<width).map { "case s\($0)" }.joined(separator: "; ") + " }")
        lines.append("")
        lines.append("@Observable final class ChainModel {")
        lines.append("    var step = ChainStep.s0")
        for level in 0..<levels {
            for property in 0..<width {
                let values = (0..<width).map { arm in
                    level == 0 ? "ChainTip\((arm + property) % width)()" : "level\(level - 1)p\(arm)"
                }
                lines.append("    var level\(level)p\(property): any Tip {")
                lines += arms(values, shape: level % 3).map { "        " + $0 }
                lines.append("    }")
            }
        }
        lines.append("}")
        lines.append("")
        lines.append("struct ChainView: View {")
        lines.append("    let model: ChainModel")
        lines.append("    var body: some View {")
        lines.append("        Text(\"Chain\").popoverTip(model.level\(levels - 1)p0)")
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One value per step, chosen by a `switch` expression (`shape` 0), by `return` in each case
    /// (1), or by an `if`/`else if` chain (2).
    private static func arms(_ values: [String], shape: Int) -> [String] {
        switch shape {
        case 0:
            return ["switch step {"] + values.indices.map { "case .s\($0): \(values[$0])" } + ["}"]
        case 1:
            return ["switch step {"] + values.indices.map { "case .s\($0): return \(values[$0])" } + ["}"]
        default:
            let conditions = values.indices.dropLast().map { "if step == .s\($0) { \(values[$0]) }" }
            return [(conditions + ["{ \(values[values.count - 1]) }"]).joined(separator: " else ")]
        }
    }
}
