import SpenDropModel

/// Turns 8-bit Y′CbCr rows (HEIF's native planes) into grey or RGB rows, in fixed point.
///
/// Decoding HEIC to its native planes and converting row by row avoids libheif's whole-image RGB copy (and
/// its intermediate 4:4:4 planes); for grey output the chroma planes are not read at all. Chroma is
/// upsampled by repetition, which the area averaging that follows smooths anyway.
struct YCbCrConverter {
    /// Matrix coefficients as ISO/IEC 23091-2 numbers them (nclx): 1 = BT.709, 5/6 = BT.601, 9 = BT.2020.
    let matrix: Int
    let fullRange: Bool

    private let redFromCr: Int
    private let greenFromCb: Int
    private let greenFromCr: Int
    private let blueFromCb: Int

    init(matrix: Int, fullRange: Bool) {
        self.matrix = matrix
        self.fullRange = fullRange
        let (kr, kb): (Double, Double) =
            switch matrix {
            case 1: (0.2126, 0.0722)
            case 9, 10: (0.2627, 0.0593)
            default: (0.299, 0.114)
            }
        let kg = 1 - kr - kb
        let chromaScale = fullRange ? 1.0 : 255.0 / 224.0
        func fixed(_ value: Double) -> Int { Int((value * chromaScale * 65536).rounded()) }
        redFromCr = fixed(2 * (1 - kr))
        blueFromCb = fixed(2 * (1 - kb))
        greenFromCb = fixed(2 * kb * (1 - kb) / kg)
        greenFromCr = fixed(2 * kr * (1 - kr) / kg)
    }

    /// Whether libheif's matrix number is one this converter knows (others go through libheif's RGB path).
    static func supports(matrix: Int) -> Bool { [1, 5, 6, 9, 10].contains(matrix) }

    /// Luma expanded to 0…255 (limited range starts at 16 and spans 219 steps).
    @inline(__always)
    private func luma(_ value: UInt8) -> Int {
        fullRange ? Int(value) << 16 : (Int(value) - 16) * 76_310
    }

    /// Converts one row; `cb`/`cr` are the chroma rows for it (nil for grey), `shiftX` 1 when chroma is
    /// horizontally halved.
    func convert(
        y: UnsafePointer<UInt8>, cb: UnsafePointer<UInt8>?, cr: UnsafePointer<UInt8>?, shiftX: Int, width: Int,
        layout: Bitmap.Layout, into target: UnsafeMutablePointer<UInt8>
    ) {
        if layout == .gray || cb == nil || cr == nil {
            let channels = layout.rawValue
            for x in 0..<width {
                let value = Self.clamp(luma(y[x]))
                for channel in 0..<channels { target[x * channels + channel] = value }
            }
            return
        }
        guard let cb, let cr else { return }
        for x in 0..<width {
            let base = luma(y[x])
            let blueDifference = Int(cb[x >> shiftX]) - 128
            let redDifference = Int(cr[x >> shiftX]) - 128
            let out = target + x * 3
            out[0] = Self.clamp(base + redFromCr * redDifference)
            out[1] = Self.clamp(base - greenFromCb * blueDifference - greenFromCr * redDifference)
            out[2] = Self.clamp(base + blueFromCb * blueDifference)
        }
    }

    /// A 16.16 fixed-point value rounded and clamped to a byte.
    @inline(__always)
    private static func clamp(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: max(0, min(255, (value + 32_768) >> 16)))
    }
}
