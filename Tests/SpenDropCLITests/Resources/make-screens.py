#!/usr/bin/python3
"""Draws the small payment screens the terminal-review tests share (run from the repository root).

Plain black text on white in DejaVu Sans, large enough that Tesseract reads every line: the tests are about
what the review does with a reading, not about recognition. The PNGs are committed; this script only
remakes them (Debian: python3-pil, fonts-dejavu-core).
"""
import os

from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

SCREENS = {
    # The screen says the payment failed: never saved without a person choosing to keep it.
    "failed_payment.png": [
        ("ShopeePay", 40, True),
        ("Payment Failed", 44, True),
        ("RM 12.60", 64, True),
        ("Merchant Kedai Runcit Murni", 32, False),
        ("21 Mar 2025 21:12", 32, False),
        ("Transaction ID 250321123456", 32, False),
    ],
    # Still pending: saved, marked pending.
    "pending_transfer.png": [
        ("Maybank2u", 40, True),
        ("Transfer Pending", 44, True),
        ("RM 80.00", 64, True),
        ("To Siti Aminah", 32, False),
        ("21 Mar 2025 09:12 PM", 32, False),
        ("Reference 7781234567", 32, False),
    ],
    # Amounts, but none of them the payment: a cashback and a fee.
    "no_amount.png": [
        ("Touch n Go eWallet", 40, True),
        ("Transaction Details", 40, True),
        ("Status Successful", 32, False),
        ("Cashback earned RM 1.20", 32, False),
        ("Service fee RM 0.50", 32, False),
        ("Trx ID 2503211234567", 32, False),
        ("21 Mar 2025 9:12 PM", 32, False),
    ],
    # An Apple Pay record naming the bank card behind it: the review preselects the account with that bank and
    # those last four digits.
    "wallet_maybank_card.png": [
        ("Lumen Coffee Roasters", 40, True),
        ("RM64.20", 64, True),
        ("5 May 2026 at 8:03 PM", 32, False),
        ("Status Approved", 32, False),
        ("Card Number", 32, False),
        ("Maybank Visa Debit \u2022\u2022\u2022\u2022 4417", 32, False),
        ("Payment Method Apple Pay", 32, False),
    ],
}


def draw(lines):
    image = Image.new("L", (720, 1280), 255)
    pen = ImageDraw.Draw(image)
    y = 120
    for text, size, bold in lines:
        font = ImageFont.truetype(BOLD if bold else FONT, size)
        pen.text((60, y), text, fill=0, font=font)
        y += int(size * 2.2)
    return image


if __name__ == "__main__":
    for name, lines in SCREENS.items():
        draw(lines).save(os.path.join(HERE, name), optimize=True)
        print(name)
