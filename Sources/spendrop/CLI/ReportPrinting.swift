import Foundation
import SpenDropFlow
import SpenDropModel
import SpenDropParser

extension Output {
    /// Prints one file's result: a JSON line, or a short readable summary. A failed file also gets one line
    /// on standard error, whichever the format, so a non-zero exit always says what and why.
    func print(_ report: ShareReport, json: Bool) throws {
        if report.status == .error, let message = report.error?.message {
            error("spendrop: \((report.file as NSString).lastPathComponent): \(message)")
        }
        if json {
            try self.json(report)
            return
        }
        let name = (report.file as NSString).lastPathComponent
        var text = "\(name): "
        switch report.status {
        case .saved: text += "saved " + Self.describe(report.parsed)
        case .dryRun: text += "read (not saved) " + Self.describe(report.parsed)
        case .duplicate:
            text +=
                "not saved, already in the ledger (\(report.duplicateReason ?? "duplicate")) "
                + Self.describe(report.parsed)
        case .noText: text += "no text found in the image"
        case .noAmount: text += "no payment amount found; nothing saved"
        case .cancelled: text += "cancelled; nothing saved"
        case .error: text += "not saved: " + (report.error?.message ?? "failed")
        }
        if let id = report.entryID { text += " [entry \(id.uuidString.lowercased().prefix(8))]" }
        if report.status == .saved, let reason = report.duplicateReason {
            text += "\n  warning: a similar entry exists (\(reason))"
        }
        line(text)
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
