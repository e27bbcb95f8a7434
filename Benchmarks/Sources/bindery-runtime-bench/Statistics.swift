// The figures the table prints, from per-round samples.

/// The middle value; the mean of the two middle ones for an even count.
func median(_ values: [Double]) -> Double {
    quantile(values, 0.5)
}

/// The value a fraction `q` of the way through `values` sorted, interpolated between neighbours.
func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let position = q * Double(sorted.count - 1)
    let below = Int(position.rounded(.down))
    guard below + 1 < sorted.count else { return sorted[below] }
    return sorted[below] + (sorted[below + 1] - sorted[below]) * (position - Double(below))
}

/// How one side compares with another, round by round.
///
/// The sides of a round run back to back, a few tens of milliseconds apart, so a ratio taken
/// within each round cancels the machine's drift between rounds, which on a shared VM is far
/// larger than the difference measured: per-call times of one side within one run can span
/// 17 to 30 µs. The median of those ratios is the figure; the quartiles show how far rounds
/// disagree.
struct PairedComparison {
    /// The median over rounds of `side / baseline - 1`.
    var overhead: Double
    /// The first and third quartiles of the same.
    var lowerQuartile: Double
    var upperQuartile: Double
    /// The median over rounds of `side - baseline`, in nanoseconds.
    var difference: Double

    init(_ side: [Double], over baseline: [Double]) {
        let ratios = zip(side, baseline).map { $0 / $1 - 1 }
        overhead = median(ratios)
        lowerQuartile = quantile(ratios, 0.25)
        upperQuartile = quantile(ratios, 0.75)
        difference = median(zip(side, baseline).map { $0 - $1 })
    }
}
