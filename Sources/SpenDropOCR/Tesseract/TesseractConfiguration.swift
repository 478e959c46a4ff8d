import Foundation

/// How the Tesseract engines are set up: languages, page layout, and how many engines share the work.
public struct TesseractConfiguration: Sendable, Equatable {
    /// Tesseract's page-segmentation modes that make sense for a payment screen.
    public enum PageSegmentation: Int32, Sendable {
        /// Fully automatic layout analysis (psm 3).
        case auto = 3
        /// One column of text of variable sizes (psm 4).
        case singleColumn = 4
        /// One uniform block of text (psm 6).
        case singleBlock = 6
        /// As much text as possible in no particular order (psm 11).
        case sparseText = 11
    }

    /// Language codes joined by `+`, as Tesseract takes them.
    public var languages: String
    /// How Tesseract finds the lines on the page (psm 6, one block, measured best on the samples).
    public var pageSegmentation: PageSegmentation
    /// Engines kept loaded; one image is split into at most this many bands.
    public var engines: Int
    /// The resolution reported to Tesseract; screenshots carry none and the engine guesses badly without it.
    public var dpi: Int32
    /// Whether tall amount lines (the hero amount) are read a second time alone (`HeroAmountReread`).
    public var rereadsHeroAmounts = true
    /// Whether runs of text too large for the page's layout, which the page read drops or breaks up, are read alone
    /// at an ordinary line's height (`LargeTextRecovery`).
    public var recoversLargeText = true
    /// Whether an image's bands are cut, where one can be, at a change of background (the edge of a coloured
    /// header), each band keeping its own (`BandPlanner.plan`).
    public var cutsAtBackgroundEdges = true
    /// When engines beyond the first load (the first always starts loading with the recogniser).
    public enum EngineLoading: String, Sendable {
        /// Only when a recognition finds every engine lent out (a second image in flight).
        case onDemand = "demand"
        /// When the first recognition begins: the others load while the first engine reads, and join that read
        /// (taking the bands it has not started). The image is decoded by then, so the loads do not compete with it.
        case atFirstRead = "read"
        /// All at once, with the first, when the recogniser is created.
        case atStart = "start"
    }

    /// When engines beyond the first load (measured, docs/ocr.md: on demand, with a helper process for one image).
    public var engineLoading = EngineLoading.onDemand
    /// Whether a recognition that has the only engine, with a second core allowed (`engines` > 1) and no other
    /// image in flight, shares its bands with a helper process forked from that engine rather than waiting for a
    /// second engine to load (`TesseractEngine.recognizeSharing`).
    public var sharesWithHelper = true
    /// Whether the helper process and this engine share the rows of one whole-page layout (`sd_rows`) rather than
    /// reading a band each: every line is then read as the whole page reads it.
    public var sharesRows = true
    /// Whether light-on-dark rows are inverted before reading (`DarkBandInversion`), so Tesseract reads them right the
    /// first time instead of reading them twice.
    public var invertsDarkBands = true
    /// Whether Tesseract builds its universal ambiguities table while loading (~70 ms of each engine's load). Only
    /// its legacy engine reads it; the LSTM engine's readings are the same without it (docs/ocr.md).
    public var loadsUniversalAmbiguities = false
    /// Whether a line whose text is lighter than its background (a coloured header, card or button) is inverted before
    /// Tesseract's network reads it, rather than read as it is and then again inverted (`sd_tesseract_recognize`).
    public var flipsLightLines = true
    /// Whether Tesseract's page layout takes every row as proportional text (`textord_all_prop`) rather than testing
    /// each for fixed pitch: a quarter of the layout's time, with the same lines on every sample, drawn screen and
    /// receipt (docs/ocr.md).
    public var assumesProportionalText = true
    /// Whether Tesseract keeps each line's image uncompressed between its stages rather than as PNG
    /// (`SD_RAW_LINE_IMAGES`: the same pixels, ~6.5 ms less per screenshot).
    public var storesLineImagesRaw = true
    /// Whether three of the network's data-moving steps (stacking each pixel's neighbours, keeping the largest of each
    /// block, storing each output step) run in SpenDrop's plain loops rather than a library call per value
    /// (`SD_FAST_PLUMBING`: the same bytes, a quarter less recognition time).
    public var runsPlumbingDirectly = true
    /// Whether text on coloured bands (headers, buttons) is turned into dark-on-white first (`ColouredBandFilter`).
    public var filtersColouredBands: Bool
    /// The language whose model reads again a line with a word neither dictionary knows (`UnknownWords`); nil, or a
    /// language whose data is not installed, turns the check off.
    public var checkLanguage: String? = "msa"

    /// The measured defaults (docs/ocr.md): English for the page (Malay, first or second, changed figures and
    /// references), Malay only to read again a word neither dictionary knows, one block, one engine per core.
    public init(
        languages: String = "eng", pageSegmentation: PageSegmentation = .singleBlock,
        engines: Int = TesseractConfiguration.defaultEngineCount, dpi: Int32 = 300,
        filtersColouredBands: Bool = false
    ) {
        self.languages = languages
        self.pageSegmentation = pageSegmentation
        self.engines = max(1, engines)
        self.dpi = dpi
        self.filtersColouredBands = filtersColouredBands
    }

