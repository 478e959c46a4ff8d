import Foundation

/// Puts back together a hyphenated code that the network read with a space before one of its hyphens.
///
/// Tesseract's network decides spaces itself, from the gap it sees: in a printed code such as a tax number
/// (`W10-2604-32000118`) the gap before a hyphen is wider than between digits, and in the grey of a photographed
/// receipt it came out as a word break (`W10-2604 -32000118`). A word never begins with a hyphen and a digit right
/// after a word that is itself a hyphenated code ending in a digit: that hyphen joins the two. A figure after a
/// plain number or word (`Promo Buy 2 Save 10 -10.00`, `E-VOUCHER RM20 -20.00`) is left alone, since its first part
/// has no hyphen between letters or digits, or does not end in a digit.
enum HyphenatedCodes {
    private static let split = try! NSRegularExpression(
        pattern: #"(?<![\p{L}\p{N}.,-])([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*-\p{N}+) (-\p{N})"#)

    /// `text` with each such space removed (a code split twice is joined in two passes).
    static func joined(_ text: String) -> String {
        var text = text
        while text.contains(" -") {
            let range = NSRange(text.startIndex..., in: text)
            let joined = split.stringByReplacingMatches(in: text, range: range, withTemplate: "$1$2")
            if joined == text { break }
            text = joined
        }
        return text
    }
}
