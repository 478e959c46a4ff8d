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

/// Loads libtesseract once (later calls return the first outcome). Before loading, sets OMP_THREAD_LIMIT=1 when the
/// environment has no value for it. Returns 0 on success; otherwise writes a reason into `message` and returns -1.
int sd_tesseract_load(char *message, size_t length);

TessBaseAPI *sd_TessBaseAPICreate(void);
void sd_TessBaseAPIDelete(TessBaseAPI *handle);
int sd_TessBaseAPISetVariable(TessBaseAPI *handle, const char *name, const char *value);
int sd_TessBaseAPIInit2(TessBaseAPI *handle, const char *datapath, const char *language, TessOcrEngineMode oem);
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
TessResultIterator *sd_TessBaseAPIGetIterator(TessBaseAPI *handle);
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

#endif
