import Foundation
import SpenDropImage
import SpenDropModel
import Testing

/// The HTML report in a real browser: headless Chromium renders it at a phone's width, and every chart's region
/// must hold drawn pixels. Skipped, with the reason, only where no Chromium is installed.
@Suite(.serialized) struct ReportBrowserTests {
    static let chromium = Tool.find("chromium-headless-shell") ?? Tool.find("chromium")

    static let chartIDs = [
        "chart-category", "chart-day", "chart-months", "chart-account", "chart-provider", "chart-merchants",
    ]

    /// Colours no chart uses, one per chart, painted behind it to find where it landed on the page.
    static let markers: [(UInt8, UInt8, UInt8)] = [
        (255, 0, 204), (0, 255, 255), (255, 255, 0), (128, 0, 255), (255, 0, 0), (0, 255, 0),
    ]

    /// Renders `page` to a PNG `width` pixels wide and decodes it.
    private func render(_ page: URL, width: Int, height: Int, dark: Bool = false) throws -> Bitmap {
        let chromium = try #require(Self.chromium)
        let folder = page.deletingLastPathComponent()
        let png = folder.appendingPathComponent(
            page.deletingPathExtension().lastPathComponent + (dark ? "-dark" : "") + ".png")
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=" + folder.appendingPathComponent("chromium-profile").path,
            "--window-size=\(width),\(height)", "--screenshot=" + png.path,
        ]
        // Blink's preferred colour scheme: 0 dark, 1 light.
        arguments.append("--blink-settings=preferredColorScheme=\(dark ? 0 : 1)")
        let result = try chromium.run(arguments + [page.absoluteString], environment: ["HOME": folder.path])
        #expect(result.status == 0, "chromium: \(result.stderr)")
        let image = try ImagePipeline().downsample(
            .file(png), options: DownsampleOptions(maxSide: 100_000, layout: .rgb))
        #expect(image.bitmap.width == width)
        return image.bitmap
    }

    private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let offset = y * bitmap.bytesPerRow + x * 3
        return (Int(bitmap.pixels[offset]), Int(bitmap.pixels[offset + 1]), Int(bitmap.pixels[offset + 2]))
    }

    private func near(_ a: (Int, Int, Int), _ b: (UInt8, UInt8, UInt8)) -> Bool {
        abs(a.0 - Int(b.0)) <= 3 && abs(a.1 - Int(b.1)) <= 3 && abs(a.2 - Int(b.2)) <= 3
    }

    @Test(.enabled(if: chromium != nil, "no Chromium installed (Scripts/setup.sh installs chromium-headless-shell)"))
    func everyChartIsDrawnAtAPhonesWidthInLightAndDark() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let page = spendrop.home.appendingPathComponent("report.html")
        let written = try spendrop.run(["report", "--month", "2025-03", "--format", "html", "--out", page.path])
        #expect(written.status == 0, "\(written.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        for id in Self.chartIDs { #expect(html.contains("id=\"\(id)\""), "\(id)") }
        let width = 390
        let height = 3_600

        // Not blank: much of the page differs from its background, in many colours.
        let plain = try render(page, width: width, height: height)
        let background = pixel(plain, 2, 2)
        var differing = 0
        var colours = Set<Int>()
        for y in stride(from: 0, to: plain.height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let p = pixel(plain, x, y)
                if p != background { differing += 1 }
                colours.insert(p.0 << 16 | p.1 << 8 | p.2)
            }
        }
        #expect(differing > plain.height * width / 4 / 20, "the page looks blank")
        #expect(colours.count > 20)
        #expect(background.0 > 200 && background.1 > 200 && background.2 > 200, "light page background \(background)")

        // Each chart's region: paint a marker colour behind its SVG, find it, and count what was drawn over it.
        var marking = "<style>\n"
        for (id, colour) in zip(Self.chartIDs, Self.markers) {
            marking += "#\(id) svg { background: rgb(\(colour.0), \(colour.1), \(colour.2)) !important; }\n"
        }
        let markedPage = spendrop.home.appendingPathComponent("marked.html")
        try html.replacingOccurrences(of: "</head>", with: marking + "</style>\n</head>")
            .write(to: markedPage, atomically: true, encoding: .utf8)
        let marked = try render(markedPage, width: width, height: height)
        for (id, colour) in zip(Self.chartIDs, Self.markers) {
            var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
            for y in 0..<marked.height {
                for x in 0..<width where near(pixel(marked, x, y), colour) {
                    box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                }
            }
            try #require(box.maxX >= 0, "\(id) is not on the page")
            let boxWidth = box.maxX - box.minX + 1
            // The chart spans the card: the page's width less its margins.
            #expect(boxWidth > width * 3 / 4, "\(id) is \(boxWidth) px wide")
            var drawn = 0
            var area = 0
            for y in box.minY...box.maxY {
                for x in box.minX...box.maxX {
                    area += 1
                    if !near(pixel(marked, x, y), colour) { drawn += 1 }
                }
            }
            #expect(drawn * 100 > area, "\(id): \(drawn) of \(area) pixels drawn")
            // The same region in the plain render is not empty either.
            var plainDrawn = 0
            let card = pixel(plain, box.minX, box.minY)
            for y in box.minY...box.maxY {
                for x in box.minX...box.maxX where pixel(plain, x, y) != card { plainDrawn += 1 }
            }
            #expect(plainDrawn * 100 > area, "\(id) draws nothing on the plain page")
        }

        // Dark: the page follows the system's appearance.
        let dark = try render(page, width: width, height: height, dark: true)
        let darkBackground = pixel(dark, 2, 2)
        #expect(darkBackground.0 < 60 && darkBackground.1 < 60 && darkBackground.2 < 60, "dark page \(darkBackground)")
    }
}
