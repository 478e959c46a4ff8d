/// Word-boundary matching: text is reduced to lowercase words separated by single spaces, padded at both ends.
///
/// Matching a phrase is then a search for `" phrase "`, so "coffee" never matches "fee" and "taxi" never "tax".
/// Apostrophes are dropped (so "Touch 'n Go" reads "touch n go" and "McDonald's" reads "mcdonalds").
enum Words {
    /// Whether `text` holds a run of at least `length` letters: a word, where OCR's fragments of a logo or a status
    /// bar's marks have none.
    static func hasLetterRun<Text: StringProtocol>(_ text: Text, atLeast length: Int) -> Bool {
        var run = 0
        for character in text {
            run = character.isLetter ? run + 1 : 0
            if run >= length { return true }
        }
        return false
    }

    /// The padded word form of `text`.
    static func normalize(_ text: String) -> String {
        var out = " "
        out.reserveCapacity(text.utf8.count + 2)
        var lastWasSpace = true
        var previous: Unicode.Scalar = " "
        var lettersBefore = 0
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let current = next {
            next = scalars.next()
            defer { previous = current }
            var scalar = current
            // "T0TAL", "J0HOR": OCR's zero between two letters is the letter O.
            if scalar == "0", previous.properties.isAlphabetic, next?.properties.isAlphabetic == true { scalar = "o" }
            // "CA5H": a five between two capitals is OCR's S.
            if scalar == "5", previous.properties.isUppercase, next?.properties.isUppercase == true { scalar = "s" }
            // "Tota1": a one closing a word of three letters or more is OCR's l.
            if scalar == "1", lettersBefore >= 3,
                !(next.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ?? false)
            {
                scalar = "l"
            }
            // "TUNAl", "VlSA": a small l inside a word of capitals is OCR's capital I.
            if scalar == "l", previous.properties.isUppercase,
                next.map({ $0.properties.isUppercase || !$0.properties.isAlphabetic }) ?? true
            {
                scalar = "i"
            }
            switch scalar {
            case "'", "’", "‘", "`":
                continue
            default:
                break
            }
            lettersBefore = scalar.properties.isAlphabetic ? lettersBefore + 1 : 0
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                lastWasSpace = false
            } else if !lastWasSpace {
                out.append(" ")
                lastWasSpace = true
            }
        }
        if !lastWasSpace { out.append(" ") }
        return joinSpacedLetters(out)
    }

    /// `T O T A L` (a faded receipt read letter by letter) becomes `total`: three or more single letters in a row.
    private static func joinSpacedLetters(_ padded: String) -> String {
        let tokens = padded.split(separator: " ")
        guard tokens.count >= 3, tokens.contains(where: { $0.count == 1 }) else { return padded }
        var out: [String] = []
        var run = ""
        var runLength = 0
        func flush() {
            if runLength >= 3 {
                out.append(run)
            } else {
                out += run.map { String($0) }
            }
            run = ""
            runLength = 0
        }
        for token in tokens {
            if token.count == 1, token.first?.isLetter == true {
                run += token
                runLength += 1
            } else {
                flush()
                out.append(String(token))
            }
        }
        flush()
        return " " + out.joined(separator: " ") + " "
    }

    /// Phrases prepared for `contains`: each normalised and padded once.
    static func phrases(_ list: [String]) -> [String] {
        list.map { normalize($0) }
    }

    /// Whether the padded word form contains any of the prepared phrases.
    static func containsAny(_ padded: String, _ prepared: [String]) -> Bool {
        prepared.contains { occurs($0, in: padded) }
    }

    /// The first prepared phrase found, if any.
    static func firstFound(_ padded: String, _ prepared: [String]) -> String? {
        prepared.first { occurs($0, in: padded) }
    }

    /// A plain byte search: word forms are short, and this avoids locale-aware string searching on every check.
    static func occurs(_ needle: String, in haystack: String) -> Bool {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { hay in
            needle.withUTF8 { pin in
                let n = pin.count
                guard n > 0, n <= hay.count else { return n == 0 }
                let first = pin[0]
                var i = 0
                let last = hay.count - n
                while i <= last {
                    if hay[i] == first {
                        var k = 1
                        while k < n && hay[i + k] == pin[k] { k += 1 }
                        if k == n { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// The number of words in a padded word form.
    static func count(_ padded: String) -> Int {
        padded.split(separator: " ").count
    }
}
