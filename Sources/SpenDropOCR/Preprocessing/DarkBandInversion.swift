import SpenDropModel

/// Turns light-on-dark rows (dark mode, dark headers and banners across the whole width) into dark-on-light.
///
/// Tesseract reads dark text on a light page. A line it reads with low confidence it reads a second time inverted
/// and keeps the better reading, so light-on-dark text comes out right, but at twice the price: on a dark-mode
/// screen every line is read twice (boost_dark: 44% of the recognition's instructions; the light screens 8–19%,
/// their headers and banners). Inverting those rows first lets the first reading succeed. Nothing is lost where
/// the guess is wrong: Tesseract still tries the other polarity of any line it reads badly.
///
/// A row is dark when its most common grey (its background) is below `darkBackground`. Runs of dark rows shorter
/// than `minimumRun` (a rule, a border) are left alone. Only grey bitmaps are changed; others come back as they are.
struct DarkBandInversion: Sendable {
    /// Background grey below which a row counts as dark.
    var darkBackground: UInt8 = 60
    /// Fewest consecutive dark rows worth inverting: a text line's height at 1280 px is 13 px or more.
    var minimumRun = 8

    /// The rows to invert, as half-open ranges.
    func darkRuns(_ bitmap: Bitmap) -> [Range<Int>] {
        guard bitmap.layout == .gray else { return [] }
        var runs: [Range<Int>] = []
        var start: Int?
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for row in 0...bitmap.height {
                // The background is the most common value; an undecided row is not taken for a dark one.
                let dark =
                    row < bitmap.height
                    && RowBackground.dominant(pixels, row: row, width: bitmap.width, lighterOnTie: true)
                        < Int(darkBackground)
                if dark {
                    if start == nil { start = row }
                } else if let first = start {
                    if row - first >= minimumRun { runs.append(first..<row) }
                    start = nil
                }
            }
        }
        return runs
    }

    /// `bitmap` with its dark runs inverted (a copy only when there is one).
    func apply(_ bitmap: Bitmap) -> Bitmap {
        let runs = darkRuns(bitmap)
        guard !runs.isEmpty else { return bitmap }
        var result = bitmap
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            for run in runs {
                for index in (run.lowerBound * bitmap.width)..<(run.upperBound * bitmap.width) {
                    pixels[index] = 255 - pixels[index]
                }
            }
        }
        return result
    }
}
