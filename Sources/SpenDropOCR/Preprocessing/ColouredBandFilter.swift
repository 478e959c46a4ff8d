import SpenDropModel

/// Turns text on coloured bands (headers, buttons) into dark text on white before recognition.
///
/// Tesseract binarises the page as a whole; white text on a yellow or light-blue header has almost no contrast
/// against the white page around it and is dropped entirely (measured: a MAE-style header and its button vanished).
/// This pass finds runs of rows whose dominant grey is not white (a coloured band), and within the band's span
/// maps the band colour to white and the text to black — inverting light text, stretching dark text. The rounded
/// ends and edges of a band, which would otherwise read as brackets, are whitened.
///
/// Off by default (`TesseractConfiguration.filtersColouredBands`): it recovered the vanished headers and buttons of
/// flat synthetic screens (mean CER 0.037 → 0.014) but cost more than it gained on the bundled samples, whose
/// cards carry decorations and left-aligned text near rounded ends (0.057 → 0.074). Figures in docs/ocr.md.
struct ColouredBandFilter: Sendable {
    /// Rows whose dominant grey is at least this are page background, not a band.
    var whiteLevel = 225
    /// Bands darker than this are left alone: Tesseract inverts light-on-dark lines itself (dark mode reads well),
    /// and the filter measurably hurt there.
    var darkLevel = 110
    /// How far a pixel may be from the band colour and still be band.
    var tolerance = 12
    /// How far the dominant grey may drift between rows of one band.
    var drift = 6
    /// Fewer rows than this are a rule or a border, not a band with text.
    var minimumRows = 8

    /// Returns a grey copy of `bitmap` with its coloured bands normalised (grey input is filtered in place).
    func apply(_ bitmap: Bitmap) -> Bitmap {
        var grey = GreyConversion.grey(bitmap)
        let width = grey.width
        let height = grey.height
        let source = grey.pixels
        let background = source.withUnsafeBufferPointer { pixels in
            (0..<height).map { RowBackground.dominant(pixels, row: $0, width: width) }
        }
        grey.pixels.withUnsafeMutableBufferPointer { out in
            var row = 0
            while row < height {
                let colour = background[row]
                var end = row
                while end < height && abs(background[end] - colour) <= drift { end += 1 }
                if colour < whiteLevel && colour >= darkLevel && end - row >= minimumRows {
                    normalise(source, into: out, rows: row..<end, colour: colour, width: width, height: height)
                }
                row = end
            }
        }
        return grey
    }

    private func normalise(
        _ source: [UInt8], into out: UnsafeMutableBufferPointer<UInt8>, rows: Range<Int>, colour: Int, width: Int,
        height: Int
    ) {
        let near = { (value: UInt8) in abs(Int(value) - colour) <= tolerance }
        let spans: [(row: Int, first: Int, last: Int)] = rows.compactMap { y in
            let base = y * width
            guard let first = (0..<width).first(where: { near(source[base + $0]) }),
                let last = (0..<width).last(where: { near(source[base + $0]) })
            else { return nil }
            return (y, first, last + 1)
        }
        // Only bands carrying light text are changed: dark text on a light band already has contrast.
        var lighter = 0
        var darker = 0
        for span in spans {
            for x in span.first..<span.last {
                let value = Int(source[span.row * width + x])
                if value > colour + tolerance { lighter += 1 } else if value < colour - tolerance { darker += 1 }
            }
        }
        guard lighter > darker, let left = spans.map(\.first).min(), let right = spans.map(\.last).max() else { return }
        let margin = min(rows.count / 2, width / 16)
        for span in spans {
            let base = span.row * width
            // Outside the band and along its rounded ends: page background.
            var lo = span.first
            var hi = span.last
            if lo > 0 { lo = min(hi, lo + margin) }
            if hi < width { hi = max(lo, hi - margin) }
            for x in 0..<lo { out[base + x] = 255 }
            for x in hi..<width { out[base + x] = 255 }
            for x in lo..<hi {
                let value = Int(source[base + x])
                out[base + x] = UInt8(clamping: 255 - (value - colour) * 255 / max(1, 255 - colour))
            }
        }
        // The band's anti-aliased top and bottom edges, just outside its rows, would read as brackets too.
        let reach = rows.count / 2
        let edges =
            Array(max(0, rows.lowerBound - reach)..<rows.lowerBound)
            + Array(rows.upperBound..<min(height, rows.upperBound + reach))
        for y in edges {
            for x in left..<right where Int(source[y * width + x]) >= colour - 2 * tolerance {
                out[y * width + x] = 255
            }
        }
    }
}
