import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a bank signs its messages up front with a short or common name (`AFFIN:`, `SCB MY:`, `AGRO:`); there
/// the name is the sender, though alone elsewhere such a word names no bank.
@Suite struct SignedShortNameTests {
    @Test(arguments: [
        (
            "AFFIN: Purchase RM 68.70 at KEDAI BUKU CAHAYA on debit card xx2290 on 27/01/27 19:21 approved.",
            Provider.affin
        ),
        (
            "SCB MY: Your card ending 8872 was charged MYR 318.00 at TIARA HOTEL on 16/02/27 22:08.",
            Provider.standardChartered
        ),
        ("AGRO: Bayaran JomPAY RM42.70 kepada JABATAN AIR NEGERI SABAH telah berjaya pada 08/02/27 10:03.", .agrobank),
    ])
    func aMessageSignedWithABanksShortNameIsThatBanks(_ body: String, _ bank: Provider) {
        let result = Fixture.parse(["< 66811", "Text Message", "Today 7:22 PM", body])
        #expect(result.provider == bank)
    }

    /// Must not fire: the same words inside a sentence or a name sign nothing.
    @Test func theWordsInsideANameSignNothing() {
        let result = Fixture.parse([
            "Touch 'n Go eWallet", "Payment Successful", "RM 12.00", "Paid to", "AGRO TANI SEGAR ENTERPRISE",
        ])
        #expect(result.provider == .touchNGo)
        let sentence = Fixture.parse(["Text Message", "Paid to Affin Motor: RM 80.00 on 02/02/27 approved."])
        #expect(sentence.provider != .affin)
    }
}
