import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: where a stall is, after its name (Perlis's and Penang's towns, Hat Yai, a quarter and its city, a drive,
/// a township, a `Pekan` market, a pharmacy chain's mall, a foreign descriptor's city before its country code), and
/// the places that belong to a name.
@Suite struct NorthernPlaceTailTests {
    private static func paid(_ payee: String) -> ParseResult { Fixture.walletPayment(to: payee) }

    @Test(arguments: [
        ("KEDAI KOPI SENG HIN KANGAR", "Kedai Kopi Seng Hin"),
        ("KOPI SATU DUA GEORGETOWN", "Kopi Satu Dua"),
        ("SUKSAN SEAFOOD HATYAI", "Suksan Seafood"),
        ("KEDAI MURUKKU SRI LAKSHMI LITTLE INDIA IPOH", "Kedai Murukku Sri Lakshmi"),
        ("MEE UDANG MAK TEH LARUT MATANG", "Mee Udang Mak Teh"),
        ("ROTI CANAI PAK LONG SIMPANG EMPAT", "Roti Canai Pak Long"),
        ("OYSTER OMELETTE KAK NAH GURNEY DRIVE", "Oyster Omelette Kak Nah"),
        ("KUIL SRI KALIAMMAN TAMAN MERU", "Kuil Sri Kaliamman"),
        ("NASI LEMAK KAK ROS PEKAN RABU", "Nasi Lemak Kak Ros"),
        ("WATSONS GURNEY PARAGON", "Watsons"),
    ])
    func aPlaceAfterANameIsWhereTheStallIs(_ payee: String, _ name: String) {
        #expect(Self.paid(payee).merchant == name)
    }

    /// Must not fire: a toll plaza keeps the bridge it is named for, a school's canteen its school, a short name its
    /// last word. (A larger town after a name that stands without it goes: `CountryTownTailTests`.)
    @Test(arguments: [
        ("PLAZA TOL JAMBATAN PULAU PINANG", "Plaza Tol Jambatan Pulau Pinang"),
        ("KANTIN SK TAMAN MELATI", "Kantin SK Taman Melati"),
        ("THE GREEN ROAD", "The Green Road"),
    ])
    func aPlaceThatBelongsToTheNameStays(_ payee: String, _ name: String) {
        #expect(Self.paid(payee).merchant == name)
    }

    private static func charged(at descriptor: String) -> ParseResult {
        Fixture.parse([
            "< 66300", "Text Message", "Today 8:14 PM",
            "RM0.00 Maybank: Card 4417 charged THB1,250.00 at \(descriptor) on 13/12 20:13. Amount billed MYR155.63.",
        ])
    }

    /// A card descriptor's city before its country code goes, named in a list or not.
    @Test func aDescriptorsCityBeforeItsCountryCodeGoes() {
        #expect(Self.charged(at: "CHAIWAT GOLD SONGKHLA TH").merchant == "Chaiwat Gold")
    }

    /// Must not fire: a name of two words before the code keeps both, and a capital already gone takes no more.
    @Test func aShortNameBeforeTheCodeKeepsItsWords() {
        #expect(Self.charged(at: "SIAM BOOKS TH").merchant == "Siam Books")
        #expect(Self.charged(at: "KRUA PAK TAI BANGKOK TH").merchant == "Krua Pak Tai")
    }
}
