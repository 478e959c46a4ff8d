// SpenDrop's Tesseract runtime: Debian's own libtesseract (its static archive, from libtesseract-dev) linked into a
// shared library with the few things it asks for and never needs here (docs/ocr.md, "SpenDrop's Tesseract runtime").
//
// Debian's libtesseract.so.5 needs 55 libraries: libcurl for reading images from URLs, libarchive for zipped
// language data, and through them TLS, Kerberos, LDAP, SSH, ICU, XML… Opening them all is most of a 10 ms `dlopen`.
// SpenDrop hands Tesseract pixels and a model in memory, so neither path is ever taken; here they fail as they would
// with the network or the archive unreadable. OpenMP is the third: Debian builds Tesseract with it and SpenDrop
// runs it single-threaded (OMP_THREAD_LIMIT=1), the cores being used by the helper process instead; here a parallel
// region is simply run on the calling thread, which is what libgomp does with a limit of one.
//
// Built by Scripts/build-tesseract-runtime.sh next to the `spendrop` binary, not by SwiftPM (SwiftPM links its
// Swift runtime into every shared library it builds). Loaded by CTesseract/loader.c, which checks
// `sd_tesseract_runtime` and otherwise falls back to Debian's library.
#include <stddef.h>

#define SD_LOCAL __attribute__((visibility("hidden")))

// MARK: OpenMP, on the calling thread

// `#pragma omp parallel sections`: the region's function asks for section numbers 1…count, then 0.
static __thread unsigned sections_count, sections_next;

SD_LOCAL void GOMP_parallel(void (*region)(void *), void *data, unsigned threads, unsigned flags) {
    (void)threads;
    (void)flags;
    region(data);
}

SD_LOCAL void GOMP_parallel_sections(void (*region)(void *), void *data, unsigned threads, unsigned count,
                                     unsigned flags) {
    (void)threads;
    (void)flags;
    unsigned outer_count = sections_count, outer_next = sections_next;
    sections_count = count;
    sections_next = 1;
    region(data);
    sections_count = outer_count;
    sections_next = outer_next;
}

SD_LOCAL unsigned GOMP_sections_next(void) { return sections_next <= sections_count ? sections_next++ : 0; }
SD_LOCAL void GOMP_sections_end_nowait(void) {}
SD_LOCAL int omp_get_num_threads(void) { return 1; }
SD_LOCAL int omp_get_thread_num(void) { return 0; }

// MARK: No URLs (libcurl): every call fails

SD_LOCAL void *curl_easy_init(void) { return NULL; }
SD_LOCAL int curl_easy_setopt(void *handle, int option, ...) {
    (void)handle;
    (void)option;
    return 2; // CURLE_FAILED_INIT
}
SD_LOCAL int curl_easy_perform(void *handle) {
    (void)handle;
    return 2;
}
SD_LOCAL void curl_easy_cleanup(void *handle) { (void)handle; }
SD_LOCAL const char *curl_easy_strerror(int code) {
    (void)code;
    return "SpenDrop's Tesseract runtime reads no URLs";
}

// MARK: No archives (libarchive): none can be opened, so Tesseract reads language data as a plain file

SD_LOCAL void *archive_read_new(void) { return NULL; }
SD_LOCAL int archive_read_free(void *archive) {
    (void)archive;
    return 0;
}
SD_LOCAL int archive_read_support_filter_all(void *archive) {
    (void)archive;
    return -30; // ARCHIVE_FATAL
}
SD_LOCAL int archive_read_support_format_all(void *archive) {
    (void)archive;
    return -30;
}
SD_LOCAL int archive_read_open_filename(void *archive, const char *name, size_t block) {
    (void)archive;
    (void)name;
    (void)block;
    return -30;
}
SD_LOCAL int archive_read_next_header(void *archive, void **entry) {
    (void)archive;
    (void)entry;
    return 1; // ARCHIVE_EOF
}
SD_LOCAL const char *archive_entry_pathname(void *entry) {
    (void)entry;
    return NULL;
}
SD_LOCAL long archive_entry_size(void *entry) {
    (void)entry;
    return 0;
}
SD_LOCAL long archive_read_data(void *archive, void *buffer, size_t size) {
    (void)archive;
    (void)buffer;
    (void)size;
    return -30;
}

// MARK: No debug pictures

// Every Tesseract object keeps a `DebugPixa` for the pictures its debug options draw, and builds it a bitmap font on
// construction: Leptonica's `bmfCreate` decodes and measures 95 characters from images stored in the library, ~16%
// of a model's load here (perf, 40 loads). The font is only drawn with when a debug option asks for pictures, which
// SpenDrop never sets; without it Leptonica's text drawing returns an error and Tesseract's `bmfDestroy` of it does
// nothing. Tesseract's call binds here when the runtime is linked; Leptonica's own calls are its own.
struct L_Bmf;
SD_LOCAL struct L_Bmf *bmfCreate(const char *directory, int size) {
    (void)directory;
    (void)size;
    return NULL;
}

// MARK: What the loader checks

/// Names this runtime; the loader uses a library only when this answers.
const char *sd_tesseract_runtime(void) {
    return "SpenDrop's Tesseract runtime (Debian's libtesseract.a, no URLs, no archives, OpenMP on the calling thread, "
           "no debug fonts)";
}
