#!/usr/bin/env bash
# Regenerates the image fixtures in this folder. Needs Python 3 with Pillow, ImageMagick's `convert`
# and libheif's `heif-enc`. Every fixture is drawn here from scratch and kept tiny.
#
# The reference picture is 48×32: white, a red block top-left, a blue block top-right, a green block
# bottom-left, a mid-grey block bottom-right. Tests check those corners after decoding.
#
# fuzz/ is not drawn here: it holds inputs grown by Fuzz/run.sh from these fixtures (and any crashing input
# the fuzzer finds), replayed by FuzzRegressionTests.
set -euo pipefail
cd "$(dirname "$0")"

python3 - <<'PY'
from PIL import Image, ImageDraw

W, H = 48, 32

def reference(mode="RGB", background="white"):
    image = Image.new("RGB", (W, H), background)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, 11, 7], fill=(255, 0, 0))
    draw.rectangle([W - 12, 0, W - 1, 7], fill=(0, 0, 255))
    draw.rectangle([0, H - 8, 11, H - 1], fill=(0, 160, 0))
    draw.rectangle([W - 12, H - 8, W - 1, H - 1], fill=(128, 128, 128))
    return image.convert(mode) if mode != "RGB" else image

ref = reference()
ref.save("rgb8.png")
ref.convert("L").save("gray8.png")
ref.convert("L").convert("I;16").point(lambda v: v * 257).save("gray16.png")
ref.quantize(colors=8).save("palette.png")

# Alpha: a transparent *black* background must come out white, a half-covered black block mid-grey.
rgba = Image.new("RGBA", (W, H), (0, 0, 0, 0))
draw = ImageDraw.Draw(rgba)
draw.rectangle([0, 0, 11, 7], fill=(255, 0, 0, 255))
draw.rectangle([W - 12, H - 8, W - 1, H - 1], fill=(0, 0, 0, 128))
rgba.save("rgba.png")
rgba.convert("LA").save("gray-alpha.png")
# Palette with a fully transparent black entry (tRNS).
palette = Image.new("P", (W, H), 0)
palette.putpalette([0, 0, 0, 255, 0, 0] + [0] * 762)
ImageDraw.Draw(palette).rectangle([0, 0, 11, 7], fill=1)
palette.save("palette-trns.png", transparency=0)

ref.save("baseline.jpg", quality=95)
ref.save("progressive.jpg", quality=95, progressive=True)
ref.convert("L").save("gray.jpg", quality=95)
ref.convert("CMYK").save("cmyk.jpg", quality=95)

# EXIF orientations: the stored pixels are the reference turned so that applying the tag shows it upright.
inverse = {
    1: None, 2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM, 5: Image.Transpose.TRANSPOSE, 6: Image.Transpose.ROTATE_90,
    7: Image.Transpose.TRANSVERSE, 8: Image.Transpose.ROTATE_270,
}
for orientation, method in inverse.items():
    stored = ref if method is None else ref.transpose(method)
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored.save(f"orientation-{orientation}.jpg", quality=95, exif=exif.tobytes())
PY

# What Pillow cannot write: 16-bit RGB, Adam7 interlacing, 1-bit grey, YCCK (Adobe transform 2).
convert rgb8.png -define png:exclude-chunk=date,time -depth 16 png48:rgb16.png
convert rgb8.png -define png:exclude-chunk=date,time -interlace PNG png24:interlaced.png
convert rgb8.png -define png:exclude-chunk=date,time -colorspace gray -threshold 50% -depth 1 png:gray1.png
convert rgb8.png -define png:exclude-chunk=date,time -colorspace CMYK -quality 95 ycck.jpg
heif-enc -q 95 -o rgb.heic rgb8.png > /dev/null
heif-enc -q 95 -o rgba.heic rgba.png > /dev/null
# HEIF orientation: the stored picture turned clockwise, with an irot that turns it back on decode.
python3 - <<'PY'
from PIL import Image
Image.open("rgb8.png").transpose(Image.Transpose.ROTATE_270).save("turned-cw.png")
Image.open("rgb8.png").transpose(Image.Transpose.ROTATE_90).save("turned-ccw.png")
PY
heif-enc -q 95 -o turned-cw.heic turned-cw.png > /dev/null
heif-enc -q 95 -o turned-ccw.heic turned-ccw.png > /dev/null
python3 add-irot.py turned-cw.heic irot-90.heic 1
python3 add-irot.py turned-ccw.heic irot-270.heic 3
rm turned-cw.png turned-ccw.png turned-cw.heic turned-ccw.heic
ls -l
