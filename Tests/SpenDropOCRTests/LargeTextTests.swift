import Foundation
import SpenDropImage
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// Screens whose amount is set in very large type (drawn by `Tools/samplegen/heroes.py`, inputs in `heroes.json`),
/// read as `spendrop ocr` reads them: downsampled to 1280 px grey, then recognised with the default configuration.
@Suite struct LargeTextTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources", isDirectory: true)

    static func read(_ name: String) async throws -> OCRText {
        let image = try ImagePipeline().downsample(
            .file(fixtures.appendingPathComponent(name + ".png")), options: DownsampleOptions(layout: .gray))
        return try await TesseractRecognizer(configuration: TesseractConfiguration()).recognize(image.bitmap)
    }

    /// The numbers of the text, as the recall benchmark counts amounts.
    static func numbers(_ text: OCRText) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\d[\d,]*(?:\.\d+)?"#)
        let joined = text.text
        return pattern.matches(in: joined, range: NSRange(joined.startIndex..., in: joined)).compactMap {
            Range($0.range, in: joined).map {
                String(joined[$0]).trimmingCharacters(in: CharacterSet(charactersIn: ","))
            }
        }
    }

    @Test func aHeroAHundredAndFiftyPixelsTallIsRead() async throws {
        // `RM 450` black on yellow under "Jumlah", the figures 150 px tall at 1280 px: the page's layout sets them
        // aside as too large, and the rows through their heavy strokes were taken for a dark band and inverted.
        let text = try await Self.read("jumlah_rm450_yellow")
        #expect(Self.numbers(text).contains("450"))
        #expect(text.lines.contains { $0.text.contains("Jumlah") })
    }

    @Test func aLightHeroOnADarkPageIsRead() async throws {
        // White figures 150 px tall in dark mode: rows through them are lighter than dark, yet part of the page.
        let text = try await Self.read("hero150_whole_rm_dark_interbold_1179")
        #expect(Self.numbers(text).contains("450"))
    }

    @Test func theRowBelowAColouredHeaderIsRead() async throws {
        // A red header holding a 60 px hero, then white rows: the bands meet at the header's edge, so neither band is
        // mostly red with a strip of white text (which Tesseract dropped: "Merchant Bengkel Motor Ah Seng").
        let text = try await Self.read("hero060_decimal_rm_red_robotobold_1290")
        #expect(text.lines.contains { $0.text.contains("Bengkel Motor Ah Seng") })
        #expect(Self.numbers(text).contains("268.40"))
    }

    @Test func aButtonsLabelThePageLeftOutIsRead() async throws {
        // `Done` on a filled button at the foot of the screen, black on yellow and white on red: the lower band's own
        // threshold puts the yellow with the text (the button becomes one dark shape), and a white label on red is
        // dropped by the page layout (the CLI misses it too). Read alone, each label comes out whole.
        for name in ["jumlah_rm450_yellow", "hero060_decimal_rm_red_robotobold_1290"] {
            let text = try await Self.read(name)
            #expect(text.lines.contains { $0.text == "Done" }, "\(name): \(text.lines.suffix(2).map(\.text))")
        }
    }

    @Test func theSmallCurrencyBesideALargeFigureIsReadAtItsOwnSize() async throws {
        // Scaled so the 150 px figures are an ordinary line, the `RM` beside them (a third of their size) came out
        // garbled (`m450`); read alone at its own size it is whole, and the figures keep their own reading.
        let text = try await Self.read("jumlah_rm450_yellow")
        #expect(text.lines.contains { $0.text == "RM 450" }, "\(text.lines.map(\.text))")
    }

    @Test func aHeroReadUnsureAtTheFirstSizeGetsASecondLook() async throws {
        // `RM 30` white on red, the figures 175 px tall: at a 20 px line they read as letters (`moO`); at 28 px the
        // figures are read (the CLI reads nothing there).
        let text = try await Self.read("paid_rm30_red")
        #expect(Self.numbers(text).contains("30"), "\(text.lines.map(\.text))")
    }
}
