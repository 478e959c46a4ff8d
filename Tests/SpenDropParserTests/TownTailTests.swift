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
