"""Turns a flat paper rendering into a plausible phone photo: a surface, a slight turn, soft focus and grain."""

import math
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter


def _grain(size, seed, amplitude):
    """Deterministic grain from a seeded generator (Pillow's own noise effect cannot be seeded)."""
    rng = random.Random(seed)
    small = (size[0] // 2, size[1] // 2)
    raw = Image.frombytes("L", small, rng.randbytes(small[0] * small[1]))
    raw = raw.resize(size, Image.BILINEAR)
    # Map 0..255 onto a narrow band around mid-grey, so the grain is mild film noise rather than snow.
    return raw.point(lambda v: 128 + round((v - 128) * amplitude / 128))


def photograph(paper, spec, seed):
    """Places the paper on a surface, rotates it, lights it unevenly and adds blur and grain.

    Returns the photo and a function that maps a point on the paper to a point in the photo, so the
    ground-truth boxes follow the text.
    """
    width, height = spec["size"]
    surface = Image.new("RGB", (width, height), spec.get("surface", "#6F655C"))
    draw = ImageDraw.Draw(surface)
    rng = random.Random(seed)
    # A faint wood-like grain on the table, in broad low-contrast strokes that compress well.
    for _ in range(60):
        y = rng.randrange(height)
        shade = rng.randrange(-10, 10)
        base = [int(spec.get("surface", "#6F655C")[i:i + 2], 16) + shade for i in (1, 3, 5)]
        draw.line([(0, y), (width, y + rng.randrange(-80, 80))], fill=tuple(base), width=rng.randrange(6, 30))
    angle = spec.get("angle", 2.0)
    paper_rgba = paper.convert("RGBA")
    rotated = paper_rgba.rotate(angle, resample=Image.BICUBIC, expand=True)
    ox = (width - rotated.width) // 2 + spec.get("offset", [0, 0])[0]
    oy = (height - rotated.height) // 2 + spec.get("offset", [0, 0])[1]
    shadow = Image.new("RGBA", rotated.size, (0, 0, 0, 0))
    shadow.putalpha(rotated.getchannel("A").point(lambda a: a * 0.45))
    shadow = shadow.filter(ImageFilter.GaussianBlur(18))
    surface.paste(shadow, (ox + 14, oy + 18), shadow)
    surface.paste(rotated, (ox, oy), rotated)
    # Uneven light: darker towards one corner, as under a ceiling lamp.
    light = Image.radial_gradient("L").resize((width, height), Image.BILINEAR)
    light = light.point(lambda v: 255 - round(v * spec.get("vignette", 0.22)))
    surface = ImageChops.multiply(surface, Image.merge("RGB", (light, light, light)))
    surface = surface.filter(ImageFilter.GaussianBlur(spec.get("blur", 1.1)))
    grain = _grain((width, height), seed + 1, spec.get("grain", 10))
    surface = ImageChops.add(surface, Image.merge("RGB", (grain, grain, grain)), scale=1.0, offset=-128)

    theta = math.radians(angle)
    pcx, pcy = paper.width / 2, paper.height / 2
    rcx, rcy = ox + rotated.width / 2, oy + rotated.height / 2

    def to_photo(point):
        dx, dy = point[0] - pcx, point[1] - pcy
        # Pillow rotates counter-clockwise for a positive angle, with y pointing down.
        return (rcx + dx * math.cos(theta) + dy * math.sin(theta), rcy - dx * math.sin(theta) + dy * math.cos(theta))

    return surface, to_photo
