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
        let result = Fixture.parse(["Payment Successful", "RM 25.00", "Paid to", name])
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
        let result = Fixture.parse(["Payment Successful", "RM 25.00", "Paid to", name])
        #expect(result.merchant == expected)
    }
}
