import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a bill's total, a deposit paid before it written as a deduction (`Deposit paid 30/01 -50.00`) and the
/// rest paid now (`Balance paid 139.00`): the rest is the payment, and `Balance paid` is no account's balance.
@Suite struct RestOfBillTests {
    private static func receipt(_ rows: [(String, String)]) -> [OCRLine] {
        [Fixture.boxed("MOBILE ZONE", x: 0.3, y: 0.012, width: 0.4), Fixture.boxed("RECEIPT", x: 0.43, y: 0.05)]
            + rows.enumerated().flatMap { index, row in
                [
                    Fixture.boxed(row.0, x: 0.05, y: 0.1 + 0.03 * Double(index), width: 0.4),
                    Fixture.boxed(row.1, x: 0.84, y: 0.1 + 0.03 * Double(index), width: 0.1),
                ]
            }
    }

    @Test func theRestPaidAfterADepositIsThePayment() {
        let result = Fixture.parse(
            Self.receipt([
                ("Battery replacement", "189.00"), ("Total", "189.00"), ("Deposit paid 30/01", "-50.00"),
                ("Balance paid", "139.00"),
            ]))
        #expect(result.amount == Fixture.money("139.00"))
    }

    /// Must not fire: with no deduction written, two tenders make up the total, which is what was paid.
    @Test func twoTendersWithoutADeductionLeaveTheTotal() {
        let result = Fixture.parse(
            Self.receipt([
                ("Battery replacement", "189.00"), ("Total", "189.00"), ("Cash", "50.00"), ("Card", "139.00"),
            ]))
        #expect(result.amount == Fixture.money("189.00"))
    }
}
