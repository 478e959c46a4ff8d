import Testing

@testable import SpenDropOCR

/// A hyphenated code read with a space before one of its hyphens is one code again (`HyphenatedCodes`).
struct HyphenatedCodesTests {
    @Test(arguments: [
        ("SST ID: W10-2604 -32000118", "SST ID: W10-2604-32000118"),
        ("Ref PH-7712 -940 -11", "Ref PH-7712-940-11"),
    ])
    func aHyphenatedCodeReadWithASpaceBeforeAHyphenIsOneCode(read: String, meant: String) {
        #expect(HyphenatedCodes.joined(read) == meant)
    }

    @Test(arguments: [
        "Promo Buy 2 Save 10 -10.00", "E-VOUCHER RM20 -20.00", "Discount RM 5.00 -2.00", "Tel: 03-8736 2201",
        "RETURN KIPRUN KS500 42 -199.00", "A-B -5",
    ])
    func figuresAfterWordsAndPlainNumbersAreLeftAlone(text: String) {
        #expect(HyphenatedCodes.joined(text) == text)
    }
}
