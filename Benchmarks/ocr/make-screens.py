#!/usr/bin/env python3
"""Draws a few payment-confirmation screens (English and Malay) with their ground-truth lines.

They stand in for the bundled samples while measuring the engine's settings, and add Malay screens to them.
Usage: make-screens.py OUTDIR  (writes OUTDIR/<name>.png and OUTDIR/<name>.json with a "lines" array)
"""
import json
import os
import sys

from PIL import Image, ImageDraw, ImageFont

FONTS = "/usr/share/fonts/truetype/noto/"
W, H = 1170, 2532


def font(size, bold=False):
    return ImageFont.truetype(FONTS + ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"), size)


def screen(name, header, header_colour, hero, rows, footer, out):
    img = Image.new("RGB", (W, H), "white")
    d = ImageDraw.Draw(img)
    lines = []
    # Status bar, then a saturated header band with white text, as e-wallets draw them.
    d.text((60, 40), "9:41", font=font(40, True), fill="black")
    lines.append("9:41")
    d.rectangle([0, 120, W, 330], fill=header_colour)
    d.text((60, 195), header, font=font(52, True), fill="white")
    lines.append(header)
    y = 470
    status, currency, amount = hero
    d.text((W // 2, y), status, font=font(48, True), fill=(20, 140, 60), anchor="mm")
    lines.append(status)
    y += 150
    big = font(130, True)
    small = font(56, True)
    aw = d.textlength(amount, font=big)
    cw = d.textlength(currency, font=small)
    x0 = (W - aw - cw - 16) // 2
    d.text((x0, y + 30), currency, font=small, fill="black", anchor="ls")
    d.text((x0 + cw + 16, y + 30), amount, font=big, fill="black", anchor="ls")
    lines.append(f"{currency} {amount}")
    y += 170
    d.line([60, y, W - 60, y], fill=(225, 225, 225), width=3)
    y += 70
    for label, value in rows:
        d.text((60, y), label, font=font(42), fill=(110, 110, 110))
        d.text((W - 60, y), value, font=font(42, True), fill="black", anchor="ra")
        lines.append(f"{label} {value}")
        y += 110
    y += 60
    for text in footer:
        d.text((60, y), text, font=font(38), fill=(90, 90, 90))
        lines.append(text)
        y += 70
    d.rounded_rectangle([60, H - 260, W - 60, H - 120], radius=70, fill=header_colour)
    d.text((W // 2, H - 190), footer_button[name], font=font(48, True), fill="white", anchor="mm")
    lines.append(footer_button[name])
    img.save(os.path.join(out, name + ".png"))
    with open(os.path.join(out, name + ".json"), "w") as f:
        json.dump({"id": name, "lines": lines}, f, ensure_ascii=False, indent=1)


footer_button = {"tng_en": "Done", "mae_ms": "Selesai", "cimb_ms": "Kembali ke Utama", "grab_en": "Back to Home"}

if __name__ == "__main__":
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    screen("tng_en", "Transaction Details", (0, 92, 230), ("Payment Successful", "RM", "25.90"),
           [("Paid to", "Kedai Runcit Ali"), ("Date", "12 Oct 2025, 8:42 PM"), ("Payment method", "eWallet Balance"),
            ("Reference No.", "20251012101288130034"), ("Transaction type", "DuitNow QR")],
           ["Thank you for using Touch 'n Go eWallet.", "Keep this receipt for your records."], out)
    screen("mae_ms", "Butiran Transaksi", (255, 196, 0), ("Pembayaran Berjaya", "RM", "1,280.00"),
           [("Dibayar kepada", "Syarikat Bekalan Elektrik"), ("Tarikh", "3 Mac 2025, 10:15 pagi"),
            ("Akaun", "Akaun Simpanan-i"), ("No. Rujukan", "MB88213390012"), ("Jenis", "Bayaran Bil")],
           ["Terima kasih kerana menggunakan MAE.", "Sila simpan resit ini untuk rujukan anda."], out)
    screen("cimb_ms", "Pindahan Wang", (200, 16, 46), ("Pindahan Berjaya", "RM", "450.00"),
           [("Penerima", "Nur Aisyah binti Ahmad"), ("Bank penerima", "Bank Islam"), ("Tarikh", "28 Feb 2025"),
            ("Masa", "14:05:22"), ("Rujukan", "Sewa bilik Februari"), ("Caj", "RM 0.00")],
           ["Wang telah dipindahkan serta-merta.", "Semak baki akaun anda di Utama."], out)
    screen("grab_en", "Payment Receipt", (0, 177, 79), ("You paid", "RM", "12.50"),
           [("Merchant", "Nasi Lemak Wanjo"), ("Date & time", "05 Jan 2025 13:27"), ("Paid with", "GrabPay Wallet"),
            ("Booking ID", "A-7HXQ2PLW9K"), ("Points earned", "13")],
           ["Enjoy your meal!"], out)
