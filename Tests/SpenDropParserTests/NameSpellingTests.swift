import SpenDropParser
import Testing

/// Round 24: a name in capitals takes a word's own spelling, with its inner capital, where the screen writes it so in
/// use or a known brand spells it so; a registered company's line teaches no spelling.
@Suite struct NameSpellingTests {
    @Test func aBrandsSpellingFromTheCatalogSurvivesTitleCase() {
        let result = Fixture.parse([
            "Text Message",
            "CIMB: Your card ending 6603 has been charged MYR 80.00 at TIKTOK LIVE on 19-Nov-26 12:55.",
        ])
        #expect(result.merchant == "TikTok Live")
    }

    @Test func aSpellingTheScreenUsesSurvivesTitleCase() {
        let result = Fixture.parse([
            "Card transaction", "RM 30.00", "Merchant", "KOPIHUB CAFE", "Paid via KopiHub app", "04 Nov 2026, 7:46 AM",
        ])
        #expect(result.merchant == "KopiHub Cafe")
    }

    /// Not fired: the spelling of a company's registered name is not taken.
    @Test func aRegisteredNamesSpellingIsNotTaken() {
        let result = Fixture.parse([
            "Card transaction", "RM 30.00", "Merchant", "KOPIHUB CAFE", "KopiHub Ventures Sdn Bhd",
            "04 Nov 2026, 7:46 AM",
        ])
        #expect(result.merchant == "Kopihub Cafe")
    }
}
