// libjpeg-turbo behind return codes: error_exit jumps back into the wrapper that made the call.
#include "CImageShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
#include <jerror.h>

struct spd_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int ended_early;
};

struct spd_jpeg {
    struct jpeg_decompress_struct info;
    struct spd_jpeg_error error;
    FILE *file;
    int created;
};

// Never returns: the decoder state is abandoned and destroyed by spd_jpeg_close.
static void spd_jpeg_error_exit(j_common_ptr info) {
    struct spd_jpeg_error *error = (struct spd_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

// Warnings are counted but never printed; a premature end of data marks the image truncated.
static void spd_jpeg_emit(j_common_ptr info, int level) {
    struct spd_jpeg_error *error = (struct spd_jpeg_error *)info->err;
    if (level < 0) {
        error->manager.num_warnings++;
        if (error->manager.msg_code == JWRN_JPEG_EOF) error->ended_early = 1;
    }
}

static void spd_jpeg_output(j_common_ptr info) { (void)info; }

static spd_jpeg *spd_jpeg_create(long memory_limit) {
    spd_jpeg *jpeg = calloc(1, sizeof(spd_jpeg));
    if (jpeg == NULL) return NULL;
    jpeg->info.err = jpeg_std_error(&jpeg->error.manager);
    jpeg->error.manager.error_exit = spd_jpeg_error_exit;
    jpeg->error.manager.emit_message = spd_jpeg_emit;
    jpeg->error.manager.output_message = spd_jpeg_output;
    if (setjmp(jpeg->error.jump)) {
        if (jpeg->created) jpeg_destroy_decompress(&jpeg->info);
        free(jpeg);
        return NULL;
    }
    jpeg_create_decompress(&jpeg->info);
    jpeg->created = 1;
    if (memory_limit > 0) jpeg->info.mem->max_memory_to_use = memory_limit;
    jpeg_save_markers(&jpeg->info, JPEG_APP0 + 1, 0xFFFF);
    return jpeg;
}

spd_jpeg *spd_jpeg_open_memory(const uint8_t *bytes, size_t count, long memory_limit) {
    spd_jpeg *jpeg = spd_jpeg_create(memory_limit);
    if (jpeg == NULL) return NULL;
    if (setjmp(jpeg->error.jump)) {
        spd_jpeg_close(jpeg);
        return NULL;
    }
    jpeg_mem_src(&jpeg->info, bytes, (unsigned long)count);
    return jpeg;
}

spd_jpeg *spd_jpeg_open_path(const char *path, long memory_limit) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    spd_jpeg *jpeg = spd_jpeg_create(memory_limit);
    if (jpeg == NULL) {
        fclose(file);
        return NULL;
    }
    jpeg->file = file;
    jpeg_stdio_src(&jpeg->info, file);
    return jpeg;
}

int spd_jpeg_read_header(spd_jpeg *jpeg, uint32_t *width, uint32_t *height, int *space, int *adobe_inverted) {
    if (setjmp(jpeg->error.jump)) return -1;
    if (jpeg_read_header(&jpeg->info, TRUE) != JPEG_HEADER_OK) return -1;
    if (jpeg->error.ended_early) return -1;
    *width = jpeg->info.image_width;
    *height = jpeg->info.image_height;
    switch (jpeg->info.jpeg_color_space) {
    case JCS_GRAYSCALE: *space = SPD_JPEG_GRAY; break;
    case JCS_CMYK:
    case JCS_YCCK: *space = SPD_JPEG_CMYK; break;
    default: *space = SPD_JPEG_RGB; break;
    }
    *adobe_inverted = jpeg->info.saw_Adobe_marker ? 1 : 0;
    return 0;
}

size_t spd_jpeg_app1(spd_jpeg *jpeg, const uint8_t **payload) {
    for (jpeg_saved_marker_ptr marker = jpeg->info.marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length >= 6) {
            *payload = marker->data;
            return marker->data_length;
        }
    }
    *payload = NULL;
    return 0;
}

int spd_jpeg_start(spd_jpeg *jpeg, int scale_num, int space, uint32_t *width, uint32_t *height, int *channels) {
    if (setjmp(jpeg->error.jump)) return -1;
    jpeg->info.scale_num = (unsigned int)scale_num;
    jpeg->info.scale_denom = 8;
    jpeg->info.out_color_space = space == SPD_JPEG_GRAY ? JCS_GRAYSCALE : space == SPD_JPEG_CMYK ? JCS_CMYK : JCS_RGB;
    if (!jpeg_start_decompress(&jpeg->info)) return -1;
    *width = jpeg->info.output_width;
    *height = jpeg->info.output_height;
    *channels = jpeg->info.output_components;
    return 0;
}

int spd_jpeg_read_row(spd_jpeg *jpeg, uint8_t *row) {
    if (setjmp(jpeg->error.jump)) return -1;
    JSAMPROW rows[1] = { row };
    if (jpeg_read_scanlines(&jpeg->info, rows, 1) != 1) return -1;
    return jpeg->error.ended_early ? -1 : 0;
}

int spd_jpeg_finish(spd_jpeg *jpeg) {
    if (setjmp(jpeg->error.jump)) return -1;
    if (!jpeg_finish_decompress(&jpeg->info)) return -1;
    return jpeg->error.ended_early ? -1 : 0;
}

void spd_jpeg_close(spd_jpeg *jpeg) {
    if (jpeg == NULL) return;
    if (jpeg->created) jpeg_destroy_decompress(&jpeg->info);
    if (jpeg->file != NULL) fclose(jpeg->file);
    free(jpeg);
}
