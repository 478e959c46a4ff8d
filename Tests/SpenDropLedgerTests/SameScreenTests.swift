import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

/// The same-screen rule (pixel hashes within `sameScreenBits`) as index lookups over the hash's blocks: it must
/// find exactly what comparing every stored hash would.
@Suite struct SameScreenTests {
    /// A screenshot-sourced entry that only the pixel hash can match: no screenshot hash, reference or merchant.
    private static func screen(_ hash: UInt64, amount: Int64 = 1_250) -> LedgerEntry {
        var entry = LedgerFixture.entry(amount: amount, merchant: nil)
        entry.pixelHash = hash
        return entry
    }

    /// `hash` with `counts[i]` bits changed in block `i`, spread over the block.
    private static func changed(_ hash: UInt64, bitsPerBlock counts: [Int]) -> UInt64 {
        var result = hash
        for (block, count) in zip(PixelHashBlocks.all, counts) {
            for index in 0..<count { result ^= 1 << UInt64(block.shift + index * block.width / max(count, 1)) }
        }
        return result
    }

    @Test func theBlocksCoverTheHashOnceAndReachTheThreshold() {
        var covered: UInt64 = 0
        for block in PixelHashBlocks.all {
            let bits: UInt64 = ((1 << UInt64(block.width)) - 1) << UInt64(block.shift)
            #expect(covered & bits == 0)
            covered |= bits
        }
        #expect(covered == .max)
        #expect(PixelHashBlocks.reach >= LedgerStore.sameScreenBits)
    }

