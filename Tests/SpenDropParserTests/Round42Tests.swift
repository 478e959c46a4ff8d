import SpenDropModel
import SpenDropParser
import Testing

/// Round 42: Johor Bahru's commuters to Singapore, a wedding in Melaka, pets and wellbeing, a trip to China. A shop's
/// name ending on its mall's word is no label; the yuan is written `RMB`; a tagline is no name; the reader marked as
/// the recipient is no payee.
@Suite struct Round42Tests {
    @Test func aShopsNameEndingOnItsMallsWordIsNoLabel() {
        let result = Fixture.parse(
            [
                Fixture.boxed("Wise", x: 0.05, y: 0.05),
                Fixture.boxed(
                    "NTUC FAIRPRICE JURONG POINT", x: 0.05, y: 0.09,
                    width: 0.6),
            ]
                + [OCRLine("23.45 SGD", box: NormalizedBox(x: 0.05, y: 0.13, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Paid with", "SGD balance", y: 0.20)
                + Fixture.keyValueRow("Date", "12 June 2025, 5:31 pm", y: 0.24))
        #expect(result.amount == Fixture.money("23.45"))
        #expect(result.status == .completed)
    }

    @Test func theYuanWrittenRMBIsCNY() {
        let result = Fixture.parse([
            "MINGDA ELECTRONICS", "No. MD-0662", "13/06/2025 15:20", "Power bank", "1", "RMB 199.00", "Cable", "2",
            "RMB 40.00", "Total", "RMB 239.00", "Paid", "Alipay",
        ])
        #expect(result.amount == Fixture.money("239.00"))
        #expect(result.currency == "CNY")
    }

    @Test func aTaglineUnderTheNameIsNoName() {
        let result = Fixture.parse([
            "TERATAK SERI ANDAMAN", "Pelamin · Andaman · Deco Dewan", "No. 12, Jalan Bukit Baru, 75150 Melaka",
            "Tel: 06-000 0000", "RESIT", "No: 0088", "Tarikh: 13/06/2025", "Pelamin penuh", "1,800.00", "JUMLAH",
            "1,800.00", "TUNAI", "1,800.00",
        ])
        #expect(result.merchant == "Teratak Seri Andaman")
    }

    @Test func theReaderMarkedAsRecipientIsNoPayee() {
        let result = Fixture.parse([
            "Wise", "Transfer details", "NUR HANIS (Myself)", "Completed", "You sent", "1,500.00 SGD", "You get",
            "4,964.25 MYR",
        ])
        #expect(result.merchant == nil)
    }

    @Test func anAccountsOverviewsTotalDepositsIsABalance() {
        let result = Fixture.parse([
            "OCBC", "Accounts", "Total deposits", "S$ 3,812.44", "360 Account", "S$ 3,012.44", "Savings Account",
            "S$ 800.00",
        ])
        #expect(result.status == .balanceOnly)
    }

    @Test func aTransfersSenderBeforeReceivedIsWhoPaid() {
        let result = Fixture.parse([
            "< 62626", "Text Message",
            "HLB: DuitNow Transfer of RM250.00 from BUTIK PENGANTIN SERI AYU received in your account 1234 on 13/06/25.",
        ])
        #expect(result.merchant == "Butik Pengantin Seri Ayu")
    }

    @Test(arguments: [
        ("TRIP.COM", "Trip.com"), ("PET LOVERS CENTRE AEON", "Pet Lovers Centre"), ("RTS LINK", "RTS Link"),
        ("SBS TRANSIT", "SBS Transit"), ("PRANA YOGA STUDIO PUTERI HARBOUR", "Prana Yoga Studio"),
        ("CANTON SILK HOUSE GUANGZHOU", "Canton Silk House"),
    ])
    func aBrandOrAPlaceIsCleanedAsItIs(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test(arguments: [
        ("KLINIK VETERINAR SEJATI", SpendCategory.health), ("SAJIAN KATERING MAK LONG", .food),
        ("HARBOURVIEW SUITES", .travel), ("CHEN JI CHEUNG FUN", .food),
    ])
    func aTradeGivesItsCategory(name: String, category: SpendCategory) {
        #expect(Fixture.paidTo(name).category == category)
    }
}
