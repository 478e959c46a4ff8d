import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct DarkBandInversionTests {
    /// A white grey page with rows `dark` painted near-black and a light "letter" in each dark row.
    private func page(height: Int, width: Int = 30, dark: [Range<Int>], darkGrey: UInt8 = 20) -> Bitmap {
        var pixels = [UInt8](repeating: 250, count: width * height)
        for range in dark {
            for row in range {
                for column in 0..<width { pixels[row * width + column] = column == 3 ? 240 : darkGrey }
            }
        }
        return Bitmap(width: width, height: height, layout: .gray, pixels: pixels)
    }

    @Test func darkRowsBecomeDarkOnLightAndTheRestIsUntouched() {
        let bitmap = page(height: 100, dark: [20..<60])
        let result = DarkBandInversion().apply(bitmap)
        #expect(DarkBandInversion().darkRuns(bitmap) == [20..<60])
        for row in 0..<100 {
            let background = result.pixels[row * 30 + 10]
            let letter = result.pixels[row * 30 + 3]
            if (20..<60).contains(row) {
                #expect(background == 235 && letter == 15)
            } else {
                #expect(background == 250 && letter == 250)
            }
        }
    }

    @Test func aWholeDarkModeScreenIsInverted() {
        let bitmap = page(height: 80, dark: [0..<80])
        #expect(DarkBandInversion().darkRuns(bitmap) == [0..<80])
        #expect(DarkBandInversion().apply(bitmap).pixels.allSatisfy { $0 == 235 || $0 == 15 })
    }

    @Test func rulesAndMidToneHeadersAreLeftAlone() {
        // A 3-row dark rule is a border, not text; a mid-tone (grey 85) coloured header is read well as it is.
        let rule = page(height: 100, dark: [40..<43])
        #expect(DarkBandInversion().darkRuns(rule).isEmpty)
        #expect(DarkBandInversion().apply(rule) == rule)
        let header = page(height: 100, dark: [0..<30], darkGrey: 85)
        #expect(DarkBandInversion().darkRuns(header).isEmpty)
    }

    @Test func onlyGreyBitmapsAreChanged() {
        let rgb = Bitmap(width: 2, height: 10, layout: .rgb, pixels: [UInt8](repeating: 0, count: 60))
        #expect(DarkBandInversion().apply(rgb) == rgb)
    }

    @Test func heavyDarkFiguresOnALightPageAreNotInverted() {
        // Rows through a heavy dark hero amount: most pixels are its strokes, but no row is dark across half the
        // width in one piece, as a dark background is between its lines.
        var pixels = [UInt8](repeating: 250, count: 30 * 100)
        for row in 20..<60 {
            for column in 0..<30 where column % 10 >= 2 && column % 10 <= 8 { pixels[row * 30 + column] = 20 }
        }
        let bitmap = Bitmap(width: 30, height: 100, layout: .gray, pixels: pixels)
        #expect(DarkBandInversion().darkRuns(bitmap).isEmpty)
    }

    @Test func rowsThroughLargeLightFiguresOnADarkPageAreInvertedWithIt() {
        // A dark-mode page whose rows 30..<50 cross white figures wider than the page around them.
        var pixels = [UInt8](repeating: 20, count: 30 * 80)
        for row in 30..<50 {
            for column in 3..<27 { pixels[row * 30 + column] = 240 }
        }
        let bitmap = Bitmap(width: 30, height: 80, layout: .gray, pixels: pixels)
        #expect(DarkBandInversion().darkRuns(bitmap) == [0..<80])
        // A mid-tone band across a dark page (a red banner) is left as it is, even with dark ends.
        for row in 30..<50 {
            for column in 3..<27 { pixels[row * 30 + column] = 90 }
        }
        let banner = Bitmap(width: 30, height: 80, layout: .gray, pixels: pixels)
        #expect(DarkBandInversion().darkRuns(banner) == [0..<30, 50..<80])
    }
}