    /// The defaults with measurement overrides from the environment, for benchmarks comparing settings side by side:
    /// `SPENDROP_OCR_LANGUAGES` (`eng`), `SPENDROP_OCR_PSM` (3, 4, 6, 11), `SPENDROP_OCR_ENGINES` (1–4),
    /// `SPENDROP_OCR_FILTER` (1 turns the coloured-band filter on, 0 off), `SPENDROP_OCR_LOADING` (`demand`,
    /// `read`, `start`: when engines beyond the first load), `SPENDROP_OCR_HELPER` (0: no helper process),
    /// `SPENDROP_OCR_INVERT` (0: dark bands are not inverted first), `SPENDROP_OCR_AMBIGS` (1: Tesseract builds its
    /// universal ambiguities table), `SPENDROP_OCR_POLARITY` (0: light lines are read as they are first),
    /// `SPENDROP_OCR_RAWLINES` (0: Tesseract compresses its line images as PNG, as it does by itself),
    /// `SPENDROP_OCR_HERO` (0 turns the hero amount re-read off), `SPENDROP_OCR_LARGE` (0: text too large for the
    /// page's layout is not read alone), `SPENDROP_OCR_EDGECUT` (0: bands are cut in any blank run, not preferably
    /// at a change of background), `SPENDROP_OCR_CHECK` (0: unknown words are not read again; a language code: read
    /// with that language rather than Malay). Unknown values are ignored.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        var configuration = TesseractConfiguration()
        if let languages = environment["SPENDROP_OCR_LANGUAGES"], !languages.isEmpty {
            configuration.languages = languages
        }
        if let psm = environment["SPENDROP_OCR_PSM"].flatMap(Int32.init), let mode = PageSegmentation(rawValue: psm) {
            configuration.pageSegmentation = mode
        }
        if let engines = environment["SPENDROP_OCR_ENGINES"].flatMap(Int.init), (1...4).contains(engines) {
            configuration.engines = engines
        }
        if let loading = environment["SPENDROP_OCR_LOADING"].flatMap(EngineLoading.init(rawValue:)) {
            configuration.engineLoading = loading
        }
        if environment["SPENDROP_OCR_HERO"] == "0" { configuration.rereadsHeroAmounts = false }
        if environment["SPENDROP_OCR_LARGE"] == "0" { configuration.recoversLargeText = false }
        if environment["SPENDROP_OCR_EDGECUT"] == "0" { configuration.cutsAtBackgroundEdges = false }
        if environment["SPENDROP_OCR_HELPER"] == "0" { configuration.sharesWithHelper = false }
        if environment["SPENDROP_OCR_ROWS"] == "0" { configuration.sharesRows = false }
        if environment["SPENDROP_OCR_PROPORTIONAL"] == "0" { configuration.assumesProportionalText = false }
        if environment["SPENDROP_OCR_INVERT"] == "0" { configuration.invertsDarkBands = false }
        if environment["SPENDROP_OCR_AMBIGS"] == "1" { configuration.loadsUniversalAmbiguities = true }
        if environment["SPENDROP_OCR_POLARITY"] == "0" { configuration.flipsLightLines = false }
        if environment["SPENDROP_OCR_RAWLINES"] == "0" { configuration.storesLineImagesRaw = false }
        if environment["SPENDROP_OCR_PLUMBING"] == "0" { configuration.runsPlumbingDirectly = false }
        if let check = environment["SPENDROP_OCR_CHECK"] { configuration.checkLanguage = check == "0" ? nil : check }
        if let filter = environment["SPENDROP_OCR_FILTER"] { configuration.filtersColouredBands = filter == "1" }
        return configuration
    }

    /// One engine per core, at most two: more engines cost memory for no gain on a phone-sized image.
    public static var defaultEngineCount: Int {
        min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// The folders searched for language data: `TESSDATA_PREFIX` first, then Debian's location.
    static var dataFolders: [String] {
        var folders: [String] = []
        if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            folders.append(prefix)
            folders.append((prefix as NSString).appendingPathComponent("tessdata"))
        }
        folders.append("/usr/share/tesseract-ocr/5/tessdata")
        folders.append("/usr/share/tesseract-ocr/4.00/tessdata")
        folders.append("/usr/local/share/tessdata")
        return folders
    }

    /// The trained data file Tesseract's default path would load for a single language (the first data folder that
    /// has it), to be handed to it as memory; nil for several languages, which Tesseract loads from the path.
    func dataFile() -> String? {
        guard !languages.contains("+") else { return nil }
        return Self.dataFolders.lazy.map { ($0 as NSString).appendingPathComponent("\(self.languages).traineddata") }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The first language of `languages` whose trained data is in none of the data folders.
    func missingLanguage() -> String? {
        let folders = Self.dataFolders
        return languages.split(separator: "+").map(String.init).first { language in
            !folders.contains { folder in
                FileManager.default.fileExists(
                    atPath: (folder as NSString).appendingPathComponent(
                        "\(language).traineddata"))
            }
        }
    }

    /// The Debian package that ships a language's trained data.
    static func package(for language: String) -> String {
        "tesseract-ocr-" + language.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}
