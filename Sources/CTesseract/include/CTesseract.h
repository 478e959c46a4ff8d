// Tesseract's C API, loaded at run time.
//
// The library is not linked: `sd_tesseract_load` opens it with dlopen the first time text is recognised. Two reasons:
// - Debian's libtesseract pulls in libgomp, which reads OMP_THREAD_LIMIT once, when it loads. Loading it ourselves,
//   after the variable is set, keeps OpenMP single-threaded (its default threading makes a page several times
//   slower on two cores) without re-executing the process.
// - The library and its dependencies (libcurl, libarchive, TLS, Kerberos…) are a large part of start-up; commands
//   that never recognise text no longer pay for them, and a share loads them on a thread while the image decodes.
//
// The types and constants come from Tesseract's own header; every function used is called through `sd_` wrappers
// that forward to the pointers resolved by `sd_tesseract_load`. Call nothing else before it has returned 0.
#ifndef SPENDROP_CTESSERACT_H
#define SPENDROP_CTESSERACT_H

#include <stddef.h>
#include <tesseract/capi.h>

/// Loads libtesseract once (later calls return the first outcome): SpenDrop's runtime beside the executable when it
/// is there (unless SPENDROP_OCR_RUNTIME=0), else Debian's library, before which it sets OMP_THREAD_LIMIT=1 when the
/// environment has no value for it. Returns 0 on success; otherwise writes a reason into `message` and returns -1.
int sd_tesseract_load(char *message, size_t length);

enum { SD_TESSERACT_LIBRARY_NONE = 0, SD_TESSERACT_LIBRARY_RUNTIME = 1, SD_TESSERACT_LIBRARY_SYSTEM = 2 };
/// Which library `sd_tesseract_load` opened (loading it first if it has not): SpenDrop's runtime
/// (`libspendrop-tesseract.so` beside the executable, Sources/TesseractRuntime), Debian's libtesseract, or none.
int sd_tesseract_library(void);

TessBaseAPI *sd_TessBaseAPICreate(void);
void sd_TessBaseAPIDelete(TessBaseAPI *handle);
int sd_TessBaseAPISetVariable(TessBaseAPI *handle, const char *name, const char *value);
int sd_TessBaseAPIInit4(TessBaseAPI *handle, const char *datapath, const char *language, TessOcrEngineMode oem,
                        char **configs, int configs_size, char **names, char **values, size_t count,
                        BOOL set_only_non_debug_params);
int sd_TessBaseAPIInit5(TessBaseAPI *handle, const char *data, int data_size, const char *language,
                        TessOcrEngineMode oem, char **configs, int configs_size, char **names, char **values,
                        size_t count, BOOL set_only_non_debug_params);
void sd_TessBaseAPISetPageSegMode(TessBaseAPI *handle, TessPageSegMode mode);
TessPageSegMode sd_TessBaseAPIGetPageSegMode(const TessBaseAPI *handle);
void sd_TessBaseAPIEnd(TessBaseAPI *handle);
void sd_TessBaseAPIClear(TessBaseAPI *handle);
void sd_TessBaseAPISetImage(
    TessBaseAPI *handle, const unsigned char *data, int width, int height, int bytesPerPixel, int bytesPerLine);
void sd_TessBaseAPISetSourceResolution(TessBaseAPI *handle, int ppi);
int sd_TessBaseAPIRecognize(TessBaseAPI *handle, ETEXT_DESC *monitor);
char *sd_TessBaseAPIGetUTF8Text(TessBaseAPI *handle);
int sd_TessBaseAPIMeanTextConf(TessBaseAPI *handle);
/// Non-zero when the loaded language's dictionary knows `word` (UTF-8).
int sd_TessBaseAPIIsValidWord(TessBaseAPI *handle, const char *word);
TessResultIterator *sd_TessBaseAPIGetIterator(TessBaseAPI *handle);
TessPageIterator *sd_TessBaseAPIAnalyseLayout(TessBaseAPI *handle);
void sd_TessDeleteText(const char *text);

ETEXT_DESC *sd_TessMonitorCreate(void);
void sd_TessMonitorDelete(ETEXT_DESC *monitor);
void sd_TessMonitorSetCancelFunc(ETEXT_DESC *monitor, TessCancelFunc cancel);
void sd_TessMonitorSetCancelThis(ETEXT_DESC *monitor, void *context);
int sd_TessMonitorGetProgress(ETEXT_DESC *monitor);

