// The rows of one page shared between readers that each lay out the whole page. See `sd_rows` in CTesseract.h.
#include "CTesseract.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

// Tesseract's `void Tesseract::LSTMRecognizeWord(const BLOCK &, ROW *, WERD_RES *, PointerVector<WERD_RES> *)`, by
// its C++ (Itanium ABI) name. The executable exports this definition (Package.swift, `--export-dynamic-symbol`), and
// the library's call (from `classify_word_pass1`, through its procedure linkage table) binds to it. A member function
// takes `this` first: the same registers as a C function of five pointers.
#define SD_LSTM_RECOGNIZE_WORD                                                                                        \
    "_ZN9tesseract9Tesseract17LSTMRecognizeWordERKNS_5BLOCKEPNS_3ROWEPNS_8WERD_RESEPNS_13PointerVectorIS6_EE"

typedef void (*sd_recognize_word_function)(void *tesseract, const void *block, void *row, void *word, void *words);

static _Atomic(sd_recognize_word_function) library_recognize_word;

struct sd_rows {
    int capacity;
    size_t size;
    // One claim per row of the page, in reading order: 0 free, 1 taken.
    atomic_int claims[];
};

// The recognition running on this thread (`sd_tesseract_recognize_rows`): its claims and where it is.
static _Thread_local sd_rows *sharing;
static _Thread_local const void *current_row;
static _Thread_local int row_index;
static _Thread_local int reads_current_row;
static _Thread_local long rows_seen;
static _Thread_local long rows_read;

void sd_recognize_word(void *tesseract, const void *block, void *row, void *word, void *words)
    __asm__(SD_LSTM_RECOGNIZE_WORD);

void sd_recognize_word(void *tesseract, const void *block, void *row, void *word, void *words) {
    sd_recognize_word_function original = atomic_load(&library_recognize_word);
    // Only reachable through the library, which is loaded (and this pointer found) before it can call here.
    if (original == NULL) abort();
    sd_rows *rows = sharing;
    if (rows == NULL) {
        original(tesseract, block, row, word, words);
        return;
    }
    // The words of a row come one after another; a new row pointer is the next row of the page.
    if (row != current_row) {
        current_row = row;
        row_index++;
        rows_seen++;
        // Past the claims (it cannot happen: a page has fewer rows than pixel rows), every reader reads the row.
        reads_current_row = row_index >= rows->capacity || atomic_exchange(&rows->claims[row_index], 1) == 0;
        if (reads_current_row) rows_read++;
    }
    // A word left out gets Tesseract's own empty reading (`classify_word_pass1` makes a fake word of it): its text
    // is empty, and so is the line of a row whose words were all left out.
    if (reads_current_row) original(tesseract, block, row, word, words);
}

void sd_rows_found_library(void *library) {
    atomic_store(&library_recognize_word, (sd_recognize_word_function)dlsym(library, SD_LSTM_RECOGNIZE_WORD));
}

sd_rows *sd_rows_create(int capacity) {
    if (capacity < 1) capacity = 1;
    size_t size = sizeof(sd_rows) + sizeof(atomic_int) * (size_t)capacity;
    // Shared, so that a forked helper claims from the same rows; zero-filled, so every row starts free.
    sd_rows *rows = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (rows == MAP_FAILED) return NULL;
    rows->capacity = capacity;
    rows->size = size;
    return rows;
}

void sd_rows_destroy(sd_rows *rows) {
    if (rows != NULL) munmap(rows, rows->size);
}

// The text lines of the last laid-out page on this thread: top and bottom of each.
static _Thread_local int *layout_rows;
static _Thread_local int layout_count;

static void keep_layout(TessBaseAPI *handle) {
    layout_count = 0;
    TessPageIterator *iterator = sd_TessBaseAPIAnalyseLayout(handle);
    if (iterator == NULL) return;
    int capacity = 0;
    do {
        int left, top, right, bottom;
        if (!sd_TessPageIteratorBoundingBox(iterator, RIL_TEXTLINE, &left, &top, &right, &bottom)) continue;
        if (layout_count == capacity) {
            capacity = capacity > 0 ? capacity * 2 : 64;
            int *larger = realloc(layout_rows, sizeof(int) * 2 * (size_t)capacity);
            if (larger == NULL) break;
            layout_rows = larger;
        }
        layout_rows[2 * layout_count] = top;
        layout_rows[2 * layout_count + 1] = bottom;
        layout_count++;
    } while (sd_TessPageIteratorNext(iterator, RIL_TEXTLINE));
    sd_TessPageIteratorDelete(iterator);
}

int sd_rows_layout(int *tops, int *bottoms, int capacity) {
    for (int i = 0; i < layout_count && i < capacity; i++) {
        tops[i] = layout_rows[2 * i];
        bottoms[i] = layout_rows[2 * i + 1];
    }
    return layout_count;
}

int sd_tesseract_recognize_rows(TessBaseAPI *handle, ETEXT_DESC *monitor, unsigned options, sd_rows *rows,
                                int layout) {
    if (layout) {
        keep_layout(handle);
    } else {
        layout_count = 0;
    }
    sharing = rows;
    current_row = NULL;
    row_index = -1;
    rows_seen = 0;
    rows_read = 0;
    int status = sd_tesseract_recognize(handle, monitor, options);
    sharing = NULL;
    current_row = NULL;
    return status;
}

long sd_rows_seen(void) { return rows_seen; }
long sd_rows_read(void) { return rows_read; }
