import SpenDropModel
import SpenDropParser
import Testing

/// Round 34: Sarawak's north, Brunei and the Pahang highlands. A receipt's `No.` key with its number, and a bare
/// `Transaction` key beside its id, give the reference; a stall named for its produce sells groceries whatever else
/// it lists; a departure's time is no transaction's; places after a name (a bay's or a cape's name, a mall before its
/// town, a Brunei town with its country code) are the outlet's; an SMS's bank run together, a sender in brackets and
/// a Malay card sentence's shop are read; a figure with points for its thousands is read after the sign; a balance
/// page's currency rows are no history; a key beside its value starts a row of its own.
@Suite struct Round34Tests {
    @Test(arguments: [
        (
            ["PERNIAGAAN LIM", "CASH BILL", "No. 0391", "Tarikh: 10/06/25", "Beras 5kg 18.00", "Jumlah RM 18.00"],
            "0391"
        ),
        (["SYARIKAT ANEKA JAYA", "CASH BILL", "No. AJ 220415", "Gula 2 x 3.00 6.00", "TOTAL 6.00"], "AJ 220415"),
    ])
    func aReceiptsNoKeyGivesItsNumber(lines: [String], expected: String) {
        #expect(Fixture.parse(lines).reference == expected)
    }

    @Test func aBareTransactionKeyBesideItsIdGivesTheReference() {
        let result = Fixture.parse(
            [Fixture.boxed("Wise", x: 0.05, y: 0.05), Fixture.boxed("< Card payment", x: 0.05, y: 0.088, width: 0.4)]
                + [OCRLine("22.40 SGD", box: NormalizedBox(x: 0.05, y: 0.126, width: 0.4, height: 0.045))]
                + [Fixture.boxed("Spent at KOPI HOUSE", x: 0.05, y: 0.191, width: 0.6)]
                + Fixture.keyValueRow("Status", "Completed", y: 0.229)
                + Fixture.keyValueRow("Transaction", "#CARD-2025061412000031", y: 0.267, valueX: 0.45))
        #expect(result.reference == "CARD-2025061412000031")
        #expect(result.merchant == "Kopi House")
    }

    @Test(arguments: [
        ("GERAI SAYUR & IKAN MASIN ROSNAH", SpendCategory.groceries),
        ("KEDAI HASIL LAUT KERING AH SENG", .groceries),
        ("MEDAN SELERA TASIK", .food),
        ("KEDAI UBAT CINA WING ON", .health),
    ])
    func tradesNameTheirCategories(name: String, expected: SpendCategory) {
        #expect(Fixture.walletPayment(to: name).category == expected)
    }

