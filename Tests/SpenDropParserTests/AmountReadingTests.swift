import SpenDropModel
import SpenDropParser
import Testing

@Suite struct AmountReadingTests {
    @Test(arguments: [
        ("RM 25.90", "25.90"), ("RM25.90", "25.90"), ("RM 1,280.00", "1280.00"), ("25.90 RM", "25.90"),
        ("MYR 1,250.00", "1250.00"), ("-RM12.00", "12.00"), ("RM 450", "450.00"), ("Total 1,250.00", "1250.00"),
        ("RM 12,345,678.90", "12345678.90"), ("rm 8.50", "8.50"), ("RM: 3.20", "3.20"), ("RM 7.5", "7.50"),
    ])
    func readsEveryWrittenForm(line: String, expected: String) throws {
        let result = Fixture.parse([line])
        #expect(result.amount == Fixture.money(expected))
    }

    @Test(arguments: [
        ("RM 25.9O", "25.90"), ("RM25,90", "25.90"), ("RM 1 280.00", "1280.00"), ("RM l5.00", "15.00"),
        ("RM 1O.5O", "10.50"), ("-nm20.00", "20.00"),
        // Round 23: the capitals of RM split by a space.
        ("-R M8.50", "8.50"), ("R M 4O.8O", "40.80"),
    ])
    func repairsCommonOCRNoiseAndLowersConfidence(line: String, expected: String) throws {
        let result = Fixture.parse(["Touch 'n Go eWallet", "Paid to STARBUCKS", line])
        #expect(result.amount == Fixture.money(expected))
        #expect(result.confidence != .high)
    }

    @Test(arguments: [
        "Account 1234567890", "Call 012-3456789", "Card 5412 7512 3412 3456", "TERMS 12.50abc", "12/03/2025",
        "14:37:05", "SST 6%", "Ref 2025031212345678", "Version 1.2.3",
    ])
    func readsNoAmountOutOfIdentifiersDatesOrTimes(line: String) {
        let result = Fixture.parse([line])
        #expect(result.amount == nil)
    }

    @Test func doesNotReadRMInsideWords() {
        let result = Fixture.parse(["TERMS AND CONDITIONS 25", "FIRM 30.00X"])
        #expect(result.candidates.isEmpty)
    }

    @Test func readsAmountsOfAnySize() {
        let result = Fixture.parse(["Transfer Amount", "RM 1,234,567.89"])
        #expect(result.amount == Fixture.money("1234567.89"))
    }

    @Test func keepsTheSignShownForHistoryRows() {
        let result = Fixture.parse(["Amount", "-RM 12.00"])
        #expect(result.amount == Fixture.money("12.00"))
    }
}

@Suite struct AmountMarkerOwnershipTests {
    @Test func markerBeforeANumberBelongsToThatNumber() {
        let result = Fixture.parse(["Item 12 RM 5.00"])
        #expect(result.candidates.map(\.amount) == [Fixture.money("5.00")])
    }
}

@Suite struct AmountLayoutRepairTests {
    @Test func splitHeroJoinsItsCentsBox() throws {
        let result = Fixture.parse([
            Fixture.boxed("Payment Successful", x: 0.06, y: 0.05, width: 0.3),
            Fixture.boxed("RM", x: 0.30, y: 0.10, width: 0.08),
            Fixture.boxed("47", x: 0.40, y: 0.10, width: 0.08),
            Fixture.boxed(".35", x: 0.50, y: 0.10, width: 0.1),
            Fixture.boxed("Paid to KEDAI BUNGA MELATI", x: 0.06, y: 0.15, width: 0.4),
        ])
        #expect(try #require(result.amount) == Fixture.money("47.35"))
    }

    @Test func capitalIForOneBeforeAThousandsComma() throws {
        let result = Fixture.parse(["Transfer successful", "Transfer amount", "RM I,45O.OO", "To", "LIM AH KOW"])
        #expect(try #require(result.amount) == Fixture.money("1450.00"))
    }
}

/// Round 23: an `R` and an `M` apart are RM only as a marker before a number; a name's initial before a word is not.
@Suite struct SplitMarkerTests {
    @Test func anInitialBeforeANameIsNoRinggit() {
        let result = Fixture.parse(["Payment Successful", "Paid to", "KEDAI R MUTHU 12", "RM 15.00"])
        #expect(result.amount == Fixture.money("15.00"))
        #expect(!result.candidates.contains { $0.amount == Fixture.money("12.00") })
    }
}
