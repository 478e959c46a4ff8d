import SpenDropModel
import SpenDropParser
import Testing

/// Round 28: a shop's own cash bill names its buyer on its `Kepada`/`To` row and itself in its header; a reason's
/// value says why, not what became of the payment; a card's record under a merchant's key is no transfer whatever
/// limit its decline names; a bill's payee key is whole; express buses are transport, and a terminal's charge is
/// part of the fare.
@Suite struct CashBillAndReasonTests {
    @Test func aCashBillIsNamedByItsHeaderNotItsBuyer() {
        let result = Fixture.parse([
            "KEDAI IKAN SEGAR PAK HASSAN", "Lot 12, Jeti Nelayan, 21300 Kuala Terengganu", "BIL TUNAI", "No.",
            "004471", "Tarikh", "2/5/2027", "Kepada", "Gerai Keropok Mak Limah", "Ikan Tamban (kg)", "20 x 4.20",
            "84.00", "JUMLAH", "RM 84.00",
        ])
        #expect(result.merchant == "Kedai Ikan Segar Pak Hassan")
    }

    @Test func aReasonsCancelledOrderLeavesTheRefundPending() {
        let result = Fixture.parse([
            "Shopee", "Butiran Bayaran Balik", "Bayaran balik sedang diproses", "RM 25.90", "Bayaran balik ke",
            "ShopeePay", "Sebab", "Pesanan dibatalkan oleh pembeli", "No. Pesanan", "270611QX81ZP2M",
        ])
        #expect(result.status == .pending)
    }

    @Test func aDeclinedCardPurchaseOverItsDailyLimitIsStillAPurchase() {
        let result = Fixture.parse([
            "MyBank", "Transaksi Kad", "Visa Debit ****1120", "RM 420.00", "Peniaga", "KEDAI ELEKTRIK CAHAYA",
            "Status", "Ditolak", "Sebab", "Had transaksi dalam talian harian dicapai",
        ])
        #expect(result.kind == .expense)
        #expect(result.status == .failed)
    }

    @Test func aBillsPayeeKeyNamesTheBillerUnderIt() {
        let result = Fixture.parse([
            "MyBank", "Bayaran Bil", "Transaksi Berjaya", "RM 88.00", "Penerima Bil", "INDAH WATER", "No. Akaun Bil",
            "1082214470",
        ])
        #expect(result.merchant == "Indah Water")
    }

    @Test func anExpressBusTicketIsTransportWithItsTerminalCharge() {
        let result = Fixture.parse([
            "EKSPRES PANTAI TIMUR SDN BHD", "Terminal Bas Kuantan", "RESIT TIKET", "Tiket Dewasa", "1 x 45.00",
            "45.00", "Caj Terminal", "1 x 1.00", "1.00", "JUMLAH", "46.00", "TUNAI", "50.00", "BAKI", "4.00",
        ])
        #expect(result.amount == Fixture.money("46.00"))
        #expect(result.category == .transport)
    }
}
