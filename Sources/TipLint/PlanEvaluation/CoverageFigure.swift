/// `held` of `total`, and the percentage the reports show.
public struct CoverageFigure: Sendable, Hashable {
    var held: Int
    var total: Int

    /// The percentage in tenths, rounded half up; nil when there is nothing to count.
    var tenths: Int? {
        total == 0 ? nil : (held * 1000 * 2 + total) / (total * 2)
    }

    /// `82.5`, `100.0`; nil when there is nothing to count.
    var percentText: String? {
        tenths.map { "\($0 / 10).\($0 % 10)" }
    }

    /// Whether the shown percentage is below `minimum`, both at one decimal, so the
    /// gate agrees with the figure the report prints. False when there is nothing to count.
    func isBelow(_ minimum: Double) -> Bool {
        guard let tenths else { return false }
        return tenths < Int((minimum * 10).rounded())
    }
}
