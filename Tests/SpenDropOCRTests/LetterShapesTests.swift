import Testing

@testable import SpenDropOCR

/// Letters one stroke can stand for, told apart by spelling (`LetterShapes`).
struct LetterShapesTests {
    @Test(arguments: [
        ("Kedai Buku Cahaya IImu", "Kedai Buku Cahaya Ilmu"),
        ("IIham bin Razak", "Ilham bin Razak"),
        ("Pay to: IIIyana", "Pay to: Illyana"),
        ("(IIyas Motor)", "(Ilyas Motor)"),
    ])
    func aWordsDoubledCapitalIBeforeSmallLettersIsAnL(read: String, meant: String) {
        #expect(LetterShapes.repaired(read) == meant)
    }

    @Test(arguments: ["III", "CIMB OCTO", "Type IIa", "BIIlling", "II Ilmu", "RM 11.00", "AIIm"])
    func capitalsNumeralsAndOtherPlacesAreLeftAlone(text: String) {
        #expect(LetterShapes.repaired(text) == text)
    }
}