void sd_TessResultIteratorDelete(TessResultIterator *iterator);
char *sd_TessResultIteratorGetUTF8Text(const TessResultIterator *iterator, TessPageIteratorLevel level);
float sd_TessResultIteratorConfidence(const TessResultIterator *iterator, TessPageIteratorLevel level);
int sd_TessResultIteratorNext(TessResultIterator *iterator, TessPageIteratorLevel level);
const TessPageIterator *sd_TessResultIteratorGetPageIteratorConst(const TessResultIterator *iterator);
int sd_TessPageIteratorBoundingBox(
    const TessPageIterator *iterator, TessPageIteratorLevel level, int *left, int *top, int *right, int *bottom);
int sd_TessPageIteratorNext(TessPageIterator *iterator, TessPageIteratorLevel level);
void sd_TessPageIteratorDelete(TessPageIterator *iterator);


// MARK: - Tesseract's universal ambiguities

/// Initialises `handle` with Tesseract's messages (resolution guesses, empty pages: of no use to a user) sent to
/// /dev/null, and says whether Tesseract's universal ambiguities table is built on the way (`universal_ambiguities`
/// non-zero) or skipped, and whether the page layout takes all text as proportional (`proportional` non-zero:
/// Tesseract's `textord_all_prop`, which skips its search for fixed-pitch rows).
///
/// With `data_file` (the language's `.traineddata`, for one language), the file is mapped and handed to Tesseract as
/// memory (`TessBaseAPIInit5`): from a file, Tesseract reads the whole of it into a zero-filled buffer and then copies
/// each part out again, and the word list alone is 3.7 of the 4.1 MB. Otherwise, or when the file cannot be mapped,
/// the data comes from the default path (`TessBaseAPIInit4`).
///
/// The message file is passed to the initialisation (`TessBaseAPIInit4`) rather than set before it: setting any
/// variable on a handle not yet initialised builds a Tesseract object that the initialisation then throws away and
/// builds again (its constructor renders a bitmap font for debug output; ~2 ms).
///
/// Every initialisation parses Tesseract's built-in table of character ambiguities (`UnicharAmbigs::LoadUniversal`),
/// ~70 ms of its 90–110 ms here, most of it inserting into sorted linked lists. Only the legacy engine reads that
/// table; Tesseract itself skips it when built without the legacy engine. SpenDrop runs the LSTM engine alone, so
/// `ambiguities.c` defines that method under its C++ name, the executable exports it (Package.swift), and the
/// library's call lands there: it builds nothing unless asked to, and then calls the library's own.
int sd_tesseract_init(TessBaseAPI *handle, const char *language, TessOcrEngineMode oem, int universal_ambiguities,
                      int proportional, const char *data_file);

/// How many times this process skipped / built the universal ambiguities table (once per language per engine).
/// Both stay 0 when the library's call does not reach SpenDrop's definition (the symbol is not exported).
long sd_universal_ambiguities_skipped(void);
long sd_universal_ambiguities_loaded(void);

/// Called by the loader with the library's handle, to find the library's own definition.
void sd_ambiguities_found_library(void *library);

// MARK: - Recognition with SpenDrop's overrides

/// What `sd_tesseract_recognize` asks of SpenDrop's definitions of two functions libtesseract calls (both exported
/// by the executable, Package.swift, so the library's calls land there; each calls the library's own).
enum {
    /// A line whose text is lighter than its background is inverted before the network reads it (`polarity.c`).
    SD_FLIP_LIGHT_LINES = 1,
    /// Line images are handed between Tesseract's stages uncompressed rather than as PNG (`lineimages.c`).
    SD_RAW_LINE_IMAGES = 2,
    /// Three of the network's data-moving steps are done in plain loops rather than a library call per value
    /// (`plumbing.c`).
    SD_FAST_PLUMBING = 4,
};

/// Recognises the image set on `handle` (`TessBaseAPIRecognize`) with the `SD_…` options given. Outside this call
/// (the options are per thread) the overrides pass everything through unchanged.
int sd_tesseract_recognize(TessBaseAPI *handle, ETEXT_DESC *monitor, unsigned options);

// MARK: - Light text on dark lines, read once (SD_FLIP_LIGHT_LINES)

/// Tesseract reads every line as it is first, and when that reading is unsure it reads the line again inverted; when
/// the inverted reading is not better it reads the line a third time, to restore the first. White text on a coloured
/// header, card or button is read twice every time: 26–54% of the network's time on six of the nine sample screens.
/// `polarity.c` defines the function that prepares a line's image for the network (`Input::PrepareLSTMInputs`) under
/// its C++ name, the executable exports it (Package.swift), and the library's call lands there: it calls the
/// library's own, and when the line's darker pixels are the majority (its background is darker than its text) it
/// inverts the image, as Tesseract's re-read would. The first reading then is the one the re-read would have made,
/// and Tesseract's own check still re-reads whatever stays unsure.

