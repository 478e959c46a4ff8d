import SpenDropModel

/// Finds the rows of text too large for the page's layout to read, and prepares them to be read alone.
///
/// Tesseract's single-block layout (psm 6) measures one text size for its whole image: the 75th percentile of its
/// blobs' heights, which on a screen is the body text. Blobs more than 2.5 times that tall are set aside as "large"
/// and are only kept where a row of ordinary blobs passes through them; the word spacing of a row comes from the
/// ordinary text too. So a very large amount (digits 90–200 px tall at 1280 px, where body text is ~20 px a line)
/// is dropped, or read as fragments (`nn. 50.` for `RM 450`), or as one word per digit (`RM 4 5 0`). Read alone,
/// the same rows give the layout nothing else to measure, and their text is read whole. A figure 60–80 px tall
/// beside a smaller `RM` still shares a row with it and is usually read, which is why the loss starts there.
///
/// The runs looked at are the runs of rows that are not blank (the band planner's test: a row's grey spread), so a
/// line of large text is one run however few strokes some of its rows cross.
enum LargeTextRecovery {
    /// A run this many times the median line height is large text.
    static let heightFactor = 2.0
    /// A run this many times the median line height is beyond what Tesseract's layout sizes a row by (blobs over
    /// 2.5 times its estimate of the text's height are set aside): it is read alone even where the page read has a
    /// line there, and the more confident reading is kept.
    static let beyondLayoutFactor = 2.5
    /// A line inside the run at least this share of its height is the page's reading of the large text itself.
    static let coveredShare = 0.6
    /// A row crossing at least this many edges crosses strokes, not only the outlines of shapes.
    static let strokeEdges = 5
    /// A line read at least this confidently is taken as read.
    static let confidentRead = 0.75

    /// One region to read alone, and how its reading is used.
    struct Region: Hashable {
        /// The rows of the run, between the first and last columns with ink.
        var box: PixelLine
        /// The confidence the reading must beat to replace the page's lines there: nil when the page read has no
        /// whole reading of it (nothing, fragments, or single characters), and any reading with text is used.
        var toBeat: Double?
        /// The letters and digits the page read there in lines smaller than the run: a reading must have more to
        /// replace them (it is there to bring back what the page dropped, not to trade text for a guess).
        var toOutread = 0
        /// Read at its own size (a label of ordinary text), not scaled to the hero re-read's line height.
        var atOwnSize = false

        /// What its reading depends on: the pixels read and at what size (not what the reading must beat).
        var crop: Crop { Crop(box: box, atOwnSize: atOwnSize) }
    }

    /// The pixels a region's reading is made from, and how they are scaled: two regions with the same crop read alike.
    struct Crop: Hashable {
        var box: PixelLine
        var atOwnSize: Bool
    }

    /// How many letters and digits `text` holds.
    static func characters(_ text: String) -> Int {
        text.reduce(0) { $0 + ($1.isLetter || $1.isNumber ? 1 : 0) }
    }

    /// The height of the longest stretch of rows of `run` that cross at least `strokeEdges` edges
    /// (`BandPlanner.rowEdges`), gaps of up to `bridged` rows included: the rows of one line of its text's strokes.
    /// A filled button or a card is a tall run whose rows cross its outline (two edges, four for two buttons side
    /// by side); only its label's rows cross more, so it is as tall as its label, and several lines of ordinary text
    /// in a card are as many short stretches, not one tall one.
    static func strokeHeight(_ run: Range<Int>, rowEdges: [Int], bridged: Int = 3) -> Int {
        strokeRows(run, rowEdges: rowEdges, bridged: bridged)?.count ?? 0
    }

    /// The rows of the longest such stretch (the first of equals), or nil when no row of `run` crosses strokes.
    static func strokeRows(_ run: Range<Int>, rowEdges: [Int], bridged: Int = 3) -> Range<Int>? {
        var longest: Range<Int>?
        var start: Int?
        var last = 0
        for row in run.clamped(to: 0..<rowEdges.count) where rowEdges[row] >= strokeEdges {
            if start == nil || row - last > bridged + 1 { start = row }
            last = row
            if let first = start, (longest?.count ?? 0) < row - first + 1 { longest = first..<(row + 1) }
        }
        return longest
    }

