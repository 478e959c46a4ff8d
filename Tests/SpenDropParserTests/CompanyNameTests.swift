import SpenDropParser
import Testing

/// Round 24: the region a legal entity is registered for, between its name and its legal tail, is the entity's,
/// not the name (`WISE ASIA-PACIFIC PTE LTD` is Wise); without the legal tail it is a name of its own.
@Suite struct LegalEntityRegionTests {
    @Test(arguments: [
        ("KOPI KITA ASIA-PACIFIC PTE LTD", "Kopi Kita"),
        ("NOVA PAY SOUTH EAST ASIA SDN BHD", "Nova Pay"),
        // Not fired: no legal tail after the region.
        ("RESTORAN ASIA PACIFIC", "Restoran Asia Pacific"),
    ])
    func aRegionBeforeALegalTailGoes(sender: String, expected: String) {
        let result = Fixture.parse(["Maybank2u", "Money Received", "+RM 500.00", "From", sender, "Ref 88231"])
        #expect(result.merchant == expected)
    }
}

/// Round 24: a platform's payout row names its batch after the platform (`TIKTOK SHOP SETTLEMENT`): the type goes,
/// as `Cashback` or `Refund` after a name does; a word that only holds it is kept.
@Suite struct SettlementTypeTests {
    @Test(arguments: [
        ("KEDAI BUKU ILMU SETTLEMENT", "Kedai Buku Ilmu"),
        // Not fired: the word inside a name, not after it.
        ("SETTLEMENTS KOPI HOUSE", "Settlements Kopi House"),
    ])
    func aSettlementAfterTheSenderGoes(sender: String, expected: String) {
        let result = Fixture.parse(["Maybank2u", "Money Received", "+RM 500.00", "From", sender, "Ref 88231"])
        #expect(result.merchant == expected)
    }
}