/// Whether a line image with this grey-level histogram is light text on a darker background: the pixels at or below
/// its Otsu threshold are more than half of all. 0 for an empty histogram or a single grey.
int sd_histogram_is_light_on_dark(const long histogram[256]);

/// How many line images recognitions on the calling thread inverted / left as they were before the network read them.
/// Neither moves when the library's call does not reach SpenDrop's definition (the symbol is not exported) or the
/// recognition was made without `SD_FLIP_LIGHT_LINES`.
long sd_lines_flipped(void);
long sd_lines_kept(void);

/// Called by the loader with the library's handle, to find the library's own definition and Leptonica's accessors.
void sd_polarity_found_library(void *library);

// MARK: - Line images without PNG (SD_RAW_LINE_IMAGES)

/// Tesseract keeps each line's image in an `ImageData`, which stores it PNG-compressed (Leptonica's `pixWriteMem`
/// with `IFF_PNG`) and decompresses it again before the network reads it: ~6.5 ms of every screenshot's
/// recognition (135 compressions, 136 decompressions over five pages: 25.6 ms and 7.2 ms). `lineimages.c` defines
/// `pixWriteMem`, the executable exports it, and during a recognition with `SD_RAW_LINE_IMAGES` a request for PNG
/// is served as Leptonica's own uncompressed serialisation (`IFF_SPIX`), which `pixReadMem` reads back as exactly
/// the same image. Anything else, on any thread, goes to Leptonica as asked.
///
/// How many line images recognitions on the calling thread stored uncompressed.
long sd_line_images_stored_raw(void);

/// Called by the loader with the library's handle, to find Leptonica's own `pixWriteMem`.
void sd_line_images_found_library(void *library);

// MARK: - The rows of one page shared between readers

/// Claims on the rows of one page, in memory a forked helper shares, so that several readers (engines on other
/// threads, a helper process) each lay out the whole page and read only the rows they claim first.
///
/// Cutting the page into bands changes what Tesseract sees: it thresholds each image on its own and finds lines in
/// it, so a band can read a line differently from the whole page (docs/ocr.md), and bands are rarely even. Every
/// reader here lays out the same whole page, so their rows are the same rows in the same order; each reader goes
/// through them in order and reads a row only when it claims it first. `rows.c` defines the method Tesseract calls to
/// read a word with its network (`Tesseract::LSTMRecognizeWord`) under its C++ name, the executable exports it
/// (Package.swift), and the library's call lands there: outside a sharing recognition it calls the library's own; in
/// one it counts the rows and calls it only for the words of rows this reader claimed. The lines of a row left out
/// come back empty.
typedef struct sd_rows sd_rows;

/// Claims for a page of at most `capacity` rows (its height in pixels is enough), all free; NULL when memory failed.
sd_rows *sd_rows_create(int capacity);
void sd_rows_destroy(sd_rows *rows);

/// Recognises the page set on `handle` as `sd_tesseract_recognize` does, reading only the rows this call claims. With
/// `layout` non-zero the page is laid out first (`TessBaseAPIAnalyseLayout`, which the recognition then reuses) and
/// the top and bottom of each of its text lines kept for `sd_rows_layout`.
int sd_tesseract_recognize_rows(TessBaseAPI *handle, ETEXT_DESC *monitor, unsigned options, sd_rows *rows,
                                int layout);

/// The text lines the last `sd_tesseract_recognize_rows` with `layout` on this thread found, read or not: their count,
/// and with `tops` and `bottoms` (room for `capacity` each) their pixel rows.
int sd_rows_layout(int *tops, int *bottoms, int capacity);

/// The rows the last `sd_tesseract_recognize_rows` on this thread went through, and those it claimed and read. Both
/// stay 0 when the library's call does not reach SpenDrop's definition (the symbol is not exported): that
/// recognition then read every row itself.
long sd_rows_seen(void);
long sd_rows_read(void);

/// Called by the loader with the library's handle, to find the library's own definition.
void sd_rows_found_library(void *library);

// MARK: - The network's plumbing in plain loops (SD_FAST_PLUMBING)

