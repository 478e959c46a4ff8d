import SpenDropModel
import SpenDropParser
import Testing

/// Round 27: a patronymic's marker makes a person's name only with the father's name after it and no trade word
/// before it, and a food order's bare `Restaurant` key names the restaurant below it.
@Suite struct BusinessNameTests {
    @Test func aRestaurantNamedWithBinAtItsEndIsNoPerson() {
        let result = Fixture.parse([
            "RESTORAN SEAFOOD KIM BIN", "No 3, Jalan Pantai, 98000 Miri", "Nasi Putih", "2", "6.00", "Sotong Goreng",
            "1", "28.00", "Total", "34.00", "VISA ****1190", "34.00",
        ])
        #expect(result.kind == .expense)
    }

    @Test(arguments: [
        ("ROSLAN BIN HAMID", EntryKind.moneyOut),
        // Not fired: a trade word opens the name, or the marker ends it.
        ("KEDAI MAKAN AHMAD BIN ALI", .expense), ("RESTORAN HAI BIN", .expense),
    ])
    func aPatronymicMakesAPersonsName(payee: String, kind: EntryKind) {
        let result = Fixture.parse(["Touch 'n Go eWallet", "Payment Successful", "RM 50.00", "Paid to", payee])
        #expect(result.kind == kind)
    }

    @Test func aFoodOrdersRestaurantKeyNamesTheRestaurantBelow() {
        let result = Fixture.parse([
            "GrabFood", "Order completed", "Restaurant", "WARUNG TOK SU GADING", "Total", "RM 23.40", "Paid by",
            "Mastercard ****1180",
        ])
        #expect(result.merchant == "Warung Tok Su Gading")
        #expect(result.category == .food)
    }
}
