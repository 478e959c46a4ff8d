// The common PNG read row by row without libpng: not interlaced, 8 bits a sample, grey, grey + alpha, RGB or RGBA,
// held in memory. Its image data is inflated by ISA-L as it is read and unfiltered here. See `spd_png_stream_open`.
#include "CImageShim.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

struct spd_png_stream {
    const uint8_t *bytes;
    size_t count;
    /// Where the chunk after the IDAT being inflated starts.
    size_t next_chunk;
    uint32_t height, rows_read;
    int channels;
    size_t row_bytes;
    /// Two rows of a filter byte followed by `row_bytes` samples: the one being read and the one above it (once a
    /// row has been read).
    uint8_t *current, *previous;
    struct inflate_state inflater;
};

static uint32_t read_be32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | (uint32_t)bytes[3];
}

static int is_type(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

// A chunk's CRC (the CRC-32 of zlib and gzip) covers its type and data.
static int crc_matches(const uint8_t *type, uint32_t length) {
    return crc32(crc32(0, Z_NULL, 0), type, length + 4) == read_be32(type + 4 + length);
}

spd_png_stream *spd_png_stream_open(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                                    int *channels) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (bytes == NULL || count < 8 + 25 + 12 || memcmp(bytes, signature, 8) != 0) return NULL;
    size_t offset = 8, first_idat = 0;
    uint32_t w = 0, h = 0;
    int samples = 0, seen_header = 0, seen_end = 0, idat_chunks = 0, idat_run_over = 0;
    while (offset + 12 <= count) {
        uint32_t length = read_be32(bytes + offset);
        const uint8_t *type = bytes + offset + 4;
        const uint8_t *data = type + 4;
        if (length > 0x7fffffffu || (size_t)length > count - offset - 12) return NULL;
        int critical = (type[0] & 0x20) == 0;
        if (!seen_header) {
            // IHDR first, 13 bytes: width, height, bit depth, colour type, compression, filter, interlace.
            if (!is_type(type, "IHDR") || length != 13 || !crc_matches(type, length)) return NULL;
            w = read_be32(data);
            h = read_be32(data + 4);
            if (w == 0 || h == 0 || w > 0x7fffffffu || h > 0x7fffffffu) return NULL;
            if (data[8] != 8 || data[10] != 0 || data[11] != 0 || data[12] != 0) return NULL;
            switch (data[9]) {
            case 0: samples = 1; break;
            case 4: samples = 2; break;
            case 2: samples = 3; break;
            case 6: samples = 4; break;
            default: return NULL;  // a palette, or no colour type at all
            }
            seen_header = 1;
        } else if (is_type(type, "IDAT")) {
            // The image data is one run of consecutive IDAT chunks.
            if (idat_run_over || !crc_matches(type, length)) return NULL;
            if (idat_chunks == 0) first_idat = offset;
            idat_chunks++;
        } else if (is_type(type, "IEND")) {
            if (!crc_matches(type, length)) return NULL;
            seen_end = 1;
            break;
        } else {
            if (idat_chunks > 0) idat_run_over = 1;
            // A transparent colour (libpng turns it into an alpha channel) or any critical chunk other than a
            // suggested palette is libpng's business.
            if (is_type(type, "tRNS")) return NULL;
            if (critical && !is_type(type, "PLTE")) return NULL;
        }
        offset += 12 + (size_t)length;
    }
    if (!seen_header || !seen_end || idat_chunks == 0) return NULL;
    size_t row_bytes = (size_t)w * (size_t)samples;
    if (row_bytes / (size_t)samples != (size_t)w || row_bytes > ((size_t)1 << 30)) return NULL;

    spd_png_stream *png = calloc(1, sizeof *png);
    if (png == NULL) return NULL;
    png->current = malloc(row_bytes + 1);
    png->previous = malloc(row_bytes + 1);
    if (png->current == NULL || png->previous == NULL) {
        spd_png_stream_close(png);
        return NULL;
    }
    png->bytes = bytes;
    png->count = count;
    png->height = h;
    png->channels = samples;
    png->row_bytes = row_bytes;
    isal_inflate_init(&png->inflater);
    // The zlib wrapper parsed and its Adler-32 checked (libpng, which reads whatever fails here, ignores it).
    png->inflater.crc_flag = ISAL_ZLIB;
    uint32_t length = read_be32(bytes + first_idat);
    png->inflater.next_in = (uint8_t *)(bytes + first_idat + 8);
    png->inflater.avail_in = length;
    png->next_chunk = first_idat + 12 + length;
    *width = w;
    *height = h;
    *channels = samples;
    return png;
}

