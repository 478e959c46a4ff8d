import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: a product named as a telco's prepaid plan (`Product` | `CELCOMDIGI PREPAID`) is airtime bought from the
/// telco, though the wallet calls it a reload.
@Suite struct PrepaidPlanTests {
    private static func reload(product: String?) -> ParseResult {
        var lines = [
            Fixture.boxed("Boost", x: 0.05, y: 0.05, width: 0.1),
            Fixture.boxed("Reload Successful", x: 0.05, y: 0.088, width: 0.35),
            OCRLine("RM 30.00", box: NormalizedBox(x: 0.4, y: 0.126, width: 0.2, height: 0.045)),
        ]
        if let product {
            lines += [
                Fixture.boxed("Product", x: 0.05, y: 0.191, width: 0.15),
                Fixture.boxed(product, x: 0.55, y: 0.191, width: 0.4),
            ]
        }
        lines += [
            Fixture.boxed("Paid with", x: 0.05, y: 0.229, width: 0.2),
            Fixture.boxed("Visa •••• 4417", x: 0.65, y: 0.229, width: 0.3),
        ]
        return Fixture.parse(lines)
    }

    @Test func aTelcosPrepaidPlanIsAirtimeBoughtFromTheTelco() {
        let result = Self.reload(product: "CELCOMDIGI PREPAID")
        #expect(result.merchant == "CelcomDigi")
        #expect(result.kind == .expense)
        #expect(result.category == .bills)
    }

    /// Must not fire: a reload with no plan named is the wallet's top-up, and a postpaid account keeps its name.
    @Test func aReloadWithNoPlanIsATopUp() {
        #expect(Self.reload(product: nil).kind == .moneyOut)
        #expect(Self.reload(product: "MAXIS POSTPAID").merchant != "Maxis")
    }
}
