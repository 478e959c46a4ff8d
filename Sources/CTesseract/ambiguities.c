#include "CTesseract.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

// Tesseract's `UnicharAmbigs::LoadUniversal(const UNICHARSET &, UNICHARSET *)`, by its C++ (Itanium ABI) name. The
// executable exports this definition (Package.swift, `--export-dynamic-symbol`), and libtesseract calls the method
// through its procedure linkage table, so when the library is loaded this definition is bound in place of its own.
#define SD_LOAD_UNIVERSAL "_ZN9tesseract13UnicharAmbigs13LoadUniversalERKNS_10UNICHARSETEPS1_"

typedef void (*sd_load_universal_function)(void *ambigs, const void *encoder, void *unicharset);

static _Thread_local int keeps_universal_ambiguities;
static _Atomic(sd_load_universal_function) library_load_universal;
static atomic_long skipped;
static atomic_long loaded;

void sd_load_universal(void *ambigs, const void *encoder, void *unicharset) __asm__(SD_LOAD_UNIVERSAL);

// A member function takes `this` first: the same registers as a C function of three pointers.
void sd_load_universal(void *ambigs, const void *encoder, void *unicharset) {
    sd_load_universal_function original = atomic_load(&library_load_universal);
    if (keeps_universal_ambiguities && original != NULL) {
        atomic_fetch_add(&loaded, 1);
        original(ambigs, encoder, unicharset);
        return;
    }
    atomic_fetch_add(&skipped, 1);
}

void sd_ambiguities_found_library(void *library) {
    atomic_store(&library_load_universal, (sd_load_universal_function)dlsym(library, SD_LOAD_UNIVERSAL));
}

int sd_tesseract_init(TessBaseAPI *handle, const char *language, TessOcrEngineMode oem, int universal_ambiguities,
                      int proportional, const char *data_file) {
    keeps_universal_ambiguities = universal_ambiguities;
    char *names[] = {"debug_file", "textord_all_prop"};
    char *values[] = {"/dev/null", "1"};
    size_t count = proportional ? 2 : 1;
    int status = -1;
    void *data = MAP_FAILED;
    struct stat file;
    int descriptor = data_file != NULL ? open(data_file, O_RDONLY | O_CLOEXEC) : -1;
    if (descriptor >= 0 && fstat(descriptor, &file) == 0 && file.st_size > 0 && file.st_size <= INT_MAX) {
        data = mmap(NULL, (size_t)file.st_size, PROT_READ, MAP_PRIVATE, descriptor, 0);
    }
    if (descriptor >= 0) close(descriptor);
    if (data != MAP_FAILED) {
        // Tesseract copies each part it keeps out of the buffer, so the mapping goes once it has loaded.
        status = sd_TessBaseAPIInit5(handle, data, (int)file.st_size, language, oem, NULL, 0, names, values, count, 0);
        munmap(data, (size_t)file.st_size);
    } else {
        status = sd_TessBaseAPIInit4(handle, NULL, language, oem, NULL, 0, names, values, count, 0);
    }
    keeps_universal_ambiguities = 0;
    return status;
}

long sd_universal_ambiguities_skipped(void) { return atomic_load(&skipped); }
long sd_universal_ambiguities_loaded(void) { return atomic_load(&loaded); }
