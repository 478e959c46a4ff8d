/// The background of one row of a grey image: its most common grey.
enum RowBackground {
    /// The most common value of row `row` of a grey image `width` pixels wide. On a tie the darker value wins, or
    /// the lighter one with `lighterOnTie` (for a caller that must not take an undecided row for a dark one).
    static func dominant(
        _ pixels: UnsafeBufferPointer<UInt8>, row: Int, width: Int, lighterOnTie: Bool = false
    ) -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        let offset = row * width
        for column in 0..<width { histogram[Int(pixels[offset + column])] += 1 }
        var best = 0
        for value in 1..<256
        where histogram[value] > histogram[best] || (lighterOnTie && histogram[value] == histogram[best]) {
            best = value
        }
        return best
    }
}