/// The English model reads each line through a layer that stacks every pixel's 3×3 neighbourhood
/// (`Convolve::Forward`), one that keeps the largest of each 3×3 block (`Maxpool::Forward`), and LSTMs that store each
/// output step as 8-bit integers (`NetworkIO::WriteTimeStepPart`). Debian's build does the first two with several
/// library calls per pixel and neighbour: 26% of a page's recognition, and the third another 8%. `plumbing.c` defines
/// the three under their C++ names, the executable exports them (Package.swift), and the library's calls land there:
/// within a recognition with `SD_FAST_PLUMBING`, once a first call made both ways (the library's, then SpenDrop's on
/// the same input) came out byte for byte the same, SpenDrop's serves; otherwise the library's own. The same text,
/// a quarter less time.
///
/// The kinds, for the two functions below.
enum { SD_PLUMBING_CONVOLVE = 0, SD_PLUMBING_MAXPOOL = 1, SD_PLUMBING_WRITE_PART = 2 };

/// Whether SpenDrop's definition of `kind` serves in this process: 1 (its first call came out as the library's), 0
/// (not called yet), -1 (a check or the comparison failed, or the library is not Tesseract 5: the library's serves).
int sd_plumbing_state(int kind);
/// How many calls of `kind` SpenDrop's definition served on the calling thread. It stays 0 when the library's calls do
/// not reach SpenDrop's definitions (the symbols are not exported).
long sd_plumbing_served(int kind);

/// Tests only: forgets every comparison made (each kind's next call is made both ways again), and with `skew` non-zero
/// changes one value of SpenDrop's result of those first calls before it is compared, so that the comparison fails and
/// the library's own serves (a result served is never changed).
void sd_plumbing_reset_for_testing(int skew);

/// Called by the loader with the library's handle, to find the library's own definitions.
void sd_plumbing_found_library(void *library);

// MARK: - A helper process for one image

/// One forked copy of this process, sharing a loaded engine copy-on-write, that reads some of an image's bands.
///
/// Loading a second engine costs ~0.1 s of CPU and ~14 MB; forking a process that already has one loaded costs about
/// a millisecond, and its memory stays shared until written. The parent takes bands from the top and the helper
/// from the bottom, each claiming a band in shared memory before reading it; the helper writes each band's lines into
/// a pipe and exits. The helper runs only this file's C code and Tesseract (never Swift), and leaves with `_exit`.
typedef struct sd_helper sd_helper;

/// One text line, or one word, as the helper read it, in its band's pixel coordinates (see `sd_helper_finish`): a
/// band's lines come first, then its words (when asked for, `sd_helper_start_rows`).
typedef struct sd_helper_line {
    int band;
    /// 1 for a word, 0 for a line.
    int is_word;
    int left, top, right, bottom;
    float confidence;
    /// UTF-8, NUL-terminated, as Tesseract returned it (not trimmed).
    char *text;
} sd_helper_line;

/// Forks the helper over `handle` (loaded, idle) for the bands `tops[i]`, `heights[i]` of the image `pixels`; it
/// recognises with `sd_tesseract_recognize(…, options)`. Returns NULL when no helper could be started (the caller
/// then reads every band itself).
sd_helper *sd_helper_start(TessBaseAPI *handle, const unsigned char *pixels, int width, int bytesPerPixel,
                           int bytesPerLine, int ppi, const int *tops, const int *heights, int count,
                           unsigned options);

/// Forks the helper over `handle` (loaded, idle) for the whole page `pixels`, which it lays out and reads sharing its
/// rows with the parent (`sd_rows`): it reads the rows it claims, and reports them as the lines of band 0. The parent
/// reads the same page with `sd_tesseract_recognize_rows` and the same `rows`. With `words` non-zero it reports each
/// word it read too, after its lines. NULL when no helper could be started.
sd_helper *sd_helper_start_rows(TessBaseAPI *handle, const unsigned char *pixels, int width, int height,
                                int bytesPerPixel, int bytesPerLine, int ppi, unsigned options, int words,
                                sd_rows *rows);

/// The next band from the top that nobody has started, for the parent to read; -1 when none is left.
int sd_helper_take(sd_helper *helper);

/// Stops the helper at once (cancellation); `sd_helper_finish` must still be called.
void sd_helper_cancel(sd_helper *helper);

/// Waits for the helper to end and collects what it read. `lines` receives an array of `*lineCount` lines
/// (free with `sd_helper_free_lines`); `done[i]` is set to 1 for every band the helper read completely (a band it
/// took but did not finish — it crashed or was cancelled — is left 0 for the caller to read). Frees the helper.
void sd_helper_finish(sd_helper *helper, sd_helper_line **lines, int *lineCount, unsigned char *done);

void sd_helper_free_lines(sd_helper_line *lines, int count);

#endif
