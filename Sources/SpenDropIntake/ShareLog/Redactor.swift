import Foundation

/// Masks anything in a log message that looks like a person's content, as a safety net behind the rule that
/// authors never log content: digit runs (account, card, phone numbers), RM amounts, decimals, e-mail addresses,
/// quoted text and the values of content-like keys. Share ids (UUIDs) are kept, since they carry no content.
public struct Redactor: Sendable {
    /// The longest message kept, in characters; the rest is cut so one line stays well below `PIPE_BUF`.
    public var maximumLength: Int

    public init(maximumLength: Int = 400) {
        self.maximumLength = maximumLength
    }

    /// `text` on one line with content masked.
    public func redact(_ text: String) -> String {
        let oneLine = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.properties.generalCategory {
                    case .control, .lineSeparator, .paragraphSeparator: " "
                    default: scalar
                    }
                }))
        var result = ""
        var rest = Substring(oneLine)
        // UUIDs are carved out first so the digit-run rule does not eat parts of a share id.
        while let match = rest.firstMatch(of: Self.uuid) {
            result += mask(String(rest[..<match.range.lowerBound]))
            result += rest[match.range]
            rest = rest[match.range.upperBound...]
        }
        result += mask(String(rest))
        if result.count > maximumLength {
            result = String(result.prefix(maximumLength)) + "…"
        }
        return result
    }

    private func mask(_ text: String) -> String {
        var text = text
        for (pattern, replacement) in Self.rules {
            text = text.replacing(
                pattern,
                with: { match in
                    replacement.replacingOccurrences(of: "$1", with: match.output[1].substring.map(String.init) ?? "")
                })
        }
        return text
    }

    nonisolated(unsafe) private static let uuid =
        #/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/#

    /// Each rule has one capture group, echoed by `$1` where the replacement keeps it.
    nonisolated(unsafe) private static let rules: [(Regex<AnyRegexOutput>, String)] = [
        (try! Regex(#"(")[^"]*""#), "$1[redacted]\""),
        (try! Regex(#"(“)[^”]*”"#), "$1[redacted]”"),
        (try! Regex(#"([\w.+-]+)@[\w-]+(\.[\w-]+)+"#), "[email]"),
        (
            try! Regex(
                #"(?i)\b(merchant|text|ocr|amount|account|card|phone|name|reference|ref|note|remarks?|payee)"#
                    + #"\s*[:=]\s*\S+"#),
            "$1=[redacted]"
        ),
        (try! Regex(#"(?i)\b(RM|MYR)\s?-?\d[\d,]*(\.\d+)?"#), "$1 [amount]"),
        (try! Regex(#"(\+?)\d(?:[ \-]?\d){5,}"#), "[number]"),
        (try! Regex(#"(-?)\b\d[\d,]*\.\d{2}\b"#), "[amount]"),
    ]
}
