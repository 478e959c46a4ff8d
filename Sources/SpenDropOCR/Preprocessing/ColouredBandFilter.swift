import SpenDropModel

/// Turns text on coloured bands (headers, buttons) into dark text on white before recognition.
///
/// Tesseract binarises the page as a whole; white text on a yellow or light-blue header has almost no contrast
/// against the white page around it and is dropped entirely (measured: a MAE-style header and its button vanished).
/// This pass finds runs of rows whose dominant grey is not white (a coloured band), and within the band's span
/// maps the band colour to white and the text to black — inverting light text, stretching dark text. The rounded
/// ends and edges of a band, which would otherwise read as brackets, are whitened. Measured effect on the screens
/// in docs/ocr.md.
struct ColouredBandFilter: Sendable {
    /// Rows whose dominant grey is at least this are page background, not a band.
    var whiteLevel = 225
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
        let background = (0..<height).map { Self.dominant(source, row: $0, width: width) }
        grey.pixels.withUnsafeMutableBufferPointer { out in
            var row = 0
            while row < height {
                let colour = background[row]
                var end = row
                while end < height && abs(background[end] - colour) <= drift { end += 1 }
                if colour < whiteLevel && end - row >= minimumRows {
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
        let margin = min(rows.count / 2, width / 16)
        var left = width
        var right = 0
        for y in rows {
            let base = y * width
            guard let first = (0..<width).first(where: { abs(Int(source[base + $0]) - colour) <= tolerance }),
                let last = (0..<width).last(where: { abs(Int(source[base + $0]) - colour) <= tolerance })
            else { continue }
            left = min(left, first)
            right = max(right, last + 1)
            // Outside the band and along its rounded ends: page background.
            var lo = first
            var hi = last + 1
            if lo > 0 { lo = min(hi, lo + margin) }
            if hi < width { hi = max(lo, hi - margin) }
            for x in 0..<lo { out[base + x] = 255 }
            for x in hi..<width { out[base + x] = 255 }
            guard hi > lo else { continue }
            var lighter = 0
            var darker = 0
            for x in lo..<hi {
                let value = Int(source[base + x])
                if value > colour + tolerance { lighter += 1 } else if value < colour - tolerance { darker += 1 }
            }
            for x in lo..<hi {
                let value = Int(source[base + x])
                let mapped =
                    lighter > darker
                    ? 255 - (value - colour) * 255 / max(1, 255 - colour)
                    : value * 255 / max(1, colour)
                out[base + x] = UInt8(clamping: mapped)
            }
        }
        guard right > left else { return }
        // The band's anti-aliased top and bottom edges, just outside its rows, would read as brackets too.
        let reach = rows.count / 2
        let edges = Array(max(0, rows.lowerBound - reach)..<rows.lowerBound)
            + Array(rows.upperBound..<min(height, rows.upperBound + reach))
        for y in edges {
            for x in left..<right where Int(source[y * width + x]) >= colour - 2 * tolerance {
                out[y * width + x] = 255
            }
        }
    }

    /// The most common grey of one row.
    private static func dominant(_ pixels: [UInt8], row: Int, width: Int) -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        for x in 0..<width { histogram[Int(pixels[row * width + x])] += 1 }
        var best = 0
        for value in 1..<256 where histogram[value] > histogram[best] { best = value }
        return best
    }
}
