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
        let fees = usable.filter { $0.role == .fee }
        let feeValues = Set(fees.map(\.money.minorUnits))

        let payments = usable.filter { $0.role == .payment }
        let totals = usable.filter { $0.role == .total }
        let unknowns = usable.filter { $0.role == .unknown }
        let total = totals.last(where: \.finalTotal) ?? totals.last

        var chosen: ClassifiedAmount?
        if let payment = payments.first(where: { $0.strongPayment && $0.reliable }) ?? payments.first(where: \.strongPayment)
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
                $0.standalone && $0.reading.hasCurrency && feeValues.contains(total.money.minorUnits - $0.money.minorUnits)
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

        // A fee is reported only beside a transferred or billed amount; one already inside a purchase total is not.
        var fee: Money?
        if let chosen, chosen.role != .total {
            fee = fees.first?.money
        }
        let balanceOnly = chosen == nil && amounts.contains { $0.role == .balance }
        return PaymentChoice(payment: chosen, fee: fee, balanceOnly: balanceOnly)
    }
}
