import SpenDropModel

/// Finds who was paid (or, for money in, who paid): a labelled value, a sentence, the prominent line under the
/// success header, the Apple Wallet title line, or the store name at the top of a receipt.
enum MerchantFinder {
    /// OCR drops the space inside a label (`Recipientname`, `Namapenerima`) and reads `To` as `T0` (before a name of
    /// two words: `T0 AL` is a broken `TOTAL`).
    private static let payeeLabel = Pattern(
        #"^\s*(?:paid\s+to|pay\s+to|payment\s+to|merchant\s*name|merchant|(?:recipient|receiver|"#
            + #"beneficiary|payee)(?:'s|s)?\s*name|recipient|receiver|beneficiary|payee|nama\s*penerima|"#
            // `Penerima Bil` (the bill's payee) is a key whole, its value beside or under it.
            + #"penerima\s+bil(?=\s*[:\-–]?\s*$)|penerima|bayar\s+kepada|dibayar\s+kepada|bayaran\s+kepada|dipindahkan\s+kepada|dihantar\s+kepada|kepada|diterima\s+oleh|"#
            + #"received\s+by|transfer\s+to|transferred\s+to|sent\s+to|to\s+account|to|t0(?=\s+[A-Za-z]+\s+[A-Za-z])|nama\s+peniaga|peniaga|"#
            + #"nama\s+merchant|store\s+name|outlet|shop\s+name|seller\s+name|seller|biller\s+name|"#
            // A bare "Shop" key over or beside the shop's name, as a bare "Seller" is (never "Shop Voucher").
            + #"shop(?=\s*[:\-–]?\s*$)|"#
            // A food order's bare "Restaurant" key over the restaurant's name, and its `Your order from` over it.
            + #"(?:restaurant|restoran)(?=\s*[:\-–]?\s*$)|(?:your\s+)?order\s+from(?=\s*[:\-–]?\s*$)|"#
            // "JomPAY Biller  ASTRO", "Pengebil  TNB", a bare "Bil" over or beside its biller (never "Bil Elektrik").
            + #"(?:jompay\s+)?biller|nama\s+pengebil|pengebil|bil(?=\s*[:\-–]?\s*$)|"#
            + #"billing\s+organi[sz]ation|organi[sz]ation|station|stesen|nama\s+biller|"#
            + #"payment\s+for)(?![A-Za-z])\s*[:\-–]?\s*(.*)$"#
    )
    /// On a receipt, only labels that name whom the money was for; "Outlet", "Station" and "To" name other things.
    /// A counter that takes bills for others (a post office, an agent) names the biller as the agency it paid.
    private static let receiptPayeeLabel = Pattern(
        #"^\s*(?:paid\s+to|pay\s+to|payment\s+to|merchant\s+name|penerima|bayar\s+kepada|dibayar\s+kepada|"#
            + #"bayaran\s+kepada|biller(?:\s+name)?|nama\s+biller|payee|"#
            // `Agensi:` | `LHDN` keys the agency paid; `AGENSI AKHBAR …` heading a receipt is a name.
            + #"(?:agensi|agency)(?=\s*[:\-–]|\s*$)|"#
            // An e-invoice names its issuer as the supplier or seller (its buyer is the person paying).
            + #"supplier(?:\s+name)?|seller(?:\s+name)?|nama\s+pembekal|pembekal)(?![A-Za-z])\s*[:\-–]?\s*(.*)$"#
    )
    /// Labels of tolls, parking and bills that name the payee only when no payee label does: a card alert's
    /// "Location" sits beside its "Merchant".
    private static let serviceLabel = Pattern(
        #"^\s*(?:nama\s+pembekal|pembekal|service\s+provider|telco|operator|toll\s+plaza|plaza\s+tol|lokasi|"#
            + #"location|council)(?![A-Za-z])\s*[:\-–]?\s*(.*)$"#
    )
    private static let descriptionLabel = Pattern(
        #"^\s*(?:description|keterangan|butiran)(?![A-Za-z])\s*[:\-–]?\s*(.*)$"#)
    private static let senderLabel = Pattern(
        // A cheque's drawer is who paid it (`Drawer` | `KEDAI …`; its `Drawer's Bank` is another key).
        #"^\s*(?:received\s+from|from|(?:sender|payer|remitter)(?:'s|s)?\s+name|sender|payer|remitter|drawer|dari|pengirim|"#
            + #"nama\s+pengirim|diterima\s+daripada|daripada)(?![A-Za-z])\s*[:\-–]?\s*(.*)$"#
    )
    /// Words after a label that make it a different label ("Recipient Bank", "Merchant ID", "To Account").
    private static let otherLabelTail: Set<String> = [
        "bank", "account", "acc", "a", "reference", "ref", "id", "no", "number", "mobile", "phone", "akaun",
        "rujukan", "city", "category", "type", "location", "wallet", "my", "your", "code", "details", "bin",
        // "Recipient gets 653.70 AUD": the label of what arrives, not the recipient.
        "gets", "receives", "will",
        // "Supplier TIN:", "Supplier Reg. No.": an e-invoice's other rows about its supplier.
        "tin", "reg", "registration", "brn", "sst", "address", "tel", "contact", "msic",
    ]
    /// "Station", "Stesen" name a payee only as a label; "Stesen Dataran Timur" is itself a name.
    private static let nameLikeLabel = Pattern(#"^\s*(?:station|stesen)\s+[A-Za-z]"#)
    /// "at KEDAI OPTIK S/B", "@ KEDAI X": a card alert's preposition left in front of the name.
    private static let atPrefix = Pattern(#"^(?:at|@)\s+(?=\S)"#, caseInsensitive: false)
    private static let successHeader = Words.phrases([
        "successful", "payment successful", "transaction successful", "transfer successful", "paid", "success",
        "berjaya", "pembayaran berjaya", "bayaran berjaya", "payment complete", "payment completed", "approved",
        "you paid", "payment sent", "sent", "order delivered", "delivered",
    ])

    /// `isCashOut`: whether the screen is a balance cashed out to one's own bank (`KindClassifier.isCashOut`, read once
    /// by the parser). `hero`: the big figure the name is looked for beside when it is not the payment (the shop's
    /// figure in its own currency over the ringgit row that was charged); the payment when not given.
    static func find(
        on screen: Screen, kind: EntryKind, provider: Provider?, payment: ClassifiedAmount?, isReceipt: Bool = false,
        isCashOut: Bool = false, hero: ClassifiedAmount? = nil
    ) -> String? {
        // A receipt's company name heads it; labels lower down ("Cashier", "Outlet") and brands among the items
        // name other things.
        if isReceipt, kind == .expense {
            // A counter receipt for a bill names the biller it was paid to ("Penerima: TNB") below the counter's name.
            if let payee = labelled(receiptPayeeLabel, on: screen) { return payee }
            if let shop = deliveredShop(on: screen) { return shop }
            if let company = ReceiptHeader.name(on: screen) { return company }
        }
        if kind == .moneyOut, let wallet = toppedUpWallet(on: screen, provider: provider) { return wallet }
        // Money moved between one's own accounts has no one on the other side.
        if screen.lines.contains(where: { $0.has(ownAccountWords) || isOwnAccountPayee($0, on: screen) }) { return nil }
        // `NUR HANIS (Myself)`: the recipient marked as the reader.
        if screen.lines.contains(where: { $0.wordCount <= 6 && $0.has(myselfWords) }) { return nil }
        // So has a wallet's or seller's balance cashed out to one's own bank.
        if kind == .moneyOut, isCashOut { return nil }
        // And a credit card paid off: the card is no one who was paid.
        if kind == .moneyOut, KindClassifier.repaysCard(on: screen) { return nil }
        if kind == .moneyIn,
            let sender = labelled(senderLabel, on: screen) ?? sentence(MerchantSentences.moneyIn, on: screen)
        {
            return sender
        }
        // A `Location` row naming only a city (`Makkah, SA`) says where, not who.
        if let value = labelled(payeeLabel, on: screen)
            ?? labelled(serviceLabel, on: screen).flatMap({ MerchantCleaner.isPlaceName($0) ? nil : $0 })
        {
            return value
        }
        // A bank's card record names the shop in its `Description` row (elsewhere a payer's note).
        if kind == .expense, FundingReader.cardKeyRow(on: screen) != nil,
            let value = labelled(descriptionLabel, on: screen)
        {
            return value
        }
        // The sentence that holds the payment first: a notification list's older alert names its own shop.
        if let payment,
            let value = sentence(
                MerchantSentences.cardAlerts + MerchantSentences.payments, on: screen, holding: payment.line)
        {
            return value
        }
        if let value = sentence(MerchantSentences.cardAlerts, on: screen)
            ?? sentence(MerchantSentences.payments, on: screen)
        {
            return fuller(value, on: screen)
        }
        if provider == .applePay, let title = appleTitle(on: screen) { return title }
        // A purchase screen signed at its foot by the seller's registered name (`Keretapi Tanah Melayu Berhad`).
        if kind == .expense, let company = footerCompany(on: screen, after: payment?.line) { return company }
        // A wallet's or bank's detail screen puts who was paid as the title right by its big amount.
        if let payment, screen.isHero(screen.lines[payment.line]), let value = besideHero(payment, on: screen) {
            return value
        }
        if let value = underSuccessHeader(on: screen) { return value }
        if let brand = headerBrand(on: screen) { return brand }
        if let anchor = hero ?? payment, let value = besideHero(anchor, on: screen) { return value }
        if let issuer = underReceiptTitle(on: screen, payment: payment?.line) { return issuer }
        return topLine(on: screen, within: 3, payment: payment?.line) ?? screenBrand(on: screen)
    }

    // MARK: - Strategies

    /// A legal tail ending a name (`… Sdn Bhd`, `… Berhad`).
    static let legalTail = Pattern(#"\b(?:sdn\.?\s*bhd\.?|berhad|bhd\.?)\s*$"#)

    /// The one line below the payment that is a company's registered name alone (`… Sdn Bhd`, `… Berhad`), not a
    /// bank's or an app's own: the seller signing its screen.
    private static func footerCompany(on screen: Screen, after paymentLine: Int?) -> String? {
        guard let paymentLine else { return nil }
        let companies = screen.lines.filter { line in
            line.index > paymentLine && line.isReliable && line.wordCount <= 6 && legalTail.occurs(in: line.text)
                && screen.rowPartners(of: line.index).isEmpty && !line.has(ProviderCatalog.allNames)
        }
        guard companies.count == 1, let line = companies.first else { return nil }
        return plausible(line.text)
    }

    private static func labelled(_ label: Pattern, on screen: Screen) -> String? {
        for line in screen.lines {
            // "rchant", "Merch nt": a payee label half-read by OCR is still a label with its value below.
            let damaged = label === payeeLabel && MerchantPlausibility.isDamagedLabel(line.text)
            guard let match = label.firstMatch(in: line.text) ?? (damaged ? ["", ""] : nil) else { continue }
            if label === payeeLabel && nameLikeLabel.occurs(in: line.text) { continue }
            var rest = match[1] ?? ""
            // "Recipient / Penerima", "Kepada / To": a bilingual label is still only a label.
            if rest.hasPrefix("/") {
                let other = String(rest.dropFirst())
                if let inner = label.firstMatch(in: other) ?? payeeLabel.firstMatch(in: other)
                    ?? senderLabel.firstMatch(in: other), (inner[1] ?? "").isEmpty
                {
                    rest = ""
                } else if MerchantPlausibility.isLabel(other)
                    || ["name", "nama"].contains(Words.normalize(other).trimmingCharacters(in: .whitespaces))
                {
                    // `Nama Penerima / Name`: the label's other language naming only the field.
                    rest = ""
                }
            }
            if let first = Words.normalize(rest).split(separator: " ").first, otherLabelTail.contains(String(first)),
                !rest.hasPrefix(":")
            {
                continue
            }
            if let value = plausible(whole(rest, on: screen)) { return value }
            guard Words.count(Words.normalize(rest)) == 0 else { continue }
            for partner in screen.rightPartners(of: line.index) {
                if let value = plausible(whole(continued(partner, on: screen), on: screen)) { return value }
            }
            if let next = screen.nextLine(after: line.index), !screen.isKey(next),
                let value = plausible(whole(continued(next, on: screen), on: screen))
            {
                return value
            }
            if screen.captionsBelowValues, let above = screen.previousLine(before: line.index),
                let value = plausible(above.text)
            {
                return value
            }
        }
        return nil
    }

    /// The words of a business's form, alone on a row under its name.
    private static let businessForms: Set<String> = ["trading", "enterprise", "enterprises", "services", "plt"]
    /// Words a person's or a firm's name cannot end on: it goes on (`AMIRUL HAKIM BIN` / `MOHD SAIFUL`).
    private static let nameConnectors: Set<String> = [
        "bin", "binti", "bt", "bte", "a/l", "a/p", "s/o", "d/o", "&", "and", "dan",
    ]

    /// A value with the rest of its name on the next row: when the value ends on a word no name ends on and the row
    /// under it is letters alone, with no key of its own and no figure, the two rows are one name.
    /// So does a name of trade words only (`PERNIAGAAN PLASTIK` / `JOO HENG`), which no shop stands by, and a name
    /// whose legal tail is on the row under it (`PERBADANAN BEKALAN AIR` / `PULAU PINANG SDN BHD`).
    private static func continued(_ value: ScreenLine, on screen: Screen) -> String {
        // The row may end on a township's number (`DR SURAYA SEREMBAN 2`), which the cleaner takes off with its town.
        guard let last = value.text.split(separator: " ").last,
            let next = screen.nextLine(after: value.index), screen.leftPartners(of: next.index).isEmpty,
            !screen.isKey(next), AmountReader.read(next).isEmpty,
            townshipNumber.replace(in: next.text, with: "").allSatisfy({
                $0.isLetter || $0 == " " || $0 == "'" || $0 == "-" || $0 == "."
            })
        else { return value.text }
        if nameConnectors.contains(last.lowercased()) { return value.text + " " + next.text }
        // The other two only in the value's own capitals, and with a tail of two words at most before it.
        guard value.text == value.text.uppercased(), next.text == next.text.uppercased(),
            !MerchantPlausibility.isLabel(next.text)
        else { return value.text }
        let shortTail =
            legalTail.firstMatch(in: next.text).map { _ in
                Words.count(Words.normalize(legalTail.replace(in: next.text, with: ""))) <= 2
            } ?? false
        // `KINTA AUTO PARTS` / `TRADING`: a row holding only the business's form.
        let formOnly = next.wordCount == 1 && businessForms.contains(next.lastWord)
        // `PERBADANAN PENGURUSAN CYBERIA` / `HEIGHTS` / `Bank`: a row of four words at most between the value and the
        // next key is the rest of the value, a name too long for the row (a name in another script under it is its
        // own writing of the name, and an address's row is where the shop is).
        let closedByKey =
            next.wordCount <= 4 && value.wordCount >= 3 && MerchantCleaner.latinLetterCount(next.text) >= 2
            && !addressHeads.contains(next.text.split(separator: " ").first?.lowercased() ?? "")
            && screen.nextLine(after: next.index).map { screen.isKey($0) } == true
        let goesOn =
            shortTail || formOnly || closedByKey
            || MerchantCleaner.isTradeWordsOnly(value.text)
                && next.wordCount <= (townshipNumber.occurs(in: next.text) ? 4 : 3)
        return goesOn ? value.text + " " + next.text : value.text
    }

    /// The words an address's row opens with (`TAMAN TASIK TAIPING` under a stall's name): where, not more name.
    private static let addressHeads: Set<String> = [
        "taman", "tmn", "jalan", "jln", "lorong", "persiaran", "kg", "kampung", "lot", "no",
    ]

    /// A township's number after its town's name, ending a row (`SEREMBAN 2`).
    private static let townshipNumber = Pattern(#"(?<=[A-Za-z])\s+\d{1,2}$"#)

    /// A first name alone from a row's sentence (`Daniel gets`) where the screen's title prints the whole name over
    /// it (`Daniel O'Brien`): the whole name.
    private static func fuller(_ name: String, on screen: Screen) -> String {
        guard !name.contains(" "), name.count >= 3 else { return name }
        for line in screen.lines.prefix(8) {
            let words = line.text.split(separator: " ")
            guard (2...4).contains(words.count), words[0] == name,
                words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "'" || $0 == "-" } }),
                let whole = plausible(line.text)
            else { continue }
            return whole
        }
        return name
    }

    /// A field's value cut short inside a word (`KEDAI BAJU RAYA ALIYA BOUT`) where a title at the top prints it
    /// whole (over the amount): the whole name. Only the top lines are read, so a screen of fields stays linear.
    private static func whole(_ value: String, on screen: Screen) -> String {
        let cut = value.trimmingCharacters(in: .whitespaces).uppercased()
        guard cut.count >= 10, cut.last?.isLetter == true else { return value }
        for line in screen.lines.prefix(12) {
            let text = line.text.trimmingCharacters(in: .whitespaces)
            let upper = text.uppercased()
            guard upper.count > cut.count, upper.hasPrefix(cut) else { continue }
            if upper[upper.index(upper.startIndex, offsetBy: cut.count)].isLetter { return text }
        }
        return value
    }

    /// The first name a sentence pattern gives, pattern by pattern; with `holding`, only sentences that hold that
    /// line (it, or a sentence from the two lines above running on to it).
    private static func sentence(_ patterns: [Pattern], on screen: Screen, holding: Int? = nil) -> String? {
        let lines = holding.map { held in screen.lines[max(0, held - 2)...held] } ?? screen.lines[...]
        for pattern in patterns {
            for line in lines where line.wordCount <= 40 {
                // The sentence whole first: a name the line break cut ("… daripada NOR" / "HAZIRAH BINTI ISMAIL
                // melalui DuitNow") ends where the sentence says, not where the line does.
                var texts = [screen.wrapped(line), line.text]
                if let holding, line.index < holding {
                    texts = [screen.wrapped(line, reaching: holding)]
                }
                for text in texts.compactMap({ $0 }) {
                    guard let match = pattern.firstMatch(in: text), let value = match[1] else { continue }
                    if let cleaned = plausible(endOfCapitals(value)) { return cleaned }
                }
            }
        }
        return nil
    }

    /// A name in capitals inside a sentence ends where the sentence goes on in lower case (`SITI HAJAR BINTI KAMAL
    /// telah dikreditkan`, `ONG KAH HOE successful`) with no capitals after; a name in mixed case is left as the
    /// pattern cut it.
    private static func endOfCapitals(_ value: String) -> String {
        let words = value.split(separator: " ")
        func hasLetters(_ word: Substring) -> Bool { word.contains(where: \.isLetter) }
        func isCapitals(_ word: Substring) -> Bool { hasLetters(word) && !word.contains(where: \.isLowercase) }
        func isLowerCase(_ word: Substring) -> Bool { hasLetters(word) && !word.contains(where: \.isUppercase) }
        // A lower-case particle inside the name (`MOHD ALI bin ABU`) has capitals after it.
        guard let cut = words.firstIndex(where: isLowerCase), cut >= 2,
            words[..<cut].allSatisfy({ isCapitals($0) || !hasLetters($0) }),
            !words[cut...].contains(where: { isCapitals($0) && $0.count >= 2 })
        else { return value }
        return words[..<cut].joined(separator: " ")
    }

    /// The prominent line under "Payment Successful": the first plausible name within the next few lines.
    private static func underSuccessHeader(on screen: Screen) -> String? {
        // "Paid by GrabPay Wallet" names the means of payment; it is not the success header.
        guard
            let header = screen.lines.first(where: {
                $0.wordCount <= 4 && $0.has(successHeader) && !paymentMeans.occurs(in: $0.text)
                    // "Status" | "Successful": a row's value, not a header over the name.
                    && !screen.leftPartners(of: $0.index).contains { Words.hasLetterRun($0.text, atLeast: 3) }
                    // "You paid" | "23.40 SGD": a row's key with its figure beside it, not a header over the name.
                    && !screen.rightPartners(of: $0.index).contains { !AmountReader.read($0).isEmpty }
            })
        else {
            return nil
        }
        var index = header.index + 1
        var looked = 0
        while index < screen.lines.count && looked < 4 {
            let line = screen.lines[index]
            index += 1
            if line.text.isEmpty { continue }
            looked += 1
            if !AmountReader.read(line).isEmpty { continue }
            if isValueOfOtherLabel(line, on: screen) || screen.isKey(line) || isRowKey(line, on: screen) { continue }
            if let value = plausible(line.text) { return value }
        }
        return nil
    }

    private static let deliveryFees = Words.phrases([
        "delivery fee", "delivery charge", "caj penghantaran", "yuran penghantaran", "kos penghantaran",
    ])
    /// An item's count before its name (`1x`, `2 x`).
    private static let itemCount = Pattern(#"^\s*\d{1,2}\s?[xX]\s"#)

    /// A delivery order (a delivery fee among its figures) heads with the delivery app's brand (`GrabFood`,
    /// `foodpanda`): the platform that carried the order. The shop is the first name under it; an item's line
    /// (`1x Nasi Goreng`) is none.
    private static func deliveredShop(on screen: Screen) -> String? {
        guard
            screen.lines.contains(where: { line in
                line.has(deliveryFees)
                    && ([line] + screen.rightPartners(of: line.index)).contains { !AmountReader.read($0).isEmpty }
            })
        else { return nil }
        let top = screen.lines.filter { !StatusBar.isJunk($0) && $0.isReliable }.prefix(4)
        guard var platform = top.first(where: { BrandCatalog.brand(containedIn: $0.words) != nil }) else {
            return nil
        }
        // The platform's lines run on (`Grab` / `E-Resit Grab Anda` / `GrabFood`): the last of them heads the order;
        // a shop of another brand under them (`Jaya Grocer …`) is the shop.
        let brand = BrandCatalog.brand(containedIn: platform.words)?.name
        while let next = top.first(where: { $0.index > platform.index }),
            BrandCatalog.brand(containedIn: next.words)?.name == brand
        {
            platform = next
        }
        for line in screen.lines.dropFirst(platform.index + 1).prefix(3) {
            if !AmountReader.read(line).isEmpty || itemCount.occurs(in: line.text) || screen.isKey(line) { continue }
            // A key over the shop (`Your order from`) is no shop.
            if payeeLabel.firstMatch(in: line.text).map({ ($0[1] ?? "").isEmpty }) == true { continue }
            // A sentence's next line (`from AYAM GEPUK`) is the sentence's, read by its own pattern.
            if line.text.first?.isLowercase == true { continue }
            if let value = plausible(line.text) { return value }
        }
        return nil
    }

    private static let receiptTitles = Words.phrases([
        "receipt", "payment receipt", "official receipt", "resit", "resit pembayaran", "resit rasmi",
    ])

    /// The name right under a page's receipt title (`Payment Receipt` / `Seri Angsana Residence`): whoever issued
    /// it, where the app or the site's address above the title only carried the page.
    private static func underReceiptTitle(on screen: Screen, payment: Int?) -> String? {
        guard
            let title = screen.lines.prefix(8).first(where: {
                $0.wordCount <= 4 && $0.has(receiptTitles) && AmountReader.read($0).isEmpty
            }),
            // "RECEIPT NO" | "RSB0331-0045": a key with its value beside it is a field, not the receipt's title.
            screen.rightPartners(of: title.index).isEmpty, let next = screen.nextLine(after: title.index)
        else { return nil }
        guard AmountReader.read(next).isEmpty, !screen.isKey(next), !isValueOfOtherLabel(next, on: screen),
            !isItemRow(next, on: screen, payment: payment)
        else {
            return nil
        }
        return plausible(next.text)
    }

    private static let myselfWords = Words.phrases(["myself", "diri sendiri", "saya sendiri"])
    private static let ownAccountWords = Words.phrases([
        "own account transfer", "own account", "own accounts", "akaun sendiri", "pindahan akaun sendiri",
        // A deposit placed with one's own bank (`Term Deposit Placement`) is kept in one's own account.
        "term deposit", "fixed deposit", "deposit tetap", "simpanan tetap",
    ])
    /// A transfer's recipient row that is the reader's own account (`To` | `Your account, Maybank ****6710`): a short
    /// value opening with the possessive, beside or under its key; a sentence about the account is no payee.
    private static func isOwnAccountPayee(_ line: ScreenLine, on screen: Screen) -> Bool {
        // `Your account, Maybank ****6710`, `Your Maybank account`, or one's own loan or financing account by its
        // masked number (`Pembiayaan Perumahan-i ****4410`, `Pinjaman Sewa Beli ****2207`).
        let own =
            line.words.hasPrefix(" your account ") || line.words.hasPrefix(" akaun anda ")
            || line.words.hasPrefix(" your ") && line.words.hasSuffix(" account ")
            || line.has(FundingReader.ownLoanWords) && FundingReader.masked.occurs(in: line.text)
        guard line.wordCount <= 5, own else { return false }
        // `Daniel O'Brien` / `Your account · Commonwealth Bank ••4471`: the account's own line under the name.
        if line.words.hasPrefix(" your account "), FundingReader.masked.occurs(in: line.text) { return true }
        guard let key = screen.labelPosition(of: line) else { return false }
        return key.wordCount <= 3 && MerchantPlausibility.isLabel(key.text)
    }
    private static let paymentMeans = Pattern(#"^\s*(?:paid|pay|payment)\s+(?:by|with|via|using)\b"#)

    /// "Category" / "Groceries": the line under another field's label is that field's value, not a name.
    private static func isValueOfOtherLabel(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard let previous = screen.labelPosition(of: line)
        else { return false }
        return previous.has(otherFieldLabels) && previous.wordCount <= 3 && MerchantPlausibility.isLabel(previous.text)
    }

    private static let otherFieldLabels = Words.phrases([
        "category", "kategori", "card number", "nombor kad", "notes", "note", "description", "status", "date", "time",
        "tarikh", "masa", "payment method", "transaction type", "jenis", "paid by", "paid with", "pay with",
        "dibayar dengan",
        // What was bought (`Fuel` | `PRIMAX 95`, `Product` | …), not who sold it.
        "fuel", "fuel type", "product", "produk", "item",
    ])

    /// The name printed just above or below the big amount.
    private static func besideHero(_ payment: ClassifiedAmount, on screen: Screen) -> String? {
        let heroLine = payment.line
        // An amount set as the value of a key (`Jumlah` | `RM 250.00`) is one row among others: the rows above and
        // below hold other keys' values (`Nama Pembayar` | the payer), no title. A split hero's `RM` is no key, and
        // a hero in another currency (`64.80 SGD`) stands alone with its code.
        guard payment.standalone || isCodedHero(payment, on: screen),
            !screen.leftPartners(of: heroLine).contains(where: { Words.hasLetterRun($0.text, atLeast: 3) })
        else { return nil }
        // `Daniel O'Brien` / `Completed` / `780.00 AUD`: on a hero in another currency with its code, the outcome
        // between the title and the hero stands aside.
        var above = screen.previousLine(before: heroLine)
        if isCodedHero(payment, on: screen), let outcome = above, outcome.wordCount <= 2,
            outcome.has(StatusReader.outcomeWords),
            AmountReader.read(outcome).isEmpty
        {
            above = screen.previousLine(before: outcome.index)
        }
        for neighbour in [above, screen.nextLine(after: heroLine)] {
            // A key's value beside it (`Paid from` | `IDR balance`) is that key's, no title.
            guard let neighbour, AmountReader.read(neighbour).isEmpty, !screen.isKey(neighbour),
                !isRowKey(neighbour, on: screen), !neighbour.has(StatusReader.outcomeWords),
                screen.leftPartners(of: neighbour.index).isEmpty
            else { continue }
            // "老黄芽菜鸡" over "RESTORAN AYAM TAUGE LOU WONG BARU": a name in another script over its romanised
            // form is typed in the Latin one.
            if MerchantCleaner.latinLetterCount(neighbour.text) == 0,
                let below = screen.nextLine(after: neighbour.index),
                below.index != heroLine, AmountReader.read(below).isEmpty, !screen.isKey(below),
                !isRowKey(below, on: screen), let value = plausible(below.text)
            {
                return value
            }
            if let value = plausible(neighbour.text) { return value }
        }
        return nil
    }

    /// A hero in another currency alone on its line but for its code (`64.80 SGD`, `BND 23.50`).
    private static func isCodedHero(_ payment: ClassifiedAmount, on screen: Screen) -> Bool {
        let line = screen.lines[payment.line]
        return screen.isHero(line) && line.letterWordCount == 1 && AmountReader.read(line).count == 1
            && ForeignCurrency.marks(payment.reading, on: line)
    }

    /// The first plausible line at the top: the store name of a receipt, the title of an Apple Wallet transaction.
    private static func topLine(on screen: Screen, within count: Int, payment: Int? = nil) -> String? {
        var looked = 0
        for line in screen.lines where !StatusBar.isJunk(line) && line.isReliable {
            // A card's row (`PB Visa Gold ••••2215` under `Card Transactions`) is the funding, never who was paid,
            // and no line of the header the name is looked for in.
            if FundingReader.isFundingLine(line, on: screen) { continue }
            looked += 1
            if looked > count { break }
            if !AmountReader.read(line).isEmpty || screen.isKey(line) || MerchantPlausibility.isLogoFragment(line)
                || isItemRow(line, on: screen, payment: payment) || isRowKey(line, on: screen)
            {
                continue
            }
            if let value = plausible(line.text) {
                return ReceiptHeader.withoutStreet(value, under: screen.nextLine(after: line.index))
            }
        }
        return nil
    }

    /// An item's row: words with a price beside them on the row (`2x Teh O Ais Limau` | `RM 6.00`, `KAYA PUFF` |
    /// `2` | `5.00`). A screenshot that starts mid-receipt opens with one; it names what was bought, not the shop.
    /// A name beside the payment itself (a card list's `TGV IOI MALL PUCHONG` | `-RM 46.00`) is whom it paid.
    private static func isItemRow(_ line: ScreenLine, on screen: Screen, payment: Int?) -> Bool {
        AmountReader.read(line).isEmpty
            && screen.rightPartners(of: line.index).contains { partner in
                guard partner.index != payment else { return false }
                let bare = partner.text.uppercased().replacingOccurrences(of: "RM", with: "")
                return !Words.hasLetterRun(bare, atLeast: 2) && !AmountReader.read(partner).isEmpty
            }
    }

    /// A row's key: a short line at the left with a value beside it on its row (`Remitter` | `HALCYON LOGISTICS`,
    /// `Settlement` | `Next business day`, `Parcels` | `12`). The row names a field; its key is never the name. A
    /// name beside an amount (a card list's row), a link or a label is not a key.
    private static func isRowKey(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard let box = line.box, box.x < 0.25, line.wordCount <= 4, AmountReader.read(line).isEmpty else {
            return false
        }
        return screen.rightPartners(of: line.index).contains { partner in
            // A value carries a letter or a digit: a chevron (`>`) or a button (`View`) beside a name makes it a
            // tappable row, not a key.
            partner.text.contains { $0.isLetter || $0.isNumber }
                && AmountReader.read(partner).isEmpty && (partner.box?.x ?? 0) > box.x + box.width
                // An e-mail's sender beside its date (`AwanHost Billing` | `Jun 5`), and a name whose label sits
                // to its right (`KEDAI X` | `Pay to`), are not keys.
                && !shortDate.occurs(in: partner.text) && !MerchantPlausibility.isLabel(partner.text)
                && (payeeLabel.firstMatch(in: partner.text)?[1] ?? "x").isEmpty == false
        }
    }
    private static let shortDate = Pattern(
        #"^\s*(?:\d{1,2}\s+[A-Za-z]{3,9}\.?|[A-Za-z]{3,9}\.?\s+\d{1,2})(?:,?\s+\d{4})?\s*$|^\s*\d{1,2}:\d{2}"#)

    private static let topUpWords = Words.phrases([
        "top up", "topup", "reload", "tambah nilai", "add money", "cash in", "top up successful", "reload successful",
    ])
    private static let walletNames: [(Provider, String)] = [
        (.touchNGo, "Touch 'n Go eWallet"), (.grabpay, "GrabPay Wallet"), (.shopeepay, "ShopeePay"), (.boost, "Boost"),
        (.setel, "Setel Wallet"), (.bigpay, "BigPay"),
    ]

    /// For a top-up, the merchant is the wallet that was topped up, as the screen names it.
    private static func toppedUpWallet(on screen: Screen, provider: Provider?) -> String? {
        let evidence = screen.lines.filter { $0.isReliable && !$0.isPromotion }
        guard KindClassifier.isTopUp(on: screen) else { return nil }
        // The wallet as the screen names it, on a line of its own name and the word "wallet" ("Boost Wallet" under
        // "Reload to"), before the app's bare name in its header.
        for line in evidence {
            let words = line.words.split(separator: " ")
            guard words.count == 2, words[1] == "wallet" else { continue }
            if walletNames.contains(where: { Words.normalize($0.1).hasPrefix(" " + words[0] + " ") }) {
                return line.text.trimmingCharacters(in: .whitespaces)
            }
        }
        for line in evidence {
            for (wallet, name) in walletNames {
                guard let entry = ProviderCatalog.entry(for: wallet) else { continue }
                if line.has(Words.phrases(entry.names))
                    || (line.wordCount <= 2 && line.has(Words.phrases(entry.weakNames)))
                {
                    return name
                }
            }
        }
        return walletNames.first { $0.0 == provider }?.1
    }

    /// Apple Wallet puts the merchant in the title line at the top, whatever it contains.
    private static func appleTitle(on screen: Screen) -> String? {
        var looked = 0
        for line in screen.lines where !StatusBar.isJunk(line) && line.isReliable {
            looked += 1
            if looked > 4 { break }
            if !AmountReader.read(line).isEmpty || MerchantPlausibility.isLabel(line.text) { continue }
            if line.has(ProviderCatalog.appleWalletUI) && line.wordCount <= 2 { continue }
            // "< Maybank Visa Debit": the back button names the card's screen it returns to.
            if line.text.hasPrefix("<") || line.text.hasPrefix("‹") { continue }
            if FundingReader.isCardTitle(line, on: screen) { continue }
            if let value = plausible(line.text)
                ?? MerchantPlausibility.looseName(line.text).flatMap(MerchantCleaner.clean)
            {
                return value
            }
        }
        return nil
    }

    /// A known brand named in the header ("Your Grab E-Receipt", "GrabCar") when nothing names the merchant.
    /// "AEON MALL BUKIT RAJA", "IOI City Mall": a brand naming the building a shop stands in.
    private static let venueWords = Words.phrases(["mall", "shopping centre", "shopping center", "megamall"])

    private static func headerBrand(on screen: Screen) -> String? {
        for line in screen.lines.prefix(8) where !StatusBar.isJunk(line) && line.isReliable && !line.has(venueWords) {
            if let brand = BrandCatalog.brand(containedIn: line.words) { return brand.name }
        }
        return nil
    }

    /// A known brand anywhere on the screen (outside promotions and the app's own name), as a last resort.
    private static func screenBrand(on screen: Screen) -> String? {
        // The status bar's carrier (`U Mobile 4G .ıl 42`) is chrome, never a brand that was paid.
        for line in screen.lines where line.isReliable && !line.isPromotion && !StatusBar.isJunk(line) {
            if MerchantPlausibility.isProviderLine(line.words) { continue }
            if let brand = BrandCatalog.brand(containedIn: line.words) { return brand.name }
        }
        return nil
    }

    /// The cleaned value when it can be a name: not a status, label, bank, address, date, number or junk.
    private static let leadingDate = Pattern(
        #"^\s*\d{1,2}(?:[/\-.]\d{1,2}(?:[/\-.]\d{2,4})?|\s+(?:jan|feb|mar|mac|apr|may|mei|jun|jul|"#
            + #"aug|ogo|ogos|sep|sept|oct|okt|nov|dec|dis)[a-z]*(?:\s+\d{4})?)\s+(?=\S)"#
    )
    private static let trailingNumber = Pattern(#"(?:\s+[\d*•xX][\d*•xX\-]{2,})+\s*$"#)
    private static let trailingDocument = Pattern(#"(?<=\S)\s+(?:e-?receipt|receipt|resit)\s*$"#)
    private static let viaTail = Pattern(#"(?<=\S)\s+(?:via|using|menggunakan)\s+.*$"#)

    private static let trailingRegistration = Pattern(#"\s*\((?:\d{5,8}\s*-\s*[A-Z]|\d{12})\)\s*$"#)

    static func plausible(_ raw: String) -> String? {
        var text = atPrefix.replace(in: raw.trimmingCharacters(in: .whitespaces), with: "")
        // "Card Number": a label stays a label even when a type word could be trimmed off it.
        if MerchantPlausibility.isLabel(text) { return nil }
        // "Toll Payment", "Fuel Purchase" name a transaction type before any type word is trimmed off.
        if MerchantPlausibility.isTransactionType(text) { return nil }
        text = leadingDate.replace(in: text, with: "")
        text = MerchantCleaner.stripType(text)
        // "To ASB 0011 2234 5567", "Kedai Mesra Receipt": an account number or a document word after the name.
        text = trailingNumber.replace(in: text, with: "")
        // "SUSHI MENTAI SDN BHD (1290334-K)": a company's registration number after its name.
        text = trailingRegistration.replace(in: text, with: "")
        text = trailingDocument.replace(in: text, with: "")
        text = viaTail.replace(in: text, with: "")
        text = MerchantCleaner.withoutAreaCode(text)
        guard !text.isEmpty, MerchantPlausibility.isName(text) else { return nil }
        return MerchantCleaner.clean(text)
    }
}
