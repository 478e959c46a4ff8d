import SpenDropModel

/// Decides whether text came out too small to trust at the chosen size, and how large a second pass should be.
///
/// Phone screenshots downsampled to 1280 px keep body text at ~20 px a line, which Tesseract reads well. A scan or
/// photo of a paper receipt shrunk to 1280 px can bring its print down to 8–10 px, where digits go (measured on a
/// drawn A4 receipt: CER 0.11 at 1280 px with the total lost, 0.012 at 2000 px, 0.003 at full size). The first
/// pass is cheap and tells the line heights; this check turns them into a size for a second pass.
public enum SmallTextCheck {
    /// Median line height, in pixels of the recognised bitmap, below which a second pass is worth it.
    public static let minimumLineHeight = 13.0
    /// The line height a second pass aims for.
    public static let targetLineHeight = 20.0

    /// The median height of the boxed lines in pixels of a bitmap `imageHeight` tall, or nil without boxed lines.
    public static func medianLineHeight(_ text: OCRText, imageHeight: Int) -> Double? {
        let heights = text.lines.compactMap { $0.box?.height }.map { $0 * Double(imageHeight) }.sorted()
        guard !heights.isEmpty else { return nil }
        return heights[heights.count / 2]
    }

    /// The longest side for a second pass, or nil when the first pass's text is large enough (or the source has no
    /// more pixels to give).
    ///
    /// - Parameters:
    ///   - text: the first pass's lines.
    ///   - imageHeight: the height of the bitmap the first pass read.
    ///   - currentMaxSide: the longest side of that bitmap.
    ///   - sourceMaxSide: the longest side of the original image.
    public static func secondPassMaxSide(
        for text: OCRText, imageHeight: Int, currentMaxSide: Int, sourceMaxSide: Int
    ) -> Int? {
        guard let median = medianLineHeight(text, imageHeight: imageHeight), median > 0,
            median < minimumLineHeight, sourceMaxSide > currentMaxSide
        else { return nil }
        let wanted = Double(currentMaxSide) * targetLineHeight / median
        let size = min(sourceMaxSide, Int(wanted.rounded(.up)))
        // Less than a tenth larger would read the same pixels again.
        return size * 10 >= currentMaxSide * 11 ? size : nil
    }
}
