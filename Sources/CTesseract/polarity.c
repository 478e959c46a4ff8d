// Light text on a dark or coloured line, turned dark-on-light before Tesseract's network reads it, so that it is read
// once rather than twice or three times. See `SD_FLIP_LIGHT_LINES` in CTesseract.h.
#include "CTesseract.h"
#include "options.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

// Tesseract's `static Image Input::PrepareLSTMInputs(const ImageData &, const Network *, int min_width, TRand *,
// float *image_scale)`, by its C++ (Itanium ABI) name. The executable exports this definition (Package.swift,
// `--export-dynamic-symbol`), and `LSTMRecognizer::RecognizeLine` calls it through the library's procedure linkage
// table, so when the library is loaded this definition is bound in place of its own. `Image` (Tesseract 5) holds one
// `Pix *` and nothing else that needs copying, so it comes back in a register exactly like the `Pix *` Tesseract 4
// returns: the same calling convention as the C declaration below in both.
#define SD_PREPARE_LSTM_INPUTS "_ZN9tesseract5Input17PrepareLSTMInputsERKNS_9ImageDataEPKNS_7NetworkEiPNS_5TRandEPf"

typedef void *(*sd_prepare_function)(const void *image_data, const void *network, int min_width, void *randomizer,
                                     float *image_scale);

// Leptonica's accessors, found through libtesseract (which links it). An opaque `PIX *` here.
typedef int (*sd_pix_int_function)(const void *pix);
typedef uint32_t *(*sd_pix_data_function)(void *pix);

static _Atomic(sd_prepare_function) library_prepare;
static sd_pix_int_function pix_width, pix_height, pix_depth, pix_wpl;
static sd_pix_data_function pix_data;
// Set once the library and every accessor above were found (release: the pointers are written before it).
static atomic_int ready;

// Per thread: a recognition runs on one thread, and tests read the counts of their own.
static _Thread_local long flipped;
static _Thread_local long kept;

void *sd_prepare_lstm_inputs(const void *image_data, const void *network, int min_width, void *randomizer,
                             float *image_scale) __asm__(SD_PREPARE_LSTM_INPUTS);

// The byte of pixel `x` in a row of Leptonica's 8-bit image: pixels are packed into 32-bit words, most significant
// byte first, so on a little-endian machine the bytes of each word are stored in reverse (Leptonica's GET_DATA_BYTE).
static inline uint8_t pix_byte(const uint32_t *row, int x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return ((const uint8_t *)row)[x];
#else
    return ((const uint8_t *)row)[x ^ 3];
#endif
}

int sd_histogram_is_light_on_dark(const long histogram[256]) {
    long total = 0;
    double sum = 0;
    for (int grey = 0; grey < 256; grey++) {
        total += histogram[grey];
        sum += (double)grey * (double)histogram[grey];
    }
    if (total == 0) return 0;
    // Otsu's threshold: the split that maximises the variance between the two classes.
    long below = 0;
    double belowSum = 0, best = -1;
    int threshold = -1;
    for (int grey = 0; grey < 255; grey++) {
        below += histogram[grey];
        belowSum += (double)grey * (double)histogram[grey];
        long above = total - below;
        if (below == 0) continue;
        if (above == 0) break;
        double difference = belowSum / (double)below - (sum - belowSum) / (double)above;
        double between = (double)below * (double)above * difference * difference;
        if (between > best) {
            best = between;
            threshold = grey;
        }
    }
    // One grey only: no text to judge.
    if (threshold < 0) return 0;
    long dark = 0;
    for (int grey = 0; grey <= threshold; grey++) dark += histogram[grey];
    // The background is the larger class: most of a line's box is not ink.
    return dark * 2 > total;
}

void *sd_prepare_lstm_inputs(const void *image_data, const void *network, int min_width, void *randomizer,
                             float *image_scale) {
    sd_prepare_function original = atomic_load(&library_prepare);
    // Only reachable through the library, which is loaded (and this pointer found) before it can call here.
    if (original == NULL) abort();
    void *pix = original(image_data, network, min_width, randomizer, image_scale);
    if (pix == NULL || !(sd_recognition_options & SD_FLIP_LIGHT_LINES)) return pix;
    if (!atomic_load_explicit(&ready, memory_order_acquire)) return pix;
    if (pix_depth(pix) != 8) return pix;
    int width = pix_width(pix), height = pix_height(pix), wpl = pix_wpl(pix);
    uint32_t *data = pix_data(pix);
    if (width <= 0 || height <= 0 || wpl <= 0 || data == NULL) return pix;
    long histogram[256] = {0};
    for (int y = 0; y < height; y++) {
        const uint32_t *row = data + (size_t)y * (size_t)wpl;
        for (int x = 0; x < width; x++) histogram[pix_byte(row, x)]++;
    }
    if (!sd_histogram_is_light_on_dark(histogram)) {
        kept++;
        return pix;
    }
    // What Tesseract's own re-read does to the same image (pixInvert in place): every bit of every word flipped.
    size_t words = (size_t)height * (size_t)wpl;
    for (size_t i = 0; i < words; i++) data[i] = ~data[i];
    flipped++;
    return pix;
}

void sd_polarity_found_library(void *library) {
    sd_prepare_function original = (sd_prepare_function)dlsym(library, SD_PREPARE_LSTM_INPUTS);
    atomic_store(&library_prepare, original);
    pix_width = (sd_pix_int_function)dlsym(library, "pixGetWidth");
    pix_height = (sd_pix_int_function)dlsym(library, "pixGetHeight");
    pix_depth = (sd_pix_int_function)dlsym(library, "pixGetDepth");
    pix_wpl = (sd_pix_int_function)dlsym(library, "pixGetWpl");
    pix_data = (sd_pix_data_function)dlsym(library, "pixGetData");
    // Tesseract 4 and 5 return the line's image as described above; another major version is left alone.
    const char *(*version)(void) = (const char *(*)(void))dlsym(library, "TessVersion");
    const char *text = version != NULL ? version() : NULL;
    int major = text != NULL ? atoi(text) : 0;
    int found = original != NULL && pix_width != NULL && pix_height != NULL && pix_depth != NULL && pix_wpl != NULL
                && pix_data != NULL && (major == 4 || major == 5);
    atomic_store_explicit(&ready, found, memory_order_release);
}

long sd_lines_flipped(void) { return flipped; }
long sd_lines_kept(void) { return kept; }
