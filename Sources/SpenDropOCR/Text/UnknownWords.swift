import Foundation
import SpenDropModel

/// Words the reading language's dictionary does not know, read again with a second language's model.
///
/// English is the page's language (docs/ocr.md: it reads figures and references best), but the names on a Malaysian
/// screen or receipt are often Malay, and where a glyph is a coin toss the English network has no spelling to lean
/// on: `KEDAI RUNCIT SRI DAMAT`, `Minyak Seuit`, `Tkan Kembung`. Such a word is known to neither English nor Malay.
/// Its line is read again with the Malay model, whose network and dictionary lean the other way, and a word of that
/// reading replaces the first only where the Malay dictionary knows it, it is letters alone, and it differs by at
/// most two letters. Nothing else of the line changes, so a figure, a reference or a sign read by English stays.
///
/// Only a photographed page is checked (`isPhotographed`): on the 13 screenshots of the samples (PNG, JPEG, HEIC) the
/// check changed no word, and the Malay engine's load alone cost every screen with a Malay word 5–7 ms. A screen draws
/// its glyphs crisply; a camera's picture of print is where a glyph becomes a coin toss.
///
/// Words the check leaves alone: shorter than four letters (codes, units, initials), with a digit or a sign inside,
/// written with a capital after a small letter (`DuitNow`, `GrabPay`: brands, which no dictionary knows), and with a
/// letter three times running (`seee eens`: an account number's mask read as letters).
enum UnknownWords {
    /// Fewest letters a word needs to be checked.
    static let minimumLength = 4
    /// Most letters a second reading may change (insertions, deletions and substitutions, case aside).
    static let maximumEdits = 2

    /// A word of `text`: where it stands, and its letters without the punctuation around them.
    struct Word: Hashable {
        /// The letters' range in the line's text.
        var range: Range<String.Index>
        var letters: String
    }

    /// The words of `text` separated by white space, each stripped of the punctuation before and after it.
    static func words(_ text: String) -> [Word] {
        var result: [Word] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard !text[index].isWhitespace else {
                index = text.index(after: index)
                continue
            }
            let start = index
            while index < text.endIndex && !text[index].isWhitespace { index = text.index(after: index) }
            var low = start
            var high = index
            while low < high && isEdgePunctuation(text[low]) { low = text.index(after: low) }
            while high > low && isEdgePunctuation(text[text.index(before: high)]) { high = text.index(before: high) }
            result.append(Word(range: low..<high, letters: String(text[low..<high])))
        }
        return result
    }

    /// Largest grey spread (max − min) of a row that a screen draws flat: its background's rows are one grey (JPEG
    /// and HEIC screenshots ≤ 4 after their compression), where a photograph's light and grain leave none.
    static let flatSpread: UInt8 = 4

    /// Whether the page is a photograph (or scan) of print rather than a rendered screen: fewer than one row in fifty
    /// is flat. The samples' screenshots have 13–74% of their rows flat, the seven receipt photos none.
    static func isPhotographed(rowSpreads: [UInt8]) -> Bool {
        !rowSpreads.isEmpty && rowSpreads.lazy.filter { $0 <= flatSpread }.count * 50 < rowSpreads.count
    }

    /// Whether `word` is one the check looks at: letters alone (Latin), at least `minimumLength`, no capital after a
    /// small letter and no letter three times running.
    static func isCheckable(_ word: String) -> Bool {
        guard word.count >= minimumLength,
            word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        else { return false }
        var sawSmall = false
        var run = (letter: Character(" "), count: 0)
        for character in word {
            // A letter three times running is in no English or Malay word: dots or a mask read as letters.
            run = character.lowercased() == run.letter.lowercased() ? (run.letter, run.count + 1) : (character, 1)
            if run.count == 3 { return false }
            if character.isLowercase {
                sawSmall = true
            } else if sawSmall {
                return false
            }
        }
        return true
    }

    /// The checkable words of `text` that `isKnown` does not know.
    static func unknown(in text: String, isKnown: (String) -> Bool) -> [Word] {
        words(text).filter { isCheckable($0.letters) && !isKnown($0.letters) }
    }

    /// `text` with each word of `readings` replaced by its second reading, where that reading (stripped of the
    /// punctuation around it) is a checkable word that `isKnown` knows, differs from the first, and is at most
    /// `maximumEdits` from it (case aside).
    static func merged(_ text: String, readings: [Word: String], isKnown: (String) -> Bool) -> String {
        var result = text
        // From the end, so the ranges before each replacement stay valid.
        for word in readings.keys.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            guard let read = readings[word].map(words), read.count == 1, case let other = read[0].letters,
                other != word.letters, isCheckable(other),
                edits(word.letters.lowercased(), other.lowercased()) <= maximumEdits, isKnown(other)
            else { continue }
            result.replaceSubrange(word.range, with: other)
        }
        return result
    }

    /// The box among `boxes` (words read again with their boxes, in the crop's pixels) that is `letters` read
    /// again: the word nearest in spelling (at most one letter apart, case aside) whose middle lies within rows
    /// `rows` (the line's own, not a neighbour's that the crop takes in), the first of equals.
    static func box(of letters: String, among boxes: [PixelLine], rows: Range<Int>) -> PixelLine? {
        let wanted = letters.lowercased()
        var best: (box: PixelLine, edits: Int)?
        for box in boxes where rows.contains((box.top + box.bottom) / 2) {
            let read = words(box.text)
            guard read.count == 1 else { continue }
            let distance = edits(read[0].letters.lowercased(), wanted)
            if distance <= 1 && distance < (best?.edits ?? .max) { best = (box, distance) }
        }
        return best?.box
    }

    /// The pixels of `line`'s box alone (grey), in a margin of its own paper: a crop with the rows around the box
    /// would take in the neighbouring lines' ascenders and descenders where lines sit close (a receipt's photo), and
    /// a line read alone then reads them as letters. Nil for a bitmap that is not grey or an empty box.
    static func isolated(_ bitmap: Bitmap, line: PixelLine) -> Bitmap? {
        let left = max(0, line.left)
        let top = max(0, line.top)
        let right = min(bitmap.width, line.right)
        let bottom = min(bitmap.height, line.bottom)
        guard bitmap.layout == .gray, right > left, bottom > top else { return nil }
        var histogram = [Int](repeating: 0, count: 256)
        for y in top..<bottom {
            for x in left..<right { histogram[Int(bitmap.pixels[y * bitmap.bytesPerRow + x])] += 1 }
        }
        // The paper: the grey nine in ten of the box's pixels are at most (ink is the dark tenth or less).
        var paper = 255
        var seen = 0
        let goal = (right - left) * (bottom - top) * 9 / 10
        for level in 0..<256 {
            seen += histogram[level]
            if seen >= goal {
                paper = level
                break
            }
        }
        let pad = max(4, (bottom - top) * 3 / 10)
        let width = right - left + 2 * pad
        let height = bottom - top + 2 * pad
        var pixels = [UInt8](repeating: UInt8(paper), count: width * height)
        for y in top..<bottom {
            let source = y * bitmap.bytesPerRow
            let target = (y - top + pad) * width + pad
            for x in left..<right { pixels[target + x - left] = bitmap.pixels[source + x] }
        }
        return Bitmap(width: width, height: height, layout: .gray, pixels: pixels)
    }

    /// Levenshtein distance between `a` and `b`, by characters.
    static func edits(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func isEdgePunctuation(_ character: Character) -> Bool {
        ".,:;!?()[]{}|\"'‘’“”".contains(character)
    }
}
