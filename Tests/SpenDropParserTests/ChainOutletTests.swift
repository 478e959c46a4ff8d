import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a food or grocery chain's card descriptor names its outlet after the brand (`STARBUCKS KKIA`,
/// `SECRET RECIPE SURIA SABAH`): the merchant is the brand.
@Suite struct ChainOutletTests {
    private static func wallet(_ title: String, _ category: String) -> [String] {
        ["< Maybank Visa", title, category, "RM 23.40", "Today, 6:31 AM", "Approved", "Card Number", "•••• 4417"]
    }

    @Test(arguments: [
        ("STARBUCKS KKIA", "Starbucks"), ("SECRET RECIPE SURIA SABAH", "Secret Recipe"),
        ("LOTUS'S PENAMPANG", "Lotus's"),
    ])
    func aChainsOutletAfterItsBrandGoes(_ title: String, _ brand: String) {
        #expect(Fixture.parse(Self.wallet(title, "Restaurants")).merchant == brand)
    }

    /// Must not fire: a business of its own named after a chain keeps its name, and a brand of goods keeps what
    /// follows it.
    @Test func aBusinessNamedAfterAChainKeepsItsName() {
        #expect(Fixture.parse(Self.wallet("AEON CREDIT SERVICE", "Financial")).merchant == "AEON Credit Service")
        #expect(Fixture.parse(Self.wallet("POPULAR BOOKSTORE", "Shopping")).merchant == "Popular Bookstore")
    }
}
