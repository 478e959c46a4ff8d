/// A recognised line in pixel coordinates of the whole image, before normalisation.
struct PixelLine: Hashable, Sendable {
    var text: String
    /// 0–1.
    var confidence: Double
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    var area: Int { max(0, right - left) * max(0, bottom - top) }

    /// Moves the line down by `rows`, from a band's coordinates into the image's.
    func offset(by rows: Int) -> PixelLine {
        var moved = self
        moved.top += rows
        moved.bottom += rows
        return moved
    }

    /// The share of the smaller line's area that overlaps `other`.
    func overlapRatio(_ other: PixelLine) -> Double {
        let width = min(right, other.right) - max(left, other.left)
        let height = min(bottom, other.bottom) - max(top, other.top)
        guard width > 0, height > 0 else { return 0 }
        let smaller = min(area, other.area)
        return smaller > 0 ? Double(width * height) / Double(smaller) : 0
    }
}

/// Joins the lines read from overlapping bands into one page, without duplicates.
///
/// Bands overlap only in blank rows, so a real line is read by one band; but an engine may still report a line
/// that reaches into the shared margin, or a speck there. Where two lines from different bands cover the same place
/// the more confident reading is kept.
enum BandMerger {
    /// Overlap beyond which two lines are the same line read twice.
    static let duplicateOverlap = 0.5

    /// Merges per-band lines (already in image coordinates) into one list, top to bottom.
    static func merge(_ bands: [[PixelLine]]) -> [PixelLine] {
        var kept: [(band: Int, line: PixelLine)] = []
        for (band, lines) in bands.enumerated() {
            for line in lines where !line.text.isEmpty {
                if let twin = kept.firstIndex(where: {
                    $0.band != band && $0.line.overlapRatio(line) >= duplicateOverlap
                }) {
                    if line.confidence > kept[twin].line.confidence { kept[twin] = (band, line) }
                } else {
                    kept.append((band, line))
                }
            }
        }
        return kept.map(\.line).sorted { $0.top != $1.top ? $0.top < $1.top : $0.left < $1.left }
    }
}
