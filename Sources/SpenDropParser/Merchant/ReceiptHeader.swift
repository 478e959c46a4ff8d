/// Reads the company name that heads a paper receipt or tax invoice.
///
/// A receipt opens with a block: the company's name (often ending `SDN BHD`, `S/B`, `ENTERPRISE`, `TRADING`, or
/// starting `RESTORAN`, `KEDAI`), then its registration number, address and phone. The name is the line of that
/// block with the most of this structure around it; a product, a tender word or a brand lower down never competes,
/// because only the block above the first item, date or amount is read.
enum ReceiptHeader {
    /// Words that make a line a business's name.
    private static let businessWords = Words.phrases([
        "sdn bhd", "sdn", "bhd", "berhad", "s b", "enterprise", "enterprises", "ent", "trading", "plt", "restoran",
        "restaurant", "kedai", "store", "stores", "mart", "minimart", "mini market", "supermarket", "hypermarket",
        "cafe", "kafe", "bakery", "pharmacy", "farmasi", "hardware", "klinik", "clinic", "poliklinik", "bookstore",
        "book store", "stationery", "station", "stesen", "petrol", "trading co", "company", "co", "holdings",
        "industries", "services", "perniagaan", "syarikat", "gerai", "kopitiam", "bistro", "motor", "workshop",
        "optical", "optik", "pasaraya", "emporium", "agency", "centre", "center", "food court", "medical", "dental",
    ])
    /// A registration, tax or company number line: `(1290334-K)`, a business's state-prefixed number (`(JM0781144-T)`,
    /// `(SA0123456-A)`), `Co. Reg. No: 201901012345`, `SST ID: W10-…`.
    private static let registration = Pattern(
        #"\(\s*[A-Z]{0,3}\d{4,12}\s*-?\s*[A-Za-z]?\s*\)|\b(?:co\.?\s*reg|company\s+(?:no|reg)|reg(?:istration)?\.?\s*no|"#
            + #"roc|gst\s*(?:reg|id|no)|sst\s*(?:reg|id|no)|tin|brn|ssm)\b|\b\d{6,9}\s*-\s*[A-Z]\b|\b20\d{10}\b"#)
    private static let venueWords = Words.phrases(["mall", "shopping centre", "shopping center", "megamall", "plaza"])
    /// A phone, fax or e-mail line.
    private static let contact = Pattern(#"\b(?:tel|tel\.|phone|fax|h/p|hp|email|e-mail|www)\b|@|\b0\d{1,2}-\d{6,8}\b"#)
    private static let receiptTitles = Words.phrases([
        "tax invoice", "invoice", "receipt", "official receipt", "cash bill", "cash sale", "bill", "resit",
        "simplified tax invoice", "sales receipt", "e invoice", "welcome", "selamat datang", "thank you",
    ])

    /// Whether the screen opens like a printed receipt: a registration or tax number, or an address with a phone,
    /// among its first lines.
    static func opensLikeReceipt(_ screen: Screen) -> Bool {
        let top = screen.lines.filter { !StatusBar.isJunk($0) }.prefix(7)
        // A registration number in a row's value (`From` | `GLOBALTEK SOLUTIONS SDN BHD (1188302-W)`) is the
        // company's on that row, not a receipt's header.
        if top.contains(where: { registration.occurs(in: $0.text) && screen.leftPartners(of: $0.index).isEmpty }) {
            return true
        }
        // A shop's own cash bill or invoice: its title under an address (`BIL TUNAI`, `CASH BILL`).
        return top.contains { MerchantPlausibility.isAddress($0.text) }
            && (top.contains { contact.occurs(in: $0.text) }
                || top.contains { $0.wordCount <= 3 && $0.has(billTitles) })
    }
    private static let billTitles = Words.phrases([
        "cash bill", "bil tunai", "invoice", "invois", "cash sale", "resit rasmi", "official receipt",
    ])

    /// Whether the text is words of two letters or more (and `&`) only: a name OCR read whole, however unsure.
    private static func isWholeWords(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        return words.count >= 2
            && words.allSatisfy { $0 == "&" || ($0.count >= 2 && $0.allSatisfy { $0.isLetter || $0 == "'" }) }
    }

    /// A legal tail ending the line, with the company's registration number in brackets after it or not
    /// (`KLEDANG SDN BHD (734412-V)`).
    private static let legalTail = Pattern(
        #"^(.*?)\s*\b(?:sdn\.?\s*bhd\.?|berhad|bhd\.?)\s*(?:\(\s*[A-Z]{0,3}\d{4,12}\s*-?\s*[A-Za-z]?\s*\))?\s*$"#)

    /// The two header lines as one company name, when the second is a legal tail after at most two words and the
    /// first, in capitals, has no business word, address, number or registration of its own.
    private static func runOn(_ first: ScreenLine, _ second: ScreenLine) -> String? {
        guard let head = legalTail.firstMatch(in: second.text)?[1],
            (1...2).contains(Words.count(Words.normalize(head))),
            first.text == first.text.uppercased(), first.text.allSatisfy({ $0.isLetter || $0 == " " || $0 == "&" }),
            (1...4).contains(first.wordCount), !first.has(businessWords), !first.has(venueWords),
            !second.words.hasPrefix(first.words), !first.words.hasPrefix(Words.normalize(head))
        else { return nil }
        return MerchantFinder.plausible(first.text + " " + second.text)
    }

    /// The company name at the top of a receipt, when the block's structure shows one.
    static func name(on screen: Screen) -> String? {
        // A header printed large or faint reads with less confidence than the body: a line OCR was unsure of still
        // counts when it is legible (the garbage floor) and, to be the name, made of whole words.
        let content = screen.lines.filter {
            !StatusBar.isJunk($0) && ($0.confidence ?? 1) >= Screen.garbageConfidence && $0.hasLetters
        }
        // A logo read as text comes out in fragments (`ES`, `(ay`, `7K Bi SS`): no name, and the name under it is
        // still the block's first line.
        let first = content.first { !MerchantPlausibility.isLogoFragment($0) }?.index
        var best: (score: Int, name: String, branded: Bool, position: Int)?
        for (position, line) in content.prefix(8).enumerated() {
            // The block ends at the first amount or date: below it are items, totals and tenders.
            if !AmountReader.read(line).isEmpty || !DateTimeReader.dates(in: line, today: nil).isEmpty { break }
            if line.has(receiptTitles) && line.wordCount <= 4 { continue }
            if registration.occurs(in: line.text) || contact.occurs(in: line.text) { continue }
            if MerchantPlausibility.isLogoFragment(line) { continue }
            // `Pelamin · Andaman · Deco Dewan`: a list of what the business does, its tagline, is no name.
            if line.text.filter({ $0 == "·" || $0 == "•" || $0 == "|" }).count >= 2 { continue }
            // `#01-23 Maxwell Food Centre` under the name: the unit the stall has in its centre.
            if MerchantPlausibility.opensWithUnit(line.text) { continue }
            // A mall under the name is where the shop is (`ACE HARDWARE` / `1 Utama Shopping Centre`).
            if line.has(venueWords) && line.index != first { continue }
            guard line.isReliable || isWholeWords(line.text), var name = MerchantFinder.plausible(line.text) else {
                continue
            }
            // "海洋明珠海鲜楼" over "OCEAN PEARL SEAFOOD RESTAURANT SDN BHD (1188204-W)": a name in another script over
            // its romanised form is typed in the Latin one, whatever number the company line carries.
            if MerchantCleaner.latinLetterCount(line.text) == 0,
                let next = content.dropFirst(position + 1).first,
                MerchantCleaner.latinLetterCount(next.text) >= 3, AmountReader.read(next).isEmpty,
                let romanised = MerchantFinder.plausible(next.text)
            {
                name = romanised
            }
            // "PETRONAS DAGANGAN BHD", "BERJAYA STARBUCKS COFFEE COMPANY SDN BHD": a known brand's usual name.
            var branded = false
            if let brand = BrandCatalog.brand(containedIn: line.words), !line.has(venueWords) {
                name = brand.name
                branded = true
            }
            var score = 0
            if line.has(businessWords) { score += 3 }
            // The lines under a name: its registration number, address or phone.
            let below = content.dropFirst(position + 1).prefix(2)
            // The trading name over the company's legal name (`ELECTRO HUB` / `ELECTRO HUB SDN BHD (1289933-K)`).
            if !line.has(businessWords),
                below.contains(where: { $0.words.hasPrefix(line.words) && $0.words.count > line.words.count })
            {
                score += 3
            }
            if below.contains(where: { registration.occurs(in: $0.text) || contact.occurs(in: $0.text) }) { score += 2 }
            if below.contains(where: { MerchantPlausibility.isAddress($0.text) || $0.has(venueWords) }) { score += 2 }
            if line.index == first { score += 1 }
            if let box = line.box, let median = screen.medianLineHeight, box.height > 1.2 * median { score += 1 }
            if score > (best?.score ?? 0) { best = (score, name, branded, position) }
        }
        // A top line alone is no structure: at least a business word or a registration/address line beneath.
        guard let best, best.score >= 3 else { return nil }
        // `KONSORTIUM FERI PERLIS` / `LANGKAWI SDN BHD`: a company's name run over two lines, its legal tail on the
        // second after a word or two; a trading name over its own company (`ELECTRO HUB` / `ELECTRO HUB SDN BHD`) and
        // a name with a business word of its own stand alone.
        if !best.branded, best.position > 0, let joined = runOn(content[best.position - 1], content[best.position]) {
            return joined
        }
        // A dealer's name under a brand's header ("PETRONAS JLN KLANG LAMA" over "STESEN MINYAK MAJU JAYA"): the
        // brand, unless it only names the mall the shop is in.
        if !best.branded {
            for line in content.prefix(3) where !line.has(venueWords) {
                // A short brand ("KFC") counts as the line itself or its start before an outlet ("KFC SS2").
                if let brand = BrandCatalog.brand(containedIn: line.words) ?? BrandCatalog.brand(matching: line.text) {
                    return brand.name
                }
            }
        }
        return withoutStreet(best.name, under: content.dropFirst(best.position + 1).first)
    }

    /// `PHỞ LỆ NGUYỄN TRÃI` over `413 Nguyễn Trãi, Q.5, TP.HCM`: where the address under the name opens with a house
    /// number and then the words ending the name, those words are the street the shop stands on, not its name. An
    /// address that only shares a word with the name (`RESTORAN SELERA TAMAN PERMATA` over `NO 12, JALAN PERMATA
    /// 3/2`) names its street otherwise, and the name keeps its words.
    static func withoutStreet(_ name: String, under address: ScreenLine?) -> String {
        guard let address, let street = streetAfterNumber.firstMatch(in: address.text)?[1] else { return name }
        let words = name.split(separator: " ").map(String.init)
        let streetWords = Words.normalize(street)
        let length = Words.count(streetWords)
        guard words.count >= length + 2, Words.normalize(words.suffix(length).joined(separator: " ")) == streetWords
        else { return name }
        let kept = words.dropLast(length).joined(separator: " ")
        return MerchantCleaner.isTradeWordsOnly(kept) ? name : kept
    }

    /// An address opening with its house number and the street's name of words alone, up to its first comma
    /// (`413 Nguyễn Trãi, Q.5`).
    private static let streetAfterNumber = Pattern(#"^\s*\d{1,5}[A-Za-z]?\s+(\p{L}+(?:\s+\p{L}+){1,2})\s*,"#)
}
