#!/usr/bin/env python3
"""Adds an `irot` (rotation) property to the primary image of a HEIF file, as phones write it:
add-irot.py IN OUT ANGLE, ANGLE in quarter turns anticlockwise. heif-enc cannot write one, so the
boxes are edited here: the property is appended to ipco, associated (essential) in ipma, every enclosing
box grows, and iloc's offsets into mdat move by the bytes inserted before it."""
import struct, sys

def boxes(data, start, end):
    i = start
    while i < end:
        size, kind = struct.unpack('>I4s', data[i:i+8])
        yield i, size, kind.decode('latin1')
        i += size

def add_irot(data, angle):
    data = bytearray(data)
    grow = 9  # the new irot box
    top = {k: (o, s) for o, s, k in boxes(data, 0, len(data))}
    meta_o, meta_s = top['meta']
    inner = {k: (o, s) for o, s, k in boxes(data, meta_o + 12, meta_o + meta_s)}
    iprp_o, iprp_s = inner['iprp']
    sub = {k: (o, s) for o, s, k in boxes(data, iprp_o + 8, iprp_o + iprp_s)}
    ipco_o, ipco_s = sub['ipco']
    ipma_o, ipma_s = sub['ipma']
    index = len(list(boxes(data, ipco_o + 8, ipco_o + ipco_s))) + 1
    pitm_o, _ = inner['pitm']
    primary = struct.unpack('>H', data[pitm_o + 12:pitm_o + 14])[0]
    # ipma: add an essential association with the new property to the primary item.
    version, flags = data[ipma_o + 8], int.from_bytes(data[ipma_o + 9:ipma_o + 12], 'big')
    assert version == 0 and flags & 1 == 0
    count = struct.unpack('>I', data[ipma_o + 12:ipma_o + 16])[0]
    p = ipma_o + 16
    for _ in range(count):
        item = struct.unpack('>H', data[p:p+2])[0]
        n = data[p+2]
        if item == primary:
            data[p+2] = n + 1
            data[p+3+n:p+3+n] = bytes([0x80 | index])
            break
        p += 3 + n
    grow += 1
    struct.pack_into('>I', data, ipma_o, ipma_s + 1)
    # irot at the end of ipco (before ipma, which follows it).
    data[ipco_o + ipco_s:ipco_o + ipco_s] = struct.pack('>I4sB', 9, b'irot', angle & 3)
    struct.pack_into('>I', data, ipco_o, ipco_s + 9)
    struct.pack_into('>I', data, iprp_o, iprp_s + grow)
    struct.pack_into('>I', data, meta_o, meta_s + grow)
    # iloc offsets point into mdat, which moved by `grow` bytes.
    iloc_o, iloc_s = inner['iloc']
    v = data[iloc_o + 8]
    p = iloc_o + 12
    offset_size, length_size = data[p] >> 4, data[p] & 15
    base_size, index_size = data[p+1] >> 4, (data[p+1] & 15 if v in (1, 2) else 0)
    p += 2
    items = struct.unpack('>H', data[p:p+2])[0] if v < 2 else struct.unpack('>I', data[p:p+4])[0]
    p += 2 if v < 2 else 4
    def read(n, at): return int.from_bytes(data[at:at+n], 'big') if n else 0
    for _ in range(items):
        p += 2 if v < 2 else 4
        method = 0
        if v in (1, 2):
            method = read(2, p) & 15; p += 2
        p += 2  # data reference index
        base = read(base_size, p)
        if base_size and method == 0 and base:
            data[p:p+base_size] = (base + grow).to_bytes(base_size, 'big'); moved = True
        else:
            moved = False
        p += base_size
        extents = read(2, p); p += 2
        for _ in range(extents):
            p += index_size
            offset = read(offset_size, p)
            if method == 0 and not moved and offset_size:
                data[p:p+offset_size] = (offset + grow).to_bytes(offset_size, 'big')
            p += offset_size + length_size
    return bytes(data)

src, dst, angle = sys.argv[1], sys.argv[2], int(sys.argv[3])
open(dst, 'wb').write(add_irot(open(src, 'rb').read(), angle))
