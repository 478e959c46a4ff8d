import Foundation

/// Decides whether a line can be a merchant or person's name rather than screen furniture.
enum MerchantPlausibility {
    private static let statusWords = Words.phrases([
        "successful", "success", "successfully", "failed", "pending", "completed", "berjaya", "gagal", "approved",
        "declined", "unsuccessful", "processing", "paid", "done", "received", "sent", "cancelled",
        // A credit's or payout's state ("Hibah Dikreditkan", "Released").
        "credited", "dikreditkan", "released",
    ])
    /// Screen furniture: titles, buttons and labels that are never a name.
    private static let furniture: Set<String> = Set(
        [
            "transaction details", "transaction detail", "transaction receipt", "receipt", "e receipt", "ereceipt",
            // A receipt's tender and totals labels, and the phone's own notification titles.
            "cash", "tunai", "baki", "change", "kembalian", "subtotal", "sub total", "rounding", "grand total",
            "cash tendered", "tendered", "amount tendered", "cash paid", "change due",
            "notification centre", "notification center", "text message", "mesej teks", "sms",
            // A terminal slip's field labels.
            "app code", "approval code", "appr code", "auth code", "trace", "trace no", "batch", "batch no", "tid",
            "mid",
            // A balance's label, a card tender's, and an e-mail's salutation.
            "balance", "kad kredit", "kad debit", "kad kredit debit", "dear customer", "dear valued customer",
            // An e-invoice's own titles.
            "e invoice", "einvoice", "tax invoice e invoice", "e invois", "invois", "myinvois",
            "details", "payment details", "transfer details", "summary", "share", "share receipt", "view receipt",
            // Buttons and links beside a row.
            "view", "lihat", "edit",
            // A delivery or marketplace order's key over the shop's name: a kind of seller, alone, names none.
            "restaurant", "restoran", "store", "shop", "outlet", "kedai", "seller", "penjual",
            "done", "back", "close", "home", "ok", "payment", "transfer", "transaction", "transactions",
            "transaction history", "history", "amount", "total", "date", "time", "status", "reference", "ref",
            "merchant", "recipient", "from", "to", "wallet", "my wallet", "pay", "scan", "scan and pay", "reload",
            "top up", "duitnow", "duitnow qr", "qr pay", "payment method", "payment type", "transaction type",
            "tax invoice", "invoice", "cash sale", "cash bill", "official receipt", "resit", "resit rasmi",
            "butiran transaksi", "butiran", "ringkasan", "jumlah", "tarikh", "masa", "kongsi", "selesai", "tutup",
            "saving account", "savings account", "current account", "savings account i", "current account i",
            "account", "akaun", "akaun simpanan", "akaun semasa", "debit card", "credit card", "payment successful",
            "transfer successful", "thank you", "terima kasih", "apple pay", "card", "visa", "mastercard",
            "add to favourites", "save as favourite", "report an issue", "contact merchant", "latest transactions",
            "money in", "money out", "duit masuk", "wang diterima", "purchase", "sale", "approved", "card number",
            "welcome", "customer copy", "merchant copy", "bill", "order", "order details", "notes", "note",
            "description", "category", "others", "other", "ewallet", "e wallet", "qr", "fpx", "online banking",
            "instant transfer", "duitnow transfer", "fund transfer", "funds transfer", "payment info",
            "transaction successful", "payment complete", "payment completed", "you paid", "you received",
            "card activity", "account activity", "account details", "my transactions", "transaction type", "type",
            "jenis", "method", "top up method", "payment method", "rate", "campaign", "station", "pump", "litres",
            "seller name", "order total", "booking id", "order id", "print", "created", "converted", "fuel",
            "paid by", "paid with", "pay with", "dibayar dengan", "paid on", "paid at", "ends at", "starts at",
            "ended at", "started at", "valid until", "transfer mode", "status", "recipient bank",
            "beneficiary bank", "recipient s name", "from account", "to account", "transaction id", "id transaksi",
            "reference id", "reference no", "reference number", "no rujukan", "rujukan", "butiran pesanan",
            "order details", "messages", "inbox", "now", "money in", "wang masuk", "duit keluar", "wang keluar",
            "available credit", "available credit limit", "available balance", "credit limit", "amount amaun",
            "picked up on", "picked up", "delivered", "order delivered", "jumlah dibayar", "copy", "merchant copy",
            "customer copy", "transaction alert", "card transaction alert", "refund", "cashback", "me", "you", "us",
            "official", "your", "official receipt", "tax invoice", "drop off", "pick up", "campaign", "rebate",
            "rm", "myr", "today", "yesterday", "hari ini", "semalam", "recent transactions", "recent activity",
            // Labels and service words that name what was paid for, never who: tolls, parking, rides, bills.
            "toll", "tol", "toll plaza", "plaza tol", "parking", "car park", "session ended", "session started",
            "fare", "trip fare", "lokasi", "location", "pembekal", "nama biller", "biller", "council", "telco",
            "operator", "service provider", "refund details", "ending", "card ending", "kad berakhir", "alert",
            "card alert", "payment alert", "notification", "notifications",
            // List controls above a history's rows.
            "filter", "filters", "sort", "search", "see all", "view all", "tapis", "lihat semua",
            // An account type after "To" on an own-account transfer ("To Current ••8870").
            "current", "savings", "simpanan", "semasa",
            // E-mail and messaging apps whose name heads a forwarded receipt.
            "gmail", "outlook", "mail", "yahoo mail",
        ].map(Words.normalize))
    private static let address = Words.phrases([
        "jalan", "jln", "lorong", "taman", "tmn", "persiaran", "lebuh", "lebuhraya", "level", "lot", "floor", "blok",
        "block", "road", "street", "avenue", "no", "unit", "wisma", "menara", "kompleks", "bandar", "kampung",
        "kg", "ground floor", "g floor", "mall", "plaza", "seksyen", "section",
    ])
    private static let transactionTypes: Set<String> = [
        "payment", "purchase", "transfer", "reload", "topup", "transaction", "pembayaran", "pemindahan", "bayaran",
        "details", "receipt", "history", "summary", "butiran", "resit",
    ]
    private static let currencyBalance = Pattern(#"^\s*[A-Z]{3}\s+balance\s*$"#, caseInsensitive: false)
    private static let amountLabels: Set<String> = [
        "fee", "fees", "charge", "charges", "tax", "total", "subtotal", "discount", "rounding", "caj", "cukai",
    ]
    private static let referenceLead = Pattern(
        #"^\s*(?:(?:booking|order|transaction|reference|ref|invoice|receipt|approval|items?)\s*(?:id|no|number|code)?"#
            + #"|(?:id|no|nombor)\.?\s+(?:transaksi|rujukan|resit|invois))\b"#)
    /// "Sebab: Had transaksi dicapai", "Reason: …": another field's key and value, never a name.
    private static let keyValue = Pattern(#"^\s*[A-Za-z][A-Za-z ]{1,20}:\s+\S"#)
    /// Courtesy and slip boilerplate printed around a total.
    private static let boilerplate = Words.phrases([
        "signature", "no signature required", "get well soon", "come again", "please come again", "have a nice day",
        "see you again", "thank you for", "keep this receipt", "retain this receipt", "goods sold", "pin verified",
    ])
    /// "GrabRewards points earned 12", "Mesra points 25": a loyalty line with its count.
    private static let rewardWords = Words.phrases(["points", "point", "pts", "earned", "mata", "rewards points"])
    /// "Original Transaction No.", "Refund Reference ID": a reference label however it starts.
    private static let referenceLabel = Pattern(
        #"\b(?:booking|order|transaction|reference|ref|invoice|receipt)\s+(?:id|no|number)\.?\s*$"#)
    private static let postcode = Pattern(#"(?<!\d)\d{5}(?!\d)"#)
    /// A postal address's postcode and town (`24100 Kemaman`): an address line whatever else it holds.
    static let postcodeAndTown = Pattern(#"(?<![\d-])\d{5}\s+[A-Za-z]{3,}"#)
    private static let masked = Pattern(
        #"\b(?:ending|ends\s+with|berakhir)\s+(?:with\s+|dengan\s+)?\d{4}\b|"#
            + #"[*•·xX]{3,}|\d{4}\s?\d{4}|\d{7,}|^\+?6?0\d[\d\s\-]{6,}$"#)
    private static let date = Pattern(
        #"\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\b\d{1,2}\s+(?:jan|feb|"#
            + #"mar|mac|apr|may|mei|jun|jul|aug|ogos|sep|oct|okt|nov|dec|dis)[a-z]*\b"#
    )
    /// A notification's age: "2m ago", "14 min ago", "1h ago", "just now".
    private static let age = Pattern(
        #"^\s*(?:\d{1,2}\s?(?:s|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)\s+ago|just\s+now)\s*$"#)
    /// "March 2026", "Mac 2026": a history's month section header.
    private static let monthHeader = Pattern(
        #"^\s*(?:jan(?:uary|uari)?|feb(?:ruary|ruari)?|mar(?:ch)?|mac|apr(?:il)?|may|mei|june?|jun|july?|julai|"#
            + #"aug(?:ust)?|ogos|sept?(?:ember)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|"#
            + #"dis(?:ember)?)\.?(?:\s+\d{4})?\s*$"#)
    private static let bankWords = Words.phrases([
        "bank", "berhad", "islamic", "malaysia", "digital", "ewallet", "e wallet", "wallet", "app", "i",
    ])

    static func isName(_ text: String) -> Bool {
        let words = Words.normalize(text)
        let count = Words.count(words)
        // "GERAI NASI KERABU MEK SU - PASAR MALAM WAKAF BHARU": the outlet after a dash goes in cleaning, so only the
        // name before it counts towards a name's length.
        let nameCount =
            text.range(of: " - ").map { Words.count(Words.normalize(String(text[..<$0.lowerBound]))) } ?? count
        guard count >= 1, nameCount <= 8, count <= 14 else { return false }
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }.count
        guard letters >= 2 else { return false }
        if furniture.contains(words) || isDamagedLabel(text) { return false }
        if referenceLead.occurs(in: text) || referenceLabel.occurs(in: text) { return false }
        if keyValue.occurs(in: text) || Words.containsAny(words, boilerplate) { return false }
        // "UOB Malaysia <alerts@…>": an e-mail's sender header is the bank's mailbox, not who paid.
        if text.contains("@") || text.contains("<") { return false }
        if Words.containsAny(words, rewardWords) && text.contains(where: \.isNumber) { return false }
        if StatusBar.isJunk(ScreenLine(index: 0, text: text, words: words, box: nil, confidence: nil)) { return false }
        if count <= 4 && Words.containsAny(words, statusWords) && !isNameAroundStatusWord(words) { return false }
        // "Fuel Purchase", "Bill Payment", "DuitNow Transfer": a transaction type, not who was paid.
        if count <= 3, let last = words.split(separator: " ").last, transactionTypes.contains(String(last)) {
            return false
        }
        // "Interest Credit", "IBG Kredit": two words naming a credit's type, not who sent it.
        if count == 2, let last = words.split(separator: " ").last, ["credit", "kredit"].contains(String(last)) {
            return false
        }
        // "Platform & partner fee", "Service tax": an amount's label, not a name.
        // `AUD balance`: a balance held in a currency (Wise's), never a name.
        if currencyBalance.occurs(in: text) { return false }
        if count <= 4, let last = words.split(separator: " ").last, amountLabels.contains(String(last)),
            !words.hasSuffix(" bebas cukai ")
        {
            return false
        }
        if masked.occurs(in: text) || date.occurs(in: text) || monthHeader.occurs(in: text) { return false }
        // "2m ago", "1h ago", "just now": a notification's age, when it came.
        if age.occurs(in: text) { return false }
        if Words.containsAny(words, address) && (text.contains(where: \.isNumber) || text.contains(",")) {
            return false
        }
        if postcode.occurs(in: text) { return false }
        if isProviderName(words) { return false }
        if text.hasSuffix(":") { return false }
        if isSentence(text, wordCount: count) { return false }
        if !AmountReader.read(ScreenLine(index: 0, text: text, words: words, box: nil, confidence: nil)).isEmpty {
            return false
        }
        // Mostly digits and symbols: an id, not a name.
        let digits = text.filter(\.isNumber).count
        return digits * 2 < letters
    }

    /// A sentence, not a name: names are capitalised or in capitals, sentences run on in lower case
    /// ("Merchant info and location provided by Maps."), or close with a full stop after several words.
    static func isSentence(_ text: String, wordCount: Int) -> Bool {
        guard wordCount >= 4 else { return false }
        let tokens = text.split(whereSeparator: { $0 == " " })
        let lowercase = tokens.filter { $0.first?.isLowercase == true }.count
        // "SDN. BHD." ends with a full stop too: only a stop after words in lower case closes a sentence.
        if text.hasSuffix("."), lowercase >= 2 { return true }
        return lowercase >= 3 && lowercase * 2 >= tokens.count
    }

    /// "Berjaya Maju Trading": a status word leading a name of two more words, none of them furniture or filler.
    private static func isNameAroundStatusWord(_ words: String) -> Bool {
        let parts = words.split(separator: " ").map(String.init)
        guard parts.count >= 3, let first = parts.first, Words.containsAny(" \(first) ", statusWords) else {
            return false
        }
        let rest = parts.dropFirst()
        return !rest.contains { word in
            Words.containsAny(" \(word) ", statusWords) || transactionTypes.contains(word)
                || furniture.contains(word) || fillerWords.contains(word)
        }
    }

    private static let fillerWords: Set<String> = [
        "to", "by", "with", "has", "have", "been", "was", "is", "are", "you", "your", "we", "for", "from", "and",
        "kepada", "oleh", "telah", "anda", "dengan", "successfully", "not",
    ]

    /// A short line ending in a transaction-type word: "Toll Payment", "DuitNow Transfer", "Kedai Mesra Receipt".
    static func isTransactionType(_ text: String) -> Bool {
        let words = Words.normalize(text).split(separator: " ")
        guard words.count >= 2, words.count <= 3, let last = words.last else { return false }
        return transactionTypes.contains(String(last)) && !["receipt", "resit"].contains(String(last))
    }

    private static let labelWords = ["merchant", "recipient", "merchantname", "payto", "paidto"]

    /// A short line within two letters of a payee label ("rchant", "Merch nt"): OCR dropped part of the label.
    static func isDamagedLabel(_ text: String) -> Bool {
        let letters = Array(text.lowercased().filter(\.isLetter))
        guard letters.count >= 5, text.split(separator: " ").count <= 2, text.count <= 14 else { return false }
        // "Paid by" is a label of its own (the means of payment), not a half-read "Paid to".
        if furniture.contains(Words.normalize(text)) { return false }
        return labelWords.contains { editDistance(letters, Array($0)) <= 2 }
    }

    /// Levenshtein distance over two short character arrays.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Whether the line is an address: street words with a number or a comma, a postcode, or a unit's number.
    static func isAddress(_ text: String) -> Bool {
        let words = Words.normalize(text)
        return Words.containsAny(words, address) && (text.contains(where: \.isNumber) || text.contains(","))
            || postcode.occurs(in: text) || opensWithUnit(text)
    }

    /// A unit's number, level and unit (`#01-23`, `#B1-07`): where in a building, market or food centre a shop is.
    static let unitNumber = Pattern(#"^#\s?[A-Za-z]?\d{1,3}-\d{1,4}[A-Za-z]?$"#)
    private static let unitOpening = Pattern(#"^\s*#\s?[A-Za-z]?\d{1,3}-\d{1,4}[A-Za-z]?\b"#)

    /// Whether the line opens with a unit's number (`#01-23 Maxwell Food Centre`): the shop's address under its name.
    static func opensWithUnit(_ text: String) -> Bool { unitOpening.occurs(in: text) }

    /// Whether the text is only a label (`Merchant`, `Kepada`, `Reference ID`), as a bilingual label's other half is.
    static func isLabel(_ text: String) -> Bool {
        let words = Words.normalize(text)
        return furniture.contains(words) || text.trimmingCharacters(in: .whitespaces).hasSuffix(":")
    }

    /// A looser test for title lines that may carry an outlet number or a district ("SHELL SEKSYEN 13").
    static func looseName(_ text: String) -> String? {
        let words = Words.normalize(text)
        let count = Words.count(words)
        guard count >= 1, count <= 8, !furniture.contains(words), !masked.occurs(in: text), !date.occurs(in: text)
        else { return nil }
        if count <= 4 && Words.containsAny(words, statusWords) { return nil }
        if isSentence(text, wordCount: count) { return nil }
        return text
    }

    /// Whether a line names only a bank or app.
    static func isProviderLine(_ words: String) -> Bool { isProviderName(words) }

    /// The names a bank or app goes by, longest first: `hlb connect` is taken whole before `hlb` leaves `connect`.
    private static let providerNamesLongestFirst = (ProviderCatalog.allNames + bankWords).sorted {
        $0.count > $1.count
    }

    /// A bank's or app's name alone ("Maybank", "CIMB Bank Berhad", "Touch 'n Go eWallet").
    private static func isProviderName(_ words: String) -> Bool {
        var rest = words
        for name in providerNamesLongestFirst where Words.occurs(name, in: rest) {
            rest = rest.replacingOccurrences(of: name, with: " ")
        }
        return Words.count(rest) == 0
    }

    /// A logo read as text: fragments with no word of three letters (`ES`, `(ay`, `7K Bi SS`), and no known brand.
    static func isLogoFragment(_ line: ScreenLine) -> Bool {
        guard !Words.hasLetterRun(line.text, atLeast: 3) else { return false }
        return BrandCatalog.brand(containedIn: line.words) == nil && BrandCatalog.brand(matching: line.text) == nil
    }
}
