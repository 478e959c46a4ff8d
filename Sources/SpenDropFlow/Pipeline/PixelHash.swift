import SpenDropLedger
import SpenDropModel

/// A difference hash of a decoded, downsampled image: the same screen saved as PNG, JPEG or HEIC, or at another
/// size, hashes within a few bits, where its bytes (and their SHA-256) share nothing.
///
/// The image is averaged into a grid of 17 × 24 cells of grey; each of the 16 × 24 bits says whether a cell is
/// clearly brighter than its right-hand neighbour, and the 384 bits are folded into 64. Averaging over whole cells
/// removes compression noise and scale; comparing neighbours removes overall brightness. The grid, the margin and
/// the threshold are measured in docs/ledger.md (`spendrop-bench pixelhash`).
public enum PixelHash {
    /// Hashes at most this many bits apart are the same screen (measured on the bundled samples: see
    /// docs/ledger.md); the ledger's duplicate check applies it.
    public static var sameScreenThreshold: Int { LedgerStore.sameScreenBits }

    /// Grid cells across (one more than the bits per row) and down.
    static let columns = 17
    static let rows = 24
    /// How much brighter (mean grey levels) a cell must be than its neighbour to set its bit: flat areas, where
    /// compression noise would flip a bare comparison, stay 0 in every format.
    static let margin = 8

    /// The 64-bit difference hash of `bitmap`.
    public static func differenceHash(of bitmap: Bitmap) -> UInt64 {
        let columns = Self.columns
        let rows = Self.rows
        var sums = [Int](repeating: 0, count: columns * rows)
        var counts = [Int](repeating: 0, count: columns * rows)
        let channels = bitmap.layout.rawValue
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<bitmap.height {
                let row = y * rows / bitmap.height
                let base = y * bitmap.bytesPerRow
                for x in 0..<bitmap.width {
                    let cell = row * columns + x * columns / bitmap.width
                    let offset = base + x * channels
                    let grey: Int
                    if channels >= 3 {
                        // Rec. 601 luma in integers.
                        grey =
                            (Int(pixels[offset]) * 299 + Int(pixels[offset + 1]) * 587 + Int(pixels[offset + 2]) * 114)
                            / 1000
                    } else {
                        grey = Int(pixels[offset])
                    }
                    sums[cell] += grey
                    counts[cell] += 1
                }
            }
        }
        // Each row's bits, then the next row's, folded into 64 by exclusive or: two hashes of one screen differ in
        // at most as many bits folded as unfolded, while two screens' scattered differences spread over the 64.
        var hash: UInt64 = 0
        var bit = 0
        for row in 0..<rows {
            for column in 0..<(columns - 1) {
                let left = row * columns + column
                let right = left + 1
                let leftCount = max(counts[left], 1)
                let rightCount = max(counts[right], 1)
                if sums[left] * rightCount > (sums[right] + margin * rightCount) * leftCount {
                    // Each further 64 bits is turned by 5 more places before it is folded in, so a pattern that
                    // repeats down the screen (rows of a list) does not cancel itself out.
                    let chunk = bit / 64
                    hash ^= 1 << UInt64((bit + chunk * 5) % 64)
                }
                bit += 1
            }
        }
        return hash
    }

    /// How many bits two hashes differ in.
    public static func distance(_ a: UInt64, _ b: UInt64) -> Int { (a ^ b).nonzeroBitCount }
}
