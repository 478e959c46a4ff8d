/// Recognises the wording of offers and banners, whose amounts are never the payment.
///
/// Some words are an offer on their own ("spend", "unlock", "earn", "up to", "min spend", "T&C apply"). Others are
/// ordinary words that mean an offer only next to a number or beside another such word: "get" in "Get RM5
/// cashback" but not in "Get receipt", "off" in "RM5 OFF" but not in "online payments are switched off", "free" in
/// "2 free drinks" but not in "Service fee: Free", "more" and "min" likewise. One weak word alone decides nothing.
enum Promotion {
    private static let strong = Words.phrases([
        "spend", "unlock", "more to", "earn", "win", "up to", "min spend", "minimum spend", "offer", "offers", "promo",
        "promotion", "claim", "stand a chance", "invite", "refer", "deal", "deals", "dapatkan", "nikmati", "sehingga",
        "bonus", "reward", "rewards", "save up", "percuma", "next order", "next ride", "next purchase", "flash sale",
        "top up and get", "reload and get", "t c apply", "tnc apply", "terms apply", "t s terpakai",
        "terma dan syarat", "menangi", "menang", "mega sale", "big sale", "voucher code", "promo code",
        "cashback up to",
    ])
    /// Weak words and the side their number stands on: "RM5 OFF", "RM 20 more", "2 free" (before); "get RM5",
    /// "extra RM10", "min RM30" (after). "switched off RM 3.00" and "Service fee Free RM 0.00" are no offers.
    private static let numberBefore: Set<String> = ["off", "more", "free"]
    private static let numberAfter: Set<String> = ["get", "extra", "min", "enjoy", "dapat", "belanja"]
    /// Weak words an offer only with ringgit after them: "Save RM5" (never "Pay&Save ****2031", an account's name).
    private static let ringgitAfter: Set<String> = ["save", "jimat"]

    /// Whether the padded word form reads as an offer.
    static func isOffer(_ words: String) -> Bool {
        if Words.containsAny(words, strong) { return true }
        let tokens = words.split(separator: " ")
        var weakCount = 0
        for (index, token) in tokens.enumerated() {
            let word = String(token)
            if ringgitAfter.contains(word), index + 1 < tokens.count {
                let next = tokens[index + 1]
                let figure = next == "rm" && index + 2 < tokens.count ? tokens[index + 2] : next.dropFirst(2)
                if next.hasPrefix("rm"), figure.first?.isNumber == true { return true }
            }
            let before = numberBefore.contains(word)
            let after = numberAfter.contains(word)
            guard before || after else { continue }
            weakCount += 1
            if before, index > 0, tokens[index - 1].contains(where: \.isNumber) { return true }
            if after, index + 1 < tokens.count {
                let next = tokens[index + 1]
                let afterCurrency = next == "rm" && index + 2 < tokens.count ? tokens[index + 2] : next
                if afterCurrency.contains(where: \.isNumber) { return true }
            }
        }
        return weakCount >= 2
    }
}
