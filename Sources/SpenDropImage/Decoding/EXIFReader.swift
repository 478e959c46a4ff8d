/// Reads the orientation tag from a JPEG APP1 (EXIF) payload, bounds-checked at every step.
///
/// Only IFD0's tag 0x0112 matters here; anything malformed reads as "no orientation" rather than an error,
/// because a broken EXIF block does not make the pixels unusable.
enum EXIFReader {
    /// The orientation in `payload` (starting with "Exif\0\0"), or nil when absent or malformed.
    static func orientation(in payload: UnsafeBufferPointer<UInt8>) -> ImageOrientation? {
        let header: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        guard payload.count >= 14, Array(payload[0..<6]) == header else { return nil }
        let tiff = UnsafeBufferPointer(rebasing: payload[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= tiff.count else { return nil }
            let (a, b) = (Int(tiff[offset]), Int(tiff[offset + 1]))
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func read32(_ offset: Int) -> Int? {
            guard let low = read16(littleEndian ? offset : offset + 2),
                let high = read16(littleEndian ? offset + 2 : offset)
            else { return nil }
            return high << 16 | low
        }
        guard read16(2) == 42, let directory = read32(4), let count = read16(directory) else { return nil }
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let tag = read16(entry) else { return nil }
            guard tag == 0x0112 else { continue }
            guard read16(entry + 2) == 3, let value = read16(entry + 8) else { return nil }
            return ImageOrientation(rawValue: value)
        }
        return nil
    }
}
