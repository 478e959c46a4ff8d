import SpenDropModel
import SpenDropParser
import Testing

/// Round 32: a road, a food court, a precinct and more of Penang's and Kuala Lumpur's quarters end a name; cash handed
/// over at a counter and a loan's repayment are no money in; an education fund's deposit is savings; a bridge's
/// company names the toll wallet; a zakat body's acronym keeps its capitals.
@Suite struct Round32Tests {
    @Test(arguments: [
        ("KEDAI BUNGA RAJU JLN KEBUN BUNGA", "Kedai Bunga Raju"),
        ("GERAI MEE REBUS PAK ALI MEDAN SELERA DAYABUMI", "Gerai Mee Rebus Pak Ali"),
        ("WARUNG NASI KAK LIMAH PRESINT 9", "Warung Nasi Kak Limah"),
        ("PUSAT PUNGUTAN ZAKAT MAIWP", "Pusat Pungutan Zakat MAIWP"),
        // Not fired: a place the name is of.
        ("KILANG SAWIT SRI MEDAN", "Kilang Sawit Sri Medan"),
    ])
    func placesAfterANameAreTheOutlets(name: String, expected: String) {
        #expect(Fixture.paidTo(name).merchant == expected)
    }

    @Test func cashHandedOverAtACounterIsNoMoneyIn() {
        let result = Fixture.parse([
            "MAHKAMAH MAJISTRET", "RESIT RASMI", "No. Resit", "MM-2801-0042", "Denda", "RM 300.00", "Tunai Diterima",
            "RM 300.00",
        ])
        #expect(result.kind == .expense)
    }

    @Test func aHistoryWithABridgesCompanyIsTouchNGos() {
        let result = Fixture.parse([
            "Transaction History", "JAMBATAN KEDUA SDN BHD", "-RM 8.50", "28 Jan 2028 19:44", "Reload", "+RM 50.00",
            "27 Jan 2028 12:58",
        ])
        #expect(result.provider == .touchNGo)
    }
}
