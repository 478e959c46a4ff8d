import Foundation

/// Repairs letters Tesseract cannot tell apart by their shape alone, where spelling can.
///
/// In the sans-serif fonts of phone screens a capital I and a small l are one vertical stroke, and the network reads
/// either for either: boost_dark's `Kedai Buku Cahaya Ilmu` came out `IImu` read as one page, `Ilmu` read in a band.
/// No English or Malay word begins with two capital I's followed by small letters, so at a word's start a capital I
/// followed by more I's and then small letters is a capital and small l's (`IImu` → `Ilmu`, `IIham` → `Ilham`).
/// Words in capitals (`III`, `CIMB`), and a Roman numeral with one letter after it (`IIa`), are left as they are.
enum LetterShapes {
    private static let doubledCapital = try! NSRegularExpression(pattern: #"(?<![\p{L}\p{N}])I(I+)(?=\p{Ll}{2})"#)

    /// `text` with each word-initial `II…` before small letters read as `Il…`.
    static func repaired(_ text: String) -> String {
        guard text.contains("II") else { return text }
        let mutable = NSMutableString(string: text)
        let matches = doubledCapital.matches(in: text, range: NSRange(location: 0, length: mutable.length))
        for match in matches.reversed() {
            let run = match.range(at: 1)
            mutable.replaceCharacters(in: run, with: String(repeating: "l", count: run.length))
        }
        return mutable as String
    }
}
