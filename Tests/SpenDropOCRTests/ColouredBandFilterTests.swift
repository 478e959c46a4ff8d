import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct ColouredBandFilterTests {
    /// A white page 40 wide with a full-width band of `colour` in rows 10..<30 carrying `text` pixels in its middle.
    private func page(colour: UInt8, text: UInt8) -> Bitmap {
        let width = 40
        var pixels = [UInt8](repeating: 255, count: width * 50)
        for row in 10..<30 {
            for column in 0..<width { pixels[row * width + column] = colour }
        }
        for row in 18..<22 {
            for column in 15..<25 { pixels[row * width + column] = text }
        }
        return Bitmap(width: width, height: 50, layout: .gray, pixels: pixels)
    }

    private func pixel(_ bitmap: Bitmap, _ column: Int, _ row: Int) -> UInt8 {
        bitmap.pixels[row * bitmap.width + column]
    }

    @Test func whiteTextOnALightColourBecomesBlackOnWhite() {
        // Yellow (#FFC400) is about grey 191: white text on it has too little contrast for the page threshold.
        let filtered = ColouredBandFilter().apply(page(colour: 191, text: 255))
        #expect(pixel(filtered, 5, 12) == 255)
        #expect(pixel(filtered, 20, 20) == 0)
        #expect(pixel(filtered, 20, 40) == 255)
    }

    @Test func darkTextOnALightBandIsLeftAlone() {
        // It already has contrast; changing it measurably hurt the bundled samples.
        let original = page(colour: 200, text: 40)
        #expect(ColouredBandFilter().apply(original) == original)
    }

    @Test func lightTextOnADarkBandIsLeftToTesseract() {
        // Tesseract inverts light-on-dark lines itself; dark-mode screens read worse when filtered.
        let original = page(colour: 60, text: 255)
        #expect(ColouredBandFilter().apply(original) == original)
    }

    @Test func aWhitePageIsLeftAlone() {
        var plain = page(colour: 255, text: 0)
        plain.pixels[5] = 10
        #expect(ColouredBandFilter().apply(plain) == plain)
    }

    @Test func thinRulesAreNotBands() {
        var ruled = [UInt8](repeating: 255, count: 40 * 20)
        for column in 0..<40 { ruled[10 * 40 + column] = 200 }
        let bitmap = Bitmap(width: 40, height: 20, layout: .gray, pixels: ruled)
        #expect(ColouredBandFilter().apply(bitmap) == bitmap)
    }

    @Test func colourInputIsReducedToGrey() {
        let rgb = Bitmap(width: 2, height: 1, layout: .rgb, pixels: [255, 255, 255, 0, 0, 255])
        let grey = GreyConversion.grey(rgb)
        #expect(grey.layout == .gray)
        #expect(grey.pixels == [255, 29])
    }
}
