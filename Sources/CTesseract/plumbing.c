// Three of the network's data-moving steps done in a few plain loops. See `SD_FAST_PLUMBING` in CTesseract.h.
//
// Tesseract's LSTM model for English (`[1,36,0,1 Ct3,3,16 Mp3,3 Lfys48 Lfx96 Lrx96 Lfx192 O1c1]`) reads each line as
// a 36-row image. Its first layer stacks every pixel's 3×3 neighbourhood (`Convolve::Forward`), the second keeps the
// largest of each 3×3 block (`Maxpool::Forward`), and every LSTM writes each output step back as 8-bit integers
// (`NetworkIO::WriteTimeStepPart`). Debian's build does the first two through a library call per pixel per neighbour
// (`StrideMap::Index::AddOffset`, `IsValid`, `MaxIndexOfDim`, `CopyTimeStepGeneral`), and the third with a branch per
// value: 26% and 8% of a page's recognition, measured with perf on the nine sample screenshots. The definitions here
// replace the library's own (the executable exports them, Package.swift; the library reaches the first two through
// their classes' tables of virtual functions and the third through its procedure linkage table), and produce the very
// same bytes: the recognised text of every page is unchanged.
//
// They read Tesseract's objects at the offsets of its 5.x builds on x86-64 (read off Debian's libtesseract 5.3.0: a
// `Network` keeps its input and output counts at 24 and 28 and its random generator at 88; `NetworkIO` its 8-bit
// array at 32, whether it is in 8-bit mode at 64 and its stride map at 72), so every use is guarded three ways:
// - only within a recognition that asked for it (`SD_FAST_PLUMBING`, per thread), on an 8-bit network, and only
//   when libtesseract's major version is 5;
// - the figures read are checked against each other before any pointer is followed (the input's features per step
//   against the layer's input count, the array's steps against the stride map's shape, the map's own strides);
// - the first call of each kind in a process is made both ways — the library's, then this one on the same input with
//   the random generator put back — and the two results compared byte for byte (the generator's state too). Equal,
//   this one serves from then on; different, or any check failing, and the library's own serves that call and every
//   later one (`sd_plumbing_state`). Outside a recognition that asked for it, every call goes to the library.
#include "CTesseract.h"
#include "options.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SD_CONVOLVE_FORWARD                                                                                           \
    "_ZN9tesseract8Convolve7ForwardEbRKNS_9NetworkIOEPKNS_15TransposedArrayEPNS_14NetworkScratchEPS1_"
#define SD_MAXPOOL_FORWARD                                                                                            \
    "_ZN9tesseract7Maxpool7ForwardEbRKNS_9NetworkIOEPKNS_15TransposedArrayEPNS_14NetworkScratchEPS1_"
#define SD_WRITE_TIME_STEP_PART "_ZN9tesseract9NetworkIO17WriteTimeStepPartEiiiPKf"

// `virtual void Forward(bool debug, const NetworkIO &input, const TransposedArray *input_transpose,
// NetworkScratch *scratch, NetworkIO *output)`: `this` first, then the arguments, as a C function takes them.
typedef void (*sd_forward_function)(void *layer, bool debug, const void *input, const void *transpose, void *scratch,
                                    void *output);
typedef void (*sd_write_part_function)(void *io, int t, int offset, int count, const float *values);
typedef void (*sd_resize_to_map_function)(void *io, bool int_mode, const void *stride_map, int features);
typedef void (*sd_resize_scaled_function)(void *io, const void *source, int x_scale, int y_scale, int features);
typedef void (*sd_randomize_function)(void *io, int t, int offset, int count, void *randomizer);

static sd_forward_function library_convolve, library_maxpool;
static sd_write_part_function library_write_part;
static sd_resize_to_map_function resize_to_map;
static sd_resize_scaled_function resize_scaled;
static sd_randomize_function randomize;
// Set once every function above was found in a libtesseract 5.x (release: the pointers are written before it).
static atomic_int usable;

