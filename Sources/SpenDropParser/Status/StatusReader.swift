import SpenDropModel

/// Reads what the screen says happened: completed, failed, pending; balance-only screens have no payment at all.
///
/// Failure words count only on short status-like lines, so "cancelled" inside terms-and-conditions text does not
/// fail a payment.
enum StatusReader {
    private static let failed = Words.phrases([
        "failed", "declined", "unsuccessful", "gagal", "tidak berjaya", "rejected", "transaction failed",
        "payment failed", "ditolak", "not successful", "cancelled", "canceled", "dibatalkan", "reversed",
        "insufficient", "insufficient balance", "insufficient funds",
    ])
    private static let pending = Words.phrases([
        "pending", "processing", "in progress", "dalam proses", "sedang diproses", "awaiting", "menunggu",
        "being processed", "under review", "scheduled", "on its way", "should arrive", "in transit", "authorising",
    ])
    private static let completed = Words.phrases([
        "successful", "success", "successfully", "berjaya", "completed", "complete", "paid", "approved", "done",
        "received", "sent", "selesai", "transfer successful", "payment successful", "thank you", "terima kasih",
        "settled", "posted", "authorised", "authorized", "diluluskan", "credited",
    ])
    private static let refundWords = Words.phrases(["refund", "refunded", "bayaran balik"])
    private static let balanceWords = Words.phrases([
        "balance", "baki", "available balance", "credit limit", "available limit", "points", "reward points",
        "mata ganjaran", "wallet balance",
    ])
    /// Terms-and-conditions wording: failure words inside it describe rules, not this payment.
    private static let legalese = Words.phrases([
        "terms", "conditions", "t c", "tnc", "may be", "will be", "if", "unless", "policy", "refundable", "subject to",
    ])

    /// A sentence's verb saying the transaction failed: `was declined`, `has been rejected`, `telah ditolak`.
    private static let saidFailed = Pattern(
        #"\b(?:was|were|has\s+been|have\s+been|is)\s+(?:declined|rejected|unsuccessful|not\s+successful)\b|"#
            // `… at KEDAI X declined due to insufficient funds`.
            + #"\b(?:declined|rejected)\s+(?:due\s+to|because|kerana)\b|"#
            + #"\btelah\s+ditolak\b|"#
            // The outcome as a sentence of its own (`… 22:41` / `TIDAK BERJAYA. Sebab: …`).
            + #"(?:^|[.!]\s+)(?:tidak\s+berjaya|gagal|unsuccessful|declined|failed)\s*[.!:]|"#
            // The outcome closing an alert's sentence right after its date (`… pada 17/09/31 tidak berjaya.`).
            + #"\b\d{1,2}/\d{1,2}/\d{2,4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?\s+(?:tidak\s+berjaya|gagal|ditolak)\b"#)

    /// The verbs a line may stop on before its outcome on the next (`… was`, `… has been`).
    private static let endsOnItsVerb: Set<String> = ["was", "were", "been", "is"]

    /// A charge named after the work it pays for (`Processing fee`, `Scheduled charge`): a line of the bill, not a
    /// state of the payment.
    private static let chargeNamed = Pattern(#"\b(?:processing|scheduled|pending)\s+(?:fees?|charges?|caj)\b"#)

    /// Completed, failed and pending wording together.
    static let outcomeWords = completed + failed + pending

    /// Whether the screen says anything happened: completed, failed or pending wording on a short line.
    static func showsOutcome(on screen: Screen, before end: Int? = nil) -> Bool {
        screen.lines.prefix(end ?? screen.lines.count).contains { line in
            line.wordCount <= 6 && !line.has(legalese)
                && (line.has(completed) || line.has(failed) || line.has(pending))
        }
    }

    static func read(on screen: Screen, choice: PaymentChoice, isHistory: Bool) -> PaymentStatus {
        // An address is a place, whatever its street is called ("JALAN PENDING, KUCHING").
        // A reason's or a description's value (`Sebab` | `Pesanan dibatalkan oleh penjual`) says why or what for,
        // not what became of the payment.
        let statusLines = screen.lines.filter {
            $0.wordCount <= 6 && !$0.has(legalese) && !MerchantPlausibility.isAddress($0.text)
                && !isReasonValue($0, on: screen)
        }
        // "Refund for cancelled order": the refund is what happened, and it went through.
        if statusLines.contains(where: { $0.has(failed) && !$0.has(refundWords) }) { return .failed }
        // An alert's sentence saying what became of it (`… at NETFLIX.COM on 12-May-26 was DECLINED due to …`).
        // The sentence may break between its verb and the outcome (`… on PB Visa ****3302 was` / `declined on …`).
        if screen.lines.contains(where: { line in
            guard !line.has(legalese) else { return false }
            if saidFailed.occurs(in: line.text) { return true }
            guard endsOnItsVerb.contains(line.lastWord), let sentence = screen.wrapped(line, reaching: line.index + 1)
            else { return false }
            return saidFailed.occurs(in: sentence)
        }) {
            return .failed
        }
        if statusLines.contains(where: { $0.has(pending) && !chargeNamed.occurs(in: $0.text) }) { return .pending }
        if choice.payment == nil {
            let showsBalance = choice.balanceOnly || screen.lines.contains { $0.has(balanceWords) }
            if showsBalance && !isHistory { return .balanceOnly }
            return statusLines.contains(where: { $0.has(completed) }) && !isHistory ? .completed : .unknown
        }
        // A payment screen that shows no failure or pending state is a record of something that happened.
        return .completed
    }

    /// Keys whose values say why or what for (`Sebab` | `Pesanan dibatalkan …`, `Description` | `Day Tour -
    /// cancelled`), never what became of this payment.
    private static let reasonKeys = Words.phrases([
        "sebab", "reason", "alasan", "punca", "description", "keterangan",
    ])

    private static func isReasonValue(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard let key = screen.labelPosition(of: line), key.wordCount <= 2 else { return false }
        return key.has(reasonKeys) && !line.has(reasonKeys)
    }

    /// High only when the payment's role is clear and the provider or merchant is known and nothing was repaired.
    static func confidence(
        choice: PaymentChoice, provider: Provider?, merchant: String?, status: PaymentStatus, isHistory: Bool
    ) -> ParseConfidence {
        if isHistory { return .medium }
        guard let payment = choice.payment else { return status == .balanceOnly ? .medium : .low }
        let clearRole = payment.labelled || (payment.standalone && payment.reading.hasCurrency)
        let known = provider != nil || merchant != nil
        if payment.reading.repaired || !payment.reliable { return known ? .medium : .low }
        if clearRole && known && payment.reading.hasCurrency || clearRole && provider != nil && merchant != nil {
            return .high
        }
        return clearRole || known ? .medium : .low
    }
}
