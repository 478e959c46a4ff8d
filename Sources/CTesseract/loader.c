#include "CTesseract.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// One pointer per function, resolved together; `sd_tesseract_load` fills them or none is used.
#define SD_TESSERACT_FUNCTIONS(X)                                                                                     \
    X(TessBaseAPICreate)                                                                                              \
    X(TessBaseAPIDelete)                                                                                              \
    X(TessBaseAPISetVariable)                                                                                         \
    X(TessBaseAPIInit4)                                                                                               \
    X(TessBaseAPIInit5)                                                                                               \
    X(TessBaseAPISetPageSegMode)                                                                                      \
    X(TessBaseAPIGetPageSegMode)                                                                                      \
    X(TessBaseAPIEnd)                                                                                                 \
    X(TessBaseAPIClear)                                                                                               \
    X(TessBaseAPISetImage)                                                                                            \
    X(TessBaseAPISetSourceResolution)                                                                                 \
    X(TessBaseAPIRecognize)                                                                                           \
    X(TessBaseAPIGetUTF8Text)                                                                                         \
    X(TessBaseAPIMeanTextConf)                                                                                        \
    X(TessBaseAPIIsValidWord)                                                                                         \
    X(TessBaseAPIGetIterator)                                                                                         \
    X(TessBaseAPIAnalyseLayout)                                                                                       \
    X(TessDeleteText)                                                                                                 \
    X(TessMonitorCreate)                                                                                              \
    X(TessMonitorDelete)                                                                                              \
    X(TessMonitorSetCancelFunc)                                                                                       \
    X(TessMonitorSetCancelThis)                                                                                       \
    X(TessMonitorGetProgress)                                                                                         \
    X(TessResultIteratorDelete)                                                                                       \
    X(TessResultIteratorGetUTF8Text)                                                                                  \
    X(TessResultIteratorConfidence)                                                                                   \
    X(TessResultIteratorNext)                                                                                         \
    X(TessResultIteratorGetPageIteratorConst)                                                                         \
    X(TessPageIteratorBoundingBox)                                                                                    \
    X(TessPageIteratorNext)                                                                                           \
    X(TessPageIteratorDelete)

#define SD_DECLARE_POINTER(name) static __typeof__(&name) p_##name;
SD_TESSERACT_FUNCTIONS(SD_DECLARE_POINTER)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_message[256];

// Debian 12 ships libtesseract.so.5; the unversioned name exists where the -dev package is installed.
static const char *const library_names[] = {"libtesseract.so.5", "libtesseract.so"};
// SpenDrop's runtime (Sources/TesseractRuntime), looked for beside the running executable.
static const char runtime_name[] = "libspendrop-tesseract.so";
static int loaded_library = SD_TESSERACT_LIBRARY_NONE;

// The runtime beside the executable, when it is there and answers as SpenDrop's; NULL otherwise (the caller then
// opens Debian's library). `SPENDROP_OCR_RUNTIME=0` skips it, to measure one against the other.
static void *open_runtime(void) {
    const char *setting = getenv("SPENDROP_OCR_RUNTIME");
    if (setting != NULL && strcmp(setting, "0") == 0) return NULL;
    char path[4096];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0 || (size_t)length >= sizeof path - sizeof runtime_name - 1) return NULL;
    path[length] = 0;
    char *slash = strrchr(path, '/');
    if (slash == NULL) return NULL;
    memcpy(slash + 1, runtime_name, sizeof runtime_name);
    if (access(path, R_OK) != 0) return NULL;
    void *runtime = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    if (runtime == NULL) return NULL;
    // Only a library that names itself SpenDrop's is taken for one: it runs OpenMP's regions on the calling thread,
    // where Debian's needs OMP_THREAD_LIMIT set before it loads.
    const char *(*name)(void) = (const char *(*)(void))dlsym(runtime, "sd_tesseract_runtime");
    if (name == NULL || name() == NULL) {
        dlclose(runtime);
        return NULL;
    }
    return runtime;
}

