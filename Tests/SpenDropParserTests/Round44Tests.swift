import SpenDropModel
import SpenDropParser
import Testing

/// Round 44: Cyberjaya and Putrajaya, a rubber smallholding, and Ho Chi Minh City. A village after a shop's name is
/// its outlet; a national body's counter town is not its name and a state's zakat body keeps its state; a name too
/// long for its row ends at the next key; a bill's header loses the street its address opens with; a dong figure
/// beside its own code reads whole on a screen that also shows an estimated ringgit.
@Suite struct Round44Tests {
    @Test(arguments: [
        ("KEDAI RUNCIT MAK LIMAH KG SEMPADAN", "Kedai Runcit Mak Limah"),
        ("BADAN KEBAJIKAN MASJID KG SEMPADAN", "Badan Kebajikan Masjid Kg Sempadan"),
        ("JABATAN PENDAFTARAN NEGARA KUANTAN", "Jabatan Pendaftaran Negara"),
        ("JABATAN AKAUNTAN NEGARA MALAYSIA", "Jabatan Akauntan Negara Malaysia"),
        ("PUSAT ZAKAT NEGERI SEMBILAN", "Pusat Zakat Negeri Sembilan"),
        ("MUZIUM CONTOH HCMC", "Muzium Contoh"),
        ("MYEG SERVICES BERHAD", "MyEG"), ("GENTARI GREEN MOBILITY SDN BHD", "Gentari"),
    ])
    func aNameLosesWhereItWasPaidAndKeepsWhoItIs(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test func aDescriptorsCityOfThreeWordsBeforeItsCountryCodeGoesWhole() {
        let result = Fixture.parse([
            "< 62667", "Text Message",
            "Maybank: Card ending 4418 charged MYR 96.45 (VND 535,000)",
            "at KEDAI KRAF CONTOH HO CHI MINH VN on 04/06/31. Call 1300886688 if not you.",
        ])
        #expect(result.merchant == "Kedai Kraf Contoh")
    }

    @Test(arguments: [
        ("CUCI KERETA SINAR PAGI", SpendCategory.transport), ("KEDAI GADGET AMAN", .shopping),
        ("GERAI IKAN AH SENG", .groceries), ("GERAI IKAN BAKAR AH SENG", .food), ("GENTARI", .transport),
    ])
    func theTradeInTheNameIsTheCategory(raw: String, category: SpendCategory) {
        #expect(Fixture.paidTo(raw).category == category)
    }

    @Test func aMotorcyclesRoadTaxIsTransport() {
        let result = Fixture.parse([
            "FPX Payment Successful", "RM 30.00", "Merchant", "PORTAL CONTOH BERHAD", "Description",
            "LKM Motosikal ABC 1234",
        ])
        #expect(result.category == .transport)
    }

    @Test func aNameTooLongForItsRowEndsAtTheNextKey() {
        let result = Fixture.payeeOverTwoRows(
            app: "PB engage", outcome: "Transfer Successful", hero: "RM 80.00",
            payee: ("To", "PERBADANAN PENGURUSAN SERI CONTOH"), second: "VILLA", secondX: 0.05,
            next: ("Bank", "Maybank"))
        #expect(result.merchant == "Perbadanan Pengurusan Seri Contoh Villa")
    }

    @Test func aBillsHeaderLosesTheStreetItsAddressOpensWith() {
        let lines = [
            "COM TAM CONTOH LE LOI", "18 Le Loi, Q.1, TP.HCM", "HOA DON / BILL: 0051", "Ngay/Date: 04/06/2031 12:10",
            "Com tam", "2 x 55.000", "110.000", "Tong cong / Total", "110.000",
        ]
        #expect(Fixture.parse(lines).merchant == "Com Tam Contoh")
        // An address that only shares a word with the name names its street otherwise.
        let kept = Fixture.parse([
            "RESTORAN SELERA TAMAN CONTOH", "NO 12, JALAN CONTOH 3/2", "43000 KAJANG", "Tel: 03-0000 0000",
            "Nasi Lemak", "8.50", "TOTAL", "8.50",
        ])
        #expect(kept.merchant == "Restoran Selera Taman Contoh")
    }

    @Test func aCardNamedAcrossAMessagesLineBreakIsTheChannel() {
        let result = Fixture.parse([
            "< StanChart", "Text Message", "StanChart: Txn of MYR 88.20 on card",
            "x3097 at KEDAI CONTOH on 07/06/31 13:17 approved.",
        ])
        #expect(result.channel == .card)
    }

    @Test func aSendersReferenceInMalayIsNotTheReference() {
        let result = Fixture.parse([
            "Wang Masuk", "+RM 420.00", "Daripada", "PERNIAGAAN CONTOH", "Rujukan Pengirim", "Bayaran 56.2kg",
            "No. Rujukan", "AGR3105061403558",
        ])
        #expect(result.reference == "AGR3105061403558")
    }

    @Test func aDongFigureBesideItsCodeReadsWholeBesideAnEstimatedRinggit() {
        let result = Fixture.parse([
            "HSBC", "Pending transaction", "VND 2.400.000", "Estimated MYR 428.60", "Merchant", "KEDAI CONTOH",
        ])
        #expect(result.amount == Fixture.money("2400000.00"))
        #expect(result.currency == "VND")
    }

    @Test func moneyAddedToAWalletsBalanceIsATopUp() {
        let result = Fixture.parse([
            "Wise", "Money added", "800.00 MYR", "To", "MYR balance", "Paid with", "FPX - Maybank2u", "Date",
            "30 May 2031, 21:52",
        ])
        #expect(result.provider == .wise)
        #expect(result.kind == .moneyOut)
    }

    @Test func aConversionBetweenOnesOwnBalancesHasNoOneOnTheOtherSide() {
        let result = Fixture.parse([
            "Wise", "VND balance", "Transactions", "KEDAI CONTOH", "- 300,000 VND", "8 June", "Converted from MYR",
            "+ 1,500,000 VND", "5 June",
        ])
        #expect(result.items.count == 2)
        #expect(result.items.last?.merchant == nil)
        #expect(result.items.last?.kind == .moneyIn)
    }
}
