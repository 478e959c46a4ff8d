import SpenDropModel

/// Reduces an image streamed row by row to a smaller size by area averaging (a box filter with fractional
/// coverage), holding only two accumulator rows and the result.
///
/// Every source pixel contributes to the one or two target pixels it overlaps on each axis, weighted by the
/// overlap, so a checkerboard averages to grey instead of aliasing to black or white. When the target size
/// equals the source size the rows are copied untouched.
final class AreaDownsampler {
    let sourceWidth: Int
    let sourceHeight: Int
    let targetWidth: Int
    let targetHeight: Int
    let layout: Bitmap.Layout

    private let channels: Int
    private let isIdentity: Bool
    private var pixels: [UInt8]
    private var rowsPushed = 0
    private var rowsEmitted = 0
    private let scaleY: Double
    /// Per target column, the source columns it covers: a partly covered lead column, whole columns, and a
    /// partly covered tail column. An absent lead or tail points at column 0 with weight 0, so the loop over every
    /// source pixel has no branch for it (adding 0 × a pixel leaves the sum as it was).
    private let spans: [ColumnSpan]
    /// The most whole source columns any target column covers (2–3 for a phone screenshot brought to 1280).
    private let maxWholeColumns: Int
    private var reduced: [Float]
    private var current: [Float]
    private var next: [Float]
    private var currentWeight: Double = 0
    private var nextWeight: Double = 0

    private struct ColumnSpan {
        var lead = 0
        var leadWeight: Float = 0
        var fullStart = 0
        var fullEnd = 0
        var tail = 0
        var tailWeight: Float = 0
        var normal: Float = 1
    }

    /// Creates a downsampler for grey or RGB rows; the target must be no larger than the source on either side.
    init(sourceWidth: Int, sourceHeight: Int, targetWidth: Int, targetHeight: Int, layout: Bitmap.Layout) {
        precondition(targetWidth >= 1 && targetHeight >= 1)
        precondition(targetWidth <= sourceWidth && targetHeight <= sourceHeight)
        precondition(layout != .rgba, "rows reach the downsampler with alpha already composited")
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.targetWidth = targetWidth
        self.targetHeight = targetHeight
        self.layout = layout
        channels = layout.rawValue
        isIdentity = targetWidth == sourceWidth && targetHeight == sourceHeight
        pixels = [UInt8](repeating: 0, count: targetWidth * targetHeight * layout.rawValue)
        scaleY = Double(sourceHeight) / Double(targetHeight)
        spans = isIdentity ? [] : Self.columnSpans(from: sourceWidth, to: targetWidth)
        maxWholeColumns = spans.map { $0.fullEnd - $0.fullStart }.max() ?? 0
        reduced = isIdentity ? [] : [Float](repeating: 0, count: targetWidth * layout.rawValue)
        current = reduced
        next = reduced
    }

    private static func columnSpans(from sourceWidth: Int, to targetWidth: Int) -> [ColumnSpan] {
        let scale = Double(sourceWidth) / Double(targetWidth)
        let epsilon = 1e-9
        return (0..<targetWidth).map { column in
            let start = Double(column) * scale
            let end = column == targetWidth - 1 ? Double(sourceWidth) : Double(column + 1) * scale
            var span = ColumnSpan()
            span.fullStart = Int((start - epsilon).rounded(.up))
            span.fullEnd = max(span.fullStart, Int((end + epsilon).rounded(.down)))
            var total = Double(span.fullEnd - span.fullStart)
            if Double(span.fullStart) > start + epsilon {
                span.lead = span.fullStart - 1
                span.leadWeight = Float(Double(span.fullStart) - start)
                total += Double(span.fullStart) - start
            }
            if Double(span.fullEnd) < end - epsilon, span.fullEnd < sourceWidth {
                span.tail = span.fullEnd
                span.tailWeight = Float(end - Double(span.fullEnd))
                total += end - Double(span.fullEnd)
            }
            span.normal = total > 0 ? Float(1 / total) : 0
            return span
        }
    }

    /// Whether every source row has been pushed.
    var isComplete: Bool { rowsPushed == sourceHeight }

