import Foundation
import SpenDropImage
import SpenDropIntake
import SpenDropLedger
import SpenDropModel
import SpenDropOCR
import SpenDropParser
import Testing

@testable import SpenDropFlow

@MainActor
@Suite struct ReviewSessionTests {
    private func session(
        recognizer: CountingRecognizer, saver: InMemoryEntrySaver = InMemoryEntrySaver(),
        downsampler: FixedDownsampler = FixedDownsampler()
    ) -> ReviewSession {
        let pipeline = SharePipeline(
            downsampler: downsampler, recognizer: recognizer,
            timeZone: TimeZone(identifier: "Asia/Kuala_Lumpur")!, log: InMemoryShareLog())
        return ReviewSession(provider: BytesItemProvider(), pipeline: pipeline, saver: saver)
    }

    @Test func readingAScreenEndsInReviewWithTheParsedAmount() async throws {
        let review = session(recognizer: CountingRecognizer(lines: receiptLines))
        #expect(review.phase == .receiving)
        await review.process()
        #expect(review.phase == .reviewing)
        #expect(review.draft.amount == Money(minorUnits: 1250))
    }

    @Test func noTextEndsInNoTextFoundAndManualEntryGivesABlankForm() async {
        let review = session(recognizer: CountingRecognizer(lines: ["   "]))
        await review.process()
        #expect(review.phase == .noTextFound)
        review.enterManually()
        #expect(review.phase == .reviewing)
        #expect(review.draft == EntryDraft())
        #expect(review.reading != nil, "the image stays attached")
    }

    @Test func aDecodeFailureEndsInFailedWithPlainWords() async {
        let review = session(
            recognizer: CountingRecognizer(lines: receiptLines),
            downsampler: FixedDownsampler(error: ImageError(.corrupt, "the image is damaged")))
        await review.process()
        #expect(review.phase == .failed("the image is damaged"))
        #expect(review.failure?.stage == .decode)
    }

    @Test(.timeLimit(.minutes(1)))
    func aSecondTriggerWhileRecognisingJoinsTheFirst() async {
        let recognizer = CountingRecognizer(lines: receiptLines, held: true)
        let review = session(recognizer: recognizer)
        review.start()
        // The recogniser itself says it is reading: the second trigger comes while it is, not while loading.
        await recognizer.started()
        review.start()
        recognizer.release()
        await review.process()
        #expect(recognizer.runCount == 1)
        #expect(review.phase == .reviewing)
        #expect(review.draft.amount == Money(minorUnits: 1250))
    }

    /// A held recogniser finishes only when released or cancelled: the test ends only if cancelling stops it.
    @Test(.timeLimit(.minutes(1)))
    func cancellingStopsRecognitionAndEndsCancelled() async throws {
        let recognizer = CountingRecognizer(lines: receiptLines, held: true)
        let review = session(recognizer: recognizer)
        review.start()
        await recognizer.started()
        review.cancel()
        await review.process()
        #expect(review.phase == .cancelled)
        #expect(review.reading == nil)
        #expect(recognizer.runCount == 1)
    }

    @Test func aFailedSaveKeepsTheFormOpenAndIsNeverReportedAsSaved() async {
        let saver = InMemoryEntrySaver()
        await saver.setFailure(StoreFailure())
        let review = session(recognizer: CountingRecognizer(lines: receiptLines), saver: saver)
        await review.process()
        review.draft.date = "2026-03-12"
        let outcome = await review.save()
        #expect(outcome == .failed("disk full"))
        #expect(review.phase == .reviewing)
        #expect(review.saveError == "disk full")
        #expect(await saver.saved.isEmpty)
        await saver.setFailure(nil)
        guard case .saved = await review.save() else {
            Issue.record("the retry after a failed save should save")
            return
        }
        #expect(await saver.saved.count == 1)
    }

    @Test func aStrongDuplicateIsNotSavedUnlessAllowed() async {
        let saver = InMemoryEntrySaver()
        let match = DuplicateMatch(entryID: UUID(), strength: .strong, reason: "same reference and amount")
        await saver.setDuplicate(match)
        let review = session(recognizer: CountingRecognizer(lines: receiptLines), saver: saver)
        await review.process()
        review.draft.date = "2026-03-12"
        #expect(review.duplicate == match)
        #expect(await review.save() == .duplicate(match))
        #expect(await saver.saved.isEmpty)
        guard case .saved = await review.save(allowDuplicate: true) else {
            Issue.record("an allowed duplicate should save")
            return
        }
        #expect(await saver.saved.count == 1)
    }

    @Test func aFormWithoutADateAsksForOneInsteadOfUsingNow() async {
        let review = session(recognizer: CountingRecognizer(lines: ["Payment Successful", "RM 12.50"]))
        await review.process()
        review.draft.date = ""
        #expect(await review.save() == .invalid([.dateMissing]))
    }

    @Test func savedEntriesCarryTheShareExtensionSource() async throws {
        let saver = InMemoryEntrySaver()
        let review = session(recognizer: CountingRecognizer(lines: receiptLines), saver: saver)
        await review.process()
        review.draft.date = "2026-03-12"
        _ = await review.save()
        let saved = try #require(await saver.saved.first)
        #expect(saved.source == .shareExtension)
        #expect(saved.amount == Money(minorUnits: 1250))
    }
}

