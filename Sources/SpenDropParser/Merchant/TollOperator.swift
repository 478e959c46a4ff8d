/// Highway toll operators and their concessions, as toll rows, alerts and plazas print them (`PLUS AYER KEROH`,
/// `LPT2 TELEMONG`, `LATAR IJOK`, `PLUS EDL BSI`).
///
/// A toll is paid to the operator: its acronym, in capitals, is the merchant, and the plaza after it is where. Only
/// the wallet the highways take (Touch 'n Go) lists tolls among its history's rows.
enum TollOperator {
    /// The operators' acronyms and names as they open a toll's line.
    private static let acronyms = [
        "PLUS", "LPT2", "LPT", "LEKAS", "DUKE", "SPRINT", "SMART", "KESAS", "LDP", "NPE", "MEX", "AKLEH", "GCE",
        "LATAR", "BESRAYA", "SKVE", "EDL", "LKB", "WCE",
        // The East Coast Expressway's second phase and Kuala Lumpur–Karak's operator.
        "ANIH",
    ]
    /// Not a company's registered or trading name (`PLUS Expressways`, `PLUS Malaysia Berhad`), nor another word's
    /// (`Plus Size`).
    private static let opening = Pattern(
        #"^\s*("# + acronyms.joined(separator: "|") + #")\b"#
            + #"(?!\s+(?:size|one|point|malaysia|expressways?|highways?|berhad|bhd))"#)
    private static let plazaWords = Pattern(
        #"^\s*(?:jambatan\s+pulau\s+pinang|jambatan\s+kedua|penang\s+bridge|plaza\s+tol|toll?\s+plaza|tol)\b"#)

    /// Whether the line opens with a toll operator or a toll plaza's words.
    static func opensAToll(_ text: String) -> Bool {
        opening.occurs(in: text) || plazaWords.occurs(in: text)
    }

    /// The operator a toll's name opens with, in capitals (`PLUS RAWANG` → `PLUS`), for a name of the operator and at
    /// most three words of its plaza after it; a company's registered name (`PLUS Malaysia Berhad`) is not one.
    static func name(opening text: String) -> String? {
        guard let match = opening.firstMatch(in: text), let acronym = match[1] else { return nil }
        // `PLUS - KEMPAS`: a dash between the operator and its plaza separates, it is no word.
        let words = text.split(separator: " ").filter { $0 != "-" && $0 != "–" }
        guard words.count <= 4, words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return nil }
        return acronym.uppercased()
    }
}