enum { kind_convolve, kind_maxpool, kind_write_part, kinds };
// Per kind: 0 not yet compared, 1 compared equal (this file's definition serves), -1 the library's serves.
static atomic_int state[kinds];
static _Thread_local long served[kinds];
// Tests only (`sd_plumbing_reset_for_testing`): the first call's result made here gets one value wrong before it is
// compared, so that the comparison fails (the results served are never touched).
static atomic_int skewed;

// MARK: - Tesseract's objects, as its 5.x builds lay them out on x86-64

#define FIELD(object, offset, type) (*(type *)((char *)(object) + (offset)))

// `Network`: int32 ni_ (inputs), no_ (outputs); TRand *randomizer_. `Convolve`: int32 half_x_, half_y_. `Maxpool`
// (a `Reconfig`): int32 x_scale_, y_scale_.
enum { network_inputs = 24, network_outputs = 28, network_randomizer = 88 };
enum { convolve_half_x = 96, convolve_half_y = 100, maxpool_x_scale = 0xa8, maxpool_y_scale = 0xac };
// `NetworkIO`: GENERIC_2D_ARRAY<int8_t> i_ (array_ at +8, dim1_ (steps) at +20, dim2_ (features) at +24); bool
// int_mode_; StrideMap stride_map_.
enum { io_array = 0x28, io_steps = 0x34, io_features = 0x38, io_int_mode = 0x40, io_stride_map = 0x48 };

// `StrideMap`: int shape_[3] and t_increments_[3] over (batch, height, width), then the heights and widths of each
// image of the batch (std::vector<int>: begin, end, capacity).
typedef struct {
    int shape[3];
    int increments[3];
    const int *heights, *heights_end, *heights_capacity;
    const int *widths, *widths_end, *widths_capacity;
} stride_map;

// `TRand` is a std::minstd_rand: one 64-bit state word.
typedef uint64_t random_state;

static const stride_map *map_of(const void *io) { return (const stride_map *)((const char *)io + io_stride_map); }

// The last valid row or column of image `batch` (StrideMap::Index::MaxIndexOfDim).
static int last_index(const stride_map *map, int batch, int dimension) {
    int last = map->shape[dimension] - 1;
    const int *sizes = dimension == 1 ? map->heights : map->widths;
    const int *end = dimension == 1 ? map->heights_end : map->widths_end;
    if (batch >= end - sizes || sizes[batch] > last + 1) return last;
    return sizes[batch] - 1;
}

static int step(const stride_map *map, int batch, int y, int x) {
    return batch * map->increments[0] + y * map->increments[1] + x * map->increments[2];
}

// Whether a stride map is what its own fields say (strides from the shape, one size per image, within the shape),
// and an 8-bit array laid out over it with `features` values per step.
static bool plausible(const void *io, int features) {
    if (FIELD(io, io_int_mode, uint8_t) != 1) return false;
    const stride_map *map = map_of(io);
    for (int d = 0; d < 3; d++) {
        if (map->shape[d] <= 0 || map->shape[d] > (1 << 20)) return false;
    }
    if (map->increments[2] != 1 || map->increments[1] != map->shape[2]
        || map->increments[0] != map->shape[1] * map->shape[2]) {
        return false;
    }
    long images = map->shape[0];
    if (map->heights > map->heights_end || map->widths > map->widths_end) return false;
    if (map->heights_end - map->heights != images || map->widths_end - map->widths != images) return false;
    for (long b = 0; b < images; b++) {
        if (map->heights[b] <= 0 || map->heights[b] > map->shape[1]) return false;
        if (map->widths[b] <= 0 || map->widths[b] > map->shape[2]) return false;
    }
    long steps = (long)map->shape[0] * map->shape[1] * map->shape[2];
    return FIELD(io, io_array, int8_t *) != NULL && FIELD(io, io_steps, int) == steps
           && FIELD(io, io_features, int) == features;
}

static bool enabled(int kind) {
    return (sd_recognition_options & SD_FAST_PLUMBING) && atomic_load_explicit(&usable, memory_order_acquire)
           && atomic_load(&state[kind]) >= 0;
}