@Suite struct EntryDraftTests {
    @Test(arguments: [
        ("12.50", DraftProblem?.none), ("RM 1,250.00", nil), ("0", .amountNotPositive), ("", .amountMissing),
        ("12.505", .amountInvalid), ("abc", .amountInvalid),
    ])
    func amountsAreCheckedExactly(text: String, problem: DraftProblem?) {
        var draft = EntryDraft()
        draft.amountText = text
        draft.date = "2026-03-12"
        #expect(draft.problems.first == problem)
    }

    @Test(arguments: ["2026-02-31", "2026-13-01", "12/03/2026", "2025-02-29"])
    func impossibleDatesAreRejected(date: String) {
        var draft = EntryDraft()
        draft.amountText = "1.00"
        draft.date = date
        #expect(draft.problems == [.dateInvalid])
    }

    @Test func theKindIsPreselectedOnlyWhenTheParserIsConfident() {
        var parsed = ParseResultFixture.make(kind: .moneyIn, confident: false)
        #expect(EntryDraft(parsed: parsed).kind == .expense)
        #expect(EntryDraft(parsed: parsed).kindPreselected == false)
        parsed.kindConfident = true
        #expect(EntryDraft(parsed: parsed).kind == .moneyIn)
        #expect(EntryDraft(parsed: parsed).kindPreselected)
    }

    @Test func transfersAreNeverPreselected() {
        let parsed = ParseResultFixture.make(kind: .transfer, confident: true)
        #expect(EntryDraft(parsed: parsed).kind == .expense)
    }
}

enum ParseResultFixture {
    static func make(kind: EntryKind, confident: Bool) -> ParseResult {
        ParseResult(amount: Money(minorUnits: 500), kind: kind, kindConfident: confident)
    }
}

@MainActor
@Suite struct ManualEntryTests {
    @Test func manualEntryGoesStraightToABlankFormAndSavesAsManual() async throws {
        let saver = InMemoryEntrySaver()
        let pipeline = SharePipeline(
            downsampler: FixedDownsampler(), recognizer: CountingRecognizer(lines: []),
            timeZone: TimeZone(identifier: "Asia/Kuala_Lumpur")!, log: InMemoryShareLog())
        let review = ReviewSession(
            provider: DataItemProvider(data: Data(), name: nil), pipeline: pipeline, saver: saver, source: .manual)
        review.beginManualEntry()
        #expect(review.phase == .reviewing)
        review.draft.amountText = "8.90"
        review.draft.merchant = "Kedai Buku"
        review.draft.date = "2026-11-01"
        guard case .saved = await review.save() else {
            Issue.record("a complete manual entry should save")
            return
        }
        #expect(try #require(await saver.saved.first).source == .manual)
    }
}

@Suite struct CloserReadPolicyTests {
    private static let unsure = ParseResult(amount: nil, status: .unknown, confidence: .low)

    @Test func aPhotoWithoutAnAmountIsReadAgainAt2000() {
        #expect(
            SharePipeline.closerReadMaxSide(
                format: .jpeg, sourceMaxSide: 3000, currentMaxSide: 1280, parsed: Self.unsure) == 2000)
        #expect(
            SharePipeline.closerReadMaxSide(
                format: .heic, sourceMaxSide: 1800, currentMaxSide: 1280, parsed: Self.unsure) == 1800)
    }

    @Test func screenshotsConfidentReadingsAndBalanceScreensAreNot() {
        #expect(
            SharePipeline.closerReadMaxSide(
                format: .png, sourceMaxSide: 2796, currentMaxSide: 1280, parsed: Self.unsure) == nil)
        let confident = ParseResult(amount: Money(minorUnits: 4835), status: .completed, confidence: .high)
        #expect(
            SharePipeline.closerReadMaxSide(
                format: .jpeg, sourceMaxSide: 3000, currentMaxSide: 1280, parsed: confident) == nil)
        let balance = ParseResult(amount: nil, status: .balanceOnly, confidence: .low)
        #expect(
            SharePipeline.closerReadMaxSide(
                format: .jpeg, sourceMaxSide: 3000, currentMaxSide: 1280, parsed: balance) == nil)
        #expect(
            SharePipeline.closerReadMaxSide(
                format: .jpeg, sourceMaxSide: 1280, currentMaxSide: 1280, parsed: Self.unsure) == nil)
    }
}

@Suite struct InboxFallbackSaverTests {
    /// A saver whose ledger has an older schema, as the share extension finds it before the app has migrated.
    struct OlderSchemaSaver: EntrySaving {
        func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch? {
            throw LedgerError(.migrationNeeded, "the ledger needs the app to migrate it")
        }
        func save(_ entry: LedgerEntry, screenshot: Data?, allowStrongDuplicate: Bool) async throws -> SaveOutcome {
            throw LedgerError(.migrationNeeded, "the ledger needs the app to migrate it")
        }
    }

    @Test func anOlderLedgerHandsTheScreenshotToTheInboxAndReportsNotSaved() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let container = AppGroupContainer(url: home)
        try container.prepare()
        let inbox = ShareInbox(container: container, log: InMemoryShareLog())
        let saver = InboxFallbackSaver(base: OlderSchemaSaver(), inbox: inbox)
        let entry = LedgerEntry(amount: Money(minorUnits: 1250), source: .shareExtension)
        #expect(try await saver.findDuplicate(of: entry) == nil)
        let screenshot = BytesItemProvider().bytes
        let error = await #expect(throws: HandedToInbox.self) {
            _ = try await saver.save(entry, screenshot: screenshot, allowStrongDuplicate: false)
        }
        let waiting = try #require(try inbox.get())
        #expect(waiting.image.shareId == error?.shareId)
        #expect(waiting.data == screenshot)
    }
}
