/// A brand's own spelling for a word that Title Case would flatten: `TIKTOK ADS` is `TikTok Ads` and `EZ-LINK PTE
/// LTD` is `EZ-Link` where the screen (`Top-up via EZ-Link app`) or a known brand (`TikTok Shop`) writes the word
/// with a capital inside it.
enum NameSpelling {
    /// Words with a capital after their first letter and a small letter somewhere, as known brands spell them.
    private static let catalogSpellings: [String: String] = {
        var spellings: [String: String] = [:]
        for brand in BrandCatalog.brands {
            for word in brand.name.split(separator: " ").map(String.init) where hasInnerCapital(word) {
                spellings[word.lowercased()] = word
            }
        }
        return spellings
    }()

    private static let legalTails = Words.phrases(["sdn bhd", "bhd", "berhad", "plt", "ltd", "pte", "llc", "inc"])

    /// `name` with each word in plain Title Case respelled as the screen or a known brand writes it.
    static func respelled(_ name: String, on screen: Screen) -> String {
        let words = name.split(separator: " ").map(String.init)
        // Only the name's own Title Case words are looked for, each as the catalog spells it unless a line says.
        var spellings: [String: String?] = [:]
        for word in words where isTitleCased(word) {
            let key = word.lowercased()
            spellings[key] = catalogSpellings[key]
        }
        guard !spellings.isEmpty else { return name }
        // A company's registered name (`PhysioCare Rehab Centre PLT`) is how it is filed, not how it is written in
        // use: only other lines (`Top-up via EZ-Link app`) teach a spelling.
        for line in screen.lines where line.isReliable && !Words.containsAny(line.words, legalTails) {
            for raw in line.text.split(separator: " ") {
                let word = trimmedWord(String(raw))
                let key = word.lowercased()
                if spellings[key] != nil, hasInnerCapital(word) { spellings[key] = word }
            }
        }
        return words.map { word in
            isTitleCased(word) ? (spellings[word.lowercased()] ?? nil) ?? word : word
        }.joined(separator: " ")
    }

    /// A word in plain Title Case: a capital, then small letters only, each part of a hyphenated word so (`Tiktok`, `Ez-Link`).
    private static func isTitleCased(_ word: String) -> Bool {
        guard let first = word.first, first.isUppercase else { return false }
        let letters = word.dropFirst().filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy(\.isLowercase)
            || word.contains("-")
                && word.split(separator: "-").allSatisfy { part in
                    part.first?.isUppercase == true && part.dropFirst().allSatisfy { !$0.isUppercase }
                }
    }

    /// A word with a capital after its first letter and at least one small letter (`TikTok`, `EZ-Link`, `iCloud`).
    private static func hasInnerCapital(_ word: String) -> Bool {
        word.count >= 4 && word.contains(where: \.isLowercase) && word.dropFirst().contains(where: \.isUppercase)
            && word.allSatisfy { $0.isLetter || $0 == "-" }
    }

    /// The word without the punctuation around it (`EZ-Link,` → `EZ-Link`).
    private static func trimmedWord(_ word: String) -> String {
        String(word.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed())
    }
}