// Points the inflater at the next IDAT chunk's data. 0, or -1 when the image data has ended.
static int feed_next_idat(spd_png_stream *png) {
    while (png->next_chunk + 12 <= png->count) {
        const uint8_t *chunk = png->bytes + png->next_chunk;
        uint32_t length = read_be32(chunk);
        if (!is_type(chunk + 4, "IDAT")) return -1;
        png->next_chunk += 12 + (size_t)length;
        if (length == 0) continue;
        png->inflater.next_in = (uint8_t *)(chunk + 8);
        png->inflater.avail_in = length;
        return 0;
    }
    return -1;
}

// Inflates into `out` until it holds `length` bytes or the stream ends. Returns the bytes written, or -1 when the
// data is damaged or the image data runs out first. ISA-L may hold decoded bytes back between calls, so it is
// called again before the next chunk is fed.
static long inflate_into(spd_png_stream *png, uint8_t *out, size_t length) {
    struct inflate_state *inflater = &png->inflater;
    size_t filled = 0;
    while (filled < length && inflater->block_state != ISAL_BLOCK_FINISH) {
        uint32_t input_before = inflater->avail_in;
        inflater->next_out = out + filled;
        inflater->avail_out = (uint32_t)(length - filled);
        if (isal_inflate(inflater) != ISAL_DECOMP_OK) return -1;
        size_t written = (length - filled) - inflater->avail_out;
        filled += written;
        if (filled == length || inflater->block_state == ISAL_BLOCK_FINISH) break;
        if (inflater->avail_in == 0) {
            if (feed_next_idat(png) != 0) return -1;
        } else if (written == 0 && inflater->avail_in == input_before) {
            return -1;
        }
    }
    return (long)filled;
}

// Fills `out` with exactly `length` inflated bytes. 0, or -1 when the data is damaged or ends first.
static int inflate_exactly(spd_png_stream *png, uint8_t *out, size_t length) {
    return inflate_into(png, out, length) == (long)length ? 0 : -1;
}

static inline uint8_t paeth(int left, int up, int up_left) {
    int estimate = left + up - up_left;
    int to_left = abs(estimate - left), to_up = abs(estimate - up), to_up_left = abs(estimate - up_left);
    if (to_left <= to_up && to_left <= to_up_left) return (uint8_t)left;
    return (uint8_t)(to_up <= to_up_left ? up : up_left);
}

// Undoes a row's filter in place (PNG specification, section 9); `previous` is NULL for the first row.
static int unfilter(uint8_t filter, uint8_t *row, const uint8_t *previous, size_t count, size_t bpp) {
    switch (filter) {
    case 0: return 0;
    case 1:
        for (size_t i = bpp; i < count; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 0;
    case 2:
        if (previous != NULL) {
            for (size_t i = 0; i < count; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        }
        return 0;
    case 3:
        for (size_t i = 0; i < count; i++) {
            int left = i >= bpp ? row[i - bpp] : 0;
            int up = previous != NULL ? previous[i] : 0;
            row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
        }
        return 0;
    case 4:
        // With no row above, Paeth always picks the left neighbour: the Sub filter.
        if (previous == NULL) return unfilter(1, row, previous, count, bpp);
        for (size_t i = 0; i < bpp && i < count; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        for (size_t i = bpp; i < count; i++) {
            row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], previous[i], previous[i - bpp]));
        }
        return 0;
    default: return -1;
    }
}

int spd_png_stream_next_row(spd_png_stream *png, const uint8_t **row) {
    if (png->rows_read >= png->height) return -1;
    if (inflate_exactly(png, png->current, png->row_bytes + 1) != 0) return -1;
    const uint8_t *above = png->rows_read > 0 ? png->previous + 1 : NULL;
    if (unfilter(png->current[0], png->current + 1, above, png->row_bytes, (size_t)png->channels) != 0) return -1;
    *row = png->current + 1;
    uint8_t *swap = png->previous;
    png->previous = png->current;
    png->current = swap;
    png->rows_read++;
    return 0;
}

int spd_png_stream_finish(spd_png_stream *png) {
    if (png->rows_read != png->height) return -1;
    // The stream must end here, with its checksum: any more image data is a file libpng should judge.
    uint8_t spare[16];
    return inflate_into(png, spare, sizeof spare) == 0 && png->inflater.block_state == ISAL_BLOCK_FINISH ? 0 : -1;
}

void spd_png_stream_close(spd_png_stream *png) {
    if (png == NULL) return;
    free(png->current);
    free(png->previous);
    free(png);
}
