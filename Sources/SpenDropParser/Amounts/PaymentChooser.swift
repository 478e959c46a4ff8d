import SpenDropModel

/// The amounts a screen settles on: the payment, a separately shown fee, and whether only a balance was shown.
struct PaymentChoice: Sendable {
    var payment: ClassifiedAmount?
    var fee: Money?
    /// The screen shows a balance, limit or points but no payment.
    var balanceOnly: Bool
}

/// Chooses the payment among classified amounts.
///
/// A balance, fee, tax, promotion, cashback, discount, tendered cash or change is never the payment, however big.
/// Among the rest: an amount labelled as what was paid, unless a total differs from it by something other than a
/// fee (a discount or a tax the person also paid); then a total (the grand or last one); then the standalone "hero"
/// amount; then the largest unlabelled amount; then a subtotal.
enum PaymentChooser {
    /// Lines read with less confidence than this are garbage (bleed-through, banners) and offer no amount.
    private static let garbageConfidence = 0.35

    static func choose(_ amounts: [ClassifiedAmount], isMoneyIn: Bool = false) -> PaymentChoice {
        let usable = amounts.filter { $0.money.minorUnits > 0 && ($0.confidence ?? 1) >= garbageConfidence }
        let fees = usable.filter { $0.role == .fee && !$0.purchaseFee }
        let feeValues = Set(fees.map(\.money.minorUnits))

        let payments = usable.filter { $0.role == .payment }
        let totals = usable.filter { $0.role == .total }
        let unknowns = usable.filter { $0.role == .unknown }
        let total = totals.last(where: \.finalTotal) ?? totals.last

        var chosen: ClassifiedAmount?
        if let payment = payments.first(where: { $0.strongPayment && $0.reliable }) ?? payments.first(
            where: \.strongPayment)
            ?? payments.first(where: \.reliable) ?? payments.first
        {
            chosen = payment
            if let total, total.money != payment.money, !payment.strongPayment {
                let difference = total.money.minorUnits - payment.money.minorUnits
                // A total that is the payment plus its fee is the debit, not what the recipient got.
                if !feeValues.contains(difference) { chosen = total }
            }
        } else if let total {
            chosen = total
            // `RM 100.00` … `Fee RM 0.50` … `Total RM 100.50`: the transferred amount is the one without the fee.
            if let base = unknowns.first(where: {
                $0.standalone && $0.reading.hasCurrency
                    && feeValues.contains(total.money.minorUnits - $0.money.minorUnits)
            }) {
                chosen = base
            }
        } else if let hero = unknowns.first(where: { $0.standalone && $0.reading.hasCurrency }) {
            chosen = hero
        } else if let largest = unknowns.filter(\.reading.hasCurrency).max(by: { $0.money < $1.money }) {
            chosen = largest
        } else if let largest = unknowns.max(by: { $0.money < $1.money }) {
            chosen = largest
        } else if let subtotal = usable.last(where: { $0.role == .subtotal }) {
            chosen = subtotal
        } else if isMoneyIn, let credited = usable.first(where: { $0.role == .cashback && $0.reading.hasCurrency }) {
            // "Cashback received +RM 5.00": the cashback is the money that came in.
            chosen = credited
        } else if let tendered = usable.first(where: { $0.role == .cashTendered }),
            !usable.contains(where: { $0.role == .change })
        {
            // Paid with exact cash and nothing else shown: what was handed over is what was paid.
            chosen = tendered
        }

        let eligible: Set<AmountRole> = [.payment, .unknown, .total]
        // Paid with notes: "PAID RM 10.00 … CHANGE RM 6.00" means RM 4.00 was the price, when RM 4.00 is on screen.
        if let paid = chosen, paid.strongPayment || paid.role == .cashTendered,
            let change = usable.first(where: { $0.role == .change }),
            let price = usable.first(where: {
                $0.line != paid.line && $0.role != .change && $0.role != .unknown
                    && $0.money.minorUnits == paid.money.minorUnits - change.money.minorUnits
            })
        {
            chosen = price
        }
        // "Bill RM 143.20 … Charge RM 0.50 … Paid RM 143.70": the amount is the bill; the charge is its fee.
        let isReceipt = usable.contains { $0.role == .subtotal }
        if !isReceipt, let debit = chosen,
            let base = usable.first(where: { other in
                let difference = debit.money.minorUnits - other.money.minorUnits
                return other.line != debit.line && eligible.contains(other.role) && feeValues.contains(difference)
                    && difference < other.money.minorUnits && (other.role != .unknown || other.standalone)
            })
        {
            chosen = base
        }
        // A fee is reported only beside a transferred or billed amount; one already inside a purchase total is not.
        var fee: Money?
        // "Jumlah RM 500.00 … Caj RM 0.10" on a transfer: a total with no subtotal beside it is the amount moved,
        // and its one small charge is the fee (a receipt's "Yuran" lines are items adding up to its total).
        if let chosen,
            chosen.role != .total || !isReceipt && !chosen.finalTotal && isSmallLoneFee(fees, beside: chosen)
                || !feeValues.isEmpty
                    && totals.contains(where: {
                        feeValues.contains($0.money.minorUnits - chosen.money.minorUnits)
                    })
        {
            // An alert's one sentence may hold both: "Bayaran RM37.20 berjaya. Caj RM0.50."
            fee = fees.first(where: { $0.line != chosen.line || $0.reading.start != chosen.reading.start })?.money
        }
        let balanceOnly = chosen == nil && amounts.contains { $0.role == .balance }
        return PaymentChoice(payment: chosen, fee: fee, balanceOnly: balanceOnly)
    }

    private static func isSmallLoneFee(_ fees: [ClassifiedAmount], beside chosen: ClassifiedAmount) -> Bool {
        guard fees.count == 1, let fee = fees.first else { return false }
        return fee.money.minorUnits * 20 <= chosen.money.minorUnits
    }
}
