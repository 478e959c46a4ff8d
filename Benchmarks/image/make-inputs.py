#!/usr/bin/env python3
"""Draws the benchmark inputs into a folder: a 1290×2796 payment-screenshot-like picture, a 12000×9000
photo-like JPEG and a 16384×3690 panorama PNG. Everything is drawn here; nothing is copied."""
import sys
from PIL import Image, ImageDraw, ImageFont

folder = sys.argv[1]


def font(size):
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow without FreeType sizing
        return ImageFont.load_default()


def screen(width, height, scale=1.0):
    image = Image.new("RGB", (width, height), (244, 246, 250))
    draw = ImageDraw.Draw(image)
    header = int(360 * scale)
    draw.rectangle([0, 0, width, header], fill=(0, 86, 179))
    draw.text((int(60 * scale), int(150 * scale)), "Payment successful", fill="white", font=font(int(72 * scale)))
    y = header + int(80 * scale)
    rows = [("Amount", "RM 25.90"), ("Merchant", "Kedai Makan Seri Murni"), ("Date", "29 Nov 2026, 12:41 PM"),
            ("Reference", "2026112912410077381"), ("Paid from", "eWallet Balance"), ("Status", "Completed")]
    card = int(1100 * scale)
    while y + card < height:
        draw.rounded_rectangle([int(40 * scale), y, width - int(40 * scale), y + card], radius=int(36 * scale),
                               fill="white", outline=(220, 224, 230), width=max(1, int(3 * scale)))
        line = y + int(70 * scale)
        for label, value in rows:
            draw.text((int(90 * scale), line), label, fill=(110, 116, 128), font=font(int(44 * scale)))
            draw.text((int(90 * scale), line + int(56 * scale)), value, fill=(20, 24, 32), font=font(int(58 * scale)))
            line += int(165 * scale)
        y += card + int(60 * scale)
    return image


shot = screen(1290, 2796, 3.0 / 3.0)
shot.save(f"{folder}/screenshot.png", optimize=False)
shot.save(f"{folder}/screenshot.jpg", quality=90)

# A photo-like 108-megapixel JPEG: smooth gradients with grain, which compresses like a camera picture.
size = (12000, 9000)
red = Image.linear_gradient("L").resize(size)
green = Image.effect_noise(size, 24)
blue = Image.radial_gradient("L").resize(size)
Image.merge("RGB", (red, green, blue)).save(f"{folder}/photo-12000x9000.jpg", quality=85)
del red, green, blue

# A panorama: several screens side by side on a gradient, as a long scrolling capture would be.
panorama = Image.linear_gradient("L").rotate(90).resize((16384, 3690)).convert("RGB")
tile = screen(1706, 3690, 1.3)
for x in range(0, 16384, 2048):
    panorama.paste(tile, (x, 0))
panorama.save(f"{folder}/panorama-16384x3690.png", compress_level=6)