static void disable(int kind) { atomic_store(&state[kind], -1); }

// MARK: - Convolve::Forward

// Every pixel's neighbourhood, half_x columns and half_y rows each side, stacked column by column: a neighbour off
// the image gets the random values the library gives it (`NetworkIO::Randomize`, called in the library's order).
static bool convolve(void *layer, const void *input, void *output) {
    int inputs = FIELD(layer, network_inputs, int), outputs = FIELD(layer, network_outputs, int);
    int half_x = FIELD(layer, convolve_half_x, int), half_y = FIELD(layer, convolve_half_y, int);
    void *randomizer = FIELD(layer, network_randomizer, void *);
    if (inputs <= 0 || half_x < 0 || half_x > 8 || half_y < 0 || half_y > 8 || randomizer == NULL
        || outputs != inputs * (2 * half_x + 1) * (2 * half_y + 1) || !plausible(input, inputs)) {
        return false;
    }
    const stride_map *map = map_of(input);
    resize_to_map(output, true, map, outputs);
    if (!plausible(output, outputs)) return false;
    const int8_t *source = FIELD(input, io_array, const int8_t *);
    int8_t *target = FIELD(output, io_array, int8_t *);
    int column = (2 * half_y + 1) * inputs;
    for (int b = 0; b < map->shape[0]; b++) {
        int last_y = last_index(map, b, 1), last_x = last_index(map, b, 2);
        for (int y = 0; y <= last_y; y++) {
            for (int x = 0; x <= last_x; x++) {
                int t = step(map, b, y, x);
                int8_t *out = target + (size_t)t * (size_t)outputs;
                for (int dx = -half_x, offset = 0; dx <= half_x; dx++, offset += column) {
                    if (x + dx < 0 || x + dx > last_x) {
                        randomize(output, t, offset, column, randomizer);
                        continue;
                    }
                    for (int dy = -half_y, part = offset; dy <= half_y; dy++, part += inputs) {
                        if (y + dy < 0 || y + dy > last_y) {
                            randomize(output, t, part, inputs, randomizer);
                            continue;
                        }
                        const int8_t *in = source + (size_t)step(map, b, y + dy, x + dx) * (size_t)inputs;
                        if (inputs == 1) {
                            out[part] = in[0];
                        } else {
                            memcpy(out + part, in, (size_t)inputs);
                        }
                    }
                }
            }
        }
    }
    return true;
}

// MARK: - Maxpool::Forward

// The largest value of each feature over each x_scale × y_scale block (the library also records where each came
// from, for training; a recognition never reads that).
static bool maxpool(void *layer, const void *input, void *output) {
    int inputs = FIELD(layer, network_inputs, int), outputs = FIELD(layer, network_outputs, int);
    int x_scale = FIELD(layer, maxpool_x_scale, int), y_scale = FIELD(layer, maxpool_y_scale, int);
    if (inputs <= 0 || outputs != inputs || x_scale <= 0 || x_scale > 16 || y_scale <= 0 || y_scale > 16
        || !plausible(input, inputs)) {
        return false;
    }
    resize_scaled(output, input, x_scale, y_scale, outputs);
    const stride_map *in_map = map_of(input), *out_map = map_of(output);
    if (!plausible(output, outputs) || out_map->shape[0] != in_map->shape[0]
        || out_map->shape[1] != in_map->shape[1] / y_scale || out_map->shape[2] != in_map->shape[2] / x_scale) {
        return false;
    }
    const int8_t *source = FIELD(input, io_array, const int8_t *);
    int8_t *target = FIELD(output, io_array, int8_t *);
    for (int b = 0; b < out_map->shape[0]; b++) {
        int last_y = last_index(out_map, b, 1), last_x = last_index(out_map, b, 2);
        int in_last_y = last_index(in_map, b, 1), in_last_x = last_index(in_map, b, 2);
        for (int y = 0; y <= last_y; y++) {
            for (int x = 0; x <= last_x; x++) {
                int8_t *out = target + (size_t)step(out_map, b, y, x) * (size_t)inputs;
                memcpy(out, source + (size_t)step(in_map, b, y * y_scale, x * x_scale) * (size_t)inputs,
                       (size_t)inputs);
                for (int dx = 0; dx < x_scale && x * x_scale + dx <= in_last_x; dx++) {
                    for (int dy = 0; dy < y_scale && y * y_scale + dy <= in_last_y; dy++) {
                        const int8_t *in =
                            source + (size_t)step(in_map, b, y * y_scale + dy, x * x_scale + dx) * (size_t)inputs;
                        for (int i = 0; i < inputs; i++) out[i] = in[i] > out[i] ? in[i] : out[i];
                    }
                }
            }
        }
    }
    return true;
}