    @Test func aBillAccountMakesABill() {
        let result = Fixture.parse(
            [Fixture.boxed("CIMB OCTO", x: 0.05, y: 0.05), Fixture.boxed("Payment Successful", x: 0.05, y: 0.088)]
                + [OCRLine("MYR 52.10", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Pay to", "Syarikat Contoh Utiliti Sdn Bhd", y: 0.191, valueX: 0.4)
                + Fixture.keyValueRow("Payment method", "FPX", y: 0.229)
                + Fixture.keyValueRow("Bill account no.", "3010884417", y: 0.267))
        #expect(result.category == .bills)
    }

    @Test func aHandicraftInMalayIsShopping() {
        let result = Fixture.parse([
            "PERSATUAN ANYAMAN DESA", "RESIT JUALAN", "No. PAD/0612", "Tikar Mengkuang 1 60.00", "JUMLAH 60.00",
            "Terima kasih kerana menyokong kraf tangan tempatan",
        ])
        #expect(result.category == .shopping)
    }

    @Test func aDeparturesTimeIsNoTransactions() {
        let result = Fixture.parse([
            "BAS EKSPRES CONTOH SDN BHD", "TIKET PENUMPANG", "No. Tiket", "BEC-10021", "Tarikh Bertolak", "14/06/2025",
            "Masa Bertolak", "21:30", "Dewasa 1 x 45.00 45.00", "Jumlah RM", "45.00", "Dicetak: 14/06/2025 19:05",
        ])
        #expect(result.time == "19:05")
    }

    @Test(arguments: [
        ("KEDAI KOPI HOCK SENG TELUK CEMPEDAK", "Kedai Kopi Hock Seng"),
        ("ROTI CANAI PAK ALI TANJUNG API", "Roti Canai Pak Ali"),
        ("KEDAI RUNCIT SRI BUKIT MENTAKAB", "Kedai Runcit Sri Bukit"),
        ("KEDAI KASUT MEI BOULEVARD MIRI", "Kedai Kasut Mei"),
        ("RESTORAN SELERA KITA KUALA BELAIT BN", "Restoran Selera Kita"),
        ("GERAI NASI KATOK ABU BSB BN", "Gerai Nasi Katok Abu"),
        // Not fired: a name that is a bay's own, two words before it.
        ("TELUK CEMPEDAK CAFE", "Teluk Cempedak Cafe"),
    ])
    func placesAfterANameAreTheOutlets(name: String, expected: String) {
        #expect(Fixture.paidTo(name).merchant == expected)
    }

    @Test func aBanksNameRunTogetherInAnSMSNamesIt() {
        let result = Fixture.parse([
            "< 66885", "Text Message", "Today 10:42 AM",
            "RM0 BANKISLAM: DuitNow QR kredit RM42.00 daripada SITI AMINAH ke akaun ***2207 pada 14/06/25 10:41.",
        ])
        #expect(result.provider == .bankIslam)
    }

    @Test func aSenderInBracketsAfterTheCreditIsWhoPaid() {
        let result = Fixture.parse([
            "< 66628", "Text Message",
            "RM0 Bank: Akaun ***5521 telah dikreditkan RM1,200.00 (YAYASAN CONTOH) pada 14/06/2025.",
            "Baki semasa RM1,512.77.",
        ])
        #expect(result.merchant == "Yayasan Contoh")
        #expect(result.kind == .moneyIn)
    }

    @Test func aMalayCardSentencesShopIsThePayee() {
        let result = Fixture.parse([
            Fixture.boxed("< 62100", x: 0.05, y: 0.05), Fixture.boxed("Mesej Teks", x: 0.05, y: 0.088),
            Fixture.boxed(
                "RM0 Bank: Transaksi kad debit ****3062 sebanyak RM18.40 di KEDAI JAHIT", x: 0.05, y: 0.164,
                width: 0.9),
            Fixture.boxed("MEI LING ON SIBU telah diluluskan pada 13/06/25 15:09.", x: 0.05, y: 0.202, width: 0.9),
        ])
        #expect(result.merchant == "Kedai Jahit Mei Ling On")
    }

    @Test func anSMSsArrivalIsNoTimeForADateOnlyBody() {
        let result = Fixture.parse([
            "< 66628", "Text Message", "Today 9:02 AM",
            "RM0 Bank: Akaun ***5521 telah dikreditkan RM300.00 daripada AHMAD pada 14/06/2025.",
        ])
        #expect(result.date == "2025-06-14")
        #expect(result.time == nil)
    }

    @Test func pointsForThousandsAfterTheSignAreRead() {
        let result = Fixture.parse(["Loan Payment", "Payment Successful", "RM 2.480.00", "Pay to", "My Loan ****4410"])
        #expect(result.amount == Fixture.money("2480.00"))
    }

    @Test func aBalancePagesCurrencyRowsAreNoHistory() {
        let result = Fixture.parse(
            [Fixture.boxed("HSBC", x: 0.05, y: 0.05), Fixture.boxed("My accounts", x: 0.05, y: 0.088)]
                + [Fixture.boxed("Everyday Global Account ****5512", x: 0.05, y: 0.126, width: 0.6)]
                + Fixture.keyValueRow("MYR", "4,210.45", y: 0.164)
                + Fixture.keyValueRow("USD", "120.00", y: 0.202)
                + Fixture.keyValueRow("AUD", "75.10", y: 0.24))
        #expect(result.items.isEmpty)
        #expect(result.status == .balanceOnly)
    }

    @Test func aCashDepositRowNamesNoOne() {
        let result = Fixture.parse([
            "Maybank2u", "Transaction History", "12 Jun 2025", "CASH DEPOSIT CDM", "+500.00", "11 Jun 2025",
            "DUITNOW QR KEDAI KOPI AH KAU", "-12.40",
        ])
        #expect(result.items.first?.merchant == nil)
    }

    @Test func aWalletsBalanceIsNoRail() {
        let result = Fixture.parse(
            [
                Fixture.boxed("Boost", x: 0.05, y: 0.05), Fixture.boxed("Payment Unsuccessful", x: 0.05, y: 0.088),
                OCRLine("RM 64.00", box: NormalizedBox(x: 0.35, y: 0.126, width: 0.3, height: 0.045)),
                Fixture.boxed("Your wallet balance is insufficient for this payment.", x: 0.05, y: 0.191, width: 0.8),
            ]
                + Fixture.keyValueRow("Merchant", "KEDAI KASUT LIM", y: 0.229)
                + Fixture.keyValueRow("Wallet Balance", "RM 21.35", y: 0.305))
        #expect(result.status == .failed)
        #expect(result.channel == nil)
    }
}
