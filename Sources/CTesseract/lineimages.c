// Line images kept uncompressed between Tesseract's stages. See `SD_RAW_LINE_IMAGES` in CTesseract.h.
#include "CTesseract.h"
#include "options.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// Leptonica's file formats (imageio.h), stable since its uncompressed serialisation appeared in 1.70.
enum { sd_leptonica_png = 3, sd_leptonica_spix = 19 };

typedef int (*sd_write_memory_function)(uint8_t **data, size_t *size, void *pix, int format);

static _Atomic(sd_write_memory_function) library_write_memory;
static _Thread_local long stored_raw;

// Leptonica's `l_int32 pixWriteMem(l_uint8 **pdata, size_t *psize, PIX *pix, l_int32 format)`, exported by the
// executable (Package.swift) so that libtesseract's call, made through its procedure linkage table, lands here.
int pixWriteMem(uint8_t **data, size_t *size, void *pix, int format) {
    sd_write_memory_function original = atomic_load(&library_write_memory);
    // Only reachable through the library, which is loaded (and this pointer found) before it can call here.
    if (original == NULL) abort();
    if (format == sd_leptonica_png && (sd_recognition_options & SD_RAW_LINE_IMAGES)) {
        stored_raw++;
        return original(data, size, pix, sd_leptonica_spix);
    }
    return original(data, size, pix, format);
}

void sd_line_images_found_library(void *library) {
    atomic_store(&library_write_memory, (sd_write_memory_function)dlsym(library, "pixWriteMem"));
}

long sd_line_images_stored_raw(void) { return stored_raw; }
