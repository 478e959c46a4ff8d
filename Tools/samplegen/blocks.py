"""Layout blocks of a phone screen: each draws itself at (x, y) within a width and returns the height it used.

Every block also runs in the canvas's dry mode, which measures without drawing, so cards and bottom-anchored
groups can be sized before anything is painted.
"""

from PIL import Image, ImageDraw

INK = "#1C1C1E"
MUTED = "#8A8A8E"


def mix(colour_a, colour_b, t):
    """Blends two #RRGGBB colours; status-bar glyphs use it for their dimmed outlines."""
    a = [int(colour_a[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(colour_b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(p + (q - p) * t):02X}" for p, q in zip(a, b))


def status_bar(cv, s, x, y, w):
    height = s.get("height", 150)
    fg = s.get("fg", INK)
    if s.get("bg"):
        cv.rect((0, y, cv.width, y + height), fill=s["bg"])
    baseline = y + round(height * 0.64)
    time_font = cv.font(51, bold=True, family="noto")
    time_width = cv.text_width(s["time"], time_font)
    cv.text(round(cv.width * 0.145 - time_width / 2), baseline, s["time"], time_font, fg)
    right = cv.width - round(cv.width * 0.075)
    # Battery: outline, level and terminal nub, the way iOS draws it.
    bw, bh = 78, 37
    bx, by = right - bw, baseline - 33
    cv.rect((bx, by, bx + bw, by + bh), outline=mix(fg, s.get("bg") or "#FFFFFF", 0.55), radius=11, width=3)
    level = s.get("battery", 0.8)
    cv.rect((bx + 7, by + 7, bx + 7 + round((bw - 14) * level), by + bh - 7), fill=fg, radius=5)
    cv.rect((bx + bw + 4, by + 12, bx + bw + 9, by + bh - 12), fill=mix(fg, s.get("bg") or "#FFFFFF", 0.55),
            radius=2)
    net_font = cv.font(44, bold=True, family="noto")
    net_width = cv.text_width(s.get("network", "5G"), net_font)
    nx = bx - 22 - net_width
    cv.text(nx, baseline - 1, s.get("network", "5G"), net_font, fg)
    sx = nx - 22 - 4 * 15 - 3 * 6
    for i, bar in enumerate((12, 18, 25, 32)):
        colour = fg if i < s.get("signal", 4) else mix(fg, s.get("bg") or "#FFFFFF", 0.7)
        cv.rect((sx + i * 21, baseline - 3 - bar, sx + i * 21 + 15, baseline - 3), fill=colour, radius=4)
    return height


def nav(cv, s, x, y, w):
    height = s.get("height", 132)
    fg = s.get("fg", INK)
    if s.get("bg"):
        cv.rect((0, y, cv.width, y + height), fill=s["bg"])
    mid = y + height // 2
    x, w = x + s.get("margin", 48), w - 2 * s.get("margin", 48)
    size = s.get("size", 51)
    font = cv.font(size, bold=s.get("bold", True))
    if s.get("title"):
        tw = cv.text_width(s["title"], font)
        if s.get("align") == "left":
            cv.text(x + 120, mid + round(size * 0.36), s["title"], font, fg)
        else:
            cv.text(round((cv.width - tw) / 2), mid + round(size * 0.36), s["title"], font, fg)
    left = s.get("left")
    if left == "back":
        cv.polyline([(x + 60, mid - 30), (x + 30, mid), (x + 60, mid + 30)], fg, 8)
    elif left == "close":
        cv.polyline([(x + 28, mid - 26), (x + 80, mid + 26)], fg, 7)
        cv.polyline([(x + 28, mid + 26), (x + 80, mid - 26)], fg, 7)
    elif left:
        cv.text(x, mid + round(size * 0.36), left, cv.font(size), s.get("accent", fg))
    if s.get("right"):
        rfont = cv.font(size, bold=s.get("right_bold", False))
        rw = cv.text_width(s["right"], rfont)
        cv.text(x + w - rw, mid + round(size * 0.36), s["right"], rfont, s.get("accent", fg))
    return height


def space(cv, s, x, y, w):
    return s["h"]


def backdrop(cv, s, x, y, w):
    """Paints a coloured band from the top of the screen behind what follows; it takes no room itself."""
    cv.rect((0, 0, cv.width, s["height"]), fill=s["color"])
    if s.get("curve"):
        cv.ellipse((-cv.width // 4, s["height"] - s["curve"], cv.width * 5 // 4, s["height"] + s["curve"]),
                   fill=s["color"])
    return 0


def check(cv, s, x, y, w):
    size = s.get("size", 180)
    cx = x + w // 2
    if s.get("halo"):
        pad = size // 5
        cv.ellipse((cx - size // 2 - pad, y, cx + size // 2 + pad, y + size + 2 * pad), fill=s["halo"])
        y += pad
    cv.ellipse((cx - size // 2, y, cx + size // 2, y + size), fill=s.get("color", "#22B35E"))
    mark = s.get("mark", "#FFFFFF")
    cy = y + size // 2
    k = size / 180
    points = [(cx - 42 * k, cy + 2 * k), (cx - 12 * k, cy + 32 * k), (cx + 44 * k, cy - 30 * k)]
    cv.polyline(points, mark, max(6, round(14 * k)))
    return size + (2 * (size // 5) if s.get("halo") else 0)


def logo(cv, s, x, y, w):
    """A merchant or app badge: a filled circle with an inner ring, standing in for artwork we do not copy."""
    size = s.get("size", 160)
    cx = x + w // 2
    cv.ellipse((cx - size // 2, y, cx + size // 2, y + size), fill=s.get("color", "#6B4F3A"))
    inner = size // 4
    cv.ellipse((cx - inner, y + size // 2 - inner, cx + inner, y + size // 2 + inner), outline=s.get("mark", "#FFFFFF"),
               width=max(4, size // 18))
    return size


def text(cv, s, x, y, w):
    size = s.get("size", 44)
    font = cv.font(size, bold=s.get("bold", False), family=s.get("family"))
    line_height = round(size * s.get("lh", 1.35))
    lines = s["text"].split("\n")
    for i, line in enumerate(lines):
        baseline = y + i * line_height + round(size * 1.02)
        lw = cv.text_width(line, font)
        align = s.get("align", "center")
        lx = x + (w - lw) / 2 if align == "center" else (x + w - lw if align == "right" else x)
        if lw > w:
            raise ValueError(f"text too wide for its column: {line!r}")
        cv.text(round(lx), baseline, line, font, s.get("color", INK))
    return line_height * (len(lines) - 1) + round(size * 1.3)


def hero(cv, s, x, y, w):
    """A big amount with a small currency beside it, sharing a baseline: one line of text for the ground truth."""
    size = s.get("size", 120)
    cur_size = s.get("currency_size", round(size * 0.42))
    big = cv.font(size, bold=s.get("bold", True), family=s.get("family"))
    small = cv.font(cur_size, bold=s.get("currency_bold", True), family=s.get("family"))
    prefix = s.get("sign", "") + s.get("currency", "RM")
    gap = s.get("gap", round(size * 0.12))
    pw = cv.text_width(prefix, small)
    aw = cv.text_width(s["amount"], big)
    total = pw + gap + aw
    lx = x + (w - total) / 2 if s.get("align", "center") == "center" else x
    baseline = y + round(size * 1.0)
    colour = s.get("color", INK)
    cur_baseline = baseline if s.get("currency_pos", "baseline") == "baseline" else baseline - round(size * 0.42)
    if not prefix:  # a figure alone, without a currency beside it
        gap = 0
        lx = x + (w - aw) / 2 if s.get("align", "center") == "center" else x
    if lx < x or lx + pw + gap + aw > x + w:
        raise ValueError(f"hero too wide for its column: {prefix} {s['amount']!r}")
    if prefix:
        cv.text(round(lx), cur_baseline, prefix, small, s.get("currency_color", colour), record=False)
    cv.text(round(lx + pw + gap), baseline, s["amount"], big, colour, record=False)
    if not cv.dry:
        right = cv.draw.textbbox((round(lx + pw + gap), baseline), s["amount"], font=big, anchor="ls")
        left = cv.draw.textbbox((round(lx), cur_baseline), prefix, font=small, anchor="ls") if prefix else right
        box = (left[0], min(left[1], right[1]), right[2], max(left[3], right[3]))
        # Apple's own formatter writes "RM64.20": a hero drawn that way is recorded without the space.
        joiner = "" if s.get("joined") or not prefix else " "
        cv.record(f"{prefix}{joiner}{s['amount']}", box, baseline, size)
    return round(size * 1.3)


def pill(cv, s, x, y, w):
    size = s.get("size", 38)
    font = cv.font(size, bold=s.get("bold", True))
    tw = cv.text_width(s["text"], font)
    height = round(size * 2.0)
    pad = round(size * 0.9)
    left = x + (w - tw) / 2 - pad
    cv.rect((left, y, left + tw + 2 * pad, y + height), fill=s.get("bg", "#E7F7EE"), radius=height // 2)
    cv.text(round(left + pad), y + round(height / 2 + size * 0.36), s["text"], font, s.get("fg", "#168A4A"))
    return height


def divider(cv, s, x, y, w):
    pad = s.get("pad", 24)
    inset = s.get("inset", 0)
    if s.get("dashed"):
        for dx in range(x + inset, x + w - inset, 28):
            cv.rect((dx, y + pad, min(dx + 14, x + w - inset), y + pad + 3), fill=s.get("color", "#D8D8DC"))
    else:
        cv.rect((x + inset, y + pad, x + w - inset, y + pad + s.get("thickness", 3)), fill=s.get("color", "#E5E5EA"))
    return 2 * pad + s.get("thickness", 3)


def _item(entry):
    if isinstance(entry, dict):
        return entry
    return {"label": entry[0], "value": entry[1]}


def rows(cv, s, x, y, w):
    """Label/value rows: label on the left, value right-aligned; a value may run over several lines."""
    size = s.get("size", 44)
    line_height = round(size * 1.42)
    gap = s.get("gap", 44)
    top = y
    for n, raw in enumerate(s["items"]):
        item = _item(raw)
        if n and s.get("dividers"):
            cv.rect((x, y - gap // 2 - 1, x + w, y - gap // 2 + 2), fill=s.get("divider_color", "#EDEDF0"))
        label_font = cv.font(item.get("label_size", size), bold=item.get("label_bold", s.get("label_bold", False)))
        value_font = cv.font(item.get("value_size", size), bold=item.get("value_bold", s.get("value_bold", False)))
        values = item["value"] if isinstance(item["value"], list) else [item["value"]]
        label_lines = item["label"].split("\n") if item.get("label") else []
        label_width = max((cv.text_width(t, label_font) for t in label_lines), default=0)
        for i, t in enumerate(label_lines):
            cv.text(x, y + i * line_height + round(size * 1.0), t, label_font, item.get("label_color", s.get(
                "label_color", MUTED)))
        for i, value in enumerate(values):
            vw = cv.text_width(value, value_font)
            if label_lines and vw + label_width + 36 > w and i == 0:
                raise ValueError(f"row too wide: {item['label']!r} / {value!r}")
            cv.text(round(x + w - vw), y + i * line_height + round(size * 1.0), value, value_font,
                    item.get("value_color", s.get("value_color", INK)))
        used = line_height * max(len(values), len(label_lines))
        if item.get("sub"):
            sub_size = round(size * 0.82)
            cv.text(x, y + used + round(sub_size * 0.9), item["sub"], cv.font(sub_size), s.get("sub_color", MUTED))
            used += round(sub_size * 1.35)
        y += used + gap
    return y - top - gap


def card(cv, s, x, y, w):
    margin = s.get("margin", 48)
    pad = s.get("padding", 48)
    inner_x, inner_w = x + margin + pad, w - 2 * (margin + pad)
    was_dry = cv.dry
    cv.dry = True
    inner_h = stack(cv, s["children"], inner_x, 0, inner_w)
    cv.dry = was_dry
    height = inner_h + 2 * s.get("padding_y", pad)
    if s.get("shadow", True) and s.get("bg", "#FFFFFF"):
        cv.rect((x + margin, y + 6, x + w - margin, y + height + 6), fill=s.get("shadow_color", "#E3E6EC"),
                radius=s.get("radius", 36))
    if s.get("bg", "#FFFFFF") or s.get("outline"):
        cv.rect((x + margin, y, x + w - margin, y + height), fill=s.get("bg", "#FFFFFF"),
                radius=s.get("radius", 36), outline=s.get("outline"), width=3)
    stack(cv, s["children"], inner_x, y + s.get("padding_y", pad), inner_w)
    return height


def banner(cv, s, x, y, w):
    """A promotion card: coloured panel, decorative circles, a bold title, a line of small print and a call."""
    margin = s.get("margin", 48)
    pad = s.get("padding", 44)
    size = s.get("size", 46)
    title_lines = s["title"].split("\n")
    sub_lines = s.get("subtitle", "").split("\n") if s.get("subtitle") else []
    sub_size = round(size * 0.8)
    height = pad * 2 + round(size * 1.3) * len(title_lines) + round(sub_size * 1.4) * len(sub_lines)
    left, right = x + margin, x + w - margin
    if not cv.dry:
        _banner_panel(cv, s, (left, y, right, y + height))
    ty = y + pad
    title_font = cv.font(size, bold=True)
    for line in title_lines:
        cv.text(left + pad, ty + round(size * 1.02), line, title_font, s.get("title_color", "#FFFFFF"))
        ty += round(size * 1.3)
    for line in sub_lines:
        cv.text(left + pad, ty + round(sub_size * 1.1), line, cv.font(sub_size), s.get("sub_color", "#FFFFFF"))
        ty += round(sub_size * 1.4)
    if s.get("cta"):
        cta_font = cv.font(round(size * 0.8), bold=True)
        cw = cv.text_width(s["cta"], cta_font)
        bx = right - pad - cw - 60
        bh = round(size * 1.7)
        by = y + (height - bh) // 2
        cv.rect((bx, by, right - pad, by + bh), fill=s.get("cta_bg", "#FFFFFF"), radius=bh // 2)
        cv.text(bx + 30, by + bh // 2 + round(size * 0.8 * 0.36), s["cta"], cta_font, s.get("cta_fg", INK))
    return height


def _banner_panel(cv, s, box):
    """Paints the panel and its circles on a separate layer, clipped to the rounded panel like a real card."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    layer = Image.new("RGB", (w, h), s["bg"])
    draw = ImageDraw.Draw(layer)
    if s.get("art"):
        r = h * 0.55
        draw.ellipse((w - r * 1.6, h * 0.5 - r, w - r * 1.6 + 2 * r, h * 0.5 + r), fill=s["art"])
        draw.ellipse((w - r * 0.9, -r * 0.3, w + r * 0.2, r * 0.8), fill=s.get("art2", s["art"]))
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=s.get("radius", 36), fill=255)
    cv.image.paste(layer, (left, top), mask)


def button(cv, s, x, y, w):
    margin = s.get("margin", 48)
    height = s.get("height", 150)
    size = s.get("size", 48)
    left, right = x + margin, x + w - margin
    cv.rect((left, y, right, y + height), fill=s.get("bg"), radius=s.get("radius", height // 2),
            outline=s.get("outline"), width=4)
    font = cv.font(size, bold=True)
    tw = cv.text_width(s["text"], font)
    cv.text(round((left + right - tw) / 2), y + height // 2 + round(size * 0.36), s["text"], font, s.get("fg", INK))
    return height


def buttons(cv, s, x, y, w):
    """Two or more buttons side by side, sharing the width."""
    margin = s.get("margin", 48)
    gap = s.get("gap", 36)
    n = len(s["items"])
    each = (w - 2 * margin - gap * (n - 1)) / n
    height = 0
    for i, item in enumerate(s["items"]):
        bx = x + margin + i * (each + gap)
        height = button(cv, {**item, "margin": 0}, round(bx), y, round(each))
    return height


BLOCKS = {name: fn for name, fn in globals().items() if callable(fn) and not name.startswith("_")
          and name not in ("mix", "stack", "Image", "ImageDraw")}


def stack(cv, specs, x, y, w):
    """Lays blocks out top to bottom and returns the height used."""
    top = y
    for spec in specs:
        y += BLOCKS[spec["type"]](cv, spec, x, y, w)
    return y - top
