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
                // The background is the most common value; an undecided row is not taken for a dark one. A row
                // dark at both ends whose most common value is as light as text on it is dark too: it runs through
                // light figures large enough to outnumber the dark page around them (a dark-mode hero amount 150 px
                // tall); left as it was, it cut a dark stripe through the inverted figures, which were then read as
                // `wA5Q.` instead of `RM 450`. (A mid-tone banner on a dark page stays as it is.)
                let dominant =
                    row < bitmap.height
                    ? RowBackground.dominant(pixels, row: row, width: bitmap.width, lighterOnTie: true) : 0
                let dark =
                    row < bitmap.height
                    && (dominant < Int(darkBackground)
                        || (dominant > 255 - Int(darkBackground)
                            && isDarkAtBothEnds(pixels, row: row, width: bitmap.width)))
                if dark {
                    if start == nil { start = row }
                } else if let first = start {
                    if row - first >= minimumRun && hasBackgroundRow(pixels, first..<row, width: bitmap.width) {
                        runs.append(first..<row)
                    }
                    start = nil
                }
            }
        }
        return runs
    }

    private func isDarkAtBothEnds(_ pixels: UnsafeBufferPointer<UInt8>, row: Int, width: Int) -> Bool {
        guard width >= 4 else { return false }
        let start = row * width
        return [start, start + 1, start + width - 2, start + width - 1].allSatisfy { pixels[$0] < darkBackground }
    }

    /// Whether a row of `rows` is dark across at least half of the width in one piece: a dark background (a
    /// dark-mode page, a banner) has such rows between its lines of text. Rows where the strokes of very large dark
    /// text (a hero amount 150 px tall in a heavy weight) outnumber the light page around them have none; inverting
    /// them cut a light stripe through the figures, which were then read as `wrA BQ.` instead of `RM 450`.
    private func hasBackgroundRow(_ pixels: UnsafeBufferPointer<UInt8>, _ rows: Range<Int>, width: Int) -> Bool {
        rows.contains { row in
            var longest = 0
            var current = 0
            for column in 0..<width {
                current = pixels[row * width + column] < darkBackground ? current + 1 : 0
                longest = max(longest, current)
            }
            return longest * 2 >= width
        }
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
