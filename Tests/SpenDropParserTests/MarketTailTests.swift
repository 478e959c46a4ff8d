import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a market, a street or a town after a name that stands without it is where the stall is (`… TAMU KOTA
/// BELUD`, `… GAYA STREET SUNDAY MARKET`, `… LIKAS`); a stall named for its produce is groceries.
@Suite struct MarketTailTests {
    private static func paid(_ payee: String) -> ParseResult { Fixture.walletPayment(to: payee) }

    @Test(arguments: [
        ("GERAI SAYUR INANG TAMU KOTA BELUD", "Gerai Sayur Inang"),
        ("GERAI BUAH LIMAU AH KIM PASAR BESAR KK", "Gerai Buah Limau Ah Kim"),
        ("KEDAI KUIH LAPIS SITI GAYA STREET SUNDAY MARKET", "Kedai Kuih Lapis Siti"),
        ("GERAI PISANG GORENG CHEESE AMOI GAYA STREET", "Gerai Pisang Goreng Cheese Amoi"),
        ("KEDAI RUNCIT BORNEO JAYA KOTA BELUD", "Kedai Runcit Borneo Jaya"),
        ("KEDAI KOPI NAM HING LIKAS", "Kedai Kopi Nam Hing"),
        ("GERAI ROTI CANAI ABANG MAT KELANA JAYA", "Gerai Roti Canai Abang Mat"),
    ])
    func aPlaceAfterANameIsWhereTheStallIs(_ payee: String, _ name: String) {
        #expect(Self.paid(payee).merchant == name)
    }

    /// A card descriptor's town before its country code goes with it, a district as much as a city.
    @Test func aTownBeforeTheCountryCodeGoes() {
        let result = Fixture.parse([
            "Text Message",
            "PBB: Txn of RM 742.50 at PULAU EMAS DUTY FREE LABUAN MY on card 4xxx7720 on 16/02/2027 15:03 approved.",
        ])
        #expect(result.merchant == "Pulau Emas Duty Free")
        #expect(Self.paid("KAPAL EKSPRES LABUAN JAYA").merchant == "Kapal Ekspres Labuan Jaya")
    }

    /// Must not fire: a name that would not stand without its market or its town keeps it, and so does a place
    /// inside a name.
    @Test func aNameThatNeedsItsPlaceKeepsIt() {
        #expect(Self.paid("GERAI SAYUR TAMU MAMBAU").merchant == "Gerai Sayur Tamu Mambau")
        #expect(Self.paid("KLINIK VETERINAR LIKAS PAWS").merchant == "Klinik Veterinar Likas Paws")
        #expect(Self.paid("KOTA SEAFOOD").merchant == "Kota Seafood")
    }

    @Test func aStallNamedForItsProduceIsGroceries() {
        #expect(Self.paid("GERAI BUAH LIMAU AH KIM PASAR BESAR KK").category == .groceries)
        #expect(Self.paid("BORNEO FRUITS TRADING").category == .groceries)
    }

    /// Must not fire: a place named for a fruit sells none, and a stall of cooked food stays food.
    @Test func aPlaceNamedForAFruitIsNoProduce() {
        #expect(Self.paid("MAJLIS PERBANDARAN SUNGAI LIMAU").category != .groceries)
        #expect(Self.paid("GERAI PISANG GORENG CHEESE AMOI").category == .food)
    }
}
