// A forked helper process that reads some bands of one image with a copy of an already loaded engine.
// See `sd_helper` in CTesseract.h for why, and for the rules the helper keeps.
#define _GNU_SOURCE
#include "CTesseract.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

// One claim per band, in shared memory: the parent takes bands from the top, the helper from the bottom, each
// skipping bands the other has claimed, until none is left. The top band usually holds the large amount, which the
// parent may then read again while the helper finishes (TesseractEngine.recognizeSharing).
typedef atomic_int shared_state;

struct sd_helper {
    pid_t pid;
    int input;
    int count;
    /// The next band the parent looks at.
    int cursor;
    size_t shared_size;
    shared_state *shared;
};

static int claim(shared_state *claims, int band) { return atomic_exchange(&claims[band], 1) == 0; }

// What the helper writes for each line, then for each word, and once more (kind_band_done, no text) when a band is
// complete.
enum { kind_line = 0, kind_band_done = 1, kind_word = 2 };
typedef struct {
    int32_t band;
    int32_t kind;
    int32_t left, top, right, bottom;
    float confidence;
    int32_t length;
} record_header;

static int write_all(int fd, const void *data, size_t length) {
    const char *bytes = data;
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        bytes += written;
        length -= (size_t)written;
    }
    return 0;
}

static void write_record(int fd, record_header header, const char *text) {
    if (write_all(fd, &header, sizeof header) != 0) _exit(3);
    if (header.length > 0 && write_all(fd, text, (size_t)header.length) != 0) _exit(3);
}

// Every unit of `level` of the last recognition (its lines, or its words for the parent's second look at single
// words) with its box, as records of `kind`.
static void write_units(TessBaseAPI *handle, int band, int output, TessPageIteratorLevel level, int32_t kind) {
    TessResultIterator *iterator = sd_TessBaseAPIGetIterator(handle);
    if (iterator == NULL) return;
    do {
        char *text = sd_TessResultIteratorGetUTF8Text(iterator, level);
        if (text == NULL) continue;
        record_header header = {.band = band, .kind = kind};
        const TessPageIterator *page = sd_TessResultIteratorGetPageIteratorConst(iterator);
        if (sd_TessPageIteratorBoundingBox(page, level, &header.left, &header.top, &header.right, &header.bottom)) {
            header.confidence = sd_TessResultIteratorConfidence(iterator, level);
            header.length = (int32_t)strlen(text);
            write_record(output, header, text);
        }
        sd_TessDeleteText(text);
    } while (sd_TessResultIteratorNext(iterator, level));
    sd_TessResultIteratorDelete(iterator);
}

// The helper's whole life: take bands until none is left, write their lines (and their words when asked), leave
// without running any exit handler or flushing any stdio buffer inherited from the parent.
static void helper_main(TessBaseAPI *handle, const unsigned char *pixels, int width, int bytesPerPixel,
                        int bytesPerLine, int ppi, const int *tops, const int *heights, int count,
                        unsigned options, int words, int output, shared_state *shared, sd_rows *rows, pid_t parent) {
    for (int band = count - 1; band >= 0; band--) {
        if (getppid() != parent) _exit(1);
        // Sharing rows, the one band is the whole page, which both read, each the rows it claims.
        if (rows == NULL && !claim(shared, band)) continue;
        sd_TessBaseAPISetImage(handle, pixels + (size_t)tops[band] * (size_t)bytesPerLine, width, heights[band],
                               bytesPerPixel, bytesPerLine);
        sd_TessBaseAPISetSourceResolution(handle, ppi);
        int status = rows != NULL ? sd_tesseract_recognize_rows(handle, NULL, options, rows, 0)
                                  : sd_tesseract_recognize(handle, NULL, options);
        if (status != 0) _exit(2);
        write_units(handle, band, output, RIL_TEXTLINE, kind_line);
        if (words) write_units(handle, band, output, RIL_WORD, kind_word);
        sd_TessBaseAPIClear(handle);
        write_record(output, (record_header){.band = band, .kind = kind_band_done}, NULL);
    }
    close(output);
    _exit(0);
}

static sd_helper *start(TessBaseAPI *handle, const unsigned char *pixels, int width, int bytesPerPixel,
                        int bytesPerLine, int ppi, const int *tops, const int *heights, int count, unsigned options,
                        int words, sd_rows *rows) {
    size_t shared_size = sizeof(shared_state) * (size_t)count;
    shared_state *shared = mmap(NULL, shared_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (shared == MAP_FAILED) return NULL;
    for (int band = 0; band < count; band++) atomic_init(&shared[band], 0);
    int pipe_ends[2];
    // Close-on-exec, so that no other child of this process keeps the write end open (the parent waits for EOF).
    if (pipe2(pipe_ends, O_CLOEXEC) != 0) {
        munmap(shared, shared_size);
        return NULL;
    }
    // Room for a whole screen's lines, so the helper never waits for the parent to read (best effort).
    (void)fcntl(pipe_ends[1], F_SETPIPE_SZ, 1 << 20);
    sd_helper *helper = malloc(sizeof *helper);
    if (helper == NULL) {
        close(pipe_ends[0]);
        close(pipe_ends[1]);
        munmap(shared, shared_size);
        return NULL;
    }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        close(pipe_ends[0]);
        // Ends with the parent (the forking thread stays blocked in sd_helper_finish until the helper is gone).
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        struct sigaction pipe_action = {.sa_handler = SIG_DFL};
        sigaction(SIGPIPE, &pipe_action, NULL);
        helper_main(handle, pixels, width, bytesPerPixel, bytesPerLine, ppi, tops, heights, count, options, words,
                    pipe_ends[1], shared, rows, parent);
    }
    close(pipe_ends[1]);
    if (pid < 0) {
        close(pipe_ends[0]);
        munmap(shared, shared_size);
        free(helper);
        return NULL;
    }
    *helper = (sd_helper){
        .pid = pid, .input = pipe_ends[0], .count = count, .cursor = 0, .shared_size = shared_size, .shared = shared};
    return helper;
}

