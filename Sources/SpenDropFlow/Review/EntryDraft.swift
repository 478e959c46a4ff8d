import Foundation
import SpenDropLedger
import SpenDropModel
import SpenDropParser

/// The review form: what the person sees and edits before saving.
///
/// Starts from the parser's reading; every field stays editable. Transfers are not offered here
/// (they need two accounts).
public struct EntryDraft: Sendable, Equatable {
    /// The kinds the share flow may save.
    public static let offeredKinds: [EntryKind] = [.expense, .moneyIn, .moneyOut]

    public var kind: EntryKind
    /// True when the kind was preselected from clear wording; false shows a hint to check it.
    public var kindPreselected: Bool
    /// The amount as typed; validated on save.
    public var amountText: String
    public var merchant: String
    public var category: SpendCategory
    public var account: String
    public var channel: Channel?
    public var provider: Provider?
    /// `YYYY-MM-DD`; empty when the screen showed none and the person has not filled it in.
    public var date: String
    /// `HH:mm` or `HH:mm:ss`; optional.
    public var time: String
    public var reference: String
    public var remarks: String
    public var fee: Money?
    /// What the screen said happened: a pending payment is saved marked pending; a failed one only if a person
    /// keeps it.
    public var status: EntryStatus
    /// The bank or card behind the wallet, as the screen showed it.
    public var funding: EntryFunding?

    /// A blank form, for "Enter Details Manually".
    public init() {
        kind = .expense
        kindPreselected = false
        amountText = ""
        merchant = ""
        category = .other
        account = ""
        channel = nil
        provider = nil
        date = ""
        time = ""
        reference = ""
        remarks = ""
        fee = nil
        status = .completed
        funding = nil
    }

    /// The form filled from a reading: the kind preselected only when the parser is confident about it.
    public init(parsed: ParseResult, account: String? = nil) {
        self.init()
        kindPreselected = parsed.kindConfident && Self.offeredKinds.contains(parsed.kind)
        kind = kindPreselected ? parsed.kind : .expense
        amountText = parsed.amount?.decimalString ?? ""
        merchant = parsed.merchant ?? ""
        category = parsed.category
        self.account = account ?? ""
        channel = parsed.channel
        provider = parsed.provider
        date = parsed.date ?? ""
        time = parsed.time ?? ""
        reference = parsed.reference ?? ""
        fee = parsed.fee
        switch parsed.status {
        case .pending: status = .pending
        case .failed: status = .failed
        default: status = .completed
        }
        funding = parsed.funding.map { EntryFunding(provider: $0.provider, label: $0.label, last4: $0.last4) }
    }

    /// The problems that stop a save, in the order the form shows them; empty when the draft can be saved.
    public var problems: [DraftProblem] {
        var found: [DraftProblem] = []
        if let amount = Self.amount(from: amountText) {
            if amount.minorUnits <= 0 { found.append(.amountNotPositive) }
        } else {
            found.append(amountText.trimmingCharacters(in: .whitespaces).isEmpty ? .amountMissing : .amountInvalid)
        }
        if !Self.offeredKinds.contains(kind) { found.append(.kindNotOffered) }
        if date.isEmpty {
            found.append(.dateMissing)
        } else if !DateText.isValidDate(date) {
            found.append(.dateInvalid)
        }
        if !time.isEmpty && !DateText.isValidTime(time) { found.append(.timeInvalid) }
        return found
    }

    /// The amount typed, read leniently for people (`12.5`, `RM 1,250.00`) but exactly.
    public var amount: Money? { Self.amount(from: amountText) }

    static func amount(from text: String) -> Money? {
        var cleaned = text.trimmingCharacters(in: .whitespaces)
        for prefix in ["RM", "rm", "MYR"] where cleaned.hasPrefix(prefix) {
            cleaned = String(cleaned.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        // Commas only as thousands separators ("1,250.00"); "12,50" is not read as 1250.
        if cleaned.contains(",") {
            let whole = cleaned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
            guard let first = groups.first, (1...3).contains(first.count),
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
            cleaned = cleaned.replacingOccurrences(of: ",", with: "")
        }
        return Money(decimalString: cleaned)
    }
}

/// Why a draft cannot be saved yet, in plain words.
public enum DraftProblem: String, Sendable, Equatable, CaseIterable {
    case amountMissing, amountInvalid, amountNotPositive, kindNotOffered, dateMissing, dateInvalid, timeInvalid

    public var message: String {
        switch self {
        case .amountMissing: "Enter the amount."
        case .amountInvalid: "The amount must be a number with at most two decimals."
        case .amountNotPositive: "The amount must be more than zero."
        case .kindNotOffered: "Choose Expense, Money In or Money Out."
        case .dateMissing: "The screen shows no date: enter the date of the payment."
        case .dateInvalid: "The date must be a real date as YYYY-MM-DD."
        case .timeInvalid: "The time must be HH:mm."
        }
    }
}

/// Checks of the form's date and time text.
enum DateText {
    static func isValidDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), day >= 1
        else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    static func isValidTime(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return false }
        if parts.count == 3 {
            guard let second = Int(parts[2]), (0...59).contains(second) else { return false }
        }
        return true
    }
}