    @Test func aBlockIsReadInSQLAsInSwiftWhateverTheSignBit() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.store()
        let db = try fixture.rawConnection()
        for hash: UInt64 in [0, .max, 0x8000_0000_0000_0001, 0xF00D_0000_FFFF_1234, 0x0123_4567_89AB_CDEF] {
            for block in PixelHashBlocks.all {
                let sql = "SELECT \(block.expression.replacingOccurrences(of: "pixel_hash", with: "?1"))"
                let value = try db.scalar(sql, [.integer(Int64(bitPattern: hash))], operation: "test")?.int64
                #expect(value == block.value(of: hash), "block at \(block.shift) of \(hash)")
            }
        }
    }

    /// Every way eight changed bits can fall over the five blocks that matters: all in one block, two in each of
    /// four (the fifth untouched), and the tightest spread (2, 2, 2, 1, 1); then fewer bits. Nine is too far.
    @Test(arguments: [
        ([8, 0, 0, 0, 0], true), ([0, 0, 0, 0, 8], true), ([2, 2, 2, 2, 0], true), ([0, 2, 2, 2, 2], true),
        ([2, 2, 2, 1, 1], true), ([1, 1, 1, 1, 1], true), ([0, 0, 1, 0, 0], true), ([0, 0, 0, 0, 0], true),
        ([2, 2, 2, 2, 1], false), ([3, 3, 3, 0, 0], false),
    ])
    func theSameScreenIsFoundHoweverTheChangedBitsFall(_ counts: [Int], _ found: Bool) throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let stored: UInt64 = 0x9E37_79B9_7F4A_7C15
        let first = Self.screen(stored)
        try store.save(first)
        try store.save(Self.screen(~stored, amount: 1_250))  // far from everything: never the answer
        let probe = Self.changed(stored, bitsPerBlock: counts)
        #expect((probe ^ stored).nonzeroBitCount == counts.reduce(0, +))
        let match = try store.findDuplicate(of: Self.screen(probe))
        if found {
            #expect(
                match
                    == DuplicateMatch(
                        entryID: first.id, strength: .strong, reason: "same screen saved before, in another file"))
        } else {
            #expect(match == nil)
        }
    }

    @Test func anotherAmountIsAWeakMatchAndTheSameAmountWinsOverACloserOne() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let hash: UInt64 = 0x0F0F_F0F0_1234_ABCD
        let closer = Self.screen(hash, amount: 9_900)
        let sameAmount = Self.screen(Self.changed(hash, bitsPerBlock: [1, 1, 1, 1, 0]), amount: 1_250)
        try store.save(closer)
        #expect(
            try store.findDuplicate(of: Self.screen(hash, amount: 1_250))
                == DuplicateMatch(
                    entryID: closer.id, strength: .weak, reason: "looks like the same screen, with another amount"))
        try store.save(sameAmount)
        #expect(try store.findDuplicate(of: Self.screen(hash, amount: 1_250))?.entryID == sameAmount.id)
        // An entry in the bin is never matched.
        try store.moveToBin([sameAmount.id])
        #expect(try store.findDuplicate(of: Self.screen(hash, amount: 1_250))?.entryID == closer.id)
    }

    @Test func aWeakSameScreenMatchDoesNotHideAStrongReferenceMatch() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let hash: UInt64 = 0x0F0F_F0F0_1234_ABCD
        let sameScreen = Self.screen(hash, amount: 9_900)
        var sameTransfer = LedgerFixture.entry(amount: 1_250, merchant: nil, reference: "2025031412300011223344")
        sameTransfer.date = "2024-03-14"
        try store.save(contentsOf: [sameScreen, sameTransfer])
        var probe = Self.screen(hash, amount: 1_250)
        probe.reference = "2025031412300011223344"
        #expect(
            try store.findDuplicate(of: probe)
                == DuplicateMatch(entryID: sameTransfer.id, strength: .strong, reason: "same reference and amount"))
        probe.reference = nil
        #expect(try store.findDuplicate(of: probe)?.entryID == sameScreen.id)
    }

    /// A ledger of random hashes with clusters of near copies (hashes of one app's screens share many bits), probed
    /// with near copies at every distance up to 12 and with new hashes: the lookup answers exactly what comparing
    /// every stored hash answers.
    @Test func findsExactlyWhatAFullComparisonFinds() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        var random = SplitMix(seed: 7)
        var stored: [LedgerEntry] = []
        for index in 0..<3_000 {
            let hash: UInt64
            if index >= 100, random.below(3) == 0 {
                hash = random.flip(stored[Int(random.below(100))].pixelHash ?? 0, bits: Int(random.below(12)))
            } else {
                hash = random.next()
            }
            stored.append(Self.screen(hash, amount: 1_000 + Int64(random.below(4)) * 250))
        }
        try store.save(contentsOf: stored)
        var found = 0
        for probe in 0..<400 {
            let hash =
                probe % 4 == 3
                ? random.next() : random.flip(stored[Int(random.below(3_000))].pixelHash ?? 0, bits: probe % 13)
            let entry = Self.screen(hash, amount: 1_000 + Int64(random.below(4)) * 250)
            let expected = Self.fullComparison(entry, stored)
            let match = try store.findDuplicate(of: entry)
            #expect(match?.entryID == expected?.id, "probe \(probe)")
            #expect(match?.strength == expected?.strength, "probe \(probe)")
            if match != nil { found += 1 }
        }
        #expect(found > 200, "the probes exercised the rule: \(found) of 400 matched")
    }

    @Test func theLookupUsesTheBlockIndexes() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.store()
        let db = try fixture.rawConnection()
        for block in PixelHashBlocks.all {
            let values = block.neighbours(of: 0x1234_5678_9ABC_DEF0)
            var plan: [String] = []
            try db.query(
                "EXPLAIN QUERY PLAN " + LedgerStore.sameScreenQuery(block, values: values.count),
                values.map(SQLiteValue.integer), operation: "test"
            ) { row in plan.append(row.text(3) ?? "") }
            #expect(
                plan.contains { $0.contains("USING COVERING INDEX entries_by_pixel_block_\(block.shift)") }, "\(plan)")
        }
    }

    @Test func aVersionThreeLedgerGetsTheIndexesAndKeepsItsScreens() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.createLedger(atVersion: 3)
        try fixture.rawConnection().run(
            """
            INSERT INTO entries (id, kind, amount_minor, currency, category, time_zone, source, created_at,
                updated_at, occurred_at, pixel_hash)
            VALUES ('6F1C1D2E-0000-4000-8000-000000000003', 'expense', 1250, 'MYR', 'other', 'Asia/Kuala_Lumpur',
                'shareExtension', 1735776900000, 1735776900000, 1735776900000, ?1)
            """, [.integer(Int64(bitPattern: 0xDEAD_BEEF_0BAD_F00D))], operation: "test")
        let store = try fixture.store()
        #expect(try store.schemaVersion() == LedgerStore.currentSchemaVersion)
        let match = try store.findDuplicate(of: Self.screen(0xDEAD_BEEF_0BAD_F00D ^ 0b1011))
        #expect(match?.entryID.uuidString == "6F1C1D2E-0000-4000-8000-000000000003")
    }

    /// The rule applied by comparing every stored hash: the closest entry of the same amount, else the closest.
    private static func fullComparison(_ entry: LedgerEntry, _ stored: [LedgerEntry]) -> (
        id: UUID, strength: DuplicateMatch.Strength
    )? {
        guard let hash = entry.pixelHash else { return nil }
        let near = stored.compactMap { other -> (LedgerEntry, Int)? in
            guard let otherHash = other.pixelHash else { return nil }
            let distance = (otherHash ^ hash).nonzeroBitCount
            return distance <= LedgerStore.sameScreenBits ? (other, distance) : nil
        }.sorted { ($0.1, $0.0.id.uuidString) < ($1.1, $1.0.id.uuidString) }
        if let same = near.first(where: { $0.0.amount == entry.amount }) { return (same.0.id, .strong) }
        return near.first.map { ($0.0.id, .weak) }
    }
}

/// SplitMix64: the same numbers on every platform and run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: UInt64) -> UInt64 { next() % bound }

    /// `hash` with `bits` distinct bits changed.
    mutating func flip(_ hash: UInt64, bits: Int) -> UInt64 {
        var chosen: Set<UInt64> = []
        while chosen.count < bits { chosen.insert(below(64)) }
        return chosen.reduce(hash) { $0 ^ (1 << $1) }
    }
}
