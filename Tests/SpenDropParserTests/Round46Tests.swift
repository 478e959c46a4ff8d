import SpenDropModel
import SpenDropParser
import Testing

/// Round 46: a newborn in Seremban 2, a kuih business in Alor Setar, an umrah in Makkah and Madinah. A message's
/// body dates it, not the thread's stamp; a bill's total less what was taken off it is the rest paid now; a figure
/// under its own amount key is no row of a list; a state's government keeps its state's name.
@Suite struct Round46Tests {
    @Test func aMessagesDatedStampIsNotTheTransactionsTime() {
        let result = Fixture.parse([
            "< 62003", "Text Message", "Tue, 3 Jun, 09:30",
            "RM0.00 PBB: IBG CREDIT of RM 412.50 to A/C 4-9931xx8831 on",
            "03/06/2025 from TAKAFUL CONTOH BERHAD. Ref: CLM25-0088412",
        ])
        #expect(result.date == "2025-06-03")
        #expect(result.time == nil)
    }

    @Test func aTimeAloneUnderAnInboxsSenderIsTheMailsArrival() {
        let result = Fixture.parse([
            "< Inbox", "Standard Chartered", "11:48", "Card Transaction Alert", "Merchant", "KEDAI CONTOH",
            "Transaction amount", "MYR 178.35", "Transaction date", "08 Dec 2031",
        ])
        #expect(result.time == nil)
    }

    @Test func aBillsTotalLessWhatWasTakenOffIsTheRestPaidNow() {
        let result = Fixture.parse([
            "CONTOH TRAVEL & TOURS SDN BHD", "(1034456-V)", "No. 18, Jalan Contoh 1/7A, Nilai", "RESIT RASMI",
            "No. Resit:", "CT-OR-31-1187", "Tarikh:", "20/11/2031", "Pakej Umrah", "19,780.00", "Jumlah Pakej",
            "19,780.00", "Tolak: Deposit", "-2,000.00", "Tolak: Ansuran", "-8,000.00", "Bayaran Akhir Diterima",
            "9,780.00", "Baki Tertunggak", "0.00",
        ])
        #expect(result.amount == Fixture.money("9780.00"))
    }

    @Test func aTravelVisaSoldOnAnItemsRowTendersNoCard() {
        let result = Fixture.parse([
            "CONTOH TRAVEL SDN BHD", "(1034456-V)", "No. 18, Jalan Contoh, Nilai", "RESIT RASMI", "Tarikh: 20/11/2031",
            "Pakej 2 x 9,890.00", "19,780.00", "Visa & Insurans 2 x 350.00", "700.00", "Jumlah", "20,480.00",
            "Kaedah Bayaran: Pindahan Bank",
        ])
        #expect(result.provider != .card)
    }

    @Test func aFigureUnderItsOwnAmountKeyIsNoRowOfAList() {
        let result = Fixture.parse(
            [Fixture.boxed("HSBC", x: 0.05, y: 0.05), Fixture.boxed("Pending transactions", x: 0.05, y: 0.09)]
                + [Fixture.boxed("KEDAI CONTOH MAKKAH SA", x: 0.05, y: 0.13, width: 0.5)]
                + Fixture.keyValueRow("Transaction amount", "SAR 48.00", y: 0.17, valueX: 0.77)
                + Fixture.keyValueRow("Billing amount", "MYR 58.90", y: 0.21, valueX: 0.77)
                + Fixture.keyValueRow("Transaction date", "05 Dec 2031", y: 0.25, valueX: 0.73))
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("58.90"))
        #expect(result.merchant == "Kedai Contoh")
    }

    @Test(arguments: [
        ("KERAJAAN NEGERI SEMBILAN (INSENTIF ANAK", "Kerajaan Negeri Sembilan"),
        ("PASARAYA CONTOH ALOR STAR", "Pasaraya Contoh"), ("KEDAI KURMA CONTOH MADINAH", "Kedai Kurma Contoh"),
        ("KEDAI HIJAB CONTOH AL AZIZIAH", "Kedai Hijab Contoh"),
        ("KLINIK PAKAR CONTOH DR SURAYA SEREMBAN 2", "Klinik Pakar Contoh Dr Suraya"),
    ])
    func aNameLosesItsPlaceAndItsNote(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test(arguments: [("CONTOH GIFT CENTRE", SpendCategory.shopping), ("DAR CONTOH BOOKSHOP", .education)])
    func theTradeInTheNameIsTheCategory(raw: String, category: SpendCategory) {
        #expect(Fixture.paidTo(raw).category == category)
    }

    @Test func aQRPaymentReceivedInMalayIsMoneyIn() {
        let result = Fixture.parse([
            "Bank Contoh", "Butiran Transaksi", "+RM 96.00", "Berjaya", "Jenis", "DuitNow QR (Terima)", "Daripada",
            "NORHAYATI BINTI CONTOH", "Kepada", "DAPUR KUIH CONTOH",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Norhayati Binti Contoh")
    }

    @Test func aTransferFromANameCreditedNamesTheSender() {
        let result = Fixture.parse([
            "< HLB", "Text Message", "Today 12:48", "HLB: DuitNow transfer of RM250.00 from WONG KAH CONTOH credited",
            "to A/C xxxx4471 on 06-Dec-31 12:47.",
        ])
        #expect(result.merchant == "Wong Kah Contoh")
    }

    @Test func aLocationRowNamingACityIsWhereNotWho() {
        let result = Fixture.parse([
            "Wise", "< Transactions", "KEDAI KURMA CONTOH", "180.00 SAR", "Status", "Completed", "Location",
            "Makkah, SA",
        ])
        #expect(result.merchant == "Kedai Kurma Contoh")
    }

    @Test func aNameOverTwoRowsEndsAtTheNextKey() {
        let result = Fixture.payeeOverTwoRows(
            app: "Touch 'n Go eWallet", outcome: "Successful", hero: "-RM 185.00",
            payee: ("Merchant", "KLINIK PAKAR KANAK-KANAK"), second: "DR CONTOH SEREMBAN 2",
            next: ("Transaction Type", "DuitNow QR"))
        #expect(result.merchant == "Klinik Pakar Kanak-Kanak Dr Contoh")
    }
}
