/// Whether an entry is spending, money coming in, or money leaving to another account or person.
public enum EntryKind: String, Sendable, Codable, CaseIterable {
    case expense
    case moneyIn = "money_in"
    case moneyOut = "money_out"
    /// Between two of the person's own accounts; never created from the share flow.
    case transfer
}

/// The app or bank a screen came from. Raw values are the contract's provider ids.
public enum Provider: String, Sendable, Codable, CaseIterable {
    case touchNGo = "touch_n_go"
    case maybank, cimb, rhb
    case publicBank = "public_bank"
    case hongLeong = "hong_leong"
    case ambank
    case bankIslam = "bank_islam"
    case bankRakyat = "bank_rakyat"
    case bsn, affin, alliance, ocbc, uob, hsbc
    case standardChartered = "standard_chartered"
    case agrobank, muamalat, grabpay, boost, shopeepay, bigpay, setel, wise, duitnow
    case applePay = "apple_pay"
    case card, cash
}

/// How a payment was made.
public enum Channel: String, Sendable, Codable, CaseIterable {
    case applePay = "apple_pay"
    case duitnowQR = "duitnow_qr"
    case qr
    case bankTransfer = "bank_transfer"
    case card, ewallet
    case onlineBanking = "online_banking"
    case cash, other
}

/// A spending category suggestion.
public enum SpendCategory: String, Sendable, Codable, CaseIterable {
    case food, groceries, transport, shopping, bills, entertainment, education, health, travel, personal,
        subscription, other
}

/// How an entry arrived in the ledger.
public enum SourceType: String, Sendable, Codable, CaseIterable {
    case manual, screenshot, photo, receipt, shareExtension, appleWallet
}

/// What a screen says happened to the payment.
public enum PaymentStatus: String, Sendable, Codable, CaseIterable {
    case completed, failed, pending
    case balanceOnly = "balance_only"
    case unknown
}

/// How much the parser trusts its own reading.
public enum ParseConfidence: String, Sendable, Codable, CaseIterable, Comparable {
    case low, medium, high

    private var rank: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .high: 2
        }
    }

    public static func < (lhs: ParseConfidence, rhs: ParseConfidence) -> Bool { lhs.rank < rhs.rank }
}

/// The part an amount plays on a screen.
public enum AmountRole: String, Sendable, Codable, CaseIterable {
    case payment, total, subtotal, fee, tax, balance, cashback, discount, promotion
    case cashTendered = "cash_tendered"
    case change, unknown
}
