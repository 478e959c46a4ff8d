import SpenDropModel
import SpenDropParser
import Testing

/// Round 24: chains on both sides of the Causeway are known brands, so the outlet their card descriptors name after
/// them (a mall, a street, a town) goes and their category comes with them; a word after one that is no outlet stays.
@Suite struct CausewayChainTests {
    @Test(arguments: [
        ("KOUFU BEDOK MALL", "Koufu", SpendCategory.food),
        ("DON DON DONKI SQUARE 2", "Don Don Donki", .shopping),
        ("CHALLENGER PLAZA SINGAPURA", "Challenger", .shopping),
        ("SPC PERMAS JAYA 2", "SPC", .transport),
    ])
    func aChainBeforeItsOutletIsTheChain(name: String, expected: String, category: SpendCategory) {
        let result = Fixture.parse(["Card Transaction", "RM 42.00", "Merchant", name, "12 Nov 2026, 2:10 PM"])
        #expect(result.merchant == expected)
        #expect(result.category == category)
    }

    /// Not fired: a chain's name followed by words of a business of its own.
    @Test func aChainsNameBeforeAnotherBusinessIsThatBusiness() {
        let result = Fixture.parse([
            "Card Transaction", "RM 42.00", "Merchant", "CHALLENGER ROBOTICS ACADEMY", "12 Nov 2026, 2:10 PM",
        ])
        #expect(result.merchant == "Challenger Robotics Academy")
    }
}
