import Foundation
import SpenDropFlow
import SpenDropLedger
import SpenDropModel
import SpenDropParser

extension Output {
    /// Prints one file's result: a JSON line, or a short readable summary. A file that failed (or was refused as
    /// a failed payment) gets one line on standard error instead of standard output in plain form, and beside its
    /// JSON object with `--json`, so a non-zero exit always says what and why, once.
    func print(_ report: ShareReport, json: Bool) throws {
        let name = (report.file as NSString).lastPathComponent
        let failed = report.status == .error || (report.status == .failedPayment && report.failureClass != nil)
        if failed {
            error("spendrop: \(name): \(report.error?.message ?? "failed")")
        }
        if json {
            try self.json(report)
            return
        }
        guard !failed else { return }
        line("\(name): " + Self.text(report))
    }

    /// What happened to one file, in words, from the saved row when there is one.
    static func text(_ report: ShareReport) -> String {
        var text: String
        switch report.status {
        case .saved:
            text = "saved " + (report.savedEntry.map(EntryText.summary) ?? describe(report.parsed))
            if report.savedEntry?.status == .pending { text += " (the screen says it is still being processed)" }
        case .dryRun: text = "read (not saved) " + describe(report.parsed)
        case .duplicate:
            text = "not saved: already in the ledger" + Self.match(report)
        case .noText: text = "no text found in the image"
        case .noAmount:
            text = "no payment amount found; nothing saved"
            let seen = amountsSeen(report.parsed)
            if !seen.isEmpty { text += " (amounts seen: \(seen))" }
        case .failedPayment: text = "the screen shows a failed payment; not saved"
        case .cancelled: text = "cancelled; nothing saved"
        case .error: text = "not saved: " + (report.error?.message ?? "failed")
        }
        if let id = report.entryID { text += " [entry \(EntryText.shortID(id))]" }
        if report.status == .saved, report.duplicateReason != nil {
            text += "\n  warning: a similar entry is already in the ledger" + Self.match(report)
        }
        return text
    }

    /// ` as entry 3af49f34 (same reference and amount): RM 64.20 to Lumen Coffee · 2026-05-05 20:03`.
    static func match(_ report: ShareReport) -> String {
        var text = ""
        if let id = report.duplicateOf { text += " as entry \(EntryText.shortID(id))" }
        text += " (\(report.duplicateReason ?? "duplicate"))"
        if let entry = report.duplicateEntry { text += ": " + EntryText.summary(entry) }
        return text
    }

    /// `RM 15.80 (payment), RM 120.00 (balance)`: every amount the screen showed, once each, with its role.
    static func amountsSeen(_ parsed: ParseResult?) -> String {
        var seen: [String] = []
        for candidate in parsed?.candidates ?? [] {
            let text =
                "\(candidate.amount.displayString) (\(candidate.role.rawValue.replacingOccurrences(of: "_", with: " ")))"
            if !seen.contains(text) { seen.append(text) }
        }
        return seen.joined(separator: ", ")
    }

    /// `RM 12.50 to Merchant · Touch 'n Go · DuitNow QR · 2026-03-12 14:37 · ref 2026…`
    static func describe(_ parsed: ParseResult?) -> String {
        guard let parsed else { return "" }
        var parts: [String] = []
        if let amount = parsed.amount {
            parts.append(
                amount.displayString
                    + (parsed.merchant.map { " \(parsed.kind == .moneyIn ? "from" : "to") \($0)" } ?? ""))
        }
        if let provider = parsed.provider { parts.append(provider.displayName) }
        if let channel = parsed.channel, channel.displayName != parsed.provider?.displayName {
            parts.append(channel.displayName)
        }
        if let date = parsed.date { parts.append(date + (parsed.time.map { " \($0)" } ?? "")) }
        if let reference = parsed.reference { parts.append("ref \(reference)") }
        if parsed.kind != .expense { parts.append(parsed.kind.displayName) }
        return parts.joined(separator: " · ")
    }
}

extension Provider {
    /// The provider's name as people write it.
    var displayName: String {
        switch self {
        case .touchNGo: "Touch 'n Go"
        case .maybank: "Maybank"
        case .cimb: "CIMB"
        case .rhb: "RHB"
        case .publicBank: "Public Bank"
        case .hongLeong: "Hong Leong"
        case .ambank: "AmBank"
        case .bankIslam: "Bank Islam"
        case .bankRakyat: "Bank Rakyat"
        case .bsn: "BSN"
        case .affin: "Affin"
        case .alliance: "Alliance"
        case .ocbc: "OCBC"
        case .uob: "UOB"
        case .hsbc: "HSBC"
        case .standardChartered: "Standard Chartered"
        case .agrobank: "Agrobank"
        case .muamalat: "Muamalat"
        case .grabpay: "GrabPay"
        case .boost: "Boost"
        case .shopeepay: "ShopeePay"
        case .bigpay: "BigPay"
        case .setel: "Setel"
        case .wise: "Wise"
        case .duitnow: "DuitNow"
        case .applePay: "Apple Pay"
        case .card: "Card"
        case .cash: "Cash"
        }
    }
}

extension Channel {
    var displayName: String {
        switch self {
        case .applePay: "Apple Pay"
        case .duitnowQR: "DuitNow QR"
        case .qr: "QR"
        case .bankTransfer: "bank transfer"
        case .card: "card"
        case .ewallet: "e-wallet"
        case .onlineBanking: "online banking"
        case .cash: "cash"
        case .other: "other"
        }
    }
}

extension EntryKind {
    var displayName: String {
        switch self {
        case .expense: "Expense"
        case .moneyIn: "Money In"
        case .moneyOut: "Money Out"
        case .transfer: "Transfer"
        }
    }
}
