import SpenDropModel

/// Reduces a bitmap to one grey channel, the form Tesseract binarises anyway.
enum GreyConversion {
    /// `bitmap` itself when already grey; otherwise its luma (BT.601 weights, integer arithmetic), alpha ignored.
    static func grey(_ bitmap: Bitmap) -> Bitmap {
        guard bitmap.layout != .gray else { return bitmap }
        let channels = bitmap.layout.rawValue
        var grey = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
        bitmap.pixels.withUnsafeBufferPointer { source in
            for index in grey.indices {
                let offset = index * channels
                let luma = 299 * Int(source[offset]) + 587 * Int(source[offset + 1]) + 114 * Int(source[offset + 2])
                grey[index] = UInt8(luma / 1000)
            }
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, layout: .gray, pixels: grey)
    }
}
