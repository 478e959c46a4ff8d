import SpenDropModel
import SpenDropParser
import Testing

/// Round 24: Johor's towns, and a city by its initials (`JB`, `KT`), end a shop's name of three words or more as its
/// outlet's town; a shorter name keeps it, and so does a name the town stands inside.
@Suite struct SouthernTownTailTests {
    @Test(arguments: [
        ("KEDAI JAM HOCK SENG MUAR", "Kedai Jam Hock Seng"),
        ("ROTI BAKAR PAK DIN JB", "Roti Bakar Pak Din"),
        ("GERAI CENDOL MAK JAH LARKIN", "Gerai Cendol Mak Jah"),
        // Not fired: a town inside the name, a name that would be too short without it.
        ("MEE REBUS MUAR CORNER", "Mee Rebus Muar Corner"),
        ("KOPITIAM MUAR", "Kopitiam Muar"),
    ])
    func aSouthernTownEndingAShopsNameIsItsOutlet(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }
}

/// The country's larger towns of one word end a shop's name as its outlet's town before a round of screens from
/// there brings them (`Ipoh`, `Kuantan`, `Sibu`), as the merchant convention says; the town stays where it is the
/// name's: after a person's title (`Haji Tapah`) or honoured by `Sri`/`Seri` in a name that is only a kind of shop.
@Suite struct CountryTownTailTests {
    @Test(arguments: [
        ("KLINIK PERGIGIAN SENYUM IPOH", "Klinik Pergigian Senyum"),
        ("GERAI APAM BALIK TAIPING", "Gerai Apam Balik"),
        ("KEDAI KOPI LOK KEE KUANTAN", "Kedai Kopi Lok Kee"),
        ("RESTORAN MEE KAMPUA SIBU", "Restoran Mee Kampua"),
        // Not fired: a person's name, a town honoured by Sri or Seri, a name too short without it.
        ("RESTORAN HAJI TAPAH", "Restoran Haji Tapah"),
        ("PASARAYA SERI IPOH", "Pasaraya Seri Ipoh"),
        ("KEDAI MAKAN SRI SANDAKAN", "Kedai Makan Sri Sandakan"),
        ("BENGKEL IPOH", "Bengkel Ipoh"),
    ])
    func aLargerTownEndingAShopsNameIsItsOutlet(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }
}

/// Round 27: the quarters of each state's towns end a shop's name as its outlet (`Padungan`, `Sikamat`), as do a
/// street named a walk and a terminal's code between a city and its country; the town stays where the name does not
/// stand without it: a name of trade and common words only, the end of a place's longer name, a school's locality.
@Suite struct QuarterTailTests {
    @Test(arguments: [
        ("KOLO MEE AH KIONG PADUNGAN", "Kolo Mee Ah Kiong"),
        ("KEDAI KOPI SOON HENG SIKAMAT", "Kedai Kopi Soon Heng"),
        ("IKAN BAKAR PAK LONG LINGGI", "Ikan Bakar Pak Long"),
        ("KEDAI TEMBAGA AH MENG JONKER WALK", "Kedai Tembaga Ah Meng"),
        // Not fired: a name of trade and common words, the end of a longer place's name, a school.
        ("KEDAI BUKU ILMU SATOK", "Kedai Buku Ilmu Satok"),
        ("PERNIAGAAN SERBANEKA BATU KAWA", "Perniagaan Serbaneka Batu Kawa"),
        ("KLINIK HAIWAN SIHAT BUKIT JELUTONG", "Klinik Haiwan Sihat Bukit Jelutong"),
        ("KUIL SRI MARIAMMAN TAMAN SRI SKUDAI", "Kuil Sri Mariamman Taman Sri Skudai"),
        ("SK TAMAN PAROI", "SK Taman Paroi"),
    ])
    func aQuarterEndingAShopsNameIsItsOutlet(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }

    @Test func aTerminalsCodeBetweenTheCityAndTheCountryGoesWithThem() {
        let result = Fixture.parse([
            "CIMB", "Card transaction", "Pending", "SGD 6.80", "≈ RM 22.61", "Merchant", "KOPI KING JEWEL CHANGI T3 SG",
        ])
        #expect(result.merchant == "Kopi King Jewel")
    }
}

/// Round 28: the east coast's towns and villages end a shop's name as its outlet, a beach's head (`PANTAI`) goes with
/// the place it heads, and a business's chosen words (`Jaya`, `Mesra`, `Maju`) make a name that stands without its town.
@Suite struct EastCoastTailTests {
    @Test(arguments: [
        ("NASI KERABU MEK YAH WAKAF CHE YEH", "Nasi Kerabu Mek Yah"),
        ("WARUNG SOTONG PAK SU PANTAI BATU BURUK", "Warung Sotong Pak Su"),
        ("PASARAYA SINAR JAYA KIJAL", "Pasaraya Sinar Jaya"),
        ("KEDAI BAJA MAJU PASIR MAS", "Kedai Baja Maju"),
        // Not fired: a name of trade and common words only keeps its town.
        ("KEDAI CENDERAMATA RUSILA", "Kedai Cenderamata Rusila"),
    ])
    func anEastCoastTownEndingAShopsNameIsItsOutlet(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }
}

/// A one-word name before a place (`KOPITIAM CAUSEWAY POINT`, a food-court chain's outlet abroad) is weighed by the
/// chain and descriptor rules, not kept whole as a name of trade words only.
@Suite struct OneWordBeforePlaceTests {
    @Test func aChainsOneWordNameLosesItsMallAbroad() {
        let result = Fixture.parse(
            [
                Fixture.boxed("BigPay", x: 0.05, y: 0.05, width: 0.12),
                Fixture.boxed("< Transaction", x: 0.05, y: 0.088, width: 0.25),
                Fixture.boxed("KOPITIAM CAUSEWAY POINT", x: 0.05, y: 0.126, width: 0.44),
                OCRLine("-S$ 9.60", box: NormalizedBox(x: 0.35, y: 0.164, width: 0.3, height: 0.045)),
            ]
                + Fixture.keyValueRow("Status", "Completed", y: 0.229)
                + Fixture.keyValueRow("Type", "Card purchase", y: 0.267)
                + Fixture.keyValueRow("Converted", "RM 32.10", y: 0.305))
        #expect(result.merchant == "Kopitiam")
    }
}
