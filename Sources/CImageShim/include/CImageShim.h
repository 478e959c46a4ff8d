// Thin C wrappers around libpng and libjpeg-turbo calls that may fail.
//
// Both libraries report fatal errors by longjmp. A longjmp must never cross a Swift frame, so every
// call that can fail is made here, inside a function that sets its own jump target, and failure comes
// back to Swift as a return code. Messages from the libraries are swallowed: they may describe data.
#ifndef CIMAGESHIM_H
#define CIMAGESHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - PNG reading

typedef struct spd_png spd_png;

/// Opens a PNG held in memory; the bytes must outlive the reader. NULL when out of memory.
spd_png *spd_png_open_memory(const uint8_t *bytes, size_t count);
/// Opens a PNG file for streaming; NULL when the file cannot be opened.
spd_png *spd_png_open_path(const char *path);
/// Reads the header chunks. Returns 0 on success, -1 when the data is corrupt or truncated.
int spd_png_read_header(spd_png *png, uint32_t *width, uint32_t *height, int *interlaced);
/// Asks for 8-bit samples, palette and tRNS expanded; reports the channels per pixel (1–4) and the
/// number of interlace passes the caller must read (1, or 7 for Adam7). Returns 0 or -1.
int spd_png_prepare(spd_png *png, int *channels, int *passes);
/// Reads the next row into `row` (width × channels bytes). Returns 0 or -1.
int spd_png_read_row(spd_png *png, uint8_t *row);
/// Reads one whole interlaced image: `rows` holds `height` pointers to rows. Returns 0 or -1.
int spd_png_read_image(spd_png *png, uint8_t **rows);
/// Reads the chunks after the image data up to IEND, so a truncated file is noticed. Returns 0 or -1.
int spd_png_finish(spd_png *png);
void spd_png_close(spd_png *png);

// MARK: - PNG reading, the common case without libpng

/// A PNG held in memory that needs nothing of libpng's: not interlaced, 8 bits a sample, grey (1 channel), grey and
/// alpha (2), RGB (3) or RGBA (4), no transparent colour (tRNS), no critical chunk but IHDR, PLTE, IDAT and IEND,
/// each with a correct CRC. Its image data is inflated by ISA-L as rows are read: zlib's inflate, which libpng
/// uses, copies a screenshot's long runs of repeated pixels byte by byte (~15 ms for a 1170×2532 screenshot, against
/// ~3.5 ms here), and two rows are held at a time, as with libpng.
typedef struct spd_png_stream spd_png_stream;

/// Checks the file and returns its size and channels, or NULL when it is not one this path takes (the caller then
/// uses libpng, which reads every PNG). The bytes must outlive the reader.
spd_png_stream *spd_png_stream_open(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                                    int *channels);
/// The next row's samples (width × channels bytes), valid until the next call. 0, or -1 when the data is damaged
/// or ends early (the caller then leaves the verdict to libpng).
int spd_png_stream_next_row(spd_png_stream *png, const uint8_t **row);
/// After the last row: 0 when the image data ends there, with a correct checksum; otherwise -1.
int spd_png_stream_finish(spd_png_stream *png);
void spd_png_stream_close(spd_png_stream *png);

// MARK: - PNG writing

/// Encodes 8-bit grey (1), RGB (3) or RGBA (4) pixels as a PNG in a malloc'd buffer the caller frees,
/// with the Sub filter and zlib's run-length strategy at `level` (speed first: the file is a by-product).
/// Returns 0 on success, -1 on failure.
int spd_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels, int level,
                   uint8_t **out_bytes, size_t *out_count);

// MARK: - JPEG reading

typedef struct spd_jpeg spd_jpeg;

/// Colour spaces a JPEG can be decoded to, as libjpeg names them.
enum spd_jpeg_space { SPD_JPEG_GRAY = 1, SPD_JPEG_RGB = 2, SPD_JPEG_CMYK = 4 };

/// Opens a JPEG held in memory; the bytes must outlive the reader. `memory_limit` bounds the
/// decoder's own buffers (progressive images keep every coefficient). NULL when out of memory.
spd_jpeg *spd_jpeg_open_memory(const uint8_t *bytes, size_t count, long memory_limit);
/// Opens a JPEG file for streaming; NULL when the file cannot be opened.
spd_jpeg *spd_jpeg_open_path(const char *path, long memory_limit);
/// Reads the header; reports the size, the colour space the image can be decoded to and whether
/// CMYK samples are stored inverted (Adobe). Returns 0 or -1.
int spd_jpeg_read_header(spd_jpeg *jpeg, uint32_t *width, uint32_t *height, int *space, int *adobe_inverted);
/// The first APP1 marker's payload (EXIF), or a count of 0.
size_t spd_jpeg_app1(spd_jpeg *jpeg, const uint8_t **payload);
/// Starts decompression at `scale_num`/8 (DCT scaling) into `space`; reports the output size.
/// Returns 0 or -1.
int spd_jpeg_start(spd_jpeg *jpeg, int scale_num, int space, uint32_t *width, uint32_t *height, int *channels);
/// Reads the next output row. Returns 0, or -1 when the data is corrupt or ends early.
int spd_jpeg_read_row(spd_jpeg *jpeg, uint8_t *row);
/// Reads up to the end-of-image marker, so a truncated file is noticed. Returns 0 or -1.
int spd_jpeg_finish(spd_jpeg *jpeg);
void spd_jpeg_close(spd_jpeg *jpeg);

#ifdef __cplusplus
}
#endif

#endif
