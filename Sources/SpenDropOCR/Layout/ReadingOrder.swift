import SpenDropModel

/// Puts recognised lines into reading order: rows top to bottom, left to right within a row.
///
/// Two lines share a row when they overlap vertically by at least half of the shorter one, so a label on the left
/// and its value on the right arrive one after the other even when the engine reported them apart (the parser
/// relies on it). Lines without a box keep their relative order and follow the boxed ones.
public enum ReadingOrder {
    /// The share of the shorter line's height two lines must overlap by to count as one row.
    public static let rowOverlap = 0.5

    /// Returns `lines` in reading order; boxes and confidences are kept unchanged.
    public static func sorted(_ lines: [OCRLine]) -> [OCRLine] {
        let boxed = lines.enumerated().compactMap { index, line in line.box.map { (index, line, $0) } }
        let unboxed = lines.filter { $0.box == nil }
        // Top to bottom first (ties by original order, so the sort is stable), then grow rows greedily.
        let byTop = boxed.sorted { a, b in
            a.2.minY != b.2.minY ? a.2.minY < b.2.minY : a.0 < b.0
        }
        var rows: [Row] = []
        for (index, line, box) in byTop {
            if let last = rows.indices.last, rows[last].accepts(box) {
                rows[last].add(index: index, line: line, box: box)
            } else {
                rows.append(Row(index: index, line: line, box: box))
            }
        }
        return rows.flatMap { $0.leftToRight } + unboxed
    }

    /// Whether two boxes overlap vertically enough to sit on one row.
    public static func shareRow(_ a: NormalizedBox, _ b: NormalizedBox) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        let shorter = min(a.height, b.height)
        guard shorter > 0 else { return a.midY >= b.minY && a.midY <= b.maxY || b.midY >= a.minY && b.midY <= a.maxY }
        return overlap >= shorter * rowOverlap
    }

    private struct Row {
        private var members: [(index: Int, line: OCRLine, box: NormalizedBox)]

        init(index: Int, line: OCRLine, box: NormalizedBox) {
            members = [(index, line, box)]
        }

        /// A line joins the row when it shares a row with any member, so one tall line cannot swallow the page.
        func accepts(_ box: NormalizedBox) -> Bool {
            members.contains { ReadingOrder.shareRow($0.box, box) }
        }

        mutating func add(index: Int, line: OCRLine, box: NormalizedBox) {
            members.append((index, line, box))
        }

        var leftToRight: [OCRLine] {
            members.sorted { a, b in a.box.x != b.box.x ? a.box.x < b.box.x : a.index < b.index }.map(\.line)
        }
    }
}
