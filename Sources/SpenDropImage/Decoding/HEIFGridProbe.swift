/// Reads the canvas sizes a HEIF file's derived images (`grid` and `iovl` items) declare, before libheif allocates
/// them.
///
/// libheif 1.15 checks a grid's `ispe` but allocates the canvas from the grid descriptor, which can claim
/// far more (found by fuzzing: a 967-byte file asking for a 1.2 GB canvas), and an overlay used as a grid's tile is
/// allocated from its own descriptor (found by fuzzing: 3.6 GB for a 764-byte file). This reader walks only the
/// boxes needed (meta → iinf/infe, iloc, idat), bounds-checked at every step; anything it cannot follow
/// reads as "no such item" and is left to libheif.
enum HEIFGridProbe {
    /// The canvas every `grid` and `iovl` item of the file declares (whether or not it is the primary image: libheif
    /// decodes the items a primary image is derived from too).
    static func derivedCanvasSizes(in bytes: UnsafeRawBufferPointer) -> [(type: String, width: Int, height: Int)] {
        let reader = Reader(bytes: bytes)
        guard let meta = reader.boxes(in: 0..<bytes.count).first(where: { $0.type == "meta" }) else { return [] }
        let children = reader.boxes(from: meta.payload.lowerBound + 4, to: meta.payload.upperBound)
        guard let iinf = children.first(where: { $0.type == "iinf" }),
            let iloc = children.first(where: { $0.type == "iloc" })
        else { return [] }
        return items(in: iinf, reader).compactMap { item in
            guard item.type == "grid" || item.type == "iovl" else { return nil }
            return canvas(of: item.id, type: item.type, children: children, iloc: iloc, reader).map {
                (item.type, $0.width, $0.height)
            }
        }
    }

    /// The canvas a derived item's descriptor declares. A grid: version, flags, rows − 1, columns − 1, then width
    /// and height; an overlay: version, flags, four 16-bit fill values, then width and height. Both fields are
    /// 32-bit when the flags' low bit is set, 16-bit otherwise.
    private static func canvas(
        of item: Int, type: String, children: [Box], iloc: Box, _ reader: Reader
    ) -> (width: Int, height: Int)? {
        guard let location = self.location(of: item, in: iloc, reader) else { return nil }
        var start = location.offset
        if location.method == 1 {
            guard let idat = children.first(where: { $0.type == "idat" }) else { return nil }
            start += idat.payload.lowerBound
        } else if location.method != 0 {
            return nil
        }
        guard let flags = reader.uint(start + 1, 1) else { return nil }
        let fieldSize = flags & 1 == 1 ? 4 : 2
        let sizes = start + (type == "iovl" ? 10 : 4)
        guard let width = reader.uint(sizes, fieldSize), let height = reader.uint(sizes + fieldSize, fieldSize)
        else { return nil }
        return (width, height)
    }

    /// Every item the item-information box describes (version 2 and later entries), with its type.
    private static func items(in iinf: Box, _ reader: Reader) -> [(id: Int, type: String)] {
        let version = iinf.version(reader)
        let first = iinf.payload.lowerBound + 4 + (version == 0 ? 2 : 4)
        return reader.boxes(from: first, to: iinf.payload.upperBound).compactMap { infe in
            guard infe.type == "infe" else { return nil }
            let version = infe.version(reader)
            guard version >= 2 else { return nil }
            let idSize = version == 2 ? 2 : 4
            let start = infe.payload.lowerBound + 4
            guard let id = reader.uint(start, idSize), let type = reader.fourCC(start + idSize + 2) else { return nil }
            return (id, type)
        }
    }

    private static func location(of item: Int, in iloc: Box, _ reader: Reader) -> (method: Int, offset: Int)? {
        let version = iloc.version(reader)
        var cursor = iloc.payload.lowerBound + 4
        guard version <= 2, let sizes = reader.uint(cursor, 1), let more = reader.uint(cursor + 1, 1) else {
            return nil
        }
        let (offsetSize, lengthSize, baseSize) = (sizes >> 4, sizes & 15, more >> 4)
        let indexSize = version == 0 ? 0 : more & 15
        cursor += 2
        let idSize = version < 2 ? 2 : 4
        guard let count = reader.uint(cursor, idSize) else { return nil }
        cursor += idSize
        for _ in 0..<min(count, 65_536) {
            guard let id = reader.uint(cursor, idSize) else { return nil }
            cursor += idSize
            var method = 0
            if version >= 1 {
                guard let value = reader.uint(cursor, 2) else { return nil }
                method = value & 15
                cursor += 2
            }
            cursor += 2
            guard let base = reader.uint(cursor, baseSize), let extents = reader.uint(cursor + baseSize, 2) else {
                return nil
            }
            cursor += baseSize + 2
            let firstOffset = reader.uint(cursor + indexSize, offsetSize)
            cursor += extents * (indexSize + offsetSize + lengthSize)
            if id == item {
                guard extents >= 1, let firstOffset else { return nil }
                return (method, base + firstOffset)
            }
        }
        return nil
    }

    fileprivate struct Box {
        let type: String
        let payload: Range<Int>

        func version(_ reader: Reader) -> Int { reader.uint(payload.lowerBound, 1) ?? 0 }
    }

    fileprivate struct Reader {
        let bytes: UnsafeRawBufferPointer

        /// A big-endian unsigned integer of `size` bytes (0 reads as 0), or nil past the end.
        func uint(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size >= 0, size <= 8, offset <= bytes.count - size else { return nil }
            var value = 0
            for index in 0..<size { value = value << 8 | Int(bytes[offset + index]) }
            // No offset or size in a file we can hold is near this; capping keeps every sum from overflowing.
            return value >= 0 && value < 1 << 48 ? value : nil
        }

        func fourCC(_ offset: Int) -> String? {
            guard offset >= 0, offset <= bytes.count - 4 else { return nil }
            return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
        }

        /// The boxes laid end to end from `start` to `end`; none when a box's own fields already reach past its end
        /// (a box too short for them: `start` beyond `end`).
        func boxes(from start: Int, to end: Int) -> [Box] {
            start <= end ? boxes(in: start..<end) : []
        }

        /// The boxes laid end to end in `range`; stops at the first one that does not fit.
        func boxes(in range: Range<Int>) -> [Box] {
            var result: [Box] = []
            var cursor = range.lowerBound
            while cursor < range.upperBound, result.count < 4_096,
                let size32 = uint(cursor, 4), let type = fourCC(cursor + 4)
            {
                var header = 8
                var size = size32
                if size32 == 1 {
                    guard let large = uint(cursor + 8, 8) else { break }
                    size = large
                    header = 16
                } else if size32 == 0 {
                    size = range.upperBound - cursor
                }
                guard size >= header, size <= range.upperBound - cursor else { break }
                result.append(Box(type: type, payload: (cursor + header)..<(cursor + size)))
                cursor += size
            }
            return result
        }
    }
}
