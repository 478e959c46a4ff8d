import Foundation
import SpenDropModel

/// Picks the tall amount lines worth a second look and prepares their pixels for it.
///
/// The large "hero" amount beside a small `RM` is the line Tesseract misreads most (measured on the samples read
/// as a page: `64.20` → `04.20`, `86.40` → `06.40`, `35.80` → `39.80`). Cropped alone and scaled so the line is
/// ~20 px tall, the same engine read the digits of all nine PNG samples' heroes right, while re-reading ordinary tall
/// lines (promotion banners) this way made them worse. So only lines that look like an amount are re-read, and
/// the re-read replaces the text only when it looks like an amount too.
enum HeroAmountReread {
    /// A line this many times taller than the median line is a hero.
    static let heightFactor = 1.6
    /// The line height, in pixels, the crop is scaled to.
    static let targetHeight = 20.0
    /// The line height of a second look at large text read unsure at `targetHeight` (`LargeTextRecovery`): on the
    /// 35 drawn heroes, the four whose figures came out empty or as letters at 20 px (heavy `88` and `30`) read
    /// right at 28 px, and the 20 px reading stays where it was sure.
    static let secondHeight = 28.0
    /// A number read with less confidence than this is unsure, and large text gets its second look.
    static let unsureNumber = 0.5

    /// An optional short currency-like token (as OCR renders `RM`: `rm`, `ru`, `nu`…), then a number ending in
    /// two decimals; nothing else.
    private static let amountPattern = try! NSRegularExpression(
        pattern: #"^\W{0,2}[A-Za-z]{0,3}\s?-?\s?[0-9][0-9.,\s]*[.,]\s?[0-9]{2}\W{0,2}$"#)

    private static let numberPattern = try! NSRegularExpression(pattern: #"[0-9][0-9.,\s]*[.,]\s?[0-9]{2}"#)

    /// The first pass's line with its number replaced by the re-read's number.
    ///
    /// Only the digits are taken from the re-read: the small currency mark beside a hero is garbled either way
    /// (`rm`, `ru`, `nv` in the first pass; `nm`, `mm`, `wu` in the re-read), and the first pass's rendering is the
    /// one the parser's repairs were written against.
    static func merged(first: String, reread: String) -> String {
        guard let old = numberPattern.firstMatch(in: first, range: NSRange(first.startIndex..., in: first)),
            let new = numberPattern.firstMatch(in: reread, range: NSRange(reread.startIndex..., in: reread)),
            let oldRange = Range(old.range, in: first), let newRange = Range(new.range, in: reread)
        else { return reread }
        return first.replacingCharacters(in: oldRange, with: reread[newRange])
    }

    /// Whether `text` reads like a lone amount (with or without its currency).
    static func isAmountLike(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        return amountPattern.firstMatch(in: text, range: range) != nil
    }

    /// Indices of the lines to re-read: amount-like, much taller than the median line, and not confirmed by a line
    /// of ordinary size carrying the same number.
    ///
    /// The re-read is there to settle a hero the page disagrees with (the misreads above all had the right number on
    /// their amount or total row) or one nothing else on the page checks. When a line read at another size gives the
    /// same digits, two independent readings agree and a third settles nothing. Three of the nine PNG samples skip
    /// it now (5–8 ms each, one Tesseract call on the crop) with the same lines as before; the others re-read a hero
    /// that disagrees with its amount row, stands alone, or was read with spaces inside its number.
    static func candidates(_ lines: [PixelLine]) -> [Int] {
        let heights = lines.map { $0.bottom - $0.top }.sorted()
        guard !heights.isEmpty else { return [] }
        let median = Double(heights[heights.count / 2])
        let isTall = { (line: PixelLine) in Double(line.bottom - line.top) >= median * heightFactor }
        let confirmed = Set(lines.filter { !isTall($0) }.flatMap { numbers(in: $0.text) })
        return lines.indices.filter { index in
            let line = lines[index]
            guard isTall(line) && isAmountLike(line.text) else { return false }
            // A number read with spaces inside (`1,250 . 00`) is read again all the same: the re-read tidies it.
            let tidy = numbers(in: line.text, keepingSpaced: false)
            return !tidy.contains { confirmed.contains($0) }
        }
    }

    /// The digits of every two-decimal number in `text`, separators and spaces dropped (`RM 1,250.00` → `125000`);
    /// without `keepingSpaced`, numbers with a space inside are left out.
    static func numbers(in text: String, keepingSpaced: Bool = true) -> [String] {
        numberPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let number = text[range]
            if !keepingSpaced && number.contains(where: \.isWhitespace) { return nil }
            return String(number.filter(\.isNumber))
        }
    }

    /// Where `crop(_:around:height:)` takes its pixels from: the line with a margin of 30% of its height (at least
    /// 2 px) each side, within the bitmap, and the scale it applies; nil for an empty line or box.
    static func frame(_ bitmap: Bitmap, around line: PixelLine, height target: Double = targetHeight)
        -> (left: Int, top: Int, right: Int, bottom: Int, scale: Double)?
    {
        let height = line.bottom - line.top
        guard height > 0 else { return nil }
        let pad = max(2, height * 3 / 10)
        let left = max(0, line.left - pad)
        let top = max(0, line.top - pad)
        let right = min(bitmap.width, line.right + pad)
        let bottom = min(bitmap.height, line.bottom + pad)
        guard right > left, bottom > top else { return nil }
        return (left, top, right, bottom, min(1, target / Double(height)))
    }

    /// The line's pixels with a margin, scaled (area average) so the line is `height` tall at most; grey input only.
    static func crop(_ bitmap: Bitmap, around line: PixelLine, height target: Double = targetHeight) -> Bitmap? {
        guard bitmap.layout == .gray,
            let (left, top, right, bottom, scale) = frame(bitmap, around: line, height: target)
        else { return nil }
        let outWidth = max(1, Int(Double(right - left) * scale))
        let outHeight = max(1, Int(Double(bottom - top) * scale))
        var out = [UInt8](repeating: 255, count: outWidth * outHeight)
        for oy in 0..<outHeight {
            let y0 = top + Int(Double(oy) / scale)
            let y1 = max(y0 + 1, min(bottom, top + Int(Double(oy + 1) / scale)))
            for ox in 0..<outWidth {
                let x0 = left + Int(Double(ox) / scale)
                let x1 = max(x0 + 1, min(right, left + Int(Double(ox + 1) / scale)))
                var sum = 0
                for y in y0..<y1 {
                    for x in x0..<x1 { sum += Int(bitmap.pixels[y * bitmap.width + x]) }
                }
                out[oy * outWidth + ox] = UInt8(sum / ((y1 - y0) * (x1 - x0)))
            }
        }
        return Bitmap(width: outWidth, height: outHeight, layout: .gray, pixels: out)
    }
}