static void load_library(void) {
    void *library = open_runtime();
    if (library != NULL) {
        loaded_library = SD_TESSERACT_LIBRARY_RUNTIME;
    } else {
        // libgomp reads the limit in its constructor, which runs inside dlopen below.
        if (getenv("OMP_THREAD_LIMIT") == NULL) setenv("OMP_THREAD_LIMIT", "1", 0);
        // Lazy: most of what libtesseract's 55 libraries export is never called here, and binding it all up front
        // was measured at ~4 ms of every recognition (docs/ocr.md).
        for (size_t i = 0; i < sizeof library_names / sizeof library_names[0] && library == NULL; i++) {
            library = dlopen(library_names[i], RTLD_LAZY | RTLD_LOCAL);
        }
        if (library == NULL) {
            snprintf(load_message, sizeof load_message,
                     "libtesseract could not be loaded (install the libtesseract5 package)");
            return;
        }
        loaded_library = SD_TESSERACT_LIBRARY_SYSTEM;
    }
#define SD_RESOLVE(name)                                                                                              \
    p_##name = (__typeof__(&name))dlsym(library, #name);                                                              \
    if (p_##name == NULL) {                                                                                           \
        snprintf(load_message, sizeof load_message, "libtesseract has no %s (version 4 or later is needed)", #name);  \
        return;                                                                                                       \
    }
    SD_TESSERACT_FUNCTIONS(SD_RESOLVE)
#undef SD_RESOLVE
    sd_ambiguities_found_library(library);
    sd_polarity_found_library(library);
    sd_line_images_found_library(library);
    sd_rows_found_library(library);
    sd_plumbing_found_library(library);
    load_status = 0;
}

int sd_tesseract_library(void) {
    pthread_once(&load_once, load_library);
    return load_status == 0 ? loaded_library : SD_TESSERACT_LIBRARY_NONE;
}

int sd_tesseract_load(char *message, size_t length) {
    pthread_once(&load_once, load_library);
    if (load_status != 0 && message != NULL && length > 0) {
        snprintf(message, length, "%s", load_message);
    }
    return load_status;
}

TessBaseAPI *sd_TessBaseAPICreate(void) { return p_TessBaseAPICreate(); }
void sd_TessBaseAPIDelete(TessBaseAPI *handle) { p_TessBaseAPIDelete(handle); }
int sd_TessBaseAPISetVariable(TessBaseAPI *handle, const char *name, const char *value) {
    return p_TessBaseAPISetVariable(handle, name, value);
}
int sd_TessBaseAPIInit4(TessBaseAPI *handle, const char *datapath, const char *language, TessOcrEngineMode oem,
                        char **configs, int configs_size, char **names, char **values, size_t count,
                        BOOL set_only_non_debug_params) {
    return p_TessBaseAPIInit4(handle, datapath, language, oem, configs, configs_size, names, values, count,
                              set_only_non_debug_params);
}
int sd_TessBaseAPIInit5(TessBaseAPI *handle, const char *data, int data_size, const char *language,
                        TessOcrEngineMode oem, char **configs, int configs_size, char **names, char **values,
                        size_t count, BOOL set_only_non_debug_params) {
    return p_TessBaseAPIInit5(handle, data, data_size, language, oem, configs, configs_size, names, values, count,
                              set_only_non_debug_params);
}
void sd_TessBaseAPISetPageSegMode(TessBaseAPI *handle, TessPageSegMode mode) {
    p_TessBaseAPISetPageSegMode(handle, mode);
}
TessPageSegMode sd_TessBaseAPIGetPageSegMode(const TessBaseAPI *handle) { return p_TessBaseAPIGetPageSegMode(handle); }
void sd_TessBaseAPIEnd(TessBaseAPI *handle) { p_TessBaseAPIEnd(handle); }
void sd_TessBaseAPIClear(TessBaseAPI *handle) { p_TessBaseAPIClear(handle); }
void sd_TessBaseAPISetImage(
    TessBaseAPI *handle, const unsigned char *data, int width, int height, int bytesPerPixel, int bytesPerLine) {
    p_TessBaseAPISetImage(handle, data, width, height, bytesPerPixel, bytesPerLine);
}
void sd_TessBaseAPISetSourceResolution(TessBaseAPI *handle, int ppi) { p_TessBaseAPISetSourceResolution(handle, ppi); }
int sd_TessBaseAPIRecognize(TessBaseAPI *handle, ETEXT_DESC *monitor) {
    return p_TessBaseAPIRecognize(handle, monitor);
}
char *sd_TessBaseAPIGetUTF8Text(TessBaseAPI *handle) { return p_TessBaseAPIGetUTF8Text(handle); }
int sd_TessBaseAPIMeanTextConf(TessBaseAPI *handle) { return p_TessBaseAPIMeanTextConf(handle); }
int sd_TessBaseAPIIsValidWord(TessBaseAPI *handle, const char *word) { return p_TessBaseAPIIsValidWord(handle, word); }
TessResultIterator *sd_TessBaseAPIGetIterator(TessBaseAPI *handle) { return p_TessBaseAPIGetIterator(handle); }
TessPageIterator *sd_TessBaseAPIAnalyseLayout(TessBaseAPI *handle) { return p_TessBaseAPIAnalyseLayout(handle); }
void sd_TessDeleteText(const char *text) { p_TessDeleteText(text); }

ETEXT_DESC *sd_TessMonitorCreate(void) { return p_TessMonitorCreate(); }
void sd_TessMonitorDelete(ETEXT_DESC *monitor) { p_TessMonitorDelete(monitor); }
void sd_TessMonitorSetCancelFunc(ETEXT_DESC *monitor, TessCancelFunc cancel) {
    p_TessMonitorSetCancelFunc(monitor, cancel);
}
void sd_TessMonitorSetCancelThis(ETEXT_DESC *monitor, void *context) { p_TessMonitorSetCancelThis(monitor, context); }
int sd_TessMonitorGetProgress(ETEXT_DESC *monitor) { return p_TessMonitorGetProgress(monitor); }

void sd_TessResultIteratorDelete(TessResultIterator *iterator) { p_TessResultIteratorDelete(iterator); }
char *sd_TessResultIteratorGetUTF8Text(const TessResultIterator *iterator, TessPageIteratorLevel level) {
    return p_TessResultIteratorGetUTF8Text(iterator, level);
}
float sd_TessResultIteratorConfidence(const TessResultIterator *iterator, TessPageIteratorLevel level) {
    return p_TessResultIteratorConfidence(iterator, level);
}
int sd_TessResultIteratorNext(TessResultIterator *iterator, TessPageIteratorLevel level) {
    return p_TessResultIteratorNext(iterator, level);
}
const TessPageIterator *sd_TessResultIteratorGetPageIteratorConst(const TessResultIterator *iterator) {
    return p_TessResultIteratorGetPageIteratorConst(iterator);
}
int sd_TessPageIteratorBoundingBox(
    const TessPageIterator *iterator, TessPageIteratorLevel level, int *left, int *top, int *right, int *bottom) {
    return p_TessPageIteratorBoundingBox(iterator, level, left, top, right, bottom);
}
int sd_TessPageIteratorNext(TessPageIterator *iterator, TessPageIteratorLevel level) {
    return p_TessPageIteratorNext(iterator, level);
}
void sd_TessPageIteratorDelete(TessPageIterator *iterator) { p_TessPageIteratorDelete(iterator); }
