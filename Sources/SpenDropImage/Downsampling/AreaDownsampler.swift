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
    /// Per source column: the first target column it overlaps, and the share of it that falls there.
    private let columnTarget: [Int]
    private let columnShare: [Float]
    /// Per target column: 1 / the total weight it receives.
    private let columnNormal: [Float]
    private var reduced: [Float]
    private var current: [Float]
    private var next: [Float]
    private var currentWeight: Double = 0
    private var nextWeight: Double = 0

    /// Creates a downsampler; the target must be no larger than the source on either side.
    init(sourceWidth: Int, sourceHeight: Int, targetWidth: Int, targetHeight: Int, layout: Bitmap.Layout) {
        precondition(targetWidth >= 1 && targetHeight >= 1)
        precondition(targetWidth <= sourceWidth && targetHeight <= sourceHeight)
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.targetWidth = targetWidth
        self.targetHeight = targetHeight
        self.layout = layout
        channels = layout.rawValue
        isIdentity = targetWidth == sourceWidth && targetHeight == sourceHeight
        pixels = [UInt8](repeating: 0, count: targetWidth * targetHeight * layout.rawValue)
        scaleY = Double(sourceHeight) / Double(targetHeight)
        if isIdentity {
            columnTarget = []
            columnShare = []
            columnNormal = []
            reduced = []
            current = []
            next = []
            return
        }
        let scaleX = Double(sourceWidth) / Double(targetWidth)
        var targets = [Int](repeating: 0, count: sourceWidth)
        var shares = [Float](repeating: 1, count: sourceWidth)
        var totals = [Double](repeating: 0, count: targetWidth)
        for column in 0..<sourceWidth {
            let target = min(targetWidth - 1, Int(Double(column) / scaleX))
            let boundary = Double(target + 1) * scaleX
            var share = 1.0
            if target < targetWidth - 1, Double(column + 1) > boundary + 1e-9 {
                share = boundary - Double(column)
            }
            targets[column] = target
            shares[column] = Float(share)
            totals[target] += share
            if share < 1 { totals[target + 1] += 1 - share }
        }
        columnTarget = targets
        columnShare = shares
        columnNormal = totals.map { $0 > 0 ? Float(1 / $0) : 0 }
        reduced = [Float](repeating: 0, count: targetWidth * layout.rawValue)
        current = reduced
        next = reduced
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

    private func reduceHorizontally(_ row: UnsafePointer<UInt8>) {
        let channels = channels
        let width = sourceWidth
        reduced.withUnsafeMutableBufferPointer { out in
            out.update(repeating: 0)
            columnTarget.withUnsafeBufferPointer { targets in
                columnShare.withUnsafeBufferPointer { shares in
                    for column in 0..<width {
                        let base = targets[column] * channels
                        let share = shares[column]
                        let source = row + column * channels
                        if share >= 1 {
                            for channel in 0..<channels { out[base + channel] += Float(source[channel]) }
                        } else {
                            let rest = 1 - share
                            for channel in 0..<channels {
                                let value = Float(source[channel])
                                out[base + channel] += value * share
                                out[base + channels + channel] += value * rest
                            }
                        }
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
        let channels = channels
        let offset = rowsEmitted * targetWidth * channels
        let rowNormal = currentWeight > 0 ? Float(1 / currentWeight) : 0
        pixels.withUnsafeMutableBufferPointer { out in
            current.withUnsafeBufferPointer { sums in
                columnNormal.withUnsafeBufferPointer { normals in
                    for column in 0..<targetWidth {
                        let normal = normals[column] * rowNormal
                        for channel in 0..<channels {
                            let index = column * channels + channel
                            let value = sums[index] * normal + 0.5
                            out[offset + index] = UInt8(max(0, min(255, value)))
                        }
                    }
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
