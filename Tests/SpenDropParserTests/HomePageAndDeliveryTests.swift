import SpenDropModel
import SpenDropParser
import Testing

/// Round 28: an app's home or summary page lists accounts whose figures carry a total's or a value's word, and a
/// delivery order in Malay is headed by the platform's lines with the shop under them.
@Suite struct HomePageAndDeliveryTests {
    @Test func aHomePagesFixedDepositTotalIsABalance() {
        let lines =
            [
                Fixture.boxed("MyBank", x: 0.05, y: 0.05),
                Fixture.boxed("Selamat pagi, Encik Rahman", x: 0.05, y: 0.09, width: 0.5),
                Fixture.boxed("Akaun Simpanan", x: 0.05, y: 0.13, width: 0.3),
            ]
            + Fixture.keyValueRow("Baki Tersedia", "RM 1,204.10", y: 0.17)
            + [Fixture.boxed("Deposit Tetap-i", x: 0.05, y: 0.21, width: 0.3)]
            + Fixture.keyValueRow("Jumlah", "RM 15,000.00", y: 0.25)
        let result = Fixture.parse(lines)
        #expect(result.amount == nil)
        #expect(result.status == .balanceOnly)
    }

    @Test func aTotalOnAPaymentScreenIsStillThePayment() {
        let lines =
            [
                Fixture.boxed("MyBank", x: 0.05, y: 0.05),
                Fixture.boxed("Bayaran Berjaya", x: 0.05, y: 0.09, width: 0.4),
            ]
            + Fixture.keyValueRow("Akaun", "Simpanan ****1204", y: 0.13)
            + Fixture.keyValueRow("Jumlah", "RM 150.00", y: 0.17)
        #expect(Fixture.parse(lines).amount == Fixture.money("150.00"))
    }

    @Test func aMalayDeliveryOrderNamesTheShopUnderThePlatformsLines() {
        let lines =
            [
                Fixture.boxed("Grab", x: 0.05, y: 0.05),
                Fixture.boxed("E-Resit Grab Anda", x: 0.05, y: 0.09, width: 0.35),
                Fixture.boxed("GrabFood", x: 0.05, y: 0.13),
                Fixture.boxed("WARUNG MEE CELOR PAK MAT", x: 0.05, y: 0.17, width: 0.6),
            ]
            + Fixture.keyValueRow("Mee Celor", "RM 14.00", y: 0.21)
            + Fixture.keyValueRow("Jumlah kecil", "RM 14.00", y: 0.23)
            + Fixture.keyValueRow("Yuran penghantaran", "RM 3.40", y: 0.25)
            + Fixture.keyValueRow("Jumlah", "RM 17.40", y: 0.29)
            + Fixture.keyValueRow("Dibayar dengan", "GrabPay Wallet", y: 0.33)
        let result = Fixture.parse(lines)
        #expect(result.merchant == "Warung Mee Celor Pak Mat")
        #expect(result.category == .food)
    }
}