// MARK: - The first call both ways, then one way

// The output's array as the last forward left it (steps × features bytes), copied; NULL when it cannot be.
static int8_t *copy_of(const void *io, size_t *length) {
    *length = (size_t)FIELD(io, io_steps, int) * (size_t)FIELD(io, io_features, int);
    int8_t *copy = malloc(*length > 0 ? *length : 1);
    if (copy != NULL) memcpy(copy, FIELD(io, io_array, const int8_t *), *length);
    return copy;
}

typedef bool (*sd_layer_function)(void *layer, const void *input, void *output);

static void forward(int kind, sd_forward_function library, sd_layer_function own, void *layer, bool debug,
                    const void *input, const void *transpose, void *scratch, void *output) {
    // Only reachable through the library, which is loaded (and these pointers found) before it can call here.
    if (library == NULL) abort();
    if (debug || !enabled(kind)) {
        library(layer, debug, input, transpose, scratch, output);
        return;
    }
    if (atomic_load(&state[kind]) == 1) {
        if (own(layer, input, output)) {
            served[kind]++;
            return;
        }
        // A check failed: the library's own, now and from now on (it resizes the output itself).
        disable(kind);
        library(layer, debug, input, transpose, scratch, output);
        return;
    }
    random_state *generator = FIELD(layer, network_randomizer, random_state *);
    random_state before = generator != NULL ? *generator : 0;
    library(layer, debug, input, transpose, scratch, output);
    random_state after = generator != NULL ? *generator : 0;
    if (!plausible(output, FIELD(layer, network_outputs, int))) {
        disable(kind);
        return;
    }
    size_t length;
    int8_t *expected = copy_of(output, &length);
    if (expected == NULL) return;
    if (generator != NULL) *generator = before;
    bool made = own(layer, input, output)
                && (size_t)FIELD(output, io_steps, int) * (size_t)FIELD(output, io_features, int) == length;
    if (made && length > 0 && atomic_load(&skewed)) FIELD(output, io_array, int8_t *)[0] ^= 1;
    bool same = made && memcmp(FIELD(output, io_array, const int8_t *), expected, length) == 0
                && (generator == NULL || *generator == after);
    if (same) {
        atomic_store(&state[kind], 1);
        served[kind]++;
    } else {
        disable(kind);
        // The library's result stands, as if this one had never run.
        if ((size_t)FIELD(output, io_steps, int) * FIELD(output, io_features, int) == length) {
            memcpy(FIELD(output, io_array, int8_t *), expected, length);
        }
        if (generator != NULL) *generator = after;
    }
    free(expected);
}

void sd_convolve_forward(void *layer, bool debug, const void *input, const void *transpose, void *scratch,
                         void *output) __asm__(SD_CONVOLVE_FORWARD);
void sd_convolve_forward(void *layer, bool debug, const void *input, const void *transpose, void *scratch,
                         void *output) {
    forward(kind_convolve, library_convolve, convolve, layer, debug, input, transpose, scratch, output);
}

void sd_maxpool_forward(void *layer, bool debug, const void *input, const void *transpose, void *scratch,
                        void *output) __asm__(SD_MAXPOOL_FORWARD);
void sd_maxpool_forward(void *layer, bool debug, const void *input, const void *transpose, void *scratch,
                        void *output) {
    forward(kind_maxpool, library_maxpool, maxpool, layer, debug, input, transpose, scratch, output);
}