    /// Adds the next source row: `sourceWidth × channels` bytes in the output layout.
    func push(_ row: UnsafePointer<UInt8>) {
        guard rowsPushed < sourceHeight else { return }
        defer { rowsPushed += 1 }
        if isIdentity {
            let count = sourceWidth * channels
            pixels.withUnsafeMutableBufferPointer { out in
                (out.baseAddress! + rowsPushed * count).update(from: row, count: count)
            }
            return
        }
        reduceHorizontally(row)
        let y = Double(rowsPushed)
        let boundary = Double(rowsEmitted + 1) * scaleY
        let isLastTarget = rowsEmitted >= targetHeight - 1
        var share = 1.0
        if !isLastTarget, y + 1 > boundary + 1e-9 { share = boundary - y }
        accumulate(into: &current, weight: Float(share))
        currentWeight += share
        if share < 1 {
            accumulate(into: &next, weight: Float(1 - share))
            nextWeight += 1 - share
        }
        if !isLastTarget, y + 1 >= boundary - 1e-9 { emitCurrent() }
    }

    /// The result; rows never pushed stay black, so callers check `isComplete` first.
    func finish() -> Bitmap {
        if !isIdentity, rowsEmitted < targetHeight, currentWeight > 0 { emitCurrent() }
        return Bitmap(width: targetWidth, height: targetHeight, layout: layout, pixels: pixels)
    }

    /// Averages one source row into `reduced`: whole columns are summed as integers, the partly covered
    /// lead and tail columns weighted by their coverage. Grey and RGB each get a loop of their own, because
    /// this is the one loop that touches every source pixel.
    private func reduceHorizontally(_ row: UnsafePointer<UInt8>) {
        reduced.withUnsafeMutableBufferPointer { out in
            spans.withUnsafeBufferPointer { spans in
                if channels == 1 {
                    // Plain pointers: through the buffers, the compiler reloaded their base after every store.
                    let target = out.baseAddress!
                    let columns = spans.baseAddress!
                    let last = sourceWidth - 1
                    let most = maxWholeColumns
                    for column in 0..<spans.count {
                        let span = columns[column]
                        // The same number of steps for every column, each adding its pixel or 0: a loop of one
                        // or two steps by turns (a scale near 2) mispredicted its end about every other column.
                        let count = span.fullEnd &- span.fullStart
                        var whole: UInt32 = 0
                        for step in 0..<most {
                            let value = UInt32(row[Swift.min(span.fullStart &+ step, last)])
                            whole &+= step < count ? value : 0
                        }
                        var sum = Float(whole)
                        sum += Float(row[span.lead]) * span.leadWeight
                        sum += Float(row[span.tail]) * span.tailWeight
                        target[column] = sum * span.normal
                    }
                } else {
                    for (column, span) in spans.enumerated() {
                        var red: UInt32 = 0
                        var green: UInt32 = 0
                        var blue: UInt32 = 0
                        var pixel = row + span.fullStart * 3
                        for _ in span.fullStart..<span.fullEnd {
                            red &+= UInt32(pixel[0])
                            green &+= UInt32(pixel[1])
                            blue &+= UInt32(pixel[2])
                            pixel += 3
                        }
                        var sums = (Float(red), Float(green), Float(blue))
                        let lead = row + span.lead * 3
                        sums.0 += Float(lead[0]) * span.leadWeight
                        sums.1 += Float(lead[1]) * span.leadWeight
                        sums.2 += Float(lead[2]) * span.leadWeight
                        let tail = row + span.tail * 3
                        sums.0 += Float(tail[0]) * span.tailWeight
                        sums.1 += Float(tail[1]) * span.tailWeight
                        sums.2 += Float(tail[2]) * span.tailWeight
                        out[column * 3] = sums.0 * span.normal
                        out[column * 3 + 1] = sums.1 * span.normal
                        out[column * 3 + 2] = sums.2 * span.normal
                    }
                }
            }
        }
    }

    private func accumulate(into target: inout [Float], weight: Float) {
        reduced.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { out in
                for index in 0..<out.count { out[index] += source[index] * weight }
            }
        }
    }

    private func emitCurrent() {
        let offset = rowsEmitted * targetWidth * channels
        let rowNormal = currentWeight > 0 ? Float(1 / currentWeight) : 0
        pixels.withUnsafeMutableBufferPointer { out in
            current.withUnsafeBufferPointer { sums in
                for index in 0..<sums.count {
                    let value = min(255, max(0, sums[index] * rowNormal + 0.5))
                    out[offset + index] = UInt8(truncatingIfNeeded: Int(value))
                }
            }
        }
        rowsEmitted += 1
        swap(&current, &next)
        next.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        currentWeight = nextWeight
        nextWeight = 0
    }
}
