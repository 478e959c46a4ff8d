#include "CTesseract.h"
#include "options.h"

_Thread_local unsigned sd_recognition_options;

int sd_tesseract_recognize(TessBaseAPI *handle, ETEXT_DESC *monitor, unsigned options) {
    sd_recognition_options = options;
    int status = sd_TessBaseAPIRecognize(handle, monitor);
    sd_recognition_options = 0;
    return status;
}
