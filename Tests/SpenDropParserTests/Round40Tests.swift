import SpenDropModel
import SpenDropParser
import Testing

/// Round 40: Ramadan and Raya on the east coast, an online seller in Kuantan, hospitals and a trip to Brunei. `B$` is
/// Brunei's sign; what is still owed overrules no payment; Malay direct debits and incoming transfers read as their
/// English words do; a paper receipt's card row names the card, not the app.
@Suite struct Round40Tests {
    @Test func bruneisDollarSignKeysItsTotal() {
        let result = Fixture.parse([
            "KEDAI KOPI SERI MUARA", "Resit No: 0412", "13/06/2025 12:05", "Nasi Katok", "2", "4.00", "Teh Tarik", "2",
            "3.00", "JUMLAH", "B$7.00", "TUNAI", "B$10.00", "BAKI", "B$3.00",
        ])
        #expect(result.amount == Fixture.money("7.00"))
        #expect(result.currency == "BND")
    }

    @Test func whatIsStillOwedOverrulesNoDepositPaid() {
        let result = Fixture.parse([
            "KATERING MAK JAH", "RESIT BAYARAN", "No: 0311", "Tarikh: 13/06/2025", "Pakej Kenduri 200 pax RM 3,000.00",
            "Bayaran Deposit RM 800.00", "Baki Perlu Dibayar RM 2,200.00",
        ])
        #expect(result.amount == Fixture.money("800.00"))
    }

    @Test func aBalanceStillToPayAfterADepositIsNoChange() {
        let result = Fixture.parse([
            "DAPUR MAK SU CATERING", "No: DMS-0102", "Tarikh: 13/06/2025", "Nasi minyak @ 9.00", "900.00",
            "Ayam masak merah @ 4.50", "450.00", "JUMLAH", "1,350.00", "Tolak: Deposit", "-300.00",
            "BAKI PERLU DIBAYAR", "1,050.00", "Bayaran Tunai", "1,050.00",
        ])
        #expect(result.amount == Fixture.money("1050.00"))
    }

    @Test func aReceiptsSavingsLineIsNoTotal() {
        let result = Fixture.parse([
            "PASARAYA CONTOH", "Gula 1kg", "2.85", "Minyak masak 5kg", "29.90", "JUMLAH", "32.75",
            "Jumlah Penjimatan Anda: RM6.00", "KAD DEBIT", "32.75",
        ])
        #expect(result.amount == Fixture.money("32.75"))
    }

    @Test func aMalayIncomingTransferIsMoneyInFromItsSender() {
        let result = Fixture.parse([
            "GO BY BANK ISLAM", "5m ago", "Pemindahan Masuk",
            "Anda telah menerima RM150.00 daripada NIK AHMAD FAHMI pada 13/06/2025.",
        ])
        #expect(result.kind == .moneyIn)
    }

    @Test func aMalayDirectDebitIsADirectDebitToItsPayee() {
        let result = Fixture.parse([
            "< 63030", "Text Message",
            "Bank Muamalat: Debit Terus RM120.00 kepada TAKAFUL CONTOH FAMILY BHD dari akaun 1203****5591 pada 13/06/25.",
        ])
        #expect(result.channel == .other)
        #expect(result.merchant == "Takaful Contoh Family")
    }

    @Test func aDeclineBrokenAfterItsVerbFails() {
        let result = Fixture.parse([
            "< 22626", "Text Message",
            "RM0 PBB: Txn of USD 30.00 at CANVA* 104882 on PB Visa ****3302 was",
            "declined on 13/06/25 02:39. Insufficient available limit.",
        ])
        #expect(result.status == .failed)
        #expect(result.merchant == "Canva")
    }

    @Test(arguments: [
        ("FACEBK *R7K2NW9QX2", "Facebook"), ("MAIDAM", "MAIDAM"), ("PUSAT PAKAR CONTOH SDN", "Pusat Pakar Contoh"),
        ("KLINIK GIGI DR AZ TG LUMPUR", "Klinik Gigi Dr Az"), ("ANIH GAMBANG", "ANIH"),
    ])
    func aNameIsCleanedAsItsKindIs(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test(arguments: [("SATA PAK LAH", SpendCategory.food), ("PUSAT PAKAR CONTOH", .health)])
    func aSnackOrASpecialistCentreGivesItsCategory(name: String, category: SpendCategory) {
        #expect(Fixture.paidTo(name).category == category)
    }

    @Test func aPayLaterPlanWithItsNoteIsNoRail() {
        let result = Fixture.parse(
            [Fixture.boxed("< Order Details", x: 0.05, y: 0.05, width: 0.4)]
                + Fixture.keyValueRow("Merchandise Subtotal", "RM89.00", y: 0.10)
                + Fixture.keyValueRow("Order Total", "RM89.00", y: 0.14)
                + Fixture.keyValueRow("Payment Method", "SPayLater (Pay in 1 month)", y: 0.18, valueX: 0.45)
                + Fixture.keyValueRow("Order ID", "300417RX2B9KFA", y: 0.22))
        #expect(result.channel == nil)
        #expect(result.category == .shopping)
    }

    @Test func aPaperReceiptsCardRowNamesTheCardNotItsBank() {
        let result = Fixture.parse([
            "PUSAT PAKAR CONTOH SDN BHD", "Jalan Teluk Sisek, 25000 Kuantan, Pahang", "OFFICIAL RECEIPT", "Receipt No:",
            "PPC-0311", "Date:", "13/06/2025 16:40", "Consultation", "120.00", "TOTAL CHARGES", "120.00", "BALANCE DUE",
            "120.00", "Paid: UOB VISA ****6617", "120.00", "Approval Code", "338104", "Balance Outstanding", "0.00",
        ])
        #expect(result.provider == .card)
    }

    @Test(arguments: ["MAE QR KEDAI RUNCIT HUP SENG", "DEBIT TERUS TAKAFUL CONTOH"])
    func aHistoryRowsRailIsNoPartOfTheName(description: String) {
        let result = Fixture.parse([
            "Maybank2u", "Transaction History", "DUITNOW QR NASI LEMAK ANI", "-RM 8.00", "13 Jun 2025", description,
            "-RM 21.40", "12 Jun 2025", "JOMPAY SYARIKAT AIR", "-RM 29.75", "10 Jun 2025",
        ])
        #expect(result.items.count == 3)
        #expect(result.items.dropFirst().first?.merchant?.hasPrefix("Mae") == false)
        #expect(result.items.dropFirst().first?.merchant?.hasPrefix("Debit") == false)
    }
}
