import SpenDropModel

/// A horizontal strip of an image, rows `top..<bottom`, recognised on its own.
struct Band: Equatable, Sendable {
    var top: Int
    var bottom: Int

    var height: Int { bottom - top }
}

/// Chooses where to cut one image into bands that two engines can read in parallel without cutting a text line.
///
/// Cuts are only made in blank rows: rows whose pixels all sit within a small range of grey, which is what the
/// white (or flat-coloured) gaps between text lines of a screen look like. The cut aims at the row where half of
/// the ink lies above, so both bands carry about the same work; a band keeps the whole blank run on its side as
/// margin, so the bands overlap by that run. When no blank run of sufficient height lies near the target, the image
/// stays one band: a slower read is better than a cut line.
struct BandPlanner: Sendable {
    /// Largest grey spread (max − min) of a row that still counts as blank.
    var blankSpread: UInt8 = 24
    /// Fewest consecutive blank rows a cut needs, so the engine sees a margin on both sides.
    var minimumGap = 6
    /// How far from the ink midpoint, as a share of the height, a cut may move.
    var window = 0.2
    /// How far from the ink midpoint, as a share of the height, a change of background is preferred to the nearest
    /// blank run. Further out, the bands' work would be too uneven, and the larger band's reading changes too (RHB's
    /// header edge, 213 rows from the midpoint, cost its bottom button's label).
    var edgeWindow = 0.1
    /// Rows of its own background each band keeps where two bands meet at a change of background.
    var edgeMargin = 3
    /// Images shorter than this are not worth splitting.
    var minimumHeight = 400

    /// The grey spread of every row: a cheap row profile of the image.
    static func rowSpreads(_ bitmap: Bitmap) -> [UInt8] {
        let channels = bitmap.layout.rawValue
        let rowBytes = bitmap.bytesPerRow
        if channels == 1 { return greyRows(bitmap) { spread($0, bitmap.width) } }
        return bitmap.pixels.withUnsafeBufferPointer { pixels in
            (0..<bitmap.height).map { row in
                var low: UInt8 = 255
                var high: UInt8 = 0
                let start = row * rowBytes
                // Every colour channel counts: a red word on white is ink even where its green matches.
                for offset in stride(from: start, to: start + rowBytes, by: 1)
                where channels != 4 || (offset - start) % 4 != 3 {
                    let value = pixels[offset]
                    low = min(low, value)
                    high = max(high, value)
                }
                return high - low
            }
        }
    }

    /// How many edges each row crosses: neighbouring pixels more than `contrast` apart, in any channel. A row through
    /// a line of text crosses about two edges per stroke, so a line's rows add up to its characters times its
    /// height: a guide to the recogniser's work (which grows with the characters) that a row's spread is not
    /// (a row crossing one icon has as much spread as a row of text).
    static func rowEdges(_ bitmap: Bitmap, contrast: Int = 48) -> [Int] {
        let channels = bitmap.layout.rawValue
        let rowBytes = bitmap.bytesPerRow
        if channels == 1 { return greyRows(bitmap) { edges($0, bitmap.width, contrast: contrast) } }
        return bitmap.pixels.withUnsafeBufferPointer { pixels in
            (0..<bitmap.height).map { row in
                let start = row * rowBytes
                var edges = 0
                for offset in stride(from: start + channels, to: start + rowBytes, by: 1)
                where channels != 4 || (offset - start) % 4 != 3 {
                    if abs(Int(pixels[offset]) - Int(pixels[offset - channels])) > contrast { edges += 1 }
                }
                return edges
            }
        }
    }

    // Grey rows (what the pipeline hands over) get plain loops of their own: these scans run on the way to every
    // recognition, and the general loops test each byte for being alpha.

