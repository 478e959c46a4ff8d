import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: initials in brackets that spell the name before them are the name it is known by (`AMANAH SAHAM
/// BUMIPUTERA (ASB)` → `ASB`); a platform's services company (`LAZADA E-SERVICES (MALAYSIA) SDN BHD`) is its brand.
@Suite struct InitialsAndPlatformCompanyTests {
    private static func paid(_ key: String, _ value: String) -> ParseResult {
        Fixture.parse([
            Fixture.boxed("Maybank2u", x: 0.05, y: 0.05), Fixture.boxed("Payment Successful", x: 0.05, y: 0.088),
            OCRLine("RM 500.00", box: NormalizedBox(x: 0.4, y: 0.126, width: 0.2, height: 0.045)),
            Fixture.boxed(key, x: 0.05, y: 0.191, width: 0.15), Fixture.boxed(value, x: 0.35, y: 0.191, width: 0.6),
        ])
    }

    @Test func bracketedInitialsSpellingTheNameAreTheName() {
        #expect(Self.paid("Fund", "AMANAH SAHAM BUMIPUTERA (ASB)").merchant == "ASB")
        #expect(Self.paid("Merchant", "LAZADA E-SERVICES (MALAYSIA) SDN BHD").merchant == "Lazada")
    }

    /// Must not fire: letters in brackets that do not spell the name are an outlet's or a note's.
    @Test func otherLettersInBracketsAreNoName() {
        #expect(Self.paid("Merchant", "KEDAI BUKU CAHAYA (KLCC)").merchant == "Kedai Buku Cahaya")
    }
}
