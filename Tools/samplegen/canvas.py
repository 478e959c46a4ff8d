"""A Pillow canvas that remembers every text run it draws, so ground truth comes from the drawing itself."""

from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

FONT_DIRS = {
    "noto": "/usr/share/fonts/truetype/noto/NotoSans-{weight}.ttf",
    "noto_display": "/usr/share/fonts/truetype/noto/NotoSansDisplay-{weight}.ttf",
    "liberation": "/usr/share/fonts/truetype/liberation2/LiberationSans-{weight}.ttf",
    "dejavu": "/usr/share/fonts/truetype/dejavu/DejaVuSans{weight_dv}.ttf",
    "dejavu_mono": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono{weight_dv}.ttf",
    # The large-text screens (heroes.py): every weight from Thin to Black. Inter is close to the iPhone's system
    # font, Roboto is Android's.
    "inter": "/usr/share/fonts/opentype/inter/Inter-{weight}.otf",
    "inter_display": "/usr/share/fonts/opentype/inter/InterDisplay-{weight}.otf",
    "roboto": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-{weight}.ttf",
}


def font_path(family, bold):
    """`bold` is True / False (Bold / Regular) or a weight's name (`Thin`, `Light`, `Black`, ...)."""
    pattern = FONT_DIRS[family]
    weight = bold if isinstance(bold, str) else ("Bold" if bold else "Regular")
    return pattern.format(weight=weight, weight_dv="-Bold" if weight == "Bold" else "")


@dataclass
class TextRun:
    """One piece of text as drawn: its string, the row key used for reading order, and its ink box."""

    text: str
    centre_y: float
    height: float
    box: tuple


class Canvas:
    """Draws shapes and text; in dry mode it only measures, so blocks can be sized before they are drawn."""

    def __init__(self, width, height, background, family="noto"):
        self.width = width
        self.height = height
        self.image = Image.new("RGB", (width, height), background)
        self.draw = ImageDraw.Draw(self.image)
        self.family = family
        self.dry = False
        self.runs = []
        self._fonts = {}

    def font(self, size, bold=False, family=None):
        key = (family or self.family, bold if isinstance(bold, str) else bool(bold), int(size))
        if key not in self._fonts:
            self._fonts[key] = ImageFont.truetype(font_path(key[0], key[1]), key[2])
        return self._fonts[key]

    def text_width(self, text, font):
        return self.draw.textlength(text, font=font)

    def text(self, x, baseline, text, font, fill, record=True):
        """Draws text with its left end at x on the given baseline and returns its advance width."""
        width = self.text_width(text, font)
        if self.dry:
            return width
        self.draw.text((x, baseline), text, font=font, fill=fill, anchor="ls")
        if record:
            box = self.draw.textbbox((x, baseline), text, font=font, anchor="ls")
            self.record(text, box, baseline, font.size)
        return width

    def record(self, text, box, baseline, size):
        """Remembers a line of text for the ground truth (a composite line such as a hero amount is one run)."""
        if self.dry:
            return
        self.runs.append(TextRun(text=text, centre_y=baseline - 0.36 * size, height=size, box=tuple(box)))

    def rect(self, box, fill=None, radius=0, outline=None, width=1):
        if self.dry:
            return
        if radius:
            self.draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
        else:
            self.draw.rectangle(box, fill=fill, outline=outline, width=width)

    def ellipse(self, box, fill=None, outline=None, width=1):
        if not self.dry:
            self.draw.ellipse(box, fill=fill, outline=outline, width=width)

    def polyline(self, points, fill, width):
        if not self.dry:
            self.draw.line(points, fill=fill, width=width, joint="curve")

    def lines(self):
        """Returns the recorded runs in reading order: rows top to bottom, then left to right within a row."""
        rows = []
        for run in sorted(self.runs, key=lambda r: r.centre_y):
            row = rows[-1] if rows else None
            if row and abs(run.centre_y - row[0].centre_y) < 0.3 * max(run.height, row[0].height):
                row.append(run)
            else:
                rows.append([run])
        return [run for row in rows for run in sorted(row, key=lambda r: r.box[0])]
