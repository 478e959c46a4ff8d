/// The five blocks a 64-bit pixel hash is cut into, so the same-screen check is an index lookup.
///
/// Two hashes at most `LedgerStore.sameScreenBits` (8) bits apart differ in at most one bit of at least one
/// block: five blocks each differing in two or more bits would make ten. So every hash within 8 bits of a given one
/// has, in some block, that hash's value or a value one bit away: 13 + 1 values for each 13-bit block, 12 + 1 for
/// the last, 69 in all, each looked up in that block's expression index (migration v4). This is the pigeonhole
/// argument of multi-index hashing.
struct PixelHashBlocks {
    /// The lowest bit of the block.
    let shift: Int
    /// How many bits it has.
    let width: Int

    /// Bits 0–12, 13–25, 26–38, 39–51 and 52–63.
    static let all: [PixelHashBlocks] = [
        PixelHashBlocks(shift: 0, width: 13), PixelHashBlocks(shift: 13, width: 13),
        PixelHashBlocks(shift: 26, width: 13), PixelHashBlocks(shift: 39, width: 13),
        PixelHashBlocks(shift: 52, width: 12),
    ]

    /// The largest distance the blocks guarantee to find: one less than twice their number.
    static var reach: Int { 2 * all.count - 1 }

    private var mask: UInt64 { (1 << UInt64(width)) - 1 }

    /// The block's value as SQL computes it from the stored (signed) `pixel_hash`, written exactly as the index
    /// is, so the query planner uses the index. The mask drops the sign bits an arithmetic shift brings in.
    var expression: String { "((pixel_hash >> \(shift)) & \(mask))" }

    /// The block's value in `hash`.
    func value(of hash: UInt64) -> Int64 { Int64((hash >> UInt64(shift)) & mask) }

    /// The block's value in `hash` and every value one bit away from it.
    func neighbours(of hash: UInt64) -> [Int64] {
        let own = value(of: hash)
        return [own] + (0..<width).map { own ^ (1 << Int64($0)) }
    }
}
