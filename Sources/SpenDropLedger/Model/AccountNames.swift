import SpenDropModel

/// What an account's own name says: the provider it names, and how close two names are.
public enum AccountNames {
    /// The names people give each provider, as lower-case words. Matched on whole words, so "Boostcamp" is not
    /// Boost and "Cashback card" is not cash.
    static let aliases: [(words: [String], provider: Provider)] = [
        (["tng"], .touchNGo), (["touch", "n", "go"], .touchNGo), (["touchngo"], .touchNGo),
        (["tngo"], .touchNGo), (["maybank"], .maybank), (["mae"], .maybank), (["m2u"], .maybank),
        (["cimb"], .cimb), (["octo"], .cimb), (["rhb"], .rhb), (["public", "bank"], .publicBank),
        (["pbe"], .publicBank), (["hong", "leong"], .hongLeong), (["hlb"], .hongLeong), (["ambank"], .ambank),
        (["bank", "islam"], .bankIslam), (["bank", "rakyat"], .bankRakyat), (["bsn"], .bsn), (["affin"], .affin),
        (["alliance"], .alliance), (["ocbc"], .ocbc), (["uob"], .uob), (["hsbc"], .hsbc),
        (["standard", "chartered"], .standardChartered), (["stanchart"], .standardChartered),
        (["agrobank"], .agrobank), (["muamalat"], .muamalat), (["grabpay"], .grabpay), (["grab"], .grabpay),
        (["boost"], .boost), (["shopeepay"], .shopeepay), (["shopee"], .shopeepay), (["bigpay"], .bigpay),
        (["setel"], .setel), (["wise"], .wise), (["apple", "pay"], .applePay), (["cash"], .cash),
    ]

    /// The provider an account's name names, if exactly one does.
    public static func provider(in name: String) -> Provider? {
        let words = self.words(name)
        var found: Set<Provider> = []
        for alias in aliases where contains(words, alias.words) { found.insert(alias.provider) }
        return found.count == 1 ? found.first : nil
    }

    /// The Levenshtein distance between `a` and `b`, or `limit + 1` as soon as it must exceed `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            var rowMinimum = current[0]
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j + 1])
            }
            if rowMinimum > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    /// Lower-case words of letters and digits; an apostrophe joins ("Touch 'n Go" → touch, n, go).
    private static func words(_ text: String) -> [String] {
        text.lowercased().filter { $0 != "'" && $0 != "’" }
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    private static func contains(_ words: [String], _ sequence: [String]) -> Bool {
        guard !sequence.isEmpty, words.count >= sequence.count else { return false }
        for start in 0...(words.count - sequence.count) where Array(words[start..<start + sequence.count]) == sequence {
            return true
        }
        return false
    }
}
