import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a card message that records the charge and then notes the points earned (`… on 24/01/2027 16:10. You
/// earned 1,049 Timeless Bonus Points.`) is the record; the note makes no banner of it.
@Suite struct RewardNoteTests {
    @Test func aRewardNoteAfterTheRecordLeavesTheRecord() {
        let result = Fixture.parse([
            "< 62100", "Text Message", "Today 11:41 AM",
            "Alliance Bank: RM1,049.00 charged at IKEA DAMANSARA on card ending 6631 on 15/06/2025 11:40. "
                + "You earned 1,049 Timeless Bonus Points.",
        ])
        #expect(result.amount == Fixture.money("1049.00"))
        #expect(result.channel == .card)
        #expect(result.time == "11:40")
    }

    /// Must not fire: a banner whose first sentence is itself an offer stays an offer.
    @Test func aBannerOfTwoSentencesStaysAnOffer() {
        let result = Fixture.parse([
            "Touch 'n Go eWallet", "Spend RM 50 at any 7-Eleven and get RM 5 cashback. T&C apply to 31/01/2026 users.",
        ])
        #expect(result.amount == nil)
    }
}
