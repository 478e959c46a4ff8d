/// The background of one row of a grey image: its most common grey.
enum RowBackground {
    /// The most common value of row `row` of a grey image `width` pixels wide. On a tie the darker value wins, or
    /// the lighter one with `lighterOnTie` (for a caller that must not take an undecided row for a dark one).
    static func dominant(
        _ pixels: UnsafeBufferPointer<UInt8>, row: Int, width: Int, lighterOnTie: Bool = false
    ) -> Int {
        guard width > 0, let start = pixels.baseAddress else { return 0 }
        // On the stack: this runs for every row of every image on its way to recognition.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { histogram in
            histogram.initialize(repeating: 0)
            let base = start + row * width
            for column in 0..<width { histogram[Int(base[column])] &+= 1 }
            var best = 0
            var bestCount = histogram[0]
            for value in 1..<256 {
                let count = histogram[value]
                if count > bestCount || (lighterOnTie && count == bestCount) {
                    best = value
                    bestCount = count
                }
            }
            return best
        }
    }
}
