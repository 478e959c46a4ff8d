// libpng behind return codes: every call that may png_error() runs under a setjmp in this file.
#include "CImageShim.h"

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct spd_png {
    png_structp png;
    png_infop info;
    FILE *file;
    const uint8_t *bytes;
    size_t count;
    size_t offset;
};

// Never returns: libpng's contract for an error handler. The message is dropped on purpose.
static void spd_png_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void spd_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void spd_png_read_memory(png_structp png, png_bytep out, size_t length) {
    spd_png *reader = (spd_png *)png_get_io_ptr(png);
    if (reader == NULL || length > reader->count - reader->offset) {
        png_error(png, "read past end");
    }
    memcpy(out, reader->bytes + reader->offset, length);
    reader->offset += length;
}

static spd_png *spd_png_create(void) {
    spd_png *reader = calloc(1, sizeof(spd_png));
    if (reader == NULL) return NULL;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, spd_png_error, spd_png_warning);
    if (reader->png == NULL) {
        free(reader);
        return NULL;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        png_destroy_read_struct(&reader->png, NULL, NULL);
        free(reader);
        return NULL;
    }
    return reader;
}

spd_png *spd_png_open_memory(const uint8_t *bytes, size_t count) {
    spd_png *reader = spd_png_create();
    if (reader == NULL) return NULL;
    reader->bytes = bytes;
    reader->count = count;
    png_set_read_fn(reader->png, reader, spd_png_read_memory);
    return reader;
}

spd_png *spd_png_open_path(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    spd_png *reader = spd_png_create();
    if (reader == NULL) {
        fclose(file);
        return NULL;
    }
    reader->file = file;
    png_init_io(reader->png, file);
    return reader;
}

int spd_png_read_header(spd_png *reader, uint32_t *width, uint32_t *height, int *interlaced) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_info(reader->png, reader->info);
    *width = png_get_image_width(reader->png, reader->info);
    *height = png_get_image_height(reader->png, reader->info);
    *interlaced = png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE;
    return 0;
}

int spd_png_prepare(spd_png *reader, int *channels, int *passes) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
#ifdef PNG_IGNORE_ADLER32
    // Every IDAT chunk's CRC is still checked, so zlib's own checksum adds cost without adding safety.
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_expand(reader->png);
    png_set_scale_16(reader->png);
    *passes = png_set_interlace_handling(reader->png);
    png_read_update_info(reader->png, reader->info);
    if (png_get_bit_depth(reader->png, reader->info) != 8) return -1;
    *channels = png_get_channels(reader->png, reader->info);
    return (*channels >= 1 && *channels <= 4) ? 0 : -1;
}

int spd_png_read_row(spd_png *reader, uint8_t *row) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_row(reader->png, row, NULL);
    return 0;
}

int spd_png_read_image(spd_png *reader, uint8_t **rows) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_image(reader->png, rows);
    return 0;
}

int spd_png_finish(spd_png *reader) {
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_end(reader->png, NULL);
    return 0;
}

void spd_png_close(spd_png *reader) {
    if (reader == NULL) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    if (reader->file != NULL) fclose(reader->file);
    free(reader);
}

// MARK: - Writing

struct spd_buffer {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
};

static void spd_png_write_memory(png_structp png, png_bytep data, size_t length) {
    struct spd_buffer *buffer = (struct spd_buffer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - buffer->count) png_error(png, "too large");
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity < 65536 ? 65536 : buffer->capacity;
        while (capacity < buffer->count + length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "too large");
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void spd_png_flush(png_structp png) { (void)png; }

// The jump target lives in its own frame so that `buffer` is not a local clobbered by longjmp.
static int spd_png_encode_rows(png_structp png, png_infop info, const uint8_t *pixels, uint32_t width,
                               uint32_t height, int channels, int level) {
    if (setjmp(png_jmpbuf(png))) return -1;
    int colour = channels == 1 ? PNG_COLOR_TYPE_GRAY
        : channels == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA;
    png_set_IHDR(png, info, width, height, 8, colour, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    // The Sub filter with run-length matching: on screenshots and photos alike it is about ten times faster
    // than adaptive filtering with full matching, for files at most ~1.7× larger (often smaller).
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_set_compression_strategy(png, Z_RLE);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    size_t stride = (size_t)width * (size_t)channels;
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, pixels + stride * y);
    }
    png_write_end(png, info);
    return 0;
}

int spd_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels, int level,
                   uint8_t **out_bytes, size_t *out_count) {
    *out_bytes = NULL;
    *out_count = 0;
    if (width == 0 || height == 0 || (channels != 1 && channels != 3 && channels != 4)) return -1;
    struct spd_buffer *buffer = calloc(1, sizeof(struct spd_buffer));
    if (buffer == NULL) return -1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, spd_png_error, spd_png_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    int status = -1;
    if (png != NULL && info != NULL) {
        png_set_write_fn(png, buffer, spd_png_write_memory, spd_png_flush);
        status = spd_png_encode_rows(png, info, pixels, width, height, channels, level);
    }
    png_destroy_write_struct(&png, &info);
    if (status == 0) {
        *out_bytes = buffer->bytes;
        *out_count = buffer->count;
    } else {
        free(buffer->bytes);
    }
    free(buffer);
    return status;
}
