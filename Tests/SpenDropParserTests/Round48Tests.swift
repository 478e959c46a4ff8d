import SpenDropModel
import SpenDropParser
import Testing

/// Round 48: a nurse in Pahang, a durian smallholding in Bentong, a trip to Jakarta and Bandung. Rupiah written against
/// its figure (`Rp18.000`), Indonesia's ride brand, a lock-screen sender before the alert's closing stop, a seller's
/// e-mail saying it received the reader's payment, and a title's month and year that are no reference.
@Suite struct Round48Tests {
    @Test func rupiahWrittenAgainstItsFigureIsRead() {
        let result = Fixture.parse([
            "09:50", "Contoh Ride", "Trip completed", "Total", "Rp54.000", "Fare", "Rp50.000", "Platform fee",
            "Rp4.000", "Paid by", "Cash",
        ])
        #expect(result.amount == Fixture.money("54000.00"))
        #expect(result.currency == "IDR")
    }

    @Test func aRideBookedOnGojekIsTransportFromGojek() {
        let result = Fixture.parse([
            "gojek", "< Detail pesanan", "GoRide", "Perjalanan selesai", "Total dibayar", "Rp18.000",
            "Metode pembayaran", "Tunai",
        ])
        #expect(result.merchant == "Gojek")
        #expect(result.category == .transport)
    }

    @Test func aSenderBeforeTheAlertsClosingStopKeepsNoStop() {
        let result = Fixture.parse([
            "MyBSN · 2m ago", "Terimaan Pencen RM 2,460.00 ke akaun ****5502", "daripada JABATAN CONTOH AWAM.",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Jabatan Contoh Awam")
    }

    @Test func aSendersDatedNoteInBracketsIsNoPartOfTheName() {
        let result = Fixture.parse([
            "i-Contoh · 1h ago", "Credit Alert: RM 4,812.36 has been credited to your account ****6630",
            "from KERAJAAN CONTOH (GAJI APR 2032).",
        ])
        #expect(result.merchant == "Kerajaan Contoh")
    }

    @Test func aSellersEmailThatReceivedYourPaymentIsAnExpense() {
        let result = Fixture.parse([
            "Payment receipt - May 2032", "ContohGym24", "Hi Aisyah,", "Thank you! We have received your payment.",
            "Amount paid", "RM 99.00", "Receipt no.", "CG24-KTN-0051873",
        ])
        #expect(result.kind == .expense)
        #expect(result.reference == "CG24-KTN-0051873")
    }

    @Test func aNameEndingInInitialsKeepsTheirStops() {
        #expect(Fixture.paidTo("KEDAI CONTOH S.B.").merchant == "Kedai Contoh S.B.")
    }
}
