import Foundation
import SpenDropIntake
import SpenDropLedger
import SpenDropModel
import SpenDropOCR
import Testing

@testable import SpenDropFlow

/// Failed and pending payments, the card behind a wallet, and the same screen in another file.
@MainActor
@Suite struct PaymentStatusReviewTests {
    private func session(_ lines: [String], saver: InMemoryEntrySaver = InMemoryEntrySaver()) -> ReviewSession {
        let pipeline = SharePipeline(
            downsampler: FixedDownsampler(), recognizer: CountingRecognizer(lines: lines),
            timeZone: TimeZone(identifier: "Asia/Kuala_Lumpur")!, log: InMemoryShareLog())
        return ReviewSession(provider: BytesItemProvider(), pipeline: pipeline, saver: saver)
    }

    @Test func aFailedPaymentIsNeverSavedUnattended() async {
        let saver = InMemoryEntrySaver()
        let review = session(
            ["ShopeePay", "Payment Failed", "RM 12.60", "Teh Tarik Junction", "09 Jun 2026 19:42"], saver: saver)
        await review.process()
        #expect(review.isFailedPayment)
        let report = await review.finishUnattended(file: "failed.png", options: ShareOptions())
        #expect(report.status == .failedPayment)
        #expect(report.failureClass == .inputRejected)
        #expect(await saver.saved.isEmpty)
    }

    @Test func aPendingPaymentIsSavedMarkedPending() async throws {
        let saver = InMemoryEntrySaver()
        let review = session(
            ["Transfer Pending", "RM 150.00", "To Nurul Aisyah", "02 Oct 2026 21:08"], saver: saver)
        await review.process()
        let report = await review.finishUnattended(file: "pending.png", options: ShareOptions())
        #expect(report.status == .saved)
        #expect(report.savedEntry?.status == .pending)
        #expect(try #require(await saver.saved.first).status == .pending)
    }

    @Test func theAccountWhoseCardMatchesIsPreselected() {
        let accounts = [
            Account(id: 1, name: "Maybank Visa", kind: .card, provider: .maybank, last4: "4417"),
            Account(id: 2, name: "CIMB Debit", kind: .card, provider: .cimb, last4: "9921"),
            Account(id: 3, name: "Old Maybank", kind: .card, provider: .maybank, last4: "1111"),
        ]
        let funding = EntryFunding(provider: .maybank, label: "Maybank Visa Debit", last4: "4417")
        #expect(ReviewSession.matchingAccount(for: funding, in: accounts)?.id == 1)
        #expect(ReviewSession.matchingAccount(for: EntryFunding(provider: .cimb, last4: "4417"), in: accounts) == nil)
        #expect(ReviewSession.matchingAccount(for: EntryFunding(provider: .maybank), in: accounts) == nil)
        #expect(ReviewSession.matchingAccount(for: nil, in: accounts) == nil)
    }

    @Test func theSavedEntryCarriesThePixelHash() async throws {
        let saver = InMemoryEntrySaver()
        let review = session(["Payment Successful", "RM 12.50", "12 Mar 2026 14:37"], saver: saver)
        await review.process()
        _ = await review.finishUnattended(file: "a.png", options: ShareOptions())
        let saved = try #require(await saver.saved.first)
        #expect(saved.pixelHash != nil)
    }

    @Test func theSameScreenHashesAlikeAtAnotherSizeAndTwoScreensApart() {
        func screen(width: Int, height: Int, band: Int) -> Bitmap {
            var pixels = [UInt8](repeating: 255, count: width * height)
            for y in 0..<height where (y * 24 / height) % 3 == band {
                for x in (width / 8)..<(width / 2) { pixels[y * width + x] = 20 }
            }
            return Bitmap(width: width, height: height, layout: .gray, pixels: pixels)
        }
        let big = PixelHash.differenceHash(of: screen(width: 590, height: 1280, band: 0))
        let small = PixelHash.differenceHash(of: screen(width: 295, height: 640, band: 0))
        let other = PixelHash.differenceHash(of: screen(width: 590, height: 1280, band: 1))
        #expect(PixelHash.distance(big, small) <= PixelHash.sameScreenThreshold)
        #expect(PixelHash.distance(big, other) > PixelHash.sameScreenThreshold)
    }

    @Test(arguments: [
        ("21/03/2025", "2025-03-21"), ("1/3/2025", "2025-03-01"), ("2025-03-21", "2025-03-21"),
        ("31/02/2025", nil), ("today", "2026-12-01"), ("yesterday", "2026-11-30"), ("21-03-25", nil),
    ])
    func datesAreReadAsPeopleWriteThem(text: String, expected: String?) {
        let now = ISO8601DateFormatter().date(from: "2026-12-01T04:00:00Z")!
        #expect(FieldInput.date(text, now: now, timeZone: TimeZone(identifier: "Asia/Kuala_Lumpur")!) == expected)
    }

    @Test(arguments: [
        ("9:12 PM", "21:12"), ("9.12pm", "21:12"), ("12:05 am", "00:05"), ("12:30 PM", "12:30"), ("21:12", "21:12"),
        ("21:12:09", "21:12:09"), ("13:00 pm", nil), ("25:00", nil), ("9", nil),
    ])
    func timesAreReadIn12And24HourForm(text: String, expected: String?) {
        #expect(FieldInput.time(text) == expected)
    }

    @Test(arguments: [("12.50", "12.50"), ("RM 1,250.00", "1250.00"), ("12,50", nil), ("abc", nil), ("0", nil)])
    func amountsAreCheckedWhenTyped(text: String, expected: String?) {
        #expect(FieldInput.amount(text)?.decimalString == expected)
    }
}