    private static func greyRows<T>(_ bitmap: Bitmap, _ measure: (UnsafePointer<UInt8>) -> T) -> [T] {
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            (0..<bitmap.height).map { measure(pixels.baseAddress! + $0 * bitmap.bytesPerRow) }
        }
    }

    private static func spread(_ row: UnsafePointer<UInt8>, _ width: Int) -> UInt8 {
        var low: UInt8 = 255
        var high: UInt8 = 0
        for x in 0..<width {
            low = min(low, row[x])
            high = max(high, row[x])
        }
        return width > 0 ? high - low : 0
    }

    private static func edges(_ row: UnsafePointer<UInt8>, _ width: Int, contrast: Int) -> Int {
        var count = 0
        var x = 1
        while x < width {
            let step = Int(row[x]) &- Int(row[x - 1])
            count &+= (step > contrast || step < -contrast) ? 1 : 0
            x &+= 1
        }
        return count
    }

    /// The grey (first channel) of each row's first pixel: the level of a blank row, which is flat.
    static func rowLevels(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            (0..<bitmap.height).map { pixels[$0 * bitmap.bytesPerRow] }
        }
    }

    /// Splits `height` rows with the given row profile into `count` bands (or fewer when no safe cut exists).
    /// - Parameters:
    ///   - rowWork: the expected recognition work of each row (`rowEdges`), for where the cut aims;
    ///     by default the rows' spreads. Cuts are made in blank rows either way.
    ///   - rowLevels: each row's grey (`rowLevels`). With it, a blank run near the aim (`edgeWindow`) where the
    ///     background changes (the edge of a coloured header or card) is preferred, and the bands meet at that edge,
    ///     each keeping only its own background: a band that is mostly one background with a strip of text on
    ///     another loses that text (a red header's band with the white row below it dropped the row, which the whole
    ///     page reads).
    func plan(rowSpreads: [UInt8], rowWork: [Int]? = nil, rowLevels: [UInt8]? = nil, count: Int) -> [Band] {
        let height = rowSpreads.count
        let whole = [Band(top: 0, bottom: height)]
        guard count >= 2, height >= minimumHeight else { return whole }
        let ink =
            rowWork.map { work in zip(work, rowSpreads).map { $1 > blankSpread ? $0 : 0 } }
            ?? rowSpreads.map { $0 > blankSpread ? Int($0) : 0 }
        let runs = blankRuns(rowSpreads)
        var cuts: [(start: Int, end: Int)] = []
        let totalInk = ink.reduce(0, +)
        guard totalInk > 0 else { return whole }
        var cumulative = 0
        var row = 0
        for part in 1..<count {
            let goal = totalInk * part / count
            while row < height && cumulative + ink[row] <= goal {
                cumulative += ink[row]
                row += 1
            }
            let reach = Int(Double(height) * window)
            let candidates = runs.filter { run in
                let centre = (run.start + run.end) / 2
                return abs(centre - row) <= reach && run.start > (cuts.last?.end ?? 0)
            }
            func distance(_ run: (start: Int, end: Int)) -> Int { abs((run.start + run.end) / 2 - row) }
            let edgeReach = Int(Double(height) * edgeWindow)
            let edges = candidates.compactMap { run in rowLevels.flatMap { edge(in: run, levels: $0) } }
                .filter { abs($0 - row) <= edgeReach }
            if let edge = edges.min(by: { abs($0 - row) < abs($1 - row) }) {
                cuts.append((edge, edge))
                continue
            }
            guard let best = candidates.min(by: { distance($0) < distance($1) }) else { continue }
            cuts.append(best)
        }
        guard !cuts.isEmpty else { return whole }
        var bands: [Band] = []
        var top = 0
        for cut in cuts {
            bands.append(Band(top: top, bottom: cut.end))
            top = cut.start
        }
        bands.append(Band(top: top, bottom: height))
        return bands
    }

    /// The first row of `run` whose level differs from the run's first row by more than `blankSpread`, when it
    /// leaves at least `edgeMargin` rows on each side.
    private func edge(in run: (start: Int, end: Int), levels: [UInt8]) -> Int? {
        guard run.end <= levels.count else { return nil }
        let first = Int(levels[run.start])
        guard let change = (run.start..<run.end).first(where: { abs(Int(levels[$0]) - first) > Int(blankSpread) }),
            change - run.start >= edgeMargin, run.end - change >= edgeMargin
        else { return nil }
        return change
    }

    /// Runs of blank rows at least `minimumGap` high, not touching the image's edges.
    private func blankRuns(_ spreads: [UInt8]) -> [(start: Int, end: Int)] {
        var runs: [(start: Int, end: Int)] = []
        var start: Int?
        for (row, spread) in spreads.enumerated() {
            if spread <= blankSpread {
                if start == nil { start = row }
            } else if let first = start {
                if row - first >= minimumGap && first > 0 { runs.append((first, row)) }
                start = nil
            }
        }
        return runs
    }
}
