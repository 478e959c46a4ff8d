#!/usr/bin/env python3
"""Draws SpenDrop's app icon: a white drop holding a green coin, on a green gradient.

Writes a 1024x1024 opaque RGB PNG (App Store icons may not have an alpha channel; iOS rounds the corners itself)
with the standard library alone: the shapes are sampled 3x3 per pixel for smooth edges, then deflated with zlib.
Usage: make_icon.py OUTPUT.png
"""
import math
import struct
import sys
import zlib

SIZE = 1024
TOP = (22, 163, 98)  # the gradient, top to bottom
BOTTOM = (8, 110, 70)
WHITE = (255, 255, 255)
COIN = (18, 140, 84)

# The drop: a circle with a point above it, the point's sides tangent to the circle.
CENTER_X, CENTER_Y, RADIUS = 512.0, 600.0, 250.0
TIP_Y = 150.0
DISTANCE = CENTER_Y - TIP_Y
HALF_ANGLE = math.asin(RADIUS / DISTANCE)
TANGENT_Y = TIP_Y + math.sqrt(DISTANCE**2 - RADIUS**2) * math.cos(HALF_ANGLE)
COIN_RADIUS = 120.0
COIN_RING = 26.0


def in_drop(x, y):
    dx, dy = x - CENTER_X, y - CENTER_Y
    if dx * dx + dy * dy <= RADIUS * RADIUS:
        return True
    if TIP_Y <= y <= TANGENT_Y:
        return abs(x - CENTER_X) <= (y - TIP_Y) * math.tan(HALF_ANGLE)
    return False


def colour(x, y):
    """The colour at a point: background, drop, or coin (a green disc with a white ring inside)."""
    if not in_drop(x, y):
        t = y / SIZE
        return tuple(round(a + (b - a) * t) for a, b in zip(TOP, BOTTOM))
    dx, dy = x - CENTER_X, y - CENTER_Y
    distance = math.sqrt(dx * dx + dy * dy)
    if distance <= COIN_RADIUS and not (COIN_RADIUS - 2 * COIN_RING < distance <= COIN_RADIUS - COIN_RING):
        return COIN
    return WHITE


def pixels():
    offsets = [(i + 0.5) / 3 for i in range(3)]
    rows = []
    for y in range(SIZE):
        row = bytearray([0])  # PNG filter type 0 for each row
        for x in range(SIZE):
            r = g = b = 0
            for oy in offsets:
                for ox in offsets:
                    cr, cg, cb = colour(x + ox, y + oy)
                    r, g, b = r + cr, g + cg, b + cb
            row += bytes((round(r / 9), round(g / 9), round(b / 9)))
        rows.append(bytes(row))
    return b"".join(rows)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def main():
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0)  # 8-bit RGB, no alpha
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels(), 9))
    png += chunk(b"IEND", b"")
    with open(sys.argv[1], "wb") as out:
        out.write(png)


if __name__ == "__main__":
    main()