    /// Runs of rows that are not blank (`blankSpread`, the band planner's), each a line of text or a shape.
    static func inkRuns(rowSpreads: [UInt8], blankSpread: UInt8 = BandPlanner().blankSpread) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for row in 0...rowSpreads.count {
            if row < rowSpreads.count && rowSpreads[row] > blankSpread {
                if start == nil { start = row }
            } else if let first = start {
                runs.append(first..<row)
                start = nil
            }
        }
        return runs
    }

    /// The regions of large text the page read did not read well, each to be read alone (`Region`).
    ///
    /// A run at least `heightFactor` times the median line is looked at. When the page read has no line in it about
    /// as tall as the run (`coveredShare`), it is read alone, unless confident ordinary lines cross half of its
    /// width: the label of a tall button or the lines of a card, whose outline makes the run tall, not its letters.
    /// When the page read has such a line, the run is read alone if that line is single characters set apart, or if
    /// the run is beyond the layout's own size limit (`beyondLayoutFactor`) and the line is not a two-decimal amount
    /// (those the hero re-read settles); the page's line is then replaced only by a more confident reading.
    ///
    /// - Parameters:
    ///   - rowSpreads: the grey spread of each row of the page (`BandPlanner.rowSpreads`).
    ///   - lines: the page read's lines, in the same pixels.
    static func candidates(rowSpreads: [UInt8], rowEdges: [Int], lines: [PixelLine], in bitmap: Bitmap) -> [Region] {
        let heights = lines.map { $0.bottom - $0.top }.sorted()
        // Without a line to measure by, a screen's body text is ~20 px a line at 1280 px.
        let median = heights.isEmpty ? 20 : Double(heights[heights.count / 2])
        return inkRuns(rowSpreads: rowSpreads).compactMap { run in
            let height = Double(run.count)
            let inside = lines.filter { run.contains(($0.top + $0.bottom) / 2) }
            guard height >= median * heightFactor,
                Double(strokeHeight(run, rowEdges: rowEdges)) >= median * heightFactor
            else {
                return inside.isEmpty ? unreadLabel(run, rowEdges: rowEdges, median: median, in: bitmap) : nil
            }
            let box = region(run, in: bitmap)
            let tall = inside.filter { Double($0.bottom - $0.top) >= height * coveredShare }
            if tall.isEmpty {
                let confident = inside.filter { $0.confidence >= confidentRead && !isSpacedOut($0.text) }
                let spanned = confident.reduce(0) { $0 + max(0, min($1.right, box.right) - max($1.left, box.left)) }
                guard spanned * 2 < box.right - box.left else { return nil }
                return Region(box: box, toBeat: nil, toOutread: inside.reduce(0) { $0 + characters($1.text) })
            }
            if tall.contains(where: { isSpacedOut($0.text) }) { return Region(box: box, toBeat: nil) }
            // A two-decimal amount read whole is the hero re-read's to settle (`HeroAmountReread`).
            guard height >= median * beyondLayoutFactor,
                !tall.contains(where: { HeroAmountReread.isAmountLike($0.text) })
            else { return nil }
            return Region(box: box, toBeat: tall.map(\.confidence).max())
        }
    }

    /// A line of ordinary text this share of the median line tall, at least, is a label worth reading alone.
    static let labelShare = 0.5
    /// The margin kept above and below a label's stroke rows, as a share of those rows (its accents, its descenders
    /// and a little ground: with less, a light weight's `Done` read `VDone`). Measured on the label itself, not on
    /// the page's median line, so that the engine reading its own bands early, which knows only its own lines, cuts
    /// the very crop the whole page's lines later ask for, and its reading is used.
    static let labelMargin = 0.35

    /// The label of a run of ordinary-sized text the page read has no line in at all, as a region to read alone; nil
    /// when the run's strokes are too short for text (an icon's, a logo's).
    ///
    /// Tesseract's page read can leave a whole line out: a band's own threshold that puts a mid-tone button with its
    /// dark label (the button becomes one dark shape with holes), or light text on a coloured button that its
    /// layout takes for a picture. Read alone, a crop of the label's rows between the button's ends is read whole.
    /// The reading must be confident (`confidentRead`) and hold two letters or digits (`toOutread`), so a logo's
    /// strokes read as `iy }` are left out.
    static func unreadLabel(_ run: Range<Int>, rowEdges: [Int], median: Double, in bitmap: Bitmap) -> Region? {
        guard let rows = strokeRows(run, rowEdges: rowEdges),
            Double(rows.count) >= median * labelShare,
            let columns = textColumns(rows, in: bitmap)
        else { return nil }
        let margin = Int((Double(rows.count) * labelMargin).rounded())
        let box = PixelLine(
            text: "", confidence: 0, left: columns.lowerBound, top: max(run.lowerBound, rows.lowerBound - margin),
            right: columns.upperBound, bottom: min(run.upperBound, rows.upperBound + margin))
        return Region(box: box, toBeat: confidentRead, toOutread: 1, atOwnSize: true)
    }

    /// The columns of the text in `rows`, without the ends of a button or a card around it: the columns where those
    /// rows cross an edge (grey bitmaps only), in clusters apart by more than the rows' height (a word space is
    /// less), with an outer cluster narrower than half that height left out while another remains (the rounded end
    /// of a pill, the side of a card: one steep edge each row).
    static func textColumns(_ rows: Range<Int>, in bitmap: Bitmap, contrast: Int = 48) -> Range<Int>? {
        guard let crossed = crossedColumns(rows, in: bitmap, contrast: contrast) else { return nil }
        var clusters: [ClosedRange<Int>] = []
        for x in crossed.indices where crossed[x] {
            if let last = clusters.last, x - last.upperBound <= rows.count {
                clusters[clusters.count - 1] = last.lowerBound...x
            } else {
                clusters.append(x...x)
            }
        }
        let narrow = { (cluster: ClosedRange<Int>) in (cluster.count - 1) * 2 < rows.count }
        while clusters.count > 1, let first = clusters.first, narrow(first) { clusters.removeFirst() }
        while clusters.count > 1, let last = clusters.last, narrow(last) { clusters.removeLast() }
        guard let first = clusters.first, let last = clusters.last else { return nil }
        return (first.lowerBound - 1)..<(last.upperBound + 1)
    }

    /// Smaller text beside large figures (`smallPieces`).
    struct Piece: Equatable {
        /// Its ink: what is cropped to read it.
        var ink: PixelLine
        /// The columns that are its own: from halfway across the gap before it to halfway across the gap after it
        /// (the region's edge where there is no glyph beyond).
        var columns: Range<Int>
    }

    /// A glyph at least this share of the tallest glyph's height is set in the large size.
    static let largeShare = 0.7
    /// A piece of smaller text less than this many rows tall is left to the whole reading (a speck, a rule).
    static let smallestPiece = 8

    /// The pieces of a large-text region set smaller than its tallest glyphs (the `RM` beside a figure, a `MYR` after
    /// it), each to be read at its own size; empty when the region's glyphs are of one size.
    ///
    /// Read whole and scaled so its figures are an ordinary line, the region's smaller text comes out a third of that
    /// size and garbled (`mm 450`, `m450`), or not at all; read alone at its own size it comes out clean (`RM`).
    /// Glyphs are runs of columns with ink (a grey step of more than `contrast` from the region's commonest grey);
    /// one at least `largeShare` of the tallest is large, and a small one between two large ones is the number's own
    /// punctuation (`1,200`, `45.90`). Grey bitmaps only.
    static func smallPieces(of box: PixelLine, in bitmap: Bitmap, contrast: Int = 48) -> [Piece] {
        guard bitmap.layout == .gray else { return [] }
        let rows = max(0, box.top)..<min(bitmap.height, box.bottom)
        let columns = max(0, box.left)..<min(bitmap.width, box.right)
        guard !rows.isEmpty, !columns.isEmpty else { return [] }
        // Per column, the first and last row with ink.
        var inkTop = [Int](repeating: Int.max, count: columns.count)
        var inkBottom = [Int](repeating: -1, count: columns.count)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            var histogram = [Int](repeating: 0, count: 256)
            for row in rows {
                for x in columns { histogram[Int(pixels[row * bitmap.bytesPerRow + x])] += 1 }
            }
            let ground = histogram.indices.max { histogram[$0] < histogram[$1] } ?? 255
            for row in rows {
                for x in columns where abs(Int(pixels[row * bitmap.bytesPerRow + x]) - ground) > contrast {
                    let column = x - columns.lowerBound
                    inkTop[column] = min(inkTop[column], row)
                    inkBottom[column] = row + 1
                }
            }
        }
        var glyphs: [PixelLine] = []
        for column in inkTop.indices where inkBottom[column] >= 0 {
            let x = column + columns.lowerBound
            if var last = glyphs.last, last.right == x {
                last.right = x + 1
                last.top = min(last.top, inkTop[column])
                last.bottom = max(last.bottom, inkBottom[column])
                glyphs[glyphs.count - 1] = last
            } else {
                glyphs.append(
                    PixelLine(
                        text: "", confidence: 0, left: x, top: inkTop[column], right: x + 1,
                        bottom: inkBottom[column]))
            }
        }
        let tallest = glyphs.map { $0.bottom - $0.top }.max() ?? 0
        let large = glyphs.map { Double($0.bottom - $0.top) >= Double(tallest) * largeShare }
        guard let firstLarge = large.firstIndex(of: true), let lastLarge = large.lastIndex(of: true) else { return [] }
        var pieces: [Piece] = []
        var previous = -2
        for (index, glyph) in glyphs.enumerated() where !large[index] && (index < firstLarge || index > lastLarge) {
            let after = index + 1 < glyphs.count ? (glyph.right + glyphs[index + 1].left) / 2 : columns.upperBound
            if index == previous + 1, var last = pieces.popLast() {
                last.ink.right = glyph.right
                last.ink.top = min(last.ink.top, glyph.top)
                last.ink.bottom = max(last.ink.bottom, glyph.bottom)
                last.columns = last.columns.lowerBound..<after
                pieces.append(last)
            } else {
                let before = index > 0 ? (glyphs[index - 1].right + glyph.left) / 2 : columns.lowerBound
                pieces.append(Piece(ink: glyph, columns: before..<after))
            }
            previous = index
        }
        return pieces.filter { $0.ink.bottom - $0.ink.top >= smallestPiece }
    }

    /// The whole region's reading with the characters that lie in a piece's columns (four fifths of their box or
    /// more) replaced by that piece's own reading, in column order; a piece read as nothing keeps the whole reading's characters there.
    ///
    /// - Parameters:
    ///   - words: the whole reading's words, boxes in the page's pixels.
    ///   - characters: its characters, boxes in the page's pixels; each belongs to the word whose columns hold its
    ///     centre (`m450`, one word across the garbled `RM` and the figures, keeps `450`). Tesseract's character
    ///     boxes are approximate: a piece's columns run to the middle of the gaps around it, and the first figure's
    ///     box often reaches back over a currency mark it did not read (`1` from the `RM` to its own right edge).
    static func composed(words: [PixelLine], characters: [PixelLine], pieces: [(piece: Piece, text: String?)])
        -> String
    {
        let centre = { (line: PixelLine) in (line.left + line.right) / 2 }
        let replaced = { (line: PixelLine) in
            pieces.contains { piece, text in
                let inside = min(line.right, piece.columns.upperBound) - max(line.left, piece.columns.lowerBound)
                return text != nil && inside * 5 >= (line.right - line.left) * 4
            }
        }
        var parts: [(column: Int, text: String)] = []
        for word in words {
            let own = characters.filter { (word.left..<word.right).contains(centre($0)) }
            // Without characters to go by, the word goes as a whole.
            let kept = own.isEmpty ? (replaced(word) ? [] : [word]) : own.filter { !replaced($0) }
            guard let first = kept.first else { continue }
            parts.append((centre(first), kept.map(\.text).joined()))
        }
        for (piece, text) in pieces {
            if let text { parts.append((centre(piece.ink), text)) }
        }
        return parts.sorted { $0.column < $1.column }.map(\.text).joined(separator: " ")
    }

    /// Whether `text` reads as single characters set apart (`RM 4 5 0`): three or more one-character words in a row,
    /// what the layout makes of large glyphs when it judges their spacing by ordinary text.
    static func isSpacedOut(_ text: String) -> Bool {
        var streak = 0
        for word in text.split(separator: " ") {
            streak = word.count == 1 ? streak + 1 : 0
            if streak >= 3 { return true }
        }
        return false
    }

    /// The rows `run` from the first to the last column where a row of it crosses an edge (grey bitmaps; others
    /// the whole width): the box of its text, and what is cropped to read it.
    static func region(_ run: Range<Int>, in bitmap: Bitmap, contrast: Int = 48) -> PixelLine {
        let crossed = crossedColumns(run, in: bitmap, contrast: contrast) ?? []
        var (left, right) = (0, bitmap.width)
        if let first = crossed.firstIndex(of: true), let last = crossed.lastIndex(of: true) {
            (left, right) = (first - 1, last + 1)
        }
        return PixelLine(text: "", confidence: 0, left: left, top: run.lowerBound, right: right, bottom: run.upperBound)
    }

    /// For each column of a grey bitmap, whether a row of `rows` crosses an edge there (a step of more than
    /// `contrast` from the column before it); nil for other layouts or a bitmap under two columns wide.
    static func crossedColumns(_ rows: Range<Int>, in bitmap: Bitmap, contrast: Int = 48) -> [Bool]? {
        guard bitmap.layout == .gray, bitmap.width > 1 else { return nil }
        var crossed = [Bool](repeating: false, count: bitmap.width)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for row in rows where row < bitmap.height {
                let start = row * bitmap.bytesPerRow
                for x in 1..<bitmap.width {
                    let step = Int(pixels[start + x]) - Int(pixels[start + x - 1])
                    if step > contrast || step < -contrast { crossed[x] = true }
                }
            }
        }
        return crossed
    }

    /// The page's lines with those inside each recovered region replaced by the region's own reading, where it has
    /// text and beats the region's `toBeat`.
    /// - Returns: the lines, top to bottom, and the readings that were used.
    static func merged(_ lines: [PixelLine], recovered: [(region: Region, reading: (String, Double)?)])
        -> (lines: [PixelLine], read: [PixelLine])
    {
        var result = lines
        var read: [PixelLine] = []
        for (region, reading) in recovered {
            guard let (text, confidence) = reading, confidence > (region.toBeat ?? -1),
                characters(text) > region.toOutread
            else { continue }
            let rows = region.box.top..<region.box.bottom
            result.removeAll { rows.contains(($0.top + $0.bottom) / 2) }
            var line = region.box
            line.text = text
            line.confidence = confidence
            result.append(line)
            read.append(line)
        }
        return (result.sorted { $0.top != $1.top ? $0.top < $1.top : $0.left < $1.left }, read)
    }

    /// A grey crop of light text on a darker ground turned dark on light (as the page's line images are before the
    /// network reads them, `flipsLightLines`); others unchanged. `isLightOnDark` judges its grey histogram
    /// (`sd_histogram_is_light_on_dark`: the pixels at or below the Otsu threshold are the majority).
    static func darkOnLight(_ crop: Bitmap, isLightOnDark: ([Int]) -> Bool) -> Bitmap {
        guard crop.layout == .gray else { return crop }
        var histogram = [Int](repeating: 0, count: 256)
        for value in crop.pixels { histogram[Int(value)] += 1 }
        guard isLightOnDark(histogram) else { return crop }
        var flipped = crop
        for index in flipped.pixels.indices { flipped.pixels[index] = 255 - flipped.pixels[index] }
        return flipped
    }
}