// MARK: - NetworkIO::WriteTimeStepPart

// Each value times 127, rounded half away from zero and clipped to ±127, as the library's 8-bit mode stores it.
static void write_part(int8_t *line, int count, const float *values) {
    for (int i = 0; i < count; i++) {
        float scaled = values[i] * 127.0f;
        int rounded = scaled >= 0.0f ? (int)(scaled + 0.5f) : -(int)(0.5f - scaled);
        line[i] = (int8_t)(rounded > 127 ? 127 : rounded < -127 ? -127 : rounded);
    }
}

void sd_write_time_step_part(void *io, int t, int offset, int count, const float *values)
    __asm__(SD_WRITE_TIME_STEP_PART);
void sd_write_time_step_part(void *io, int t, int offset, int count, const float *values) {
    sd_write_part_function library = library_write_part;
    if (library == NULL) abort();
    int current = atomic_load(&state[kind_write_part]);
    // The 8-bit mode only, and a place inside the array.
    if (!enabled(kind_write_part) || FIELD(io, io_int_mode, uint8_t) != 1 || count <= 0 || offset < 0 || t < 0
        || t >= FIELD(io, io_steps, int) || offset + count > FIELD(io, io_features, int)
        || FIELD(io, io_array, int8_t *) == NULL) {
        library(io, t, offset, count, values);
        return;
    }
    int8_t *line = FIELD(io, io_array, int8_t *) + (size_t)t * (size_t)FIELD(io, io_features, int) + offset;
    if (current == 1) {
        write_part(line, count, values);
        served[kind_write_part]++;
        return;
    }
    int8_t *own = malloc((size_t)count);
    if (own == NULL) {
        library(io, t, offset, count, values);
        return;
    }
    write_part(own, count, values);
    if (atomic_load(&skewed)) own[0] ^= 1;
    library(io, t, offset, count, values);
    if (memcmp(own, line, (size_t)count) == 0) {
        atomic_store(&state[kind_write_part], 1);
        served[kind_write_part]++;
    } else {
        disable(kind_write_part);
    }
    free(own);
}

// MARK: - Loading

void sd_plumbing_found_library(void *library) {
    library_convolve = (sd_forward_function)dlsym(library, SD_CONVOLVE_FORWARD);
    library_maxpool = (sd_forward_function)dlsym(library, SD_MAXPOOL_FORWARD);
    library_write_part = (sd_write_part_function)dlsym(library, SD_WRITE_TIME_STEP_PART);
    resize_to_map = (sd_resize_to_map_function)dlsym(library, "_ZN9tesseract9NetworkIO11ResizeToMapEbRKNS_9StrideMapEi");
    resize_scaled = (sd_resize_scaled_function)dlsym(library, "_ZN9tesseract9NetworkIO12ResizeScaledERKS0_iii");
    randomize = (sd_randomize_function)dlsym(library, "_ZN9tesseract9NetworkIO9RandomizeEiiiPNS_5TRandE");
    // The offsets above are those of Tesseract 5's objects; another major version keeps the library's own.
    const char *(*version)(void) = (const char *(*)(void))dlsym(library, "TessVersion");
    const char *text = version != NULL ? version() : NULL;
    int found = library_convolve != NULL && library_maxpool != NULL && library_write_part != NULL
                && resize_to_map != NULL && resize_scaled != NULL && randomize != NULL && text != NULL
                && atoi(text) == 5;
    atomic_store_explicit(&usable, found, memory_order_release);
}

int sd_plumbing_state(int kind) { return kind >= 0 && kind < kinds ? atomic_load(&state[kind]) : -1; }
long sd_plumbing_served(int kind) { return kind >= 0 && kind < kinds ? served[kind] : 0; }

void sd_plumbing_reset_for_testing(int skew) {
    atomic_store(&skewed, skew);
    for (int kind = 0; kind < kinds; kind++) atomic_store(&state[kind], 0);
}
