/// A card's record of a purchase abroad names the shop with its city and country after it ("STARBUCKS SHIBUYA TOKYO
/// JP", "DAISO SINGAPORE", "7-ELEVEN BANGKOK TH"), as card networks lay a merchant's descriptor out. On a screen that
/// shows an amount in another currency, a trailing country code, the country's name or its capital goes, and a known
/// brand at the start is the brand.
enum ForeignDescriptor {
    /// Currencies by ISO code, with the words that end a descriptor from their country: its ISO country code, its
    /// name and its capital (one word each).
    private static let places: [String: [String]] = [
        "SGD": ["sg", "singapore"], "THB": ["th", "thailand", "bangkok"], "JPY": ["jp", "japan", "tokyo"],
        "USD": ["us", "usa"], "GBP": ["gb", "uk", "london"],
        "AUD": ["au", "australia", "canberra", "vic", "nsw", "qld"],
        "HKD": ["hk", "hongkong"], "CNY": ["cn", "china", "beijing"], "KRW": ["kr", "korea", "seoul"],
        "TWD": ["tw", "taiwan", "taipei"], "VND": ["vn", "vietnam", "hanoi"], "IDR": ["id", "indonesia", "jakarta"],
        "PHP": ["ph", "philippines", "manila"], "NZD": ["nz", "wellington"], "CHF": ["ch", "switzerland", "bern"],
        "AED": ["ae", "uae", "dubai"], "EUR": [], "CAD": ["ca", "canada", "ottawa"], "BND": ["bn", "brunei"],
        "INR": ["india"], "MMK": ["myanmar"], "KHR": ["kh", "cambodia"], "LAK": ["la", "laos"],
        "BDT": ["bd", "bangladesh"], "PKR": ["pk", "pakistan"], "LKR": ["lk", "sri lanka"], "NPR": ["np", "nepal"],
        "MOP": ["mo", "macau"], "SAR": ["sa", "saudi"], "QAR": ["qa", "qatar", "doha"],
    ]
    /// Countries' two-letter codes as descriptors end with them, beside the ones `places` lists by currency.
    private static let countryCodes: Set<String> = Set(places.values.flatMap { $0 }.filter { $0.count == 2 }).union([
        "nl", "ie", "de", "fr", "lu", "se", "es", "it",
    ])
    /// `merchant` without the place its descriptor ends with, on a screen with an amount in another currency.
    static func trimmed(_ merchant: String, on screen: Screen) -> String {
        // "NETFLIX.COM AMSTERDAM NL" charged in ringgit: a known brand's descriptor that ends with a country's code is
        // the brand, whatever currency the screen shows.
        if let last = merchant.split(separator: " ").last, last.count == 2,
            countryCodes.contains(last.lowercased()), merchant.split(separator: " ").count >= 3,
            let brand = BrandCatalog.brand(startingWith: merchant)
        {
            return brand.name
        }
        guard let code = ForeignCurrency.currency(on: screen), let ending = places[code] else { return merchant }
        var words = merchant.split(separator: " ").map(String.init)
        var endedWithCode = false
        while words.count > 1, let last = words.last, ending.contains(last.lowercased().filter(\.isLetter)) {
            // A country's code, or a state's (`PARKVILLE VIC`).
            endedWithCode = endedWithCode || last.count <= 3
            words.removeLast()
        }
        // "COFFEE BEAN CHANGI T1 SG": an outlet's code (a terminal, a level) may stand between the city and the
        // country's code.
        var outletCoded = false
        if endedWithCode, words.count >= 4, let last = words.last, MerchantCleaner.outletCode.occurs(in: last) {
            words.removeLast()
            outletCoded = true
        }
        // "CHAIWAT GOLD HATYAI TH": a descriptor laid out as name, city, country code has its city just before the
        // code, named in the country's list or not; a name of one word before it keeps its second word.
        if endedWithCode, words.count >= 3,
            merchant.split(separator: " ").count == words.count + 1 + (outletCoded ? 1 : 0),
            let city = words.last, city.allSatisfy(\.isLetter)
        {
            // `… BOUTIQUE HOTEL HAT YAI TH`, `… HANDICRAFT HO CHI MINH VN`: a city of two or three words the place
            // lists know goes whole.
            let length = [3, 2].first { length in
                words.count >= length + 2
                    && MerchantCleaner.isTown(words.suffix(length).joined(separator: " ").lowercased())
            }
            words.removeLast(length ?? 1)
        }
        var name = words.joined(separator: " ")
        while let last = name.last, last == "," || last == "-" || last == " " { name.removeLast() }
        return BrandCatalog.brand(startingWith: name)?.name ?? name
    }
}
