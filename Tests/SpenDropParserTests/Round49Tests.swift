import SpenDropModel
import SpenDropParser
import Testing

/// Round 49: a café in Melaka, a student in Arau, a holiday in Seoul and Busan. Korean receipts print won as whole
/// figures with comma thousands and no mark, under Hangul labels; Korea's convenience stores name their outlets by
/// their site; a romanised neighbourhood (`Nampo-dong`) is a place; Korea's dishes say food.
@Suite struct Round49Tests {
    @Test func aReceiptInHangulWritesWholeWon() {
        let result = Fixture.parse([
            "CONTOH MART 명동점", "[영수증] 2032-08-09 21:14", "바나나맛우유", "2", "3,400", "과세물품가액", "7,727",
            "부가세", "773", "합계", "8,500", "신용카드", "8,500", "승인번호", "30217745",
        ])
        #expect(result.amount == Fixture.money("8500.00"))
        #expect(result.currency == "KRW")
        #expect(result.reference == "30217745")
    }

    @Test func aScreenWithRinggitOrCentsIsNotReadAsWholeWon() {
        // A Hangul word on a ringgit receipt does not make its grouped figures money of their own.
        let result = Fixture.parse(["KEDAI CONTOH 감사합니다", "Items 1,200", "TOTAL RM 25.90"])
        #expect(result.amount == Fixture.money("25.90"))
        #expect(result.currency == "MYR")
    }

    @Test func aTopUpInWonIsMoneyOutOfItsAmountNotItsBalances() {
        let result = Fixture.parse([
            "티머니 충전 영수증", "충전 전 잔액", "4,250원", "충전금액", "30,000원", "충전 후 잔액", "34,250원",
        ])
        #expect(result.amount == Fixture.money("30000.00"))
        #expect(result.currency == "KRW")
        #expect(result.kind == .moneyOut)
    }

    @Test func aKoreanConvenienceStoreIsNamedWithoutItsSite() {
        let result = Fixture.parse(["Wise now", "You spent 6,900 KRW at CU CONTOH STATION."])
        #expect(result.merchant == "CU")
        #expect(result.category == .groceries)
    }

    @Test func aRomanisedNeighbourhoodAfterANameIsItsPlace() {
        let result = Fixture.parse(["Wise now", "You spent 4,000 KRW at HOTTEOK CONTOH NAMPO-DONG."])
        #expect(result.merchant == "Hotteok Contoh")
        #expect(result.category == .food)
    }
}