sd_helper *sd_helper_start(TessBaseAPI *handle, const unsigned char *pixels, int width, int bytesPerPixel,
                           int bytesPerLine, int ppi, const int *tops, const int *heights, int count,
                           unsigned options) {
    if (count < 2) return NULL;
    return start(handle, pixels, width, bytesPerPixel, bytesPerLine, ppi, tops, heights, count, options, 0, NULL);
}

sd_helper *sd_helper_start_rows(TessBaseAPI *handle, const unsigned char *pixels, int width, int height,
                                int bytesPerPixel, int bytesPerLine, int ppi, unsigned options, int words,
                                sd_rows *rows) {
    if (rows == NULL) return NULL;
    int top = 0;
    sd_helper *helper =
        start(handle, pixels, width, bytesPerPixel, bytesPerLine, ppi, &top, &height, 1, options, words, rows);
    // Nothing for the parent to take: it reads the same page, claiming rows as it goes.
    if (helper != NULL) helper->cursor = helper->count;
    return helper;
}

int sd_helper_take(sd_helper *helper) {
    while (helper->cursor < helper->count) {
        int band = helper->cursor++;
        if (claim(helper->shared, band)) return band;
    }
    return -1;
}

void sd_helper_cancel(sd_helper *helper) { kill(helper->pid, SIGKILL); }

// Everything the helper wrote, read until end of file.
static char *read_everything(int fd, size_t *length) {
    size_t capacity = 16384, used = 0;
    char *buffer = malloc(capacity);
    if (buffer == NULL) return NULL;
    for (;;) {
        if (used == capacity) {
            char *larger = realloc(buffer, capacity * 2);
            if (larger == NULL) break;
            buffer = larger;
            capacity *= 2;
        }
        ssize_t got = read(fd, buffer + used, capacity - used);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        used += (size_t)got;
    }
    *length = used;
    return buffer;
}

void sd_helper_finish(sd_helper *helper, sd_helper_line **lines, int *lineCount, unsigned char *done) {
    size_t length = 0;
    char *buffer = read_everything(helper->input, &length);
    close(helper->input);
    int status = 0;
    while (waitpid(helper->pid, &status, 0) < 0 && errno == EINTR) {}
    munmap(helper->shared, helper->shared_size);
    int count = helper->count;
    free(helper);

    *lines = NULL;
    *lineCount = 0;
    if (buffer == NULL) return;
    // First pass: which bands are complete, and how many lines there are. A cut-off last record is ignored.
    size_t offset = 0;
    int total = 0;
    while (offset + sizeof(record_header) <= length) {
        record_header header;
        memcpy(&header, buffer + offset, sizeof header);
        if (header.length < 0 || offset + sizeof header + (size_t)header.length > length) break;
        if (header.band < 0 || header.band >= count) break;
        if (header.kind == kind_band_done) done[header.band] = 1;
        if (header.kind == kind_line || header.kind == kind_word) total++;
        offset += sizeof header + (size_t)header.length;
    }
    sd_helper_line *result = calloc(total > 0 ? (size_t)total : 1, sizeof *result);
    if (result == NULL) {
        memset(done, 0, (size_t)count);
        free(buffer);
        return;
    }
    // Second pass: the lines of complete bands only.
    int kept = 0;
    offset = 0;
    while (offset + sizeof(record_header) <= length && kept < total) {
        record_header header;
        memcpy(&header, buffer + offset, sizeof header);
        if (header.length < 0 || offset + sizeof header + (size_t)header.length > length) break;
        if (header.band < 0 || header.band >= count) break;
        const char *text = buffer + offset + sizeof header;
        offset += sizeof header + (size_t)header.length;
        if ((header.kind != kind_line && header.kind != kind_word) || !done[header.band]) continue;
        char *copy = malloc((size_t)header.length + 1);
        if (copy == NULL) continue;
        memcpy(copy, text, (size_t)header.length);
        copy[header.length] = 0;
        result[kept++] = (sd_helper_line){
            .band = header.band,
            .is_word = header.kind == kind_word,
            .left = header.left,
            .top = header.top,
            .right = header.right,
            .bottom = header.bottom,
            .confidence = header.confidence,
            .text = copy,
        };
    }
    free(buffer);
    *lines = result;
    *lineCount = kept;
}

void sd_helper_free_lines(sd_helper_line *lines, int count) {
    for (int i = 0; i < count; i++) free(lines[i].text);
    free(lines);
}
