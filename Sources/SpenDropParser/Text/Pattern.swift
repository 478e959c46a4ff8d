import Foundation

/// A regular expression compiled once and shared; matching never mutates it, so sharing across threads is safe.
final class Pattern: @unchecked Sendable {
    private let expression: NSRegularExpression

    /// Compiles a pattern that is part of the parser's source; a bad pattern is a programming error caught by tests.
    init(_ pattern: String, caseInsensitive: Bool = true) {
        var options: NSRegularExpression.Options = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        do {
            expression = try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            preconditionFailure("invalid built-in pattern")
        }
    }

    /// Every match in `text`, each as its capture groups (index 0 is the whole match; a missing group is nil).
    func matches(in text: String) -> [[String?]] {
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).map { match in
            (0..<match.numberOfRanges).map { group in
                let range = match.range(at: group)
                guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else { return nil }
                return String(text[swiftRange])
            }
        }
    }

    /// The first match's capture groups, or nil.
    func firstMatch(in text: String) -> [String?]? {
        let whole = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: whole) else { return nil }
        return (0..<match.numberOfRanges).map { group in
            let range = match.range(at: group)
            guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else { return nil }
            return String(text[swiftRange])
        }
    }

    /// `text` with every match replaced by a template (`$1` refers to a group).
    func replacing(_ text: String, _ template: String) -> String {
        expression.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    /// Whether the pattern occurs anywhere in `text`.
    func occurs(in text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

extension Pattern {
    /// `text` with every match replaced by `template`.
    func replace(in text: String, with template: String) -> String {
        replacing(text, template)
    }
}
