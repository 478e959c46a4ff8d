/// Word-boundary matching: text is reduced to lowercase words separated by single spaces, padded at both ends.
///
/// Matching a phrase is then a search for `" phrase "`, so "coffee" never matches "fee" and "taxi" never "tax".
/// Apostrophes are dropped (so "Touch 'n Go" reads "touch n go" and "McDonald's" reads "mcdonalds").
enum Words {
    /// The padded word form of `text`.
    static func normalize(_ text: String) -> String {
        var out = " "
        out.reserveCapacity(text.utf8.count + 2)
        var lastWasSpace = true
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'", "’", "‘", "`":
                continue
            default:
                break
            }
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                lastWasSpace = false
            } else if !lastWasSpace {
                out.append(" ")
                lastWasSpace = true
            }
        }
        if !lastWasSpace { out.append(" ") }
        return out
    }

    /// Phrases prepared for `contains`: each normalised and padded once.
    static func phrases(_ list: [String]) -> [String] {
        list.map { normalize($0) }
    }

    /// Whether the padded word form contains any of the prepared phrases.
    static func containsAny(_ padded: String, _ prepared: [String]) -> Bool {
        prepared.contains { padded.contains($0) }
    }

    /// The first prepared phrase found, if any.
    static func firstFound(_ padded: String, _ prepared: [String]) -> String? {
        prepared.first { padded.contains($0) }
    }

    /// The number of words in a padded word form.
    static func count(_ padded: String) -> Int {
        padded.split(separator: " ").count
    }
}
