/// The sentences of alerts, e-mails and notifications that name who was paid, or who paid.
///
/// Each pattern's first group is the name; what follows it (a date, a channel, the next sentence) is cut off.
enum MerchantSentences {
    /// Where a Malay alert's clause goes on after the name (`kepada KEDAI X dari akaun …`, `… berjaya pada …`): in
    /// lower case only, so a name in capitals keeps its own words (`KEDAI RUNCIT BERJAYA`).
    private static let malayClauseEnd = #"(?-i:\b(?:dari|daripada|pada|berjaya|melalui|telah|menggunakan)\b).*"#

    static let payments: [Pattern] = [
        Pattern(
            #"(?:payment|paid|pay|transfer(?:red)?|sent|bayaran|pembayaran|membayar|pindahan|pemindahan|"#
                // A direct debit's sentence (`Debit Terus RM… kepada X`, `Direct Debit RM… to X`).
                + #"debit\s+terus|direct\s+debit|"#
                + #"bayar)\s+(?:of\s+)?(?:[A-Za-z]+\s+){0,2}(?:RM|MYR)\s?[\dOoIl.,]+\s+(?:\([^()]{1,40}\)\s+)?"#
                + #"(?:to|kepada|ke)\s+(.+?)\s*"#
                + #"(?:\b(?:on|at|was|is|has|telah|via|using|menggunakan|dengan|from)\b.*|"# + malayClauseEnd
                + #"|[.;!].*)?$"#
        ),
        Pattern(
            #"(?:you\s+paid|paid\s+to|payment\s+to|pay\s+to|bayaran\s+kepada|pembayaran\s+kepada|dibayar\s+kepada|"#
                + #"payment\s+with|for\s+jompay\s+to|for\s+payment\s+to)\s+(?!(?:RM|"#
                + #"MYR)\s?\d)(.+?)\s*(?:(?:RM|MYR)\s?[\d.,]+.*|\b(?:via|on|using|was|is)\b.*|[.;!].*)?$"#
        ),
        // "Your receipt from X", "Your order from X": a mailed receipt or a delivery names the seller after from.
        Pattern(
            #"\b(?:receipt|order|invoice|purchase)\b(?:\s+(?:has|have|was)\s+been\s+[a-z]+)?\s+from\s+(.+?)\s*"#
                + #"(?:\b(?:on|via|using)\b.*|[.;!].*)?$"#),
        // "Bayaran bil AIR KITA RM41.60 berjaya": a bill alert names the biller before the amount.
        Pattern(#"\b(?:bayaran|pembayaran|payment)\s+(?:bil|bill)\s+(.+?)\s+(?:RM|MYR)\s?\d"#),
        // "Your standing instruction of RM 500.00 to X was processed": what was sent, of its amount, to whom.
        Pattern(
            #"\bof\s+(?:RM|MYR)\s?[\dOoIl.,]+\s+(?:to|kepada)\s+(.+?)\s*(?:\b(?:on|at|was|is|has|have|telah|via|"#
                + #"using|menggunakan|dengan|from)\b.*|[.;!(].*)?$"#),
        Pattern(#"^(.+?)\s+(?:gets|receives|will\s+receive)(?:\s+(?:RM|MYR)?\s?[\d.,]+(?:\s+[A-Z]{3})?)?$"#),
    ]
    /// A card alert's sentence stop after the name: a comma, a semicolon, the line's last full stop, or one inside
    /// that closes no abbreviation (`MR. D.I.Y. (M) SDN BHD` keeps its initials' and title's stops, `SDN. BHD.` its own).
    private static let stop =
        #"(?:[,;]|\.(?=\s*$)|\.(?<!\b[A-Za-z]\.)(?<!\b[A-Z]{2}\.)(?<!\b(?:Sdn|SDN|Bhd|BHD|Ltd|LTD|Pte|PTE|Jln|JLN|Tmn|TMN)\.))"#
    /// Card alerts: "charged RM125.00 at IKEA CHERAS on 12/03/26", "spent RM 8.00 at X", "charged MYR 188.00 by X",
    /// and whatever happened for the amount ("used for", "declined for RM 1,180.00 at X").
    /// A Malay alert says the same with `digunakan RM86.40 di X pada …` (used for RM86.40 at X on …), `sebanyak
    /// RM56.30 di X telah diluluskan` (of RM56.30 at X has been approved) or `Transaksi RM… di X menggunakan …`. The
    /// figure may be another currency's (`declined for JPY 32,800 at X`).
    private static let atSentence = Pattern(
        #"(?:(?:charged|spent|paid|payment\s+of|purchase\s+of|transaction\s+of|txn\s+of|\bfor|digunakan|sebanyak|"#
            + #"transaksi)\s+|"#
            // `on` and `at` end the name in lower case, or before a date in capitals (`ON 12/03/26`): a name's own
            // `ON` stays (`KEDAI UBAT CINA YEE ON`).
            + #"^)(?:RM|MYR|"# + ForeignCurrency.codes.joined(separator: "|")
            + #")\s?[\dOoIl.,]+\s+(?:at|@|to|kepada|by|di)\s+(.+?)\s*(?:\b(?:(?-i:on|at)|(?:on|at)(?=\s+\d)|"#
            + #"was|is|using|via|with)\b.*|"# + malayClauseEnd + #"|"# + stop + #".*)?$"#
    )
    /// "RM 55.00 was charged on your card ending 1122 at KEDAI X": the verb before the amount's place.
    /// "RM55.00 spent at X with your PB Visa Debit": the card named after the shop is no part of its name.
    private static let chargedAt = Pattern(
        #"\b(?:charged|spent|used|debited)\b.*?\s(?:at|@)\s+(.+?)\s*(?:\bon\s+\d.*|\b(?:with|using)\s+your\b.*|"#
            + stop + #".*)?$"#)
    /// "RM 420.00 telah dibelanjakan di KLINIK X menggunakan kad …": a Malay alert's passive verb (spent, used,
    /// charged) before the shop's place word `di`.
    private static let spentDi = Pattern(
        #"\b(?:dibelanjakan|digunakan|dicaj|didebitkan|dibayar)\s+(?:untuk\s+(?:RM|MYR)\s?[\dOoIl.,]+\s+)?di\s+(.+?)\s*"#
            + #"(?:"# + malayClauseEnd + #"|[.;].*)?$"#)
    /// "… of MYR 320.00 was made on your card at PARKSON - KUALA LUMPUR on 13/09/2026": the name between at and on.
    private static let atOnSentence = Pattern(
        #"(?:RM|MYR|"# + ForeignCurrency.codes.joined(separator: "|") + #")\s?[\dOoIl.,]+\b.*?\s+at\s+(.+?)\s+on\s+\d"#)
    /// "A transaction of SGD 40.00 was made with your card … on 15/05/26 at LTA AUTOPASS. If unauthorised …": the
    /// date first, then the name after at, up to the sentence's stop.
    private static let onAtSentence = Pattern(
        #"(?:RM|MYR|"# + ForeignCurrency.codes.joined(separator: "|") + #")\s?[\dOoIl.,]+\b.*?\s+on\s+\d[\d/.\-]*\s+"#
            + #"at\s+(.+?)\s*(?:[.;].*)?$"#)
    static let moneyIn: [Pattern] = [
        Pattern(
            #"received\s+(?:(?:RM|MYR)\s?[\d.,]+\s+)?from\s+(.+?)\s*(?:(?:RM|MYR)\s?[\d.,]+.*|\b(?:via|"#
                + #"on|at|using|through|to)\b.*|\bfor\s+['‘"“].*|(?-i:\bfor\s+[A-Z]).*|[.;!].*)?$"#
        ),
        // `daripada JABATAN AKAUNTAN NEGARA: BAYARAN KHAS …`: the payment's description after a colon is not the name.
        // `drpd`, `drp`: an SMS's short forms of `daripada`.
        Pattern(#"(?:diterima\s+daripada|daripada|drpd|drp)\s+(.+?)\s*(?:\b(?:pada|melalui|ke)\b.*|[.;:].*)?$"#),
        // "RM3,850.00 credited to acct ***4012 from X on 30-Jun-26", "received a transfer of MYR 150.00 … from X",
        // "IBG CREDIT RM 5,420.18 from X into A/C …".
        Pattern(
            #"\b(?:credited|received|dikreditkan|credit|kredit)\b.{0,100}?\b(?:from|fr|daripada|dari|drpd|drp)\s+(.+?)\s*"#
                + #"(?:\b(?:on|pada|via|at|to|into|ke|melalui)\b.*|[.;].*)?$"#),
        // "Mei Xin paid RM170.00 for your split bill": whoever paid what was the reader's.
        Pattern(#"^(.+?)\s+paid\s+(?:you\s+)?(?:RM|MYR)\s?[\d.,]+\s+for\s+your\b"#),
        // "Aina Zahari sent you RM15.00 via GrabPay.", "ALVIN GONTUSAN has transferred RM500.00 to your account".
        Pattern(
            #"^(.+?)\s+(?:has\s+)?(?:sent|transferred)\s+(?:you\b|(?:RM|MYR)\s?[\d.,]+\s+(?:to\s+)?(?:you|your)\b)"#),
        // "dikreditkan RM2,350.00 (PTPTN) pada …": the sender in brackets right after the credited amount.
        Pattern(#"\b(?:credited|dikreditkan|kredit)\s+(?:RM|MYR)\s?[\d.,]+\s*\(([^()]{2,40})\)"#),
        // "DuitNow Transfer of RM250.00 from NUR AINA received in your account", "… from WONG KAH MUN credited to
        // A/C …": the sender between from and the verb.
        Pattern(
            #"\b(?:transfer|payment|credit)\s+of\s+(?:RM|MYR)\s?[\dOoIl.,]+\s+from\s+(.+?)\s+(?:received|credited|"#
                + #"has\s+been|was)\b"#
        ),
        // "Refund from KEDAI X": a refund is paid back by the merchant it names.
        Pattern(#"\b(?:refund(?:ed)?|bayaran\s+balik)\s+(?:from|daripada)\s+(.+)$"#),
    ]

    /// Card alerts, in order: "charged RM… at X", "… of MYR … at X on 13/09", "charged on your card … at X".
    static let cardAlerts: [Pattern] = [atSentence, atOnSentence, chargedAt, spentDi, onAtSentence]
}
